package dev.mazziere.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazziere.game.Json;
import dev.mazziere.game.TranscriptReplay;
import dev.mazziere.games.GameRegistry;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code simulate} runs a test makes of a game's option combinations: their
 * arguments, the one transcript each writes, whether it carries the options asked for,
 * and whether it replays.
 */
final class Simulations {

    private static final TranscriptReplay REPLAY = new TranscriptReplay(GameRegistry.standard()::rules);

    private Simulations() {
    }

    /** {@code simulate} of one {@code game} match, then {@code --level level} and an {@code --option} each (level null: left out). */
    static List<String> args(String game, int players, int seed, String level, List<String> options) {
        List<String> args = new ArrayList<>(List.of("simulate", "--game", game, "--players", Integer.toString(players),
                "--seed", Integer.toString(seed)));
        if (level != null) {
            args.addAll(List.of("--level", level));
        }
        options.forEach(o -> args.addAll(List.of("--option", o)));
        return args;
    }

    /** The one transcript line {@code simulate} wrote for {@code args}, once it exited cleanly. */
    static String transcript(List<String> args) {
        CommandRun run = CommandRun.of(args);
        assertThat(run.exit()).as("%s: %s", args, run.err()).isZero();
        assertThat(run.lines()).as("%s", args).hasSize(1);
        return run.lines().get(0);
    }

    static JsonNode read(String transcript) throws Exception {
        return Json.mapper().readTree(transcript);
    }

    /** The transcript's options hold each {@code name=value} of {@code options}. */
    static void assertCarries(JsonNode transcript, List<String> options) {
        for (String o : options) {
            String[] kv = o.split("=");
            assertThat(transcript.path("options").path(kv[0]).asText()).as(o).isEqualTo(kv[1]);
        }
    }

    /** Replays the transcript move by move; throws when a move or a score does not follow. */
    static void replay(String transcript) {
        REPLAY.replay(transcript);
    }
}
