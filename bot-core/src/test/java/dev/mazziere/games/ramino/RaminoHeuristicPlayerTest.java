package dev.mazziere.games.ramino;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.ai.Level;
import dev.mazziere.ai.Simulator;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Options;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("The medium Ramino player")
final class RaminoHeuristicPlayerTest {

    private static final RaminoGame GAME = new RaminoGame();

    private static int wins(Map<String, String> options, int matches) {
        Options o = GAME.resolveOptions(options);
        int wins = 0;
        for (int i = 0; i < matches; i++) {
            // the heuristic sits first in even matches, second in odd ones
            boolean first = i % 2 == 0;
            Simulator sim = new Simulator(GAME, new RaminoAi(), o, first ? List.of(Level.MEDIUM, Level.EASY) : List.of(Level.EASY, Level.MEDIUM));
            MatchState m = sim.play(1000L + i);
            if (m.result().winners().contains(first ? 0 : 1)) {
                wins++;
            }
        }
        return wins;
    }

    @Test
    @DisplayName("Beats a random player clearly over a hundred seeded classico matches")
    void beatsRandomClassico() {
        int wins = wins(Map.of(), 100);
        System.out.println("ramino classico: medium beat random in " + wins + " of 100");
        assertThat(wins).isGreaterThanOrEqualTo(85);
    }

    @Test
    @DisplayName("Beats a random player clearly over a hundred seeded duemazzi matches")
    void beatsRandomDuemazzi() {
        int wins = wins(Map.of("variant", "duemazzi"), 100);
        System.out.println("ramino duemazzi: medium beat random in " + wins + " of 100");
        assertThat(wins).isGreaterThanOrEqualTo(85);
    }
}
