package dev.mazziere.games.scopa;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.Move;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Play {@code card} from the hand, taking {@code capture} from the table (empty when
 * the card stays on the table). The capture is kept in canonical order, by rank then
 * suit (as docs/transcript.md writes {@code ["3S","4C"]}), so two moves naming the same
 * cards are equal whatever order a user typed them in.
 * Code: {@code 7D} for a plain play, {@code 7D:3S4C} for a capture.
 */
public record ScopaMove(ItalianCard card, List<ItalianCard> capture) implements Move {

    /** Rank first, then suit: the order a capture is written and shown in. */
    static final Comparator<ItalianCard> CAPTURE_ORDER =
            Comparator.comparingInt(ItalianCard::rank).thenComparing(ItalianCard::suit);

    public ScopaMove {
        if (card == null) {
            throw new IllegalArgumentException("a Scopa move needs a card");
        }
        // A stored move without "capture" is a plain play, not a crash.
        List<ItalianCard> sorted = capture == null ? new ArrayList<>() : new ArrayList<>(capture);
        sorted.sort(CAPTURE_ORDER);
        capture = List.copyOf(sorted);
    }

    public static ScopaMove drop(ItalianCard card) {
        return new ScopaMove(card, List.of());
    }

    public static ScopaMove take(ItalianCard card, ItalianCard... taken) {
        return new ScopaMove(card, List.of(taken));
    }

    public boolean captures() {
        return !capture.isEmpty();
    }

    @Override
    public String code() {
        if (capture.isEmpty()) {
            return card.code();
        }
        StringBuilder sb = new StringBuilder(card.code()).append(':');
        for (ItalianCard c : capture) {
            sb.append(c.code());
        }
        return sb.toString();
    }

    /**
     * Parses {@link #code()}.
     *
     * @throws IllegalArgumentException naming what is wrong
     */
    public static ScopaMove parse(String code) {
        String text = code.trim();
        int colon = text.indexOf(':');
        ItalianCard card = ItalianCard.parse(colon < 0 ? text : text.substring(0, colon));
        List<ItalianCard> capture = new ArrayList<>();
        if (colon >= 0) {
            String rest = text.substring(colon + 1);
            int start = 0;
            for (int i = 0; i < rest.length(); i++) {
                if (Character.isLetter(rest.charAt(i))) {
                    capture.add(ItalianCard.parse(rest.substring(start, i + 1)));
                    start = i + 1;
                }
            }
            if (start != rest.length() || capture.isEmpty()) {
                throw new IllegalArgumentException("not a Scopa move: '" + code + "'");
            }
        }
        return new ScopaMove(card, capture);
    }

    @Override
    public String toString() {
        return code();
    }
}
