package dev.mazziere.games.scopa;

import static dev.mazziere.games.scopa.ScopaScenarios.GAME;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.mazziere.ai.MoveEvaluator;
import dev.mazziere.ai.SearchBudget;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Move;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Scopa's hard player: one exact solve when the view tells all, sampled deals otherwise. */
final class ScopaSearchPlayerTest {

    private static final SearchBudget BUDGET = SearchBudget.HARD.withIterations(12).withMillis(0);

    /** A two-player match played by medium players until the seat to act has a choice and the stock {@code stock} cards. */
    private static ScopaMatch playedTo(long seed, int stock) {
        ScopaMatch match = (ScopaMatch) GAME.newMatch(GAME.defaultOptions(), 2, seed);
        ScopaHeuristicPlayer medium = new ScopaHeuristicPlayer(seed);
        while (match.view(match.toAct()).stockSize() != stock || match.legalMoves().size() < 2) {
            int seat = match.toAct();
            match.apply(seat, medium.choose(match.view(seat), match.legalMoves()));
        }
        return match;
    }

    @Test
    @DisplayName("with two players and the stock empty it solves the rest of the hand once, exactly")
    void solvesTheLastDealOnce() {
        for (long seed = 1; seed <= 5; seed++) {
            ScopaMatch match = playedTo(seed, 0);
            ScopaSearchPlayer player = new ScopaSearchPlayer(GAME, GAME.defaultOptions(), BUDGET, seed);

            player.choose(match.view(match.toAct()), match.legalMoves());

            assertThat(player.lastIterations()).isEqualTo(1);
        }
    }

    @Test
    @DisplayName("before the last deal it samples as many deals as its budget says")
    void samplesEarlierDeals() {
        ScopaMatch match = playedTo(3, 12);
        ScopaSearchPlayer player = new ScopaSearchPlayer(GAME, GAME.defaultOptions(), BUDGET, 3);

        player.choose(match.view(match.toAct()), match.legalMoves());

        assertThat(player.lastIterations()).isEqualTo(12);
    }

    @Test
    @DisplayName("with three players the last deal is still sampled: the split of the unseen cards stays unknown")
    void threePlayersSampleTheLastDeal() {
        MatchState state = GAME.newMatch(GAME.defaultOptions(), 3, 4);
        ScopaMatch match = (ScopaMatch) state;
        ScopaHeuristicPlayer medium = new ScopaHeuristicPlayer(4);
        while (match.view(match.toAct()).stockSize() != 0 || match.view(match.toAct()).hand().size() != 3
                || match.legalMoves().size() < 2) {
            int seat = match.toAct();
            match.apply(seat, medium.choose(match.view(seat), match.legalMoves()));
        }
        ScopaSearchPlayer player = new ScopaSearchPlayer(GAME, GAME.defaultOptions(), BUDGET, 4);

        player.choose(match.view(match.toAct()), match.legalMoves());

        assertThat(player.lastIterations()).isEqualTo(12);
    }

    @Test
    @DisplayName("it values every legal move, and plays the one it values most")
    void evaluatesEveryMoveAndPlaysTheBest() {
        for (long seed = 1; seed <= 4; seed++) {
            ScopaMatch match = playedTo(seed, 18);
            List<ScopaMove> legal = match.legalMoves();

            Map<Move, Double> values = new ScopaSearchPlayer(GAME, GAME.defaultOptions(), BUDGET, seed)
                    .evaluate(match.view(match.toAct()), legal);
            Move chosen = new ScopaSearchPlayer(GAME, GAME.defaultOptions(), BUDGET, seed)
                    .choose(match.view(match.toAct()), legal);

            assertThat(values.keySet()).containsExactlyElementsOf(legal);
            assertThat(values.values()).as("a hand's margin in points, the match won or lost included")
                    .allSatisfy(v -> assertThat(Math.abs(v)).isLessThan(ScopaSolver.MATCH + 11));
            assertThat(Set.copyOf(values.values())).as("some move is worth more than another").hasSizeGreaterThan(1);
            assertThat(values.get(chosen)).isEqualTo(values.values().stream().max(Comparator.naturalOrder()).orElseThrow());
        }
    }

    @Test
    @DisplayName("in the last two-player deal a move's value is the exact margin it leads to, as the match counts it")
    void valuesInTheLastDealAreExactMargins() {
        int checked = 0;
        for (long seed = 1; seed <= 6; seed++) {
            ScopaMatch match = playedTo(seed, 0);
            int seat = match.toAct();
            MoveEvaluator hard = new ScopaAi().evaluator(GAME.defaultOptions(), BUDGET, seed);

            Map<Move, Double> values = hard.evaluate(match.view(seat), match.legalMoves());

            for (Map.Entry<Move, Double> e : values.entrySet()) {
                ScopaMatch after = match.copy();
                after.apply(seat, e.getKey());
                assertThat(e.getValue()).as("seed %d, %s", seed, e.getKey().code())
                        .isCloseTo(minimax(after, match, seat % 2), within(1e-9));
                checked++;
            }
        }
        assertThat(checked).isGreaterThan(12);
    }

    /**
     * Plain minimax over the match itself to the end of the hand begun in {@code start}: the
     * points {@code side} makes minus the other's, and 10 more or less when the hand ends the match.
     */
    private static double minimax(ScopaMatch match, ScopaMatch start, int side) {
        if (match.isOver() || match.handNumber() != start.handNumber()) {
            List<Integer> before = start.totals();
            List<Integer> after = match.totals();
            double margin = (after.get(side) - before.get(side)) - (after.get(1 - side) - before.get(1 - side));
            if (match.isOver()) {
                margin += match.result().winners().contains(side) ? ScopaSolver.MATCH : -ScopaSolver.MATCH;
            }
            return margin;
        }
        boolean max = match.toAct() % 2 == side;
        double best = max ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        for (ScopaMove m : match.legalMoves()) {
            ScopaMatch next = match.copy();
            next.apply(next.toAct(), m);
            double v = minimax(next, start, side);
            best = max ? Math.max(best, v) : Math.min(best, v);
        }
        return best;
    }
}
