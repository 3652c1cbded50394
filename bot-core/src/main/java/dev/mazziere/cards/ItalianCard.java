package dev.mazziere.cards;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/**
 * A card of the Italian 40-card deck: rank 1 (Asso) to 7, 8 Fante, 9 Cavallo, 10 Re.
 * There are exactly 40 instances; {@link #of} and {@link #parse} return them, so
 * {@code ==} and {@code equals} agree.
 */
public record ItalianCard(int rank, ItalianSuit suit) implements Card, Comparable<ItalianCard> {

    public static final int FANTE = 8;
    public static final int CAVALLO = 9;
    public static final int RE = 10;

    private static final ItalianCard[] ALL = new ItalianCard[40];

    static {
        for (ItalianSuit s : ItalianSuit.values()) {
            for (int r = 1; r <= 10; r++) {
                ALL[s.ordinal() * 10 + r - 1] = new ItalianCard(r, s);
            }
        }
    }

    public ItalianCard {
        if (rank < 1 || rank > 10) {
            throw new IllegalArgumentException("Italian card rank must be 1..10, got " + rank);
        }
        if (suit == null) {
            throw new IllegalArgumentException("Italian card needs a suit");
        }
    }

    public static ItalianCard of(int rank, ItalianSuit suit) {
        if (rank < 1 || rank > 10 || suit == null) {
            throw new IllegalArgumentException("no Italian card " + rank + " of " + suit);
        }
        return ALL[suit.ordinal() * 10 + rank - 1];
    }

    /** The card with this index, 0..39 (denari 1..10, coppe 1..10, spade, bastoni). */
    public static ItalianCard ofIndex(int index) {
        return ALL[index];
    }

    /** A stable index 0..39, handy for bit sets. */
    public int index() {
        return suit.ordinal() * 10 + rank - 1;
    }

    @Override
    @JsonValue
    public String code() {
        return Integer.toString(rank) + suit.letter();
    }

    /**
     * Parses the notation {@code 1D}..{@code 10B}.
     *
     * @throws IllegalArgumentException naming the bad code
     */
    @JsonCreator
    public static ItalianCard parse(String code) {
        ItalianCard card = tryParse(code);
        if (card == null) {
            throw new IllegalArgumentException("not an Italian card: '" + code
                    + "' (expected rank 1-10 and suit D, C, S or B, e.g. 7D)");
        }
        return card;
    }

    /** Parses the notation, or returns null when the text is no Italian card. */
    public static ItalianCard tryParse(String code) {
        if (code == null || code.length() < 2 || code.length() > 3) {
            return null;
        }
        ItalianSuit suit = ItalianSuit.ofLetter(code.charAt(code.length() - 1));
        if (suit == null) {
            return null;
        }
        String rankText = code.substring(0, code.length() - 1);
        if (!rankText.chars().allMatch(Character::isDigit)) {
            return null;
        }
        int rank = Integer.parseInt(rankText);
        return rank >= 1 && rank <= 10 ? ALL[suit.ordinal() * 10 + rank - 1] : null;
    }

    @Override
    public int compareTo(ItalianCard o) {
        return Integer.compare(index(), o.index());
    }

    @Override
    public String toString() {
        return code();
    }
}
