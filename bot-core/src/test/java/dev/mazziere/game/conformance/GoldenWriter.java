package dev.mazziere.game.conformance;

import dev.mazziere.games.GameRegistry;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.mazziere.ai.Level;
import dev.mazziere.ai.Simulator;
import dev.mazziere.game.Game;
import dev.mazziere.game.Json;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Generates golden playthroughs: plays a recipe's match between computer players with
 * the project's {@link Simulator} and writes its transcript. This is the only part of the
 * golden kit that asks computer players anything; replaying a file never does.
 *
 * <p>A recipe whose seed no longer shows what the playthrough covers (the players
 * changed, say) is not written: the failure names the next seed that shows everything,
 * to be put in the recipe.
 */
final class GoldenWriter {

    /** How many seeds after the recipe's are tried when it no longer covers what it should. */
    private static final int SEARCHED_SEEDS = 3000;

    private GoldenWriter() {
    }

    /**
     * Simulates the recipe and writes its transcript, one JSON line, to {@code file}.
     *
     * @return the line written
     * @throws AssertionError when the match does not show everything the recipe covers
     */
    static String write(Game game, Playthrough playthrough, Path file) {
        String line = transcript(game, playthrough);
        List<Coverage> missing = missing(playthrough, line);
        if (!missing.isEmpty()) {
            throw new AssertionError(playthrough + " no longer shows " + missing + "; " + searchFrom(game, playthrough));
        }
        try {
            Files.createDirectories(file.getParent());
            Files.writeString(file, line + "\n", StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + file, e);
        }
        return line;
    }

    /** What the recipe covers that this transcript does not show. */
    static List<Coverage> missing(Playthrough playthrough, String transcriptLine) {
        JsonNode transcript = parse(transcriptLine);
        return playthrough.covers().stream().filter(c -> !c.seenIn().test(transcript)).toList();
    }

    private static String transcript(Game game, Playthrough playthrough) {
        List<Level> levels = playthrough.levels().stream().map(Level::parse).toList();
        Simulator simulator = new Simulator(game, GameRegistry.standard().get(game.id()).ai(),
                game.resolveOptions(playthrough.options()), levels);
        return simulator.transcript(playthrough.seed()).toJson();
    }

    private static String searchFrom(Game game, Playthrough playthrough) {
        for (long seed = playthrough.seed() + 1; seed <= playthrough.seed() + SEARCHED_SEEDS; seed++) {
            Playthrough other = playthrough.withSeed(seed);
            if (missing(other, transcript(game, other)).isEmpty()) {
                return "seed " + seed + " shows everything: put it in the recipe";
            }
        }
        return "no seed up to " + (playthrough.seed() + SEARCHED_SEEDS) + " does: change the recipe";
    }

    static JsonNode parse(String transcriptLine) {
        try {
            return Json.mapper().readTree(transcriptLine);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not a JSON transcript: " + e.getOriginalMessage(), e);
        }
    }
}
