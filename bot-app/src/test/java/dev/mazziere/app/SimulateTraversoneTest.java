package dev.mazziere.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazziere.game.Json;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** {@code simulate --game traversone} writes transcripts that replay, for every option and player count. */
final class SimulateTraversoneTest {

    @Test
    @DisplayName("every combination of Traversone options at 3, 4, 5 and 6 players gives a valid, replayable transcript")
    void everyTraversoneOptionCombination() throws Exception {
        List<List<String>> combinations = OptionCombinations.every("traversone");
        assertThat(combinations).as("remainders x cappotto x assoBastoni x limit").hasSize(2 * 3 * 2 * 5);

        int transcripts = 0;
        for (List<String> combination : combinations) {
            for (int players = 3; players <= 6; players++) {
                String level = transcripts % 2 == 0 ? "medium" : "easy,medium,easy" + ",medium".repeat(players - 3);
                List<String> args = Simulations.args("traversone", players, transcripts, level, combination);

                String line = Simulations.transcript(args);

                JsonNode t = Simulations.read(line);
                assertThat(t.path("game").asText()).isEqualTo("traversone");
                assertThat(t.path("seats")).hasSize(players);
                Simulations.assertCarries(t, combination);
                assertThat(t.path("result").path("winners")).isNotEmpty();
                Simulations.replay(line);
                transcripts++;
            }
        }
        assertThat(transcripts).isEqualTo(60 * 4);
    }

    @Test
    @DisplayName("a Traversone transcript has plays, tricks and scores with thirds per seat, as docs/transcript.md says")
    void transcriptShape() throws Exception {
        CommandRun run = CommandRun.of(List.of("simulate", "--game", "traversone", "--players", "4", "--seed", "3"));

        assertThat(run.exit()).as(run.err()).isZero();
        JsonNode t = Json.mapper().readTree(run.lines().get(0));
        assertThat(t.path("options").path("remainders").asText()).isEqualTo("lastTrick");
        assertThat(t.path("options").path("limit").asInt()).isEqualTo(31);
        JsonNode events = t.path("events");
        assertThat(events.get(0).path("type").asText()).isEqualTo("deal");
        assertThat(events.get(0).path("hands")).allSatisfy(h -> assertThat(h).hasSize(10));
        assertThat(events.get(1).path("type").asText()).isEqualTo("play");
        assertThat(events.get(5).path("type").asText()).isEqualTo("trick");
        assertThat(events.get(5).path("cards")).hasSize(4);
        JsonNode score = null;
        for (JsonNode e : events) {
            if (e.path("type").asText().equals("score")) {
                score = e;
                break;
            }
        }
        assertThat(score).isNotNull();
        assertThat(score.path("hand").path("thirds")).hasSize(4);
        assertThat(score.path("hand").has("lastTrick")).isTrue();
        assertThat(score.path("hand").has("cappotto")).isTrue();
        assertThat(score.path("points")).hasSize(4);
        Simulations.replay(run.lines().get(0));
    }

    @Test
    @DisplayName("two players are refused with one line naming the allowed counts")
    void twoPlayersRefused() {
        CommandRun run = CommandRun.of(List.of("simulate", "--game", "traversone", "--players", "2"));

        assertThat(run.exit()).isNotZero();
        assertThat(run.err().strip().lines()).hasSize(1);
        assertThat(run.err()).contains("traversone is played by 3-6 players, not 2");
    }
}
