package dev.mazziere.table;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.games.GameEntry;
import dev.mazziere.games.GameRegistry;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The README shows what the bot writes: each table message it quotes is one the bot wrote
 * in the match the README tells of (replayed here with the same seed), and its option tables
 * write a flag as the lobby does, on/off.
 */
@DisplayName("The README's samples are what the bot writes")
class ReadmeTextsTest {

    /** Tests run in the module's directory; the README is at the repository's root. */
    private static final Path README = Path.of("..", "README.md");

    /** The match the README's table messages come from: anna opens, carlo joins, two computer players. */
    static List<String> tableMessages(String command, String... options) {
        TestChat chat = new TestChat(2, Duration.ZERO);
        chat.open(command, "anna", "carlo");
        for (String option : options) {
            chat.say("anna", option);
        }
        chat.say("anna", "/addbot", "/addbot", "/start");
        chat.playOut(List.of("anna", "carlo"), 3000);
        return chat.groupTexts().stream().filter(t -> t.startsWith("🃏 ") && !t.lines().findFirst().orElse("").contains(" — "))
                .distinct().toList();
    }

    /** The fenced blocks of the README's section {@code heading} that start with {@code start}. */
    private static List<String> blocks(String heading, String start) throws IOException {
        String readme = Files.readString(README);
        int from = readme.indexOf("\n## " + heading + "\n");
        int to = readme.indexOf("\n## ", from + 1);
        Matcher block = Pattern.compile("(?s)\n```\n(.*?)\n```").matcher(readme.substring(from, to));
        List<String> out = new ArrayList<>();
        while (block.find()) {
            if (block.group(1).startsWith(start)) {
                out.add(block.group(1));
            }
        }
        return out;
    }

    @Test
    @DisplayName("every game of the registry has its section in the README, under the title its tables show")
    void everyGameHasItsSection() throws IOException {
        String readme = Files.readString(README);
        for (GameEntry entry : GameRegistry.standard().all()) {
            String title = entry.presenter().title(entry.game().resolveOptions(java.util.Map.of()));
            assertThat(readme).as("the README's section of %s", entry.id()).contains("\n## " + title + "\n");
        }
    }

    @Test
    @DisplayName("the Traversone table message in the README is one the bot writes")
    void traversone() throws IOException {
        List<String> quoted = blocks("Traversone", "🃏 Traversone");

        assertThat(quoted).isNotEmpty();
        assertThat(tableMessages("/traversone")).containsAll(quoted);
    }

    @Test
    @DisplayName("the Napoleone table message in the README is one the bot writes")
    void napoleone() throws IOException {
        List<String> quoted = blocks("Napoleone", "🃏 Napoleone");

        assertThat(quoted).isNotEmpty();
        assertThat(tableMessages("/napoleone", "/option end hands", "/option hands 5")).containsAll(quoted);
    }

    @Test
    @DisplayName("the Tressette table message in the README is one the bot writes")
    void tressette() throws IOException {
        List<String> quoted = blocks("Tressette", "🃏 Tressette");

        assertThat(quoted).isNotEmpty();
        assertThat(tableMessages("/tressette")).containsAll(quoted);
    }

    @Test
    @DisplayName("the Briscola chiamata table message in the README is one the bot writes")
    void chiamata() throws IOException {
        List<String> quoted = blocks("Briscola chiamata", "🃏 Briscola chiamata");

        assertThat(quoted).isNotEmpty();
        assertThat(tableMessages("/chiamata", "/addbot")).containsAll(quoted);
    }

    @Test
    @DisplayName("the README's option tables write a flag's values as the lobby does: on, off")
    void flagsAsTheLobbyWritesThem() throws IOException {
        String readme = Files.readString(README);

        assertThat(readme.lines().filter(l -> l.startsWith("| `")))
                .noneMatch(l -> l.contains("`true`") || l.contains("`false`"));
        assertThat(readme).doesNotContain("=true --option").doesNotContain("assoBastoni true");
    }
}
