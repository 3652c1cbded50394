package dev.mazziere.games.ramino;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.ai.Level;
import dev.mazziere.ai.Player;
import dev.mazziere.game.Options;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Reading the other Ramino seats' last turns")
final class RaminoReadingTest {

    private static final RaminoGame GAME = new RaminoGame();

    /** Counts, over medium matches, the reads of other seats and those their real hands contradict. */
    private static int[] read(Options options, int seats, int matches) {
        int reads = 0;
        int contradicted = 0;
        int decisions = 0;
        for (int i = 0; i < matches; i++) {
            RaminoMatch match = (RaminoMatch) GAME.newMatch(options, seats, 500 + i);
            List<Player> players = new ArrayList<>();
            for (int s = 0; s < seats; s++) {
                players.add(new RaminoAi().heuristic(options, 40 + s));
            }
            RaminoReading reading = new RaminoReading();
            for (int step = 0; !match.isOver() && step < 3000; step++) {
                int seat = match.toAct();
                RaminoView view = match.view(seat);
                if (seat == 0) {
                    reading.observe(view);
                    decisions++;
                    for (int s = 1; s < seats; s++) {
                        RaminoReading.Turn turn = reading.turn(s);
                        if (turn != null) {
                            reads++;
                            if (RaminoReading.violations(turn, match.hiddenCards(s), view.extendOthers(), s) > 0) {
                                contradicted++;
                            }
                        }
                    }
                }
                match.apply(seat, players.get(seat).choose(view, match.legalMoves()));
            }
        }
        System.out.println(seats + " seats: " + decisions + " decisions, " + reads + " reads, " + contradicted + " contradicted");
        return new int[] {decisions, reads, contradicted};
    }

    @Test
    @DisplayName("Two players: a medium player's real hand never contradicts its read last turn")
    void twoPlayersExact() {
        int[] r = read(GAME.defaultOptions(), 2, 6);
        assertThat(r[1]).as("reads in " + r[0] + " decisions").isGreaterThan(r[0] / 2);
        assertThat(r[2]).isZero();
    }

    @Test
    @DisplayName("Two decks: the real hand never contradicts the read last turn either")
    void duemazziExact() {
        int[] r = read(GAME.resolveOptions(Map.of(RaminoGame.VARIANT, RaminoGame.DUEMAZZI)), 2, 4);
        assertThat(r[1]).as("reads in " + r[0] + " decisions").isGreaterThan(r[0] / 2);
        assertThat(r[2]).isZero();
    }

    @Test
    @DisplayName("Three players: every seat is read, and the real hands hardly ever contradict the reading")
    void threePlayers() {
        int[] r = read(GAME.defaultOptions(), 3, 4);
        assertThat(r[1]).as("reads in " + r[0] + " decisions").isGreaterThan(r[0]);
        assertThat(r[2]).as("contradicted of " + r[1]).isLessThanOrEqualTo(r[1] / 50);
    }
}
