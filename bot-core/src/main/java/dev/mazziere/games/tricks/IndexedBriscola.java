package dev.mazziere.games.tricks;

import dev.mazziere.cards.ItalianCard;

/**
 * Briscola's cards by index (0 to 39, {@link ItalianCard#ofIndex}) for the search positions
 * that play Briscola tricks on plain ints: each card's points, its strength in its suit, its
 * suit, and which card of a trick takes it.
 */
public final class IndexedBriscola {

    private static final int[] POINTS = new int[40];
    private static final int[] STRENGTH = new int[40];
    private static final int[] SUIT = new int[40];

    static {
        for (int i = 0; i < 40; i++) {
            ItalianCard c = ItalianCard.ofIndex(i);
            POINTS[i] = CardPoints.BRISCOLA.of(c);
            STRENGTH[i] = ItalianOrder.BRISCOLA.strength(c);
            SUIT[i] = c.suit().ordinal();
        }
    }

    private IndexedBriscola() {
    }

    /** The card's points in Briscola's count. */
    public static int points(int card) {
        return POINTS[card];
    }

    /** The card's strength within its suit: higher takes. */
    public static int strength(int card) {
        return STRENGTH[card];
    }

    /** The card's suit, as {@link dev.mazziere.cards.ItalianSuit#ordinal}. */
    public static int suit(int card) {
        return SUIT[card];
    }

    /** True when {@code card} takes the trick from {@code winning}, the card taking it so far. */
    public static boolean beats(int card, int winning, int trump) {
        if (SUIT[card] == SUIT[winning]) {
            return STRENGTH[card] > STRENGTH[winning];
        }
        return SUIT[card] == trump;
    }

    /** The index of the card taking the first {@code size} cards of {@code trick} (at least one), in playing order. */
    public static int winningIndex(int[] trick, int size, int trump) {
        int best = 0;
        for (int i = 1; i < size; i++) {
            if (beats(trick[i], trick[best], trump)) {
                best = i;
            }
        }
        return best;
    }
}
