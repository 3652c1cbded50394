package dev.mazziere.games.tressette;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.Move;

/**
 * Tressette's one move: play {@code card} from the hand. Code: the card's code, {@code 3C}.
 * The accusi need no move of their own: the bot declares them at the player's first play.
 */
public record TressetteMove(ItalianCard card) implements Move {

    public TressetteMove {
        if (card == null) {
            throw new IllegalArgumentException("a Tressette move needs a card");
        }
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
    public static TressetteMove parse(String code) {
        return new TressetteMove(ItalianCard.parse(code.trim()));
    }

    @Override
    public String toString() {
        return code();
    }
}
