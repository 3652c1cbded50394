package dev.mazziere.games.briscola;

import static dev.mazziere.games.briscola.BriscolaScenarios.GAME;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.ai.SearchBudget;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Move;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("The hard Briscola player's search")
class BriscolaSearchPlayerTest {

    /** Plain minimax over copies, the solver's reference. */
    private static double minimax(BriscolaPosition p, int side) {
        if (p.over()) {
            return BriscolaSearchPlayer.worth(p, side);
        }
        boolean ours = p.side(p.toAct()) == side;
        double best = ours ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        for (int i = 0; i < p.handSize(p.toAct()); i++) {
            BriscolaPosition next = p.copy();
            next.play(i);
            double v = minimax(next, side);
            best = ours ? Math.max(best, v) : Math.min(best, v);
        }
        return best;
    }

    @Test
    @DisplayName("the end-of-hand solver finds plain minimax's value and leaves the position as it was")
    void solverMatchesMinimax() {
        SeededRandom random = new SeededRandom(5);
        int solved = 0;
        for (int i = 0; i < 30; i++) {
            int seats = 2 + i % 3;
            MatchState match = GAME.newMatch(GAME.defaultOptions(), seats, 300 + i);
            BriscolaDeterminizer d = new BriscolaDeterminizer(GAME, GAME.defaultOptions());
            int hand = match.handNumber();
            while (!match.isOver() && match.handNumber() == hand) {
                int seat = match.toAct();
                BriscolaView v = (BriscolaView) match.view(seat);
                d.observe(v);
                if (v.stock() == 0) {
                    BriscolaDeterminizer.Hidden hidden = d.hidden(v);
                    int[] cards = hidden.unseen().clone();
                    BriscolaDeterminizer.shuffle(cards, random);
                    BriscolaPosition p = BriscolaPosition.of(v, hidden).dealt(hidden, cards);
                    String before = p.toString();
                    int side = p.side(seat);

                    assertThat(p.solve(side, BriscolaSearchPlayer::worth)).as(before).isEqualTo(minimax(p.copy(), side));
                    assertThat(p.toString()).isEqualTo(before);
                    solved++;
                }
                List<? extends Move> legal = match.legalMoves();
                match.apply(seat, legal.get(random.nextInt(legal.size())));
            }
        }
        assertThat(solved).isGreaterThan(100);
    }

    @Test
    @DisplayName("two players with the stock drawn out: every card is known, and hard plays a best card of the exact solution")
    void exactEndgameForTwo() {
        SeededRandom random = new SeededRandom(9);
        int checked = 0;
        for (int i = 0; i < 40; i++) {
            MatchState match = GAME.newMatch(GAME.defaultOptions(), 2, 700 + i);
            BriscolaSearchPlayer hard = new BriscolaSearchPlayer(new BriscolaDeterminizer(GAME, GAME.defaultOptions()),
                    new SearchBudget(8, 0, 0.7, SearchBudget.Playout.HEURISTIC, 3), i);
            BriscolaDeterminizer d = new BriscolaDeterminizer(GAME, GAME.defaultOptions());
            int hand = match.handNumber();
            while (!match.isOver() && match.handNumber() == hand) {
                int seat = match.toAct();
                BriscolaView v = (BriscolaView) match.view(seat);
                d.observe(v);
                List<? extends Move> legal = match.legalMoves();
                Move move = legal.get(random.nextInt(legal.size()));
                if (seat == 0 && v.stock() == 0 && legal.size() > 1) {
                    move = hard.choose(v, legal);
                    BriscolaDeterminizer.Hidden hidden = d.hidden(v);
                    BriscolaPosition p = BriscolaPosition.of(v, hidden).dealt(hidden, hidden.unseen());
                    double best = Double.NEGATIVE_INFINITY;
                    double chosen = 0;
                    for (Move m : legal) {
                        BriscolaPosition q = p.copy();
                        q.play(q.indexOf(((BriscolaMove) m).card()));
                        double value = minimax(q, 0);
                        best = Math.max(best, value);
                        if (m.equals(move)) {
                            chosen = value;
                        }
                    }
                    assertThat(chosen).as("value of %s in %s", move, p).isEqualTo(best);
                    checked++;
                } else if (seat == 0) {
                    hard.choose(v, legal);
                }
                match.apply(seat, move);
            }
        }
        assertThat(checked).isGreaterThan(40);
    }
}
