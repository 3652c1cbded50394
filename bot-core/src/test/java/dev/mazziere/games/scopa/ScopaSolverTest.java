package dev.mazziere.games.scopa;

import static dev.mazziere.games.scopa.ScopaScenarios.options;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.Options;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The solver's margins: exact ones equal plain minimax over the whole rest of the hand; estimates stay sane. */
final class ScopaSolverTest {

    /** Plays random moves until {@code plies} are left in the hand. */
    private static ScopaPosition endgame(Options options, int seats, long seed, int plies) {
        ScopaPosition p = ScopaPositionTest.deal(options, seats, seed).position();
        SeededRandom random = new SeededRandom(seed);
        long[] buf = new long[512];
        while (ScopaSolver.pliesToEnd(p) > plies) {
            int n = p.moves(buf);
            p.make(buf[random.nextInt(n)]);
        }
        return p;
    }

    /**
     * Plain minimax on the final margin of {@code side}: no pruning, no table, no ordering;
     * with {@code rated}, the other seat of two plays, while the stock lasts, the move
     * {@link ScopaMoveRating} rates best (the first of equals).
     */
    private static double minimax(ScopaPosition p, int side, boolean rated) {
        if (p.handOver()) {
            int[] points = new int[p.sides];
            p.finalPoints(points);
            double others = 0;
            for (int t = 0; t < p.sides; t++) {
                others += t == side ? 0 : points[t];
            }
            return points[side] - others / (p.sides - 1);
        }
        long[] buf = new long[512];
        int n = p.moves(buf);
        boolean max = p.sideOf(p.toAct) == side;
        if (rated && p.seats == 2 && !max && p.stockPos < p.stock.length) {
            buf[0] = ratedBest(p, buf, n);
            n = 1;
        }
        double best = max ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        for (int i = 0; i < n; i++) {
            p.make(buf[i]);
            double v = minimax(p, side, rated);
            p.unmake(buf[i]);
            best = max ? Math.max(best, v) : Math.min(best, v);
        }
        return best;
    }

    @Test
    @DisplayName("in the last deal the solver's margin of every move is the minimax margin at the end of the hand")
    void exactInTheLastDeal() {
        ScopaSolver solver = new ScopaSolver();
        int checked = 0;
        for (Options options : List.of(options(), options(ScopaGame.CAPTURE_CHOICE, "fewest", ScopaGame.NAPOLA, "true"))) {
            for (int seats : List.of(2, 3, 4)) {
                for (long seed = 1; seed <= 25; seed++) {
                    ScopaPosition p = endgame(options, seats, seed, 3 * seats);
                    int depth = ScopaSolver.horizon(p, ScopaSolver.LEAF_LIMIT);
                    assertThat(depth).as("the whole last deal fits").isEqualTo(ScopaSolver.pliesToEnd(p));
                    checked += everyMoveAsTheReference(solver, p, depth, false);
                }
            }
        }
        assertThat(checked).isGreaterThan(300);
    }

    /**
     * Asserts that the solver's margin of every move of {@code p}, searched {@code depth}
     * plies, is {@link #minimax}'s; returns how many moves it checked.
     */
    private static int everyMoveAsTheReference(ScopaSolver solver, ScopaPosition p, int depth, boolean rated) {
        int side = p.sideOf(p.toAct);
        solver.reset(p, side);
        long[] buf = new long[512];
        int n = p.moves(buf);
        for (int i = 0; i < n; i++) {
            double value = solver.valueOf(buf[i], depth);
            p.make(buf[i]);
            double expected = minimax(p, side, rated);
            p.unmake(buf[i]);
            assertThat(value).isCloseTo(expected, within(1e-9));
        }
        return n;
    }

    private static long ratedBest(ScopaPosition p, long[] moves, int n) {
        ScopaMoveRating rating = new ScopaMoveRating();
        long best = moves[0];
        for (int i = 1; i < n; i++) {
            if (rating.rate(p, moves[i]) > rating.rate(p, best)) {
                best = moves[i];
            }
        }
        return best;
    }

    @Test
    @DisplayName("with two players, while the stock lasts, the other seat plays the move medium's measure rates best")
    void theOtherSeatPlaysByTheRatingWhileTheStockLasts() {
        ScopaSolver solver = new ScopaSolver();
        int checked = 0;
        for (long seed = 1; seed <= 25; seed++) {
            ScopaPosition p = endgame(options(), 2, seed, 12);
            checked += everyMoveAsTheReference(solver, p, ScopaSolver.horizon(p, ScopaSolver.LEAF_LIMIT), true);
        }
        assertThat(checked).isGreaterThan(50);
    }

    @Test
    @DisplayName("the lines a root move opens are the rated reply and each answer, with their margins")
    void answersFollowTheRatedReply() {
        ScopaSolver solver = new ScopaSolver();
        for (long seed = 1; seed <= 10; seed++) {
            ScopaPosition p = endgame(options(), 2, seed, 12);
            int side = p.sideOf(p.toAct);
            int depth = ScopaSolver.horizon(p, ScopaSolver.LEAF_LIMIT);
            solver.reset(p, side);
            long[] buf = new long[512];
            long move = buf[p.moves(buf) - 1];
            p.make(move);
            long reply = ratedBest(p, buf, p.moves(buf));
            p.unmake(move);
            java.util.Map<Long, Double> answered = new java.util.HashMap<>();

            solver.answers(move, depth, (r, answer, value) -> {
                assertThat(r).isEqualTo(reply);
                assertThat(answered.put(answer, value)).as("each answer once").isNull();
            });

            p.make(move);
            p.make(reply);
            assertThat(answered).as("every answer").hasSize(p.moves(buf));
            long s = seed;
            answered.forEach((answer, value) -> {
                p.make(answer);
                assertThat(value).as("seed %d", s).isCloseTo(minimax(p, side, true), within(1e-9));
                p.unmake(answer);
            });
            p.unmake(reply);
            p.unmake(move);
        }
    }

    @Test
    @DisplayName("in two-player Scopa the last two deals are solved to the end of the hand")
    void twoDealsAheadInTwoPlayers() {
        ScopaPosition p = endgame(options(), 2, 3, 12);

        assertThat(ScopaSolver.horizon(p, ScopaSolver.LEAF_LIMIT)).isEqualTo(12);
    }

    @Test
    @DisplayName("in two-player Scopa, two plays into the third-to-last deal, the search reaches the end of the hand")
    void threeDealsAheadOnceTwoCardsArePlayed() {
        ScopaPosition start = endgame(options(), 2, 3, 18);
        ScopaPosition twoPlaysIn = endgame(options(), 2, 3, 16);

        assertThat(ScopaSolver.horizon(start, ScopaSolver.LEAF_LIMIT)).isEqualTo(12);
        assertThat(ScopaSolver.horizon(twoPlaysIn, ScopaSolver.LEAF_LIMIT)).isEqualTo(16);
    }

    @Test
    @DisplayName("early in a Scopone hand the horizon stops short of the end")
    void scoponeHorizonIsShort() {
        ScopaPosition p = ScopaPositionTest.deal(options(ScopaGame.VARIANT, "scopone"), 4, 5).position();

        int depth = ScopaSolver.horizon(p, ScopaSolver.LEAF_LIMIT);

        assertThat(depth).isBetween(2, 8);
    }

    @Test
    @DisplayName("the leaf estimate of a finished hand is its exact margin")
    void leafOfAFinishedHandIsExact() {
        SeededRandom random = new SeededRandom(9);
        for (int i = 0; i < 200; i++) {
            long[] piles = new long[2];
            for (int c = 0; c < 40; c++) {
                piles[random.nextInt(2)] |= 1L << c;
            }
            int[] scope = {random.nextInt(3), random.nextInt(3)};
            ScopaPosition p = new ScopaPosition(0, false, new HandCount(false, true, true), new long[2], 0L,
                    piles, scope, new int[0], 0, ScopaPosition.NOBODY);
            int[] points = new int[2];
            p.finalPoints(points);

            assertThat(new ScopaLeaf().margin(p, 0)).isCloseTo(points[0] - points[1], within(1e-9));
        }
    }

    @Test
    @DisplayName("the leaf favours the side ahead in cards, denari and primiera, and counts the scopa risk it leaves")
    void leafReadsTheRaces() {
        long ahead = CardBits.of(ScopaScenarios.cards("7D 7C 7S 6B 6D 1C 2D 3D"));
        long behind = CardBits.of(ScopaScenarios.cards("8B 9B"));
        ScopaPosition p = new ScopaPosition(0, false, new HandCount(false, false, false), new long[2], 0L,
                new long[] {ahead, behind}, new int[2], new int[0], 0, ScopaPosition.NOBODY);
        assertThat(new ScopaLeaf().margin(p, 0)).isGreaterThan(1.5);

        long table = CardBits.of(ScopaScenarios.cards("2S 3S"));
        long five = CardBits.of(ScopaScenarios.cards("5C"));
        ScopaPosition risky = new ScopaPosition(0, false, new HandCount(false, false, false),
                new long[] {CardBits.of(ScopaScenarios.cards("8C")), five}, table, new long[2], new int[2],
                new int[0], 1, ScopaPosition.NOBODY);
        ScopaPosition safe = new ScopaPosition(0, false, new HandCount(false, false, false),
                new long[] {five, CardBits.of(ScopaScenarios.cards("8C"))}, table, new long[2], new int[2],
                new int[0], 1, ScopaPosition.NOBODY);
        assertThat(new ScopaLeaf().margin(risky, 0)).isLessThan(new ScopaLeaf().margin(safe, 0) - 0.9);
    }
}
