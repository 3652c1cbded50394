package dev.mazziere.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazziere.game.Game;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.game.Json;
import dev.mazziere.game.TranscriptReplay;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class SimulateCommandTest {

    private record Run(int exit, String out, String err) {
        List<String> lines() {
            return out.lines().filter(l -> !l.isBlank()).toList();
        }
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Run(exit, out.toString(), err.toString());
    }

    private final TranscriptReplay replay = new TranscriptReplay(GameRegistry.standard()::rules);

    @Test
    @DisplayName("simulate writes one replayable transcript line per match, seeds counting up from --seed")
    void writesReplayableTranscripts() throws Exception {
        Run run = run("simulate", "--game", "scopa", "--players", "2", "--matches", "5", "--seed", "40");

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
            replay.replay(run.lines().get(i));
        }
    }

    @Test
    @DisplayName("the same arguments give the same transcripts")
    void isDeterministic() {
        String[] args = {"simulate", "--game", "scopa", "--players", "3", "--matches", "3", "--seed", "7"};

        assertThat(run(args).out()).isEqualTo(run(args).out());
    }

    @Test
    @DisplayName("--out writes the transcripts to a file, creating its folder")
    void writesToFile(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("sub/scopone.jsonl");

        Run run = run("simulate", "--game", "scopa", "--players", "4", "--matches", "2",
                "--option", "variant=scopone", "--option", "scoponeDeal=classico", "--out", file.toString());

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).isEmpty();
        List<String> lines = Files.readAllLines(file);
        assertThat(lines).hasSize(2);
        assertThat(Json.mapper().readTree(lines.get(0)).path("options").path("scoponeDeal").asText())
                .isEqualTo("classico");
        lines.forEach(replay::replay);
    }

    @Test
    @DisplayName("every combination of Scopa options at every allowed player count gives valid transcripts")
    void everyScopaOptionCombination() throws Exception {
        Game scopa = GameRegistry.standard().rules("scopa");
        List<List<String>> combinations = OptionCombinations.every(scopa);
        assertThat(combinations).hasSize(2 * 2 * 2 * 2 * 2 * 2 * 2 * 4);

        int transcripts = 0;
        for (List<String> combination : combinations) {
            boolean scopone = combination.contains("variant=scopone");
            for (int players = scopone ? 4 : 2; players <= 4; players++) {
                List<String> args = new ArrayList<>(List.of("simulate", "--game", "scopa",
                        "--players", Integer.toString(players), "--seed", Integer.toString(transcripts)));
                combination.forEach(o -> args.addAll(List.of("--option", o)));

                Run run = run(args.toArray(String[]::new));

                assertThat(run.exit()).as("%s: %s", args, run.err()).isZero();
                JsonNode options = Json.mapper().readTree(run.lines().get(0)).path("options");
                for (String o : combination) {
                    String[] kv = o.split("=");
                    assertThat(options.path(kv[0]).asText()).as(o).isEqualTo(kv[1]);
                }
                replay.replay(run.lines().get(0));
                transcripts++;
            }
        }
        assertThat(transcripts).as("256 Scopa combinations at 2, 3 and 4 players, 256 Scopone at 4").isEqualTo(256 * 3 + 256);
    }

    @Test
    @DisplayName("bad arguments exit non-zero with one line naming the problem and the allowed values")
    void badArguments() {
        assertOneLineError(run("simulate", "--game", "briscola", "--players", "2"), "unknown game 'briscola'", "scopa");
        assertOneLineError(run("simulate", "--game", "scopa", "--players", "5"), "2-4 players, not 5");
        assertOneLineError(run("simulate", "--game", "scopa", "--players", "2", "--option", "variant=scopone"),
                "4 players, not 2");
        assertOneLineError(run("simulate", "--game", "scopa", "--players", "2", "--option", "target=12"),
                "bad value '12' for option target", "11, 16, 21, 31");
        assertOneLineError(run("simulate", "--game", "scopa", "--players", "2", "--option", "colour=red"),
                "unknown option 'colour'", "captureChoice");
        assertOneLineError(run("simulate", "--game", "scopa", "--players", "2", "--option", "napola"),
                "NAME=VALUE");
        assertOneLineError(run("simulate", "--game", "scopa", "--players", "2", "--level", "grandmaster"),
                "unknown level 'grandmaster'", "easy, medium");
        assertOneLineError(run("simulate", "--game", "scopa", "--players", "2", "--matches", "0"),
                "--matches must be at least 1");
        assertOneLineError(run("simulate", "--game", "scopa"), "--players");
        assertOneLineError(run("simulate", "--game", "scopa", "--players", "two"), "two");
    }

    private static void assertOneLineError(Run run, String... fragments) {
        assertThat(run.exit()).as(run.err()).isNotZero();
        assertThat(run.out()).isEmpty();
        assertThat(run.err().strip().lines()).as(run.err()).hasSize(1);
        assertThat(run.err()).contains(fragments);
    }
}
