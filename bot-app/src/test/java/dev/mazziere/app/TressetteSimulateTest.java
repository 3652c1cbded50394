package dev.mazziere.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@code simulate --game tressette} writes transcripts that replay, with 2 and 4 players and every option. */
final class TressetteSimulateTest {

    @Test
    @DisplayName("Every combination of Tressette options, with 2 and with 4 players, gives a transcript that replays")
    void everyOptionCombination() throws Exception {
        // given: every combination of every option's values
        List<List<String>> combinations = OptionCombinations.every("tressette");
        assertThat(combinations).hasSize(18);

        Set<String> eventTypes = new HashSet<>();
        int n = 0;
        for (List<String> combination : combinations) {
            for (int players : new int[] {2, 4}) {
                List<String> args = Simulations.args("tressette", players, n, n % 3 == 0 ? "easy" : "medium",
                        combination);

                // when
                String line = Simulations.transcript(args);

                // then
                JsonNode transcript = Simulations.read(line);
                Simulations.assertCarries(transcript, combination);
                assertThat(transcript.path("seats")).hasSize(players);
                assertThat(transcript.path("result").path("winners")).as(line).hasSize(1);
                transcript.path("events").forEach(e -> eventTypes.add(e.path("type").asText()));
                if (combination.contains("accusi=false")) {
                    assertThat(line).doesNotContain("\"declare\"");
                }
                Simulations.replay(line);
                n++;
            }
        }
        assertThat(eventTypes).contains("deal", "declare", "play", "trick", "draw", "score");
    }

    @Test
    @DisplayName("Three players are refused with the counts Tressette takes")
    void threePlayers() {
        CommandRun run = CommandRun.of(Simulations.args("tressette", 3, 1, null, List.of()));

        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("tressette is played by 2/4 players, not 3");
    }
}
