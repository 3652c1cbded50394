package dev.mazziere.games.tressette;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.cards.SeededRandom;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("The solver finds the hand's exact value with every card known")
class TressetteSolverTest {

    private static final TressetteGame GAME = new TressetteGame();

    /** Plain minimax, no pruning, no table: the value the solver must find. */
    private static int minimax(TressettePosition p, TressetteMatch.Cappotto rule) {
        if (p.over()) {
            int side = p.cappotto();
            if (side >= 0 && rule == TressetteMatch.Cappotto.WIN) {
                return side == 0 ? 100 : -100;
            }
            int p0 = p.points(0) * (side == 0 && rule == TressetteMatch.Cappotto.DOUBLE ? 2 : 1);
            int p1 = p.points(1) * (side == 1 && rule == TressetteMatch.Cappotto.DOUBLE ? 2 : 1);
            return p0 - p1;
        }
        boolean max = (p.toAct & 1) == 0;
        int best = max ? Integer.MIN_VALUE : Integer.MAX_VALUE;
        for (long b = p.legal(); b != 0; b &= b - 1) {
            TressettePosition q = p.copy();
            q.play(Long.numberOfTrailingZeros(b));
            int v = minimax(q, rule);
            best = max ? Math.max(best, v) : Math.min(best, v);
        }
        return best;
    }

    /** A two-player hand played at random until each hand holds {@code cards} cards and the stock is out. */
    private static TressettePosition endgame(long seed, int cards, SeededRandom random) {
        TressetteMatch match = (TressetteMatch) GAME.newMatch(GAME.defaultOptions(), 2, seed);
        while (match.view(0).hand().size() + match.view(1).hand().size() > 2 * cards
                || match.view(0).stock() > 0 || match.view(match.toAct()).trick().size() > 0) {
            java.util.List<TressetteMove> legal = match.legalMoves();
            match.apply(match.toAct(), legal.get(random.nextInt(legal.size())));
        }
        return TressettePositionTest.positionOf(match, java.util.List.of());
    }

    @Test
    @DisplayName("on two-player endgames of five cards each its value and its card's value are plain minimax's")
    void matchesMinimax() {
        SeededRandom random = new SeededRandom(5);
        TressetteSolver solver = new TressetteSolver();
        for (TressetteMatch.Cappotto rule : TressetteMatch.Cappotto.values()) {
            for (int i = 0; i < 20; i++) {
                TressettePosition p = endgame(300 + i, 5, random);
                int exact = minimax(p, rule);
                assertThat(solver.value(p, rule)).as("position %d, %s", i, rule).isEqualTo(exact);
                TressettePosition after = p.copy();
                after.play(solver.best(p, rule));
                assertThat(minimax(after, rule)).as("the card chosen keeps the value, position %d", i).isEqualTo(exact);
            }
        }
    }

    @Test
    @DisplayName("a ten-card endgame is solved within half a million positions")
    void tenCardsAreSolved() {
        SeededRandom random = new SeededRandom(6);
        TressetteSolver solver = new TressetteSolver();
        long most = 0;
        for (int i = 0; i < 20; i++) {
            TressettePosition p = endgame(400 + i, 10, random);
            long before = solver.nodes();
            solver.best(p, TressetteMatch.Cappotto.WIN);
            most = Math.max(most, solver.nodes() - before);
        }
        // 1,400 to 67,000 positions on these seeds (a few milliseconds each).
        assertThat(most).isLessThan(500_000);
    }
}
