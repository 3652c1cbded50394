package dev.mazziere.games.scopa;

/**
 * Estimates the points margin a Scopa hand will end with, from a position the search
 * stops at before the end: the scope made, the settebello if taken, and for carte,
 * denari, primiera and the settebello still out, each side's chance from what it has
 * and the chance it takes each card left ({@link #ownership}: a card in a seat's hand
 * mostly goes to that seat's side, a table card to the first seat that holds its value;
 * a normal approximation of the counts, the expected best card of each suit for
 * primiera, and the chance a side ends with a suit missing); then the scopa risk of the
 * table left to the seat to act: the chance that it holds the one value that sweeps it.
 */
final class ScopaLeaf {

    /** How much wider than independent cards the count of a race spreads: cards are taken in handfuls. */
    private static final double CARTE_SPREAD = 2.0;
    private static final double DENARI_SPREAD = 1.5;
    /** The ranks by primiera value, best first. */
    private static final int[] PRIMIERA_ORDER = {7, 6, 1, 5, 4, 3, 2, 8, 9, 10};
    /**
     * The chance that a card in a seat's hand ends in its side's pile, by card, as measured
     * over 20,000 two-player matches between {@code medium} players (Scopone's are alike):
     * low cards, which take little and are thrown, the least; the settebello, figures and
     * denari the most.
     */
    private static final double[] HELD = new double[40];
    /**
     * The chance that a table card ends with the first seat, from the one to act, holding a
     * card of its value: when that seat is the one to act, and when it is a later one.
     */
    private static final double TAKEN_NEXT = 0.95;
    private static final double TAKEN_LATER = 0.8;

    static {
        double[] others = {0.53, 0.57, 0.61, 0.63, 0.67, 0.70, 0.78, 0.75, 0.77, 0.78};
        double[] denari = {0.57, 0.62, 0.68, 0.70, 0.75, 0.77, 0.83, 0.82, 0.85, 0.86};
        for (int c = 0; c < 40; c++) {
            HELD[c] = c < 10 ? denari[c] : others[c % 10];
        }
    }

    // Scratch space, so that an estimate allocates nothing: one leaf serves one search at a time.
    /** {@code own[t][c]}: the chance that side {@code t} ends the hand with card {@code c}, for the {@link #placed} cards. */
    private final double[][] own = new double[4][40];
    /** The cards in no pile whose chances {@link #own} holds (in a hand or on the table); the others go to every side alike. */
    private long placed;
    private double even;
    private final int[] rankMasks = new int[4];
    private final double[] points = new double[4];
    private final double[] mean = new double[4];
    private final double[] variance = new double[4];
    private final double[] complete = new double[4];

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
        ownership(p, left);
        for (int t = 0; t < sides; t++) {
            points[t] += (left & (1L << CardBits.SETTEBELLO)) != 0 ? owns(t, CardBits.SETTEBELLO) : 0;
            points[t] += p.count.rebello() && (left & (1L << CardBits.RE_DENARI)) != 0 ? owns(t, CardBits.RE_DENARI) : 0;
        }
        race(p.piles, left, CardBits.ALL, CARTE_SPREAD, ties);
        race(p.piles, left, CardBits.DENARI, DENARI_SPREAD, ties);
        primiera(p.piles, left, ties);
        sweepRisk(points, p, left);
        double others = 0;
        for (int t = 0; t < sides; t++) {
            others += t == rootSide ? 0 : points[t];
        }
        return points[rootSide] - others / (sides - 1);
    }

    /**
     * Each side's chance of ending with each card of {@code left}, into {@link #own}: a card
     * in a hand goes to its holder's side as {@link #HELD} says; a table card to the side of
     * the first seat from the one to act that holds a card of its value ({@link #TAKEN_NEXT},
     * {@link #TAKEN_LATER}); what no seat can take, and every unseen card, to any side alike.
     */
    private void ownership(ScopaPosition p, long left) {
        int k = p.sides;
        even = 1.0 / k;
        long held = 0;
        for (int s = 0; s < p.seats; s++) {
            int mask = 0;
            for (long h = p.hands[s]; h != 0; h &= h - 1) {
                int c = Long.numberOfTrailingZeros(h);
                mask |= 1 << CardBits.rank(c);
                setOwner(c, p.sideOf(s), HELD[c], k);
            }
            rankMasks[s] = mask;
            held |= p.hands[s];
        }
        long onTable = left & p.table;
        for (long l = onTable; l != 0; l &= l - 1) {
            int c = Long.numberOfTrailingZeros(l);
            int rank = 1 << CardBits.rank(c);
            int side = -1;
            double chance = even;
            for (int i = 0; i < p.seats; i++) {
                int s = (p.toAct + i) % p.seats;
                if ((rankMasks[s] & rank) != 0) {
                    side = p.sideOf(s);
                    chance = i == 0 ? TAKEN_NEXT : TAKEN_LATER;
                    break;
                }
            }
            setOwner(c, side, chance, k);
        }
        placed = left & (held | onTable);
    }

    /** Card {@code c} goes to {@code side} with {@code chance}, to the other sides alike (to all alike when side is -1). */
    private void setOwner(int c, int side, double chance, int k) {
        double rest = side < 0 ? even : (1 - chance) / (k - 1);
        for (int t = 0; t < k; t++) {
            own[t][c] = t == side ? chance : rest;
        }
    }

    /** The chance side {@code t} ends with card {@code c}, a card in no pile. */
    private double owns(int t, int c) {
        return (placed & (1L << c)) != 0 ? own[t][c] : even;
    }

    /**
     * Adds to each side the chance it ends with the most of the cards in {@code mask}
     * (carte, denari): what it has, plus each card left by the chance it takes it, a
     * normal approximation of the difference with every other side.
     */
    private void race(long[] piles, long left, long mask, double spread, boolean tiesEach) {
        int k = piles.length;
        long open = left & mask;
        long known = open & placed;
        // Each card no seat holds or can take goes to every side alike: 1/k to each mean, 2/k to each variance.
        int alike = Long.bitCount(open & ~placed);
        for (int t = 0; t < k; t++) {
            mean[t] = Long.bitCount(piles[t] & mask) + alike * even;
            for (long l = known; l != 0; l &= l - 1) {
                mean[t] += own[t][Long.numberOfTrailingZeros(l)];
            }
        }
        double step = k == 2 ? 2 : 1;
        for (int t = 0; t < k; t++) {
            double chance = 1;
            for (int u = 0; u < k && chance > 0; u++) {
                if (u == t) {
                    continue;
                }
                double var = alike * 2 * even;
                for (long l = known; l != 0; l &= l - 1) {
                    int c = Long.numberOfTrailingZeros(l);
                    double d = own[t][c] - own[u][c];
                    var += own[t][c] + own[u][c] - d * d;
                }
                chance *= ahead(mean[t] - mean[u], spread * var, step, tiesEach);
            }
            points[t] += chance;
        }
    }

    /** Adds to each side the chance it wins the primiera, each card left going to it by its chance. */
    private void primiera(long[] piles, long left, boolean tiesEach) {
        int k = piles.length;
        for (int t = 0; t < k; t++) {
            complete[t] = 1;
            mean[t] = 0;
            variance[t] = 0;
            for (int s = 0; s < 4; s++) {
                int best = CardBits.bestOfSuit(piles[t], s);
                double first = 0;
                double second = 0;
                double none = 1;
                for (int rank : PRIMIERA_ORDER) {
                    int c = s * 10 + rank - 1;
                    int value = CardBits.primiera(c);
                    if (value <= best) {
                        break;
                    }
                    if ((left & (1L << c)) != 0) {
                        double q = none * owns(t, c);
                        first += q * value;
                        second += q * value * value;
                        none -= q;
                    }
                }
                first += none * best;
                second += none * best * best;
                mean[t] += first;
                variance[t] += second - first * first;
                if (best == 0) {
                    complete[t] *= 1 - none;
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

    /**
     * Adds to the side of the seat to act the chance that it sweeps the table: it holds (or,
     * at a new deal, gets) a card of the table's total.
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
        // The scopa only: who takes the settebello on the table is in ownership's chances already.
        points[p.sideOf(p.toAct)] += chance;
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
