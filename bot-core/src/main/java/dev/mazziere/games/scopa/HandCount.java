package dev.mazziere.games.scopa;

/**
 * Counts the points of one Scopa hand from the sides' piles as bit sets ({@link CardBits}):
 * the same count as {@link ScopaScoring} (carte, denari, settebello, primiera, scope,
 * napola, rebello, and the tie rule), without lists, for search.
 *
 * @param tiesEach {@code ties=each}: tied highest sides all score the point
 */
record HandCount(boolean tiesEach, boolean napola, boolean rebello) {

    /** The points of each side, written into {@code out} (one entry per pile). */
    void points(long[] piles, int[] scope, int[] out) {
        int sides = piles.length;
        int[] cards = new int[sides];
        int[] denari = new int[sides];
        int[] primiera = new int[sides];
        for (int t = 0; t < sides; t++) {
            long pile = piles[t];
            cards[t] = Long.bitCount(pile);
            denari[t] = Long.bitCount(pile & CardBits.DENARI);
            primiera[t] = primiera(pile);
            int p = scope[t];
            if ((pile & (1L << CardBits.SETTEBELLO)) != 0) {
                p++;
            }
            if (napola) {
                p += napola(pile);
            }
            if (rebello && (pile & (1L << CardBits.RE_DENARI)) != 0) {
                p++;
            }
            out[t] = p;
        }
        addHighest(cards, out);
        addHighest(denari, out);
        addHighest(primiera, out);
    }

    /** The primiera of a pile, or -1 when it lacks a suit. */
    static int primiera(long pile) {
        int sum = 0;
        for (int s = 0; s < 4; s++) {
            int best = CardBits.bestOfSuit(pile, s);
            if (best == 0) {
                return -1;
            }
            sum += best;
        }
        return sum;
    }

    /** Napola: the run of denari from the ace, when it reaches the 3; else 0. */
    static int napola(long pile) {
        int run = Long.numberOfTrailingZeros(~(pile & CardBits.DENARI));
        return run >= 3 ? run : 0;
    }

    private void addHighest(int[] values, int[] out) {
        int max = -1;
        int holders = 0;
        for (int v : values) {
            if (v > max) {
                max = v;
                holders = 1;
            } else if (v == max) {
                holders++;
            }
        }
        if (max < 0 || (holders > 1 && !tiesEach)) {
            return;
        }
        for (int t = 0; t < values.length; t++) {
            if (values[t] == max) {
                out[t]++;
            }
        }
    }
}
