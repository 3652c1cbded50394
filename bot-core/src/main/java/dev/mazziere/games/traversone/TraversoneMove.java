package dev.mazziere.games.traversone;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.Move;

/** Play {@code card} from the hand. Code: the card's code, {@code 3C}. */
public record TraversoneMove(ItalianCard card) implements Move {

    public TraversoneMove {
        if (card == null) {
            throw new IllegalArgumentException("a Traversone move needs a card");
        }
    }

    public static TraversoneMove of(ItalianCard card) {
        return new TraversoneMove(card);
    }

    @Override
    public String code() {
        return card.code();
    }

    /**
     * Parses {@link #code()}.
     *
     * @throws IllegalArgumentException naming the bad code
     */
    public static TraversoneMove parse(String code) {
        return new TraversoneMove(ItalianCard.parse(code.trim()));
    }

    @Override
    public String toString() {
        return code();
    }
}
