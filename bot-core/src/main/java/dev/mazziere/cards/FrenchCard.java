package dev.mazziere.cards;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonValue;

/**
 * A card of the French deck: rank 1 (ace) to 13 (king) of a suit, or a joker
 * (rank 0, no suit). With two decks equal cards are equal values: a hand is a
 * multiset. {@link #of} and {@link #parse} return one shared instance per card, as
 * {@link ItalianCard} does.
 */
public record FrenchCard(int rank, FrenchSuit suit) implements Card, Comparable<FrenchCard> {

    public static final int ACE = 1;
    public static final int JACK = 11;
    public static final int QUEEN = 12;
    public static final int KING = 13;

    public static final FrenchCard JOKER = new FrenchCard(0, null);

    private static final String[] RANK_CODES =
            {"JK", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"};

    /** The 52 natural cards, 13 per suit in suit order: Ramino's engine makes cards at every move. */
    private static final FrenchCard[] ALL = new FrenchCard[52];

    static {
        for (FrenchSuit s : FrenchSuit.values()) {
            for (int r = 1; r <= 13; r++) {
                ALL[s.ordinal() * 13 + r - 1] = new FrenchCard(r, s);
            }
        }
    }

    public FrenchCard {
        if (rank == 0 ? suit != null : rank < 1 || rank > 13 || suit == null) {
            throw new IllegalArgumentException("no French card with rank " + rank + " and suit " + suit);
        }
    }

    public static FrenchCard of(int rank, FrenchSuit suit) {
        if (rank < 1 || rank > 13 || suit == null) {
            return new FrenchCard(rank, suit); // the joker, or the constructor's refusal
        }
        return ALL[suit.ordinal() * 13 + rank - 1];
    }

    public boolean isJoker() {
        return rank == 0;
    }

    /** The rank as written in the notation: A, 2..10, J, Q, K (JK for a joker). */
    public String rankCode() {
        return RANK_CODES[rank];
    }

    @Override
    @JsonValue
    public String code() {
        return isJoker() ? "JK" : RANK_CODES[rank] + suit.letter();
    }

    @JsonCreator
    public static FrenchCard parse(String code) {
        FrenchCard card = tryParse(code);
        if (card == null) {
            throw new IllegalArgumentException("not a French card: '" + code
                    + "' (expected A, 2-10, J, Q or K and suit S, H, D or C, e.g. 10H, or JK)");
        }
        return card;
    }

    public static FrenchCard tryParse(String code) {
        if (code == null || code.length() < 2 || code.length() > 3) {
            return null;
        }
        if (code.equalsIgnoreCase("JK")) {
            return JOKER;
        }
        FrenchSuit suit = FrenchSuit.ofLetter(code.charAt(code.length() - 1));
        if (suit == null) {
            return null;
        }
        String rankText = code.substring(0, code.length() - 1).toUpperCase(java.util.Locale.ROOT);
        for (int r = 1; r < RANK_CODES.length; r++) {
            if (RANK_CODES[r].equals(rankText)) {
                return of(r, suit);
            }
        }
        return null;
    }

    /**
     * Equal rank and suit, as a record's own equals, written out: the generated one compares
     * the suit through {@code Objects.equals}, a call the JIT cannot inline where many types
     * pass, and Ramino searches hands with equals at every move of every playout. The
     * generated {@code hashCode} reads the same two fields.
     */
    @Override
    public boolean equals(Object o) {
        return this == o || o instanceof FrenchCard c && rank == c.rank && suit == c.suit;
    }

    /** Orders by suit then rank, jokers last. */
    @Override
    public int compareTo(FrenchCard o) {
        return Integer.compare(sortKey(), o.sortKey());
    }

    private int sortKey() {
        return isJoker() ? Integer.MAX_VALUE : suit.ordinal() * 16 + rank;
    }

    @Override
    public String toString() {
        return code();
    }
}
