package dev.mazziere.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@code simulate --game ramino} writes transcripts that replay, in both variants. */
final class RaminoSimulateTest {

    @Test
    @DisplayName("Every combination of Ramino options, one match each, gives a transcript that replays")
    void everyOptionCombination() throws Exception {
        // given: every combination of every option's values
        List<List<String>> combinations = OptionCombinations.every("ramino");
        assertThat(combinations).hasSize(32);

        Set<String> eventTypes = new HashSet<>();
        int n = 0;
        for (List<String> combination : combinations) {
            boolean duemazzi = combination.contains("variant=duemazzi");
            int players = 2 + n % (duemazzi ? 5 : 4);
            List<String> args = Simulations.args("ramino", players, n, n % 3 == 0 ? "easy" : "medium", combination);

            // when
            String line = Simulations.transcript(args);

            // then
            JsonNode transcript = Simulations.read(line);
            Simulations.assertCarries(transcript, combination);
            assertThat(transcript.path("result").path("winners")).as(line).isNotEmpty();
            transcript.path("events").forEach(e -> eventTypes.add(e.path("type").asText()));
            Simulations.replay(line);
            n++;
        }
        assertThat(eventTypes).contains("deal", "draw", "meld", "extend", "discard", "close", "score");
    }
}
