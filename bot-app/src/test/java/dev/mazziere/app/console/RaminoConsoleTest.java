package dev.mazziere.app.console;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.store.SqliteStore;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@DisplayName("Ramino at the console table")
class RaminoConsoleTest {

    @TempDir
    Path dir;

    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);

    private String output() {
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    @DisplayName("two players and a computer play to the last one standing: draw, select a card, discard")
    void scriptedMatch() {
        ConsoleChat console = new ConsoleChat(out, ConsoleConfig.scripted(Locale.ENGLISH, 42),
                SqliteStore.open(dir.resolve("console.db"), java.time.Clock.systemUTC()), dir.resolve("files"));
        console.handleLine("/ramino");
        Matcher join = Pattern.compile("\\[(\\d+)] ✋ Join").matcher(output());
        assertThat(join.find()).isTrue();
        console.handleLine("carlo> #" + join.group(1));
        console.handleLine("/addbot");
        console.handleLine("/start");

        int presses = 0;
        int mark = 0;
        boolean selected = false;
        while (presses < 5000) {
            String fresh = output().substring(mark);
            if (fresh.contains("🏁 Match over!")) {
                break;
            }
            ConsolePrompts.Prompt panel = ConsolePrompts.last(fresh, true);
            assertThat(panel).as("a panel in: %s", fresh).isNotNull();
            mark = output().length();
            // draw from the tallone; then select the first card and discard it
            String press = panel.press("🂠 Tallone");
            if (press == null) {
                press = panel.press("⬆️");
            }
            if (press == null) {
                press = panel.press("🗑️");
            }
            if (press == null) {
                press = panel.press(0);
                selected = true;
            }
            console.handleLine(press);
            presses++;
        }

        assertThat(selected).isTrue();
        assertThat(output()).contains("[chat] 🃏 Ramino — table opened by you").contains("🂠 Pozzo ")
                .contains("draws from the tallone").contains(" discards ").contains("📊 End of hand")
                .containsPattern("\\[dm (you|carlo)] \\(edit\\) ✅ 🗑️ ")
                .containsPattern("🏆 Winner: [^,\\n]+\\n");
        // the table message, edited one last time, ends with the last hand's totals and the winner
        assertThat(output().substring(output().lastIndexOf("[chat] (edit) 🃏"))).contains("Total:").contains("🏁 Match over!");
    }
}
