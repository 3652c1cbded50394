package dev.mazziere.games.scopa;

/**
 * Searches one Scopa position with every card known ({@link ScopaPosition}) by alpha-beta
 * on the points margin of one side: exact to the end of the hand (the last taker's sweep
 * and the whole count) when the tree is small enough, else to a horizon where
 * {@link ScopaLeaf} estimates the margin. The root side maximizes, every other side
 * minimizes it (with three sides, the paranoid assumption), except that with two players,
 * while the stock lasts, the other seat cannot see the root's hand: it plays the move
 * {@link ScopaMoveRating} rates best, as the reading takes it to. A transposition table keyed
 * by the position's Zobrist key, its best move first, then captures of more value and
 * plays of less, order the moves.
 */
final class ScopaSolver {

    /**
     * What ending the match at the end of this hand is worth, in points of margin: won,
     * plus this; lost, minus this. A hand that ends the match is played for the match.
     */
    static final double MATCH = 10;
    /** The largest number of leaves (all moves, no pruning) a horizon may cover. */
    static final double LEAF_LIMIT = 600_000;
    /**
     * With three or four seats a deal is nine or twelve plies and Scopone's hands are ten
     * cards: a smaller tree per determinization keeps a decision as quick as with two.
     */
    static final double MANY_SEATS_LEAF_LIMIT = 6_000;

    /** The leaf limit of a horizon with this many seats. */
    static double leafLimit(int seats) {
        return seats == 2 ? LEAF_LIMIT : MANY_SEATS_LEAF_LIMIT;
    }
    /** Ten cards in hand, each with at most {@link ScopaPosition#SUMS} captures. */
    private static final int MAX_MOVES = 10 * ScopaPosition.SUMS + 10;
    private static final byte EXACT = 0;
    private static final byte LOWER = 1;
    private static final byte UPPER = 2;

    private final TranspositionTable table = new TranspositionTable(16);
    private final long[][] moves = new long[48][MAX_MOVES];
    private final int[][] order = new int[48][MAX_MOVES];
    private final int[][] scores = new int[48][MAX_MOVES];
    private final long[] bestMoves = new long[48];
    private final int[] points = new int[4];
    private final ScopaLeaf leaf = new ScopaLeaf();
    private final ScopaMoveRating rating = new ScopaMoveRating();
    private ScopaPosition p;
    private int rootSide;
    private int[] totals;
    private int target;
    private long nodes;

    /** Positions visited so far (for benchmarks). */
    long nodes() {
        return nodes;
    }

    /**
     * Starts on a new position (a new determinization): the table's entries of the last
     * one no longer hold, since the stock differs.
     */
    void reset(ScopaPosition position, int side) {
        reset(position, side, new int[position.sides], Integer.MAX_VALUE);
    }

    /**
     * {@link #reset(ScopaPosition, int)} in a match where the sides have these totals
     * before the hand and play to {@code target}: a hand that ends the match counts
     * {@link #MATCH} more (won) or less (lost).
     */
    void reset(ScopaPosition position, int side, int[] totals, int target) {
        this.p = position;
        this.rootSide = side;
        this.totals = totals.clone();
        this.target = target;
        table.clear();
    }

    /** The margin {@code move} leads to, searched {@code depth} plies in all (the move included). */
    double valueOf(long move, int depth) {
        p.make(move);
        double v = search(depth - 1, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
        p.unmake(move);
        return v;
    }

    /** Receives one line of {@link #answers}: the other seat's reply, the root's answer, and its margin. */
    interface AnswerSink {
        void line(long reply, long answer, double value);
    }

    /**
     * Every line {@code move}, the other seat's reply ({@link #rated}, two players while the
     * stock lasts), the root's every answer, with its margin searched {@code depth} plies in
     * all ({@code depth} at least 3).
     */
    void answers(long move, int depth, AnswerSink sink) {
        p.make(move);
        int n = p.moves(moves[p.ply]);
        long reply = rated(moves[p.ply], n);
        p.make(reply);
        long[] list = moves[p.ply];
        int k = p.moves(list);
        for (int j = 0; j < k; j++) {
            p.make(list[j]);
            double v = search(depth - 3, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
            p.unmake(list[j]);
            sink.line(reply, list[j], v);
        }
        p.unmake(reply);
        p.unmake(move);
    }

    /**
     * True when the seat to act plays by {@link ScopaMoveRating} in this search: the other
     * seat of two, while the stock lasts (once it is out, it knows the root's hand by counting).
     */
    private boolean rated() {
        return p.seats == 2 && p.sideOf(p.toAct) != rootSide && p.stockPos < p.stock.length;
    }

    /** The move of {@code list} that {@link ScopaMoveRating} rates best (the first of equals). */
    private long rated(long[] list, int n) {
        long best = list[0];
        double bestRate = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            double r = rating.rate(p, list[i]);
            if (r > bestRate) {
                bestRate = r;
                best = list[i];
            }
        }
        return best;
    }

    /** The plies left in the hand: every card in a hand and in the stock is still to be played. */
    static int pliesToEnd(ScopaPosition p) {
        return p.cardsInHands() + p.stock.length - p.stockPos;
    }

    /**
     * The horizon of a search from {@code p}, in plies: the end of the hand when its whole
     * tree (each seat's choices guessed from its hand size) stays under {@code leafLimit}
     * leaves; else the last end of a deal under it, where the hands are empty and the leaf
     * estimate compares like with like (measured: 71.5% of 400 matches against 70.3% for
     * the deepest ply, 64 determinizations, in less time); else the deepest ply under it.
     */
    static int horizon(ScopaPosition p, double leafLimit) {
        int[] sizes = new int[p.seats];
        for (int s = 0; s < p.seats; s++) {
            sizes[s] = Long.bitCount(p.hands[s]);
        }
        int end = pliesToEnd(p);
        int stockLeft = p.stock.length - p.stockPos;
        double leaves = 1;
        int seat = p.toAct;
        int boundary = 0;
        for (int d = 0; d < end; d++) {
            if (allZero(sizes) && stockLeft > 0) {
                java.util.Arrays.fill(sizes, 3);
                stockLeft -= 3 * p.seats;
            }
            leaves *= Math.max(1, sizes[seat] * 1.3);
            if (leaves > leafLimit) {
                return boundary > 0 ? boundary : Math.max(1, d);
            }
            sizes[seat]--;
            seat = (seat + 1) % p.seats;
            if (allZero(sizes)) {
                boundary = d + 1;
            }
        }
        return end;
    }

    private static boolean allZero(int[] sizes) {
        for (int s : sizes) {
            if (s != 0) {
                return false;
            }
        }
        return true;
    }

    private double search(int depth, double alpha, double beta) {
        nodes++;
        if (p.handOver()) {
            p.finalPoints(points);
            return margin();
        }
        if (depth <= 0) {
            return leaf.margin(p, rootSide);
        }
        int reach = Math.min(depth, pliesToEnd(p));
        long key = p.key();
        int slot = table.find(key);
        if (slot >= 0 && settles(slot, reach, alpha, beta)) {
            return table.value(slot);
        }
        double best = children(depth, alpha, beta, slot >= 0 ? table.move(slot) : 0);
        byte bound = best <= alpha ? UPPER : best >= beta ? LOWER : EXACT;
        table.store(key, reach, best, bound, bestMoves[p.ply]);
        return best;
    }

    /** True when the table's entry, looking {@code reach} plies ahead or more, decides the window. */
    private boolean settles(int slot, int reach, double alpha, double beta) {
        if (table.depth(slot) < reach) {
            return false;
        }
        double v = table.value(slot);
        byte bound = table.bound(slot);
        return bound == EXACT || (bound == LOWER && v >= beta) || (bound == UPPER && v <= alpha);
    }

    /** The best margin among the moves of the seat to act, its move into {@link #bestMoves} at this ply. */
    private double children(int depth, double alpha, double beta, long hashMove) {
        int ply = p.ply;
        long[] list = moves[ply];
        int n = p.moves(list);
        if (rated()) {
            long m = rated(list, n);
            bestMoves[ply] = m;
            p.make(m);
            double v = search(depth - 1, alpha, beta);
            p.unmake(m);
            return v;
        }
        int[] idx = order[ply];
        sort(list, idx, scores[ply], n, hashMove);
        boolean max = p.sideOf(p.toAct) == rootSide;
        double a = alpha;
        double b = beta;
        double best = max ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        bestMoves[ply] = 0;
        for (int i = 0; i < n && a < b; i++) {
            long m = list[idx[i]];
            p.make(m);
            double v = search(depth - 1, a, b);
            p.unmake(m);
            if (max ? v > best : v < best) {
                best = v;
                bestMoves[ply] = m;
            }
            if (max) {
                a = Math.max(a, v);
            } else {
                b = Math.min(b, v);
            }
        }
        return best;
    }

    /** The final margin of the root side, and the match won or lost when the hand ends it. */
    private double margin() {
        double others = 0;
        int max = Integer.MIN_VALUE;
        int leader = -1;
        for (int t = 0; t < p.sides; t++) {
            others += t == rootSide ? 0 : points[t];
            int total = totals[t] + points[t];
            if (total > max) {
                max = total;
                leader = t;
            } else if (total == max) {
                leader = -1;
            }
        }
        double margin = points[rootSide] - others / (p.sides - 1);
        if (max < target || leader < 0) {
            return margin;
        }
        return margin + (leader == rootSide ? MATCH : -MATCH);
    }

    /** Orders the moves' indexes into {@code idx}: the table's move, then by {@link #promise}. */
    private void sort(long[] list, int[] idx, int[] score, int n, long hashMove) {
        for (int i = 0; i < n; i++) {
            idx[i] = i;
            score[i] = list[i] == hashMove ? Integer.MAX_VALUE : promise(list[i]);
        }
        for (int i = 1; i < n; i++) {
            int v = idx[i];
            int j = i - 1;
            while (j >= 0 && score[idx[j]] < score[v]) {
                idx[j + 1] = idx[j];
                j--;
            }
            idx[j + 1] = v;
        }
    }

    /** How good a move looks at a glance: a sweep, the settebello, denari, cards; a plain play of little worth. */
    private int promise(long move) {
        long capture = ScopaPosition.captureOf(move);
        int card = ScopaPosition.cardOf(move);
        if (capture == 0) {
            int cost = CardBits.primiera(card) + (card < 10 ? 10 : 0) + (card == CardBits.SETTEBELLO ? 100 : 0);
            return -cost;
        }
        long taken = capture | (1L << card);
        int score = 1000 + 10 * Long.bitCount(taken) + 15 * Long.bitCount(taken & CardBits.DENARI);
        if ((taken & (1L << CardBits.SETTEBELLO)) != 0) {
            score += 200;
        }
        if (capture == p.table) {
            score += 500;
        }
        return score;
    }
}
