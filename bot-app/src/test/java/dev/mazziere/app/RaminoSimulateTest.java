package dev.mazziere.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazziere.game.Game;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.game.Json;
import dev.mazziere.game.TranscriptReplay;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@code simulate --game ramino} writes transcripts that replay, in both variants. */
final class RaminoSimulateTest {

    private final TranscriptReplay replay = new TranscriptReplay(GameRegistry.standard()::rules);

    private static String simulate(List<String> args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = Main.run(args.toArray(String[]::new), new PrintWriter(out, true), new PrintWriter(err, true));
        assertThat(exit).as("%s: %s", args, err).isZero();
        return out.toString().strip();
    }

    @Test
    @DisplayName("Every combination of Ramino options, one match each, gives a transcript that replays")
    void everyOptionCombination() throws Exception {
        // given: every combination of every option's values
        Game ramino = GameRegistry.standard().rules("ramino");
        List<List<String>> combinations = OptionCombinations.every(ramino);
        assertThat(combinations).hasSize(32);

        Set<String> eventTypes = new HashSet<>();
        int n = 0;
        for (List<String> combination : combinations) {
            boolean duemazzi = combination.contains("variant=duemazzi");
            int players = 2 + n % (duemazzi ? 5 : 4);
            List<String> args = new ArrayList<>(List.of("simulate", "--game", "ramino",
                    "--players", Integer.toString(players), "--seed", Integer.toString(n),
                    "--level", n % 3 == 0 ? "easy" : "medium"));
            combination.forEach(o -> args.addAll(List.of("--option", o)));

            // when
            String line = simulate(args);

            // then
            JsonNode transcript = Json.mapper().readTree(line);
            for (String o : combination) {
                String[] kv = o.split("=");
                assertThat(transcript.path("options").path(kv[0]).asText()).as(o).isEqualTo(kv[1]);
            }
            assertThat(transcript.path("result").path("winners")).as(line).isNotEmpty();
            transcript.path("events").forEach(e -> eventTypes.add(e.path("type").asText()));
            replay.replay(line);
            n++;
        }
        assertThat(eventTypes).contains("deal", "draw", "meld", "extend", "discard", "close", "score");
    }
}
