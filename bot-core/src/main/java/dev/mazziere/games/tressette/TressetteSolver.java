package dev.mazziere.games.tressette;

import static dev.mazziere.games.tressette.TressettePosition.STRENGTH;
import static dev.mazziere.games.tressette.TressettePosition.SUIT;
import static dev.mazziere.games.tressette.TressettePosition.SUIT_MASK;
import static dev.mazziere.games.tressette.TressettePosition.THIRDS;

/**
 * Plays a Tressette hand to its end with every card known, exactly: alpha-beta on the
 * hand's points after rounding (side 0's less side 1's, a cappotto as the option scores
 * it). Three things keep it small: a transposition table keyed by every hand, the trick
 * on the table, side 0's thirds and who has taken no trick yet, holding bounds and the
 * best card; that card tried first, then the others by strength; and of cards of one hand
 * that are alike (same suit and points, no card still in play between them) only one is
 * tried. Used where the view tells all (two players once the stock is out). Not
 * thread-safe; one per player.
 */
final class TressetteSolver {

    /** A cappotto with {@code cappotto=win} ends the match: worth more than any margin. */
    private static final int MATCH = 100;
    private static final int INFINITY = 10_000;
    private static final int TABLE_BITS = 18;
    private static final int TABLE_MASK = (1 << TABLE_BITS) - 1;

    private final long[] keyA = new long[1 << TABLE_BITS];
    private final long[] keyB = new long[1 << TABLE_BITS];
    private final int[] lower = new int[1 << TABLE_BITS];
    private final int[] upper = new int[1 << TABLE_BITS];
    private final byte[] move = new byte[1 << TABLE_BITS];
    /** The thirds of a whole hand: 32 in the cards, 3 for the last trick. */
    private static final int HAND_THIRDS = 32 + TressetteRules.LAST_TRICK_THIRDS;
    /** The positions of a search, one per ply, reused. */
    private final TressettePosition[] stack = new TressettePosition[42];

    /** The cards to try at each ply, and how many: reused, so that a search allocates no lists. */
    private final int[][] scratch = new int[42][10];
    private final int[] counts = new int[42];
    private TressetteMatch.Cappotto cappotto;
    private long nodes;

    /** Positions visited in all (for tests and benchmarks). */
    long nodes() {
        return nodes;
    }

    /** The best card for the seat to act in {@code p}, for its side: the first that keeps the hand's value. */
    int best(TressettePosition p, TressetteMatch.Cappotto rule) {
        int value = value(p, rule);
        boolean max = (p.toAct & 1) == 0;
        int[] cards = java.util.Arrays.copyOf(ordered(p, -1, 0), counts[0]);
        TressettePosition q = p.copy();
        for (int card : cards) {
            q.copyFrom(p);
            q.play(card);
            // A null window about the value: does this card keep it?
            int v = max ? search(q, value - 1, value, 1) : search(q, value, value + 1, 1);
            if (max ? v >= value : v <= value) {
                return card;
            }
        }
        throw new IllegalStateException("no card keeps the value " + value);
    }

    /**
     * A {@link #value} as points of the hand: a cappotto that ends the match
     * ({@code cappotto=win}, valued above any margin) is the 11 points to none it scores.
     */
    static int handMargin(int value) {
        return Math.abs(value) >= MATCH ? Integer.signum(value) * TressetteRules.HAND_POINTS : value;
    }

    /**
     * The value of the hand's end for side 0, with both sides playing their best from
     * {@code p}: by null-window searches (MTD(f)), which the coarse values (whole points)
     * and the table make cheap.
     */
    int value(TressettePosition p, TressetteMatch.Cappotto rule) {
        start(rule);
        int g = 0;
        int lo = -INFINITY;
        int hi = INFINITY;
        while (lo < hi) {
            int beta = g == lo ? g + 1 : g;
            g = search(p, beta - 1, beta, 0);
            if (g < beta) {
                hi = g;
            } else {
                lo = g;
            }
        }
        return g;
    }

    /**
     * Keeps the table between searches: its keys name whole positions, so what one decision
     * learnt serves the next ones of the hand (the positions after the other side's card lie
     * in the tree just searched). Only another rule for the cappotto empties it.
     */
    private void start(TressetteMatch.Cappotto rule) {
        if (rule != cappotto) {
            java.util.Arrays.fill(keyB, 0);
        }
        this.cappotto = rule;
    }

    private long keyA(TressettePosition p) {
        return p.hands[0] | (long) p.leader << 40 | (long) p.thirds[0] << 42
                | (p.tricksWon[0] == 0 ? 1L << 50 : 0) | (p.tricksWon[1] == 0 ? 1L << 51 : 0)
                | (long) p.trickSize << 52;
    }

    private long keyB(TressettePosition p) {
        long k = p.hands[1];
        if (p.trickSize > 0) {
            k |= (long) (p.trick[0] + 1) << 40;
        }
        if (p.seats > 2) {
            k ^= (p.hands[2] * 0x9E3779B97F4A7C15L) ^ (p.hands[3] * 0xC2B2AE3D27D4EB4FL)
                    ^ ((long) p.trick[1] << 46 | (long) p.trick[2] << 52);
        }
        return k | 1L << 63;
    }

    private static int slot(long ka, long kb) {
        long x = ka * 0x9E3779B97F4A7C15L ^ kb;
        x ^= x >>> 29;
        x *= 0xbf58476d1ce4e5b9L;
        x ^= x >>> 32;
        return (int) (x & TABLE_MASK);
    }

    private int search(TressettePosition p, int alpha, int beta, int ply) {
        nodes++;
        if (p.over()) {
            return terminal(p);
        }
        // What is left can move the points only so far: cut when the window lies beyond.
        int low = lowest(p);
        if (low >= beta) {
            return low;
        }
        int high = highest(p);
        if (high <= alpha) {
            return high;
        }
        long ka = keyA(p);
        long kb = keyB(p);
        int slot = slot(ka, kb);
        int first = -1;
        if (keyA[slot] == ka && keyB[slot] == kb) {
            if (lower[slot] >= beta) {
                return lower[slot];
            }
            if (upper[slot] <= alpha) {
                return upper[slot];
            }
            alpha = Math.max(alpha, lower[slot]);
            beta = Math.min(beta, upper[slot]);
            first = move[slot];
        }
        int a = alpha;
        int b = beta;
        boolean max = (p.toAct & 1) == 0;
        int best = max ? -INFINITY - 1 : INFINITY + 1;
        int bestCard = -1;
        int[] cards = ordered(p, first, ply);
        int count = counts[ply];
        TressettePosition q = stack(ply + 1, p);
        for (int i = 0; i < count; i++) {
            int card = cards[i];
            q.copyFrom(p);
            q.play(card);
            int value = search(q, a, b, ply + 1);
            if (max ? value > best : value < best) {
                best = value;
                bestCard = card;
            }
            if (max) {
                a = Math.max(a, value);
            } else {
                b = Math.min(b, value);
            }
            if (a >= b) {
                break;
            }
        }
        keyA[slot] = ka;
        keyB[slot] = kb;
        move[slot] = (byte) bestCard;
        if (best <= alpha) {
            lower[slot] = -INFINITY;
            upper[slot] = best;
        } else if (best >= beta) {
            lower[slot] = best;
            upper[slot] = INFINITY;
        } else {
            lower[slot] = best;
            upper[slot] = best;
        }
        return best;
    }

    /** Thirds still to be taken: the cards in hand and on the table, and the last trick (35 in a hand). */
    private static int remaining(TressettePosition p) {
        return HAND_THIRDS - p.thirds[0] - p.thirds[1];
    }

    /** The position of ply {@code ply} of the stack, made on first use after {@code like}. */
    private TressettePosition stack(int ply, TressettePosition like) {
        TressettePosition q = stack[ply];
        if (q == null || q.seats != like.seats) {
            q = like.copy();
            stack[ply] = q;
        }
        return q;
    }

    /** The least the hand's end can be worth for side 0 from here. */
    private int lowest(TressettePosition p) {
        if (p.tricksWon[0] == 0 && cappotto != TressetteMatch.Cappotto.OFF) {
            return cappotto == TressetteMatch.Cappotto.WIN ? -MATCH : -2 * TressetteRules.HAND_POINTS;
        }
        return 2 * (p.thirds[0] / 3) - TressetteRules.HAND_POINTS;
    }

    /** The most the hand's end can be worth for side 0 from here. */
    private int highest(TressettePosition p) {
        if (p.tricksWon[1] == 0 && cappotto != TressetteMatch.Cappotto.OFF) {
            return cappotto == TressetteMatch.Cappotto.WIN ? MATCH : 2 * TressetteRules.HAND_POINTS;
        }
        return 2 * ((p.thirds[0] + remaining(p)) / 3) - TressetteRules.HAND_POINTS;
    }

    /** Side 0's points less side 1's at the end of the hand. */
    private int terminal(TressettePosition p) {
        int side = p.cappotto();
        if (side >= 0 && cappotto == TressetteMatch.Cappotto.WIN) {
            return side == 0 ? MATCH : -MATCH;
        }
        int p0 = p.points(0);
        int p1 = p.points(1);
        if (side >= 0 && cappotto == TressetteMatch.Cappotto.DOUBLE) {
            if (side == 0) {
                p0 *= 2;
            } else {
                p1 *= 2;
            }
        }
        return p0 - p1;
    }

    /**
     * The legal cards worth trying: {@code first} (the table's best, or -1) first, then the
     * strongest first; of cards alike in the hand only the weakest.
     */
    private int[] ordered(TressettePosition p, int first, int ply) {
        long legal = p.legal();
        long inPlay = 0;
        for (long h : p.hands) {
            inPlay |= h;
        }
        for (int i = 0; i < p.trickSize; i++) {
            inPlay |= 1L << p.trick[i];
        }
        long hand = p.hands[p.toAct];
        int[] cards = scratch[ply];
        int n = 0;
        for (long bits = legal; bits != 0; bits &= bits - 1) {
            int c = Long.numberOfTrailingZeros(bits);
            if (!coveredByWeaker(c, hand, inPlay)) {
                cards[n++] = c;
            }
        }
        for (int i = 1; i < n; i++) {
            int c = cards[i];
            int j = i - 1;
            while (j >= 0 && rank(cards[j], first) < rank(c, first)) {
                cards[j + 1] = cards[j];
                j--;
            }
            cards[j + 1] = c;
        }
        counts[ply] = n;
        return cards;
    }

    private static int rank(int card, int first) {
        return card == first ? 100 : STRENGTH[card];
    }

    /**
     * True when the hand holds a weaker card of the same suit and points, with no card in
     * play between the two: the two play alike, so only the weaker is tried.
     */
    private static boolean coveredByWeaker(int card, long hand, long inPlay) {
        long suit = inPlay & SUIT_MASK[SUIT[card]];
        int below = -1;
        for (long bits = suit; bits != 0; bits &= bits - 1) {
            int c = Long.numberOfTrailingZeros(bits);
            if (STRENGTH[c] < STRENGTH[card] && (below < 0 || STRENGTH[c] > STRENGTH[below])) {
                below = c;
            }
        }
        return below >= 0 && (hand >>> below & 1) != 0 && THIRDS[below] == THIRDS[card];
    }
}
