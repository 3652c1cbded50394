package dev.mazziere.game.conformance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazziere.game.Game;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The golden playthroughs kit, after OpenSpiel's {@code playthroughs/}: a few whole
 * matches per game, saved as {@code mazziere-transcript/1} files under
 * {@code bot-core/src/test/resources/golden/<game>/<name>.jsonl}, pin the game's history.
 * Each file is replayed through the engine alone (never a computer player, so a change of
 * the players changes nothing here) and compared event by event ({@link GoldenReplay}):
 * a rule change that alters any deal, capture, trick, bid, meld or score fails at the
 * first event it alters, naming the move and both events.
 *
 * <p>A game's test extends this class, names its game to the constructor, and lists its
 * {@link Playthrough}s: the recipe each
 * file was simulated from and what it is kept for ({@link Coverage}), which the file must
 * show. Every file under the game's directory must be one of them.
 *
 * <p><b>Regenerating.</b> A normal run never writes. After a deliberate rule change, or to
 * add a playthrough, rewrite the files from the engine and the simulator with
 * <pre>{@code
 * mvn -q -pl bot-core -am test -Dtest='*GoldenTest' -Dsurefire.failIfNoSpecifiedTests=false -Dgolden.write=true
 * }</pre>
 * then review the diff of {@code src/test/resources/golden} (a file is one JSON line:
 * {@code git diff --word-diff-regex='[^,]+'} shows the changed values) and commit it. A
 * recipe whose seed no longer shows what it covers is not written; the failure names a seed
 * that does, to put in the recipe.
 */
public abstract class GoldenPlaythroughs {

    /** The system property that turns replaying into rewriting: {@code -Dgolden.write=true}. */
    public static final String WRITE = "golden.write";

    private final Game game;

    /** The kit for {@code game}, whose id names the directory of its files. */
    protected GoldenPlaythroughs(Game game) {
        this.game = game;
    }

    /** The game under test. */
    protected final Game game() {
        return game;
    }

    /** Every playthrough of the game. */
    protected abstract List<Playthrough> playthroughs();

    @TestFactory
    @DisplayName("Each golden playthrough replays move by move to the recorded events and result")
    Stream<DynamicTest> playthroughsReplay() {
        return playthroughs().stream().map(p -> DynamicTest.dynamicTest(
                p.name() + " shows " + p.covers().stream().map(Coverage::what).collect(Collectors.joining(", ")),
                () -> check(p)));
    }

    @Test
    @DisplayName("Every golden file of the game is one of its playthroughs, and every playthrough has its file")
    void everyFileIsAPlaythrough() throws IOException {
        List<String> named = playthroughs().stream().map(Playthrough::fileName).sorted().toList();
        assertThat(named).as("playthrough names of %s", game().id()).doesNotHaveDuplicates();
        if (writing()) {
            // the files may not be written yet: only a stale one is wrong
            assertThat(files(sourceDirectory())).as("files of %s that no playthrough names", sourceDirectory())
                    .isSubsetOf(named);
        } else {
            assertThat(files(resourceDirectory()))
                    .as("the golden files of %s (a missing one is written with -D%s=true)", game().id(), WRITE)
                    .containsExactlyElementsOf(named);
        }
    }

    private static List<String> files(Path directory) throws IOException {
        if (!Files.isDirectory(directory)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(directory)) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }

    private void check(Playthrough playthrough) {
        String line = writing()
                ? GoldenWriter.write(game(), playthrough, sourceDirectory().resolve(playthrough.fileName()))
                : read(playthrough);
        JsonNode transcript = GoldenWriter.parse(line);
        assertRecipe(playthrough, transcript);
        new GoldenReplay(game(), label(playthrough), transcript).replay();
        assertThat(GoldenWriter.missing(playthrough, line))
                .as("what %s no longer shows", label(playthrough)).isEmpty();
    }

    /** The file is the recipe's match: same game, seed, seat count and options. */
    private void assertRecipe(Playthrough playthrough, JsonNode transcript) {
        String regenerate = "; regenerate with -D" + WRITE + "=true";
        assertThat(transcript.path("game").asText()).as(label(playthrough) + regenerate).isEqualTo(game().id());
        assertThat(transcript.path("seed").asLong()).as("the seed of " + label(playthrough) + regenerate)
                .isEqualTo(playthrough.seed());
        assertThat(transcript.path("seats").size()).as("the seats of " + label(playthrough) + regenerate)
                .isEqualTo(playthrough.seats());
        assertThat(GoldenReplay.options(game(), transcript)).as("the options of " + label(playthrough) + regenerate)
                .isEqualTo(game().resolveOptions(playthrough.options()));
    }

    private String read(Playthrough playthrough) {
        String resource = "/golden/" + game().id() + "/" + playthrough.fileName();
        try (InputStream in = GoldenPlaythroughs.class.getResourceAsStream(resource)) {
            if (in == null) {
                return fail("missing " + resource + ": write it with -D" + WRITE + "=true");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8).strip();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private String label(Playthrough playthrough) {
        return game().id() + "/" + playthrough.fileName();
    }

    private static boolean writing() {
        return Boolean.getBoolean(WRITE);
    }

    /** Where the files are written: the module's test resources (Surefire runs in the module directory). */
    private Path sourceDirectory() {
        return Path.of(System.getProperty("basedir", "."), "src", "test", "resources", "golden", game().id());
    }

    /** Where the files are read: the test class path. */
    private Path resourceDirectory() {
        URL url = GoldenPlaythroughs.class.getResource("/golden/" + game().id());
        if (url == null) {
            return fail("no golden files for " + game().id() + ": write them with -D" + WRITE + "=true");
        }
        try {
            return Path.of(url.toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(url + " is no file", e);
        }
    }
}
