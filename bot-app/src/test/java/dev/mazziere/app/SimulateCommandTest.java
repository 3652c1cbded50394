package dev.mazziere.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazziere.game.Json;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class SimulateCommandTest {

    @Test
    @DisplayName("simulate writes one replayable transcript line per match, seeds counting up from --seed")
    void writesReplayableTranscripts() throws Exception {
        CommandRun run = CommandRun.of("simulate", "--game", "scopa", "--players", "2", "--matches", "5", "--seed", "40");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.lines()).hasSize(5);
        for (int i = 0; i < 5; i++) {
            JsonNode t = Json.mapper().readTree(run.lines().get(i));
            assertThat(t.path("format").asText()).isEqualTo("mazziere-transcript/1");
            assertThat(t.path("game").asText()).isEqualTo("scopa");
            assertThat(t.path("seed").asLong()).isEqualTo(40 + i);
            assertThat(t.path("seats")).hasSize(2);
            assertThat(t.path("seats").get(1).path("name").asText()).isEqualTo("Bot 2");
            assertThat(t.path("result").path("winners")).hasSize(1);
            Simulations.replay(run.lines().get(i));
        }
    }

    @Test
    @DisplayName("the same arguments give the same transcripts")
    void isDeterministic() {
        String[] args = {"simulate", "--game", "scopa", "--players", "3", "--matches", "3", "--seed", "7"};

        assertThat(CommandRun.of(args).out()).isEqualTo(CommandRun.of(args).out());
    }

    @Test
    @DisplayName("--out writes the transcripts to a file, creating its folder")
    void writesToFile(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("sub/scopone.jsonl");

        CommandRun run = CommandRun.of("simulate", "--game", "scopa", "--players", "4", "--matches", "2",
                "--option", "variant=scopone", "--option", "scoponeDeal=classico", "--out", file.toString());

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).isEmpty();
        List<String> lines = Files.readAllLines(file);
        assertThat(lines).hasSize(2);
        assertThat(Json.mapper().readTree(lines.get(0)).path("options").path("scoponeDeal").asText())
                .isEqualTo("classico");
        lines.forEach(Simulations::replay);
    }

    @Test
    @DisplayName("--game takes a game's every command name: scopone is Scopa with its variant, rovescino is Traversone")
    void commandNamesAreGames() throws IOException {
        CommandRun scopone = CommandRun.of("simulate", "--game", "scopone", "--players", "4", "--seed", "3");
        CommandRun rovescino = CommandRun.of("simulate", "--game", "rovescino", "--players", "3");

        assertThat(scopone.exit()).as(scopone.err()).isZero();
        JsonNode t = Json.mapper().readTree(scopone.lines().get(0));
        assertThat(t.path("game").asText()).isEqualTo("scopa");
        assertThat(t.path("options").path("variant").asText()).isEqualTo("scopone");
        Simulations.replay(scopone.lines().get(0));
        assertThat(rovescino.exit()).as(rovescino.err()).isZero();
        assertThat(Json.mapper().readTree(rovescino.lines().get(0)).path("game").asText()).isEqualTo("traversone");
        assertOneLineError(CommandRun.of("simulate", "--game", "scopone", "--players", "2"), "4 players, not 2");
    }

    @Test
    @DisplayName("every combination of Scopa options at every allowed player count gives valid transcripts")
    void everyScopaOptionCombination() throws Exception {
        List<List<String>> combinations = OptionCombinations.every("scopa");
        assertThat(combinations).hasSize(2 * 2 * 2 * 2 * 2 * 2 * 2 * 4);

        int transcripts = 0;
        for (List<String> combination : combinations) {
            boolean scopone = combination.contains("variant=scopone");
            for (int players = scopone ? 4 : 2; players <= 4; players++) {
                List<String> args = Simulations.args("scopa", players, transcripts, null, combination);

                String line = Simulations.transcript(args);

                Simulations.assertCarries(Simulations.read(line), combination);
                Simulations.replay(line);
                transcripts++;
            }
        }
        assertThat(transcripts).as("256 Scopa combinations at 2, 3 and 4 players, 256 Scopone at 4").isEqualTo(256 * 3 + 256);
    }

    @Test
    @DisplayName("bad arguments exit non-zero with one line naming the problem and the allowed values")
    void badArguments() {
        assertOneLineError(CommandRun.of("simulate", "--game", "burraco", "--players", "2"), "unknown game 'burraco'", "scopa, scopone, traversone, rovescino");
        assertOneLineError(CommandRun.of("simulate", "--game", "scopa", "--players", "5"), "2-4 players, not 5");
        assertOneLineError(CommandRun.of("simulate", "--game", "scopa", "--players", "2", "--option", "variant=scopone"),
                "4 players, not 2");
        assertOneLineError(CommandRun.of("simulate", "--game", "scopa", "--players", "2", "--option", "target=12"),
                "bad value '12' for option target", "11, 16, 21, 31");
        assertOneLineError(CommandRun.of("simulate", "--game", "scopa", "--players", "2", "--option", "colour=red"),
                "unknown option 'colour'", "captureChoice");
        assertOneLineError(CommandRun.of("simulate", "--game", "scopa", "--players", "2", "--option", "napola"),
                "NAME=VALUE");
        assertOneLineError(CommandRun.of("simulate", "--game", "scopa", "--players", "2", "--level", "grandmaster"),
                "unknown level 'grandmaster'", "easy, medium");
        assertOneLineError(CommandRun.of("simulate", "--game", "scopa", "--players", "2", "--matches", "0"),
                "--matches must be at least 1");
        assertOneLineError(CommandRun.of("simulate", "--game", "scopa"), "--players");
        assertOneLineError(CommandRun.of("simulate", "--game", "scopa", "--players", "two"), "two");
    }

    private static void assertOneLineError(CommandRun run, String... fragments) {
        assertThat(run.exit()).as(run.err()).isNotZero();
        assertThat(run.out()).isEmpty();
        assertThat(run.err().strip().lines()).as(run.err()).hasSize(1);
        assertThat(run.err()).contains(fragments);
    }
}
