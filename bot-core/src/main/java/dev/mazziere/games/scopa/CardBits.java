package dev.mazziere.games.scopa;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * Sets of Italian cards as bits of a long (bit {@link ItalianCard#index()}), with the
 * per-card facts Scopa's search asks of them: rank, suit, primiera value, and the best
 * primiera card of a suit. Pure tables, built once.
 */
final class CardBits {

    /** Every card of the deck. */
    static final long ALL = (1L << 40) - 1;
    /** The ten denari. */
    static final long DENARI = (1L << 10) - 1;
    static final int SETTEBELLO = ItalianCard.of(7, ItalianSuit.DENARI).index();
    static final int RE_DENARI = ItalianCard.of(ItalianCard.RE, ItalianSuit.DENARI).index();

    private static final int[] RANK = new int[40];
    private static final int[] PRIMIERA = new int[40];
    /** Cards of each rank 1..10. */
    private static final long[] OF_RANK = new long[11];
    /** The best primiera value among the cards of a suit, by the suit's 10 bits. */
    private static final int[] BEST_OF_SUIT = new int[1 << 10];

    static {
        for (int i = 0; i < 40; i++) {
            ItalianCard c = ItalianCard.ofIndex(i);
            RANK[i] = c.rank();
            PRIMIERA[i] = ScopaScoring.primieraValue(c);
            OF_RANK[c.rank()] |= 1L << i;
        }
        for (int bits = 1; bits < 1 << 10; bits++) {
            int best = 0;
            for (int r = 0; r < 10; r++) {
                if ((bits & (1 << r)) != 0) {
                    best = Math.max(best, PRIMIERA[r]);
                }
            }
            BEST_OF_SUIT[bits] = best;
        }
    }

    private CardBits() {
    }

    static int rank(int card) {
        return RANK[card];
    }

    static int primiera(int card) {
        return PRIMIERA[card];
    }

    static int suit(int card) {
        return card / 10;
    }

    /** The cards of rank {@code rank} (1..10). */
    static long ofRank(int rank) {
        return OF_RANK[rank];
    }

    /** The cards of suit {@code suit} (0..3, as {@link ItalianSuit#ordinal()}) in {@code set}, as 10 bits. */
    static int suitBits(long set, int suit) {
        return (int) (set >>> (suit * 10)) & 0x3FF;
    }

    /** The best primiera value of suit {@code suit} in {@code set}; 0 when the set holds none of it. */
    static int bestOfSuit(long set, int suit) {
        return BEST_OF_SUIT[suitBits(set, suit)];
    }

    /** The sum of the ranks in {@code set}. */
    static int rankSum(long set) {
        int sum = 0;
        for (long s = set; s != 0; s &= s - 1) {
            sum += RANK[Long.numberOfTrailingZeros(s)];
        }
        return sum;
    }

    static long of(Collection<ItalianCard> cards) {
        long set = 0;
        for (ItalianCard c : cards) {
            set |= 1L << c.index();
        }
        return set;
    }

    /** The cards of a set, in index order. */
    static List<ItalianCard> cards(long set) {
        List<ItalianCard> out = new ArrayList<>(Long.bitCount(set));
        for (long s = set; s != 0; s &= s - 1) {
            out.add(ItalianCard.ofIndex(Long.numberOfTrailingZeros(s)));
        }
        return out;
    }
}
