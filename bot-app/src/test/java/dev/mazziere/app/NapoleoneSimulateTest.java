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

/** {@code simulate --game napoleone} writes transcripts that replay. */
final class NapoleoneSimulateTest {

    private final TranscriptReplay replay = new TranscriptReplay(GameRegistry.standard()::rules);

    private static String simulate(List<String> args, StringWriter err) {
        StringWriter out = new StringWriter();
        int exit = Main.run(args.toArray(String[]::new), new PrintWriter(out, true), new PrintWriter(err, true));
        assertThat(exit).as("%s: %s", args, err).isZero();
        return out.toString().strip();
    }

    @Test
    @DisplayName("Every combination of Napoleone options at 2 to 7 players gives a transcript that replays")
    void everyOptionCombination() throws Exception {
        // given: every combination of every option's values
        Game napoleone = GameRegistry.standard().rules("napoleone");
        List<List<String>> combinations = OptionCombinations.every(napoleone);
        assertThat(combinations).hasSize(2 * 2 * 2 * 2 * 3 * 3);

        int transcripts = 0;
        Set<String> eventTypes = new HashSet<>();
        Set<String> contracts = new HashSet<>();
        for (List<String> combination : combinations) {
            for (int players = 2; players <= 7; players++) {
                List<String> args = new ArrayList<>(List.of("simulate", "--game", "napoleone",
                        "--players", Integer.toString(players), "--seed", Integer.toString(transcripts),
                        "--level", transcripts % 3 == 0 ? "easy" : "medium"));
                combination.forEach(o -> args.addAll(List.of("--option", o)));

                // when
                String line = simulate(args, new StringWriter());

                // then
                JsonNode transcript = Json.mapper().readTree(line);
                JsonNode options = transcript.path("options");
                for (String o : combination) {
                    String[] kv = o.split("=");
                    assertThat(options.path(kv[0]).asText()).as(o).isEqualTo(kv[1]);
                }
                assertThat(transcript.path("result").path("winners")).as(line).isNotEmpty();
                for (JsonNode event : transcript.path("events")) {
                    eventTypes.add(event.path("type").asText());
                    if (event.path("type").asText().equals("score")) {
                        contracts.add(event.path("hand").path("contract").asText());
                    }
                }
                replay.replay(line);
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
        StringWriter err = new StringWriter();
        int exit = Main.run(new String[] {"simulate", "--game", "napoleone", "--players", "8"},
                new PrintWriter(new StringWriter(), true), new PrintWriter(err, true));
        assertThat(exit).isNotZero();
        assertThat(err.toString()).contains("2-7 players, not 8");

        StringWriter err2 = new StringWriter();
        exit = Main.run(new String[] {"simulate", "--game", "napoleone", "--players", "4", "--option", "end=forever"},
                new PrintWriter(new StringWriter(), true), new PrintWriter(err2, true));
        assertThat(exit).isNotZero();
        assertThat(err2.toString().strip().lines()).hasSize(1);
        assertThat(err2.toString()).contains("bad value 'forever' for option end", "target, hands");
    }
}
