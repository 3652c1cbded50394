package dev.mazziere.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@code simulate --game napoleone} writes transcripts that replay. */
final class NapoleoneSimulateTest {

    @Test
    @DisplayName("Every combination of Napoleone options at 2 to 7 players gives a transcript that replays")
    void everyOptionCombination() throws Exception {
        // given: every combination of every option's values
        List<List<String>> combinations = OptionCombinations.every("napoleone");
        assertThat(combinations).hasSize(2 * 2 * 2 * 2 * 3 * 3);

        int transcripts = 0;
        Set<String> eventTypes = new HashSet<>();
        Set<String> contracts = new HashSet<>();
        for (List<String> combination : combinations) {
            for (int players = 2; players <= 7; players++) {
                List<String> args = Simulations.args("napoleone", players, transcripts,
                        transcripts % 3 == 0 ? "easy" : "medium", combination);

                // when
                String line = Simulations.transcript(args);

                // then
                JsonNode transcript = Simulations.read(line);
                Simulations.assertCarries(transcript, combination);
                assertThat(transcript.path("result").path("winners")).as(line).isNotEmpty();
                for (JsonNode event : transcript.path("events")) {
                    eventTypes.add(event.path("type").asText());
                    if (event.path("type").asText().equals("score")) {
                        contracts.add(event.path("hand").path("contract").asText());
                    }
                }
                Simulations.replay(line);
                transcripts++;
            }
        }
        assertThat(transcripts).isEqualTo(144 * 6);
        assertThat(eventTypes).containsExactlyInAnyOrder("deal", "bid", "redeal", "play", "trick", "score");
        assertThat(contracts).containsExactlyInAnyOrder("2", "3", "misere", "4", "nap", "wellington", "blucher");
    }

    @Test
    @DisplayName("A bad Napoleone option or player count is one line naming the allowed values")
    void badArguments() {
        CommandRun eight = CommandRun.of("simulate", "--game", "napoleone", "--players", "8");
        assertThat(eight.exit()).isNotZero();
        assertThat(eight.err()).contains("2-7 players, not 8");

        CommandRun forever = CommandRun.of("simulate", "--game", "napoleone", "--players", "4", "--option", "end=forever");
        assertThat(forever.exit()).isNotZero();
        assertThat(forever.err().strip().lines()).hasSize(1);
        assertThat(forever.err()).contains("bad value 'forever' for option end", "target, hands");
    }
}
