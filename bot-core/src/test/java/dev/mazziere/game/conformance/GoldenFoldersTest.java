package dev.mazziere.game.conformance;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.games.GameRegistry;
import java.io.IOException;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The golden playthroughs follow the registry: every game the bot runs has its folder of
 * playthroughs under {@code golden/}, and every folder there is a game the bot runs. So a
 * game's registry line is what asks for its golden playthroughs.
 */
@DisplayName("Golden playthrough folders, one per game of the registry")
class GoldenFoldersTest {

    private static Path golden() throws URISyntaxException {
        URL url = GoldenFoldersTest.class.getResource("/golden");
        assertThat(url).as("golden/ on the test class path").isNotNull();
        return Path.of(url.toURI());
    }

    @Test
    @DisplayName("every game of the registry has a folder with at least one playthrough")
    void everyGameHasItsFolder() throws Exception {
        for (String id : GameRegistry.standard().ids()) {
            Path folder = golden().resolve(id);
            assertThat(folder).as("golden/%s", id).isDirectory();
            try (Stream<Path> files = Files.list(folder)) {
                assertThat(files.filter(f -> f.toString().endsWith(".jsonl")).count()).as("playthroughs of %s", id)
                        .isPositive();
            }
        }
    }

    @Test
    @DisplayName("every folder is a game of the registry")
    void everyFolderIsAGame() throws URISyntaxException, IOException {
        try (Stream<Path> folders = Files.list(golden())) {
            List<String> names = folders.filter(Files::isDirectory).map(p -> p.getFileName().toString()).toList();
            assertThat(GameRegistry.standard().ids()).containsAll(names);
        }
    }
}
