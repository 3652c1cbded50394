package dev.mazziere.games.scopa;

/**
 * Estimates the points margin a Scopa hand will end with, from a position the search
 * stops at before the end: the scope made, the settebello if taken, and for carte,
 * denari and primiera the chance each side wins the race from what it holds and what is
 * left (each card not yet taken going to any side alike: a normal approximation of the
 * counts, the expected best card of each suit for primiera, and the chance a side ends
 * with a suit missing); then the scopa risk of the table left to the seat to act: the
 * chance that it holds the one value that sweeps it.
 */
final class ScopaLeaf {

    /** How much wider than independent cards the count of a race spreads: cards are taken in handfuls. */
    private static final double CARTE_SPREAD = 2.0;
    private static final double DENARI_SPREAD = 1.5;
    /** The ranks by primiera value, best first. */
    private static final int[] PRIMIERA_ORDER = {7, 6, 1, 5, 4, 3, 2, 8, 9, 10};
    /** {@code MISS[k][n]}: the chance that a side among {@code k} gets none of {@code n} cards. */
    private static final double[][] MISS = new double[5][11];

    static {
        for (int k = 1; k < MISS.length; k++) {
            for (int n = 0; n < MISS[k].length; n++) {
                MISS[k][n] = Math.pow(1 - 1.0 / k, n);
            }
        }
    }

    /** Scratch space, so that an estimate allocates nothing: one leaf serves one search at a time. */
    private final double[] points = new double[4];
    private final int[] have = new int[4];
    private final double[] mean = new double[4];
    private final double[] variance = new double[4];
    private final double[] complete = new double[4];
    private final double[] moments = new double[2];

    /** The expected points of {@code rootSide} minus the mean of the other sides', at the end of the hand. */
    double margin(ScopaPosition p, int rootSide) {
        int sides = p.sides;
        java.util.Arrays.fill(points, 0);
        long taken = 0;
        for (int t = 0; t < sides; t++) {
            taken |= p.piles[t];
            points[t] = p.scope[t];
            if ((p.piles[t] & (1L << CardBits.SETTEBELLO)) != 0) {
                points[t]++;
            }
            if (p.count.napola()) {
                points[t] += HandCount.napola(p.piles[t]);
            }
            if (p.count.rebello() && (p.piles[t] & (1L << CardBits.RE_DENARI)) != 0) {
                points[t]++;
            }
        }
        long left = CardBits.ALL & ~taken;
        boolean ties = p.count.tiesEach();
        race(points, counts(p.piles, CardBits.ALL), sides, Long.bitCount(left), CARTE_SPREAD, ties);
        race(points, counts(p.piles, CardBits.DENARI), sides, Long.bitCount(left & CardBits.DENARI), DENARI_SPREAD, ties);
        primiera(p.piles, left, ties);
        sweepRisk(points, p, left);
        double others = 0;
        for (int t = 0; t < sides; t++) {
            others += t == rootSide ? 0 : points[t];
        }
        return points[rootSide] - others / (sides - 1);
    }

    private int[] counts(long[] piles, long mask) {
        for (int t = 0; t < piles.length; t++) {
            have[t] = Long.bitCount(piles[t] & mask);
        }
        return have;
    }

    /**
     * Adds to each side the chance it ends with the most of a count (carte, denari), when
     * {@code left} more cards of it are still to be taken, each by any side alike.
     */
    static void race(double[] points, int[] have, int k, int left, double spread, boolean tiesEach) {
        double variance = spread * left * 2.0 / k;
        // Two sides share a fixed total, so their difference moves in steps of two.
        double step = k == 2 ? 2 : 1;
        for (int t = 0; t < k; t++) {
            double chance = 1;
            for (int u = 0; u < k && chance > 0; u++) {
                if (u != t) {
                    chance *= ahead(have[t] - have[u], variance, step, tiesEach);
                }
            }
            points[t] += chance;
        }
    }

    /**
     * The chance that a lead now of {@code lead}, moving by whole {@code step}s with this
     * variance, ends above 0 (at or above with {@code orEven}).
     */
    private static double ahead(double lead, double variance, double step, boolean orEven) {
        double threshold = orEven ? -step / 2 : step / 2;
        if (variance <= 0) {
            return lead > threshold ? 1 : 0;
        }
        return phi((lead - threshold) / Math.sqrt(variance));
    }

    /** Adds to each side the chance it wins the primiera. */
    private void primiera(long[] piles, long left, boolean tiesEach) {
        int k = piles.length;
        double share = 1.0 / k;
        for (int t = 0; t < k; t++) {
            complete[t] = 1;
            mean[t] = 0;
            variance[t] = 0;
            for (int s = 0; s < 4; s++) {
                int best = CardBits.bestOfSuit(piles[t], s);
                int leftBits = CardBits.suitBits(left, s);
                bestMoments(best, leftBits, share);
                mean[t] += moments[0];
                variance[t] += moments[1] - moments[0] * moments[0];
                if (best == 0) {
                    complete[t] *= 1 - MISS[k][Integer.bitCount(leftBits)];
                }
            }
        }
        for (int t = 0; t < k; t++) {
            double chance = complete[t];
            for (int u = 0; u < k && chance > 0; u++) {
                if (u != t) {
                    double beats = ahead(mean[t] - mean[u], variance[t] + variance[u], 1, tiesEach);
                    chance *= 1 - complete[u] + complete[u] * beats;
                }
            }
            points[t] += chance;
        }
    }

    /**
     * The mean and the mean square of a side's best primiera value in a suit, from its
     * best now and the suit's cards still to be taken, each its with chance {@code share},
     * into {@link #moments}: from a table worked out once for two and three sides.
     */
    private void bestMoments(int best, int leftBits, double share) {
        int k = (int) Math.round(1 / share);
        if (k < MOMENTS.length) {
            int at = 2 * ((BEST_INDEX[best] << 10) | leftBits);
            moments[0] = MOMENTS[k][at];
            moments[1] = MOMENTS[k][at + 1];
            return;
        }
        computeMoments(best, leftBits, share, moments, 0);
    }

    /** The moments of {@link #bestMoments}, worked out, into {@code out} at {@code at}. */
    private static void computeMoments(int best, int leftBits, double share, double[] out, int at) {
        double first = 0;
        double second = 0;
        double none = 1;
        // The cards better than the best now, best first: 7, 6, ace, 5, 4, 3, 2, figures.
        for (int rank : PRIMIERA_ORDER) {
            int value = CardBits.primiera(rank - 1);
            if (value <= best) {
                break;
            }
            if ((leftBits & (1 << (rank - 1))) != 0) {
                double p = none * share;
                first += p * value;
                second += p * value * value;
                none -= p;
            }
        }
        out[at] = first + none * best;
        out[at + 1] = second + none * best * best;
    }

    /** The primiera values a best card can have (0: none), and each one's index. */
    private static final int[] BEST_VALUES = {0, 10, 12, 13, 14, 15, 16, 18, 21};
    private static final int[] BEST_INDEX = new int[22];
    /** {@code MOMENTS[k]}: the moments for {@code k} sides, by best value's index and the suit's cards left. */
    private static final double[][] MOMENTS = new double[4][];

    static {
        for (int i = 0; i < BEST_VALUES.length; i++) {
            BEST_INDEX[BEST_VALUES[i]] = i;
        }
        for (int k = 2; k < MOMENTS.length; k++) {
            MOMENTS[k] = new double[2 * BEST_VALUES.length * 1024];
            for (int i = 0; i < BEST_VALUES.length; i++) {
                for (int bits = 0; bits < 1024; bits++) {
                    computeMoments(BEST_VALUES[i], bits, 1.0 / k, MOMENTS[k], 2 * ((i << 10) | bits));
                }
            }
        }
    }

    /**
     * Subtracts from the other sides, or adds to its own, the chance that the seat to act
     * sweeps the table: it holds (or, at a new deal, gets) a card of the table's total.
     */
    private static void sweepRisk(double[] points, ScopaPosition p, long left) {
        if (p.table == 0 || p.handOver()) {
            return;
        }
        int sum = CardBits.rankSum(p.table);
        if (sum > 10) {
            return;
        }
        long sweepers = CardBits.ofRank(sum);
        long hand = p.hands[p.toAct];
        double chance;
        if (hand != 0) {
            boolean lastCard = p.cardsInHands() == 1 && p.stockPos == p.stock.length;
            chance = (hand & sweepers) != 0 && !lastCard ? 1 : 0;
        } else {
            long pool = left & ~p.table;
            chance = 1 - missAll(Long.bitCount(pool), Long.bitCount(pool & sweepers), 3);
        }
        double worth = 1 + ((p.table & (1L << CardBits.SETTEBELLO)) != 0 ? 1 : 0);
        points[p.sideOf(p.toAct)] += chance * worth;
    }

    /** The chance that {@code drawn} cards out of {@code total} miss all {@code good} ones. */
    static double missAll(int total, int good, int drawn) {
        double chance = 1;
        for (int i = 0; i < drawn && total - i > 0; i++) {
            chance *= Math.max(0, total - i - good) / (double) (total - i);
        }
        return chance;
    }

    /** The standard normal distribution function (Zelen and Severo, error below 1e-7). */
    static double phi(double x) {
        double z = Math.abs(x);
        double t = 1 / (1 + 0.2316419 * z);
        double poly = t * (0.319381530 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978 + t * 1.330274429))));
        double tail = 0.3989422804014327 * Math.exp(-0.5 * z * z) * poly;
        return x >= 0 ? 1 - tail : tail;
    }
}
