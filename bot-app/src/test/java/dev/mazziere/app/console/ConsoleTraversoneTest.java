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

@DisplayName("Traversone at the console table")
class ConsoleTraversoneTest {

    @TempDir
    Path dir;


    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);

    private String output() {
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    @DisplayName("two players and a computer player press numbered buttons through a /rovescino match to its final score")
    void scriptedMatch() {
        ConsoleChat console = new ConsoleChat(out, ConsoleConfig.scripted(Locale.ENGLISH, 42),
                SqliteStore.open(dir.resolve("console.db"), java.time.Clock.systemUTC()), dir.resolve("files"));
        console.handleLine("/rovescino");
        Matcher join = Pattern.compile("\\[(\\d+)] ✋ Join").matcher(output());
        assertThat(join.find()).isTrue();
        console.handleLine("carlo> #" + join.group(1));
        console.handleLine("/addbot");
        console.handleLine("/start");

        int presses = 0;
        int mark = 0;
        while (presses < 500) {
            String fresh = output().substring(mark);
            if (fresh.contains("🏁 Match over!")) {
                break;
            }
            ConsolePrompts.Prompt prompt = ConsolePrompts.last(fresh, false);
            assertThat(prompt).as("a prompt in: %s", fresh).isNotNull();
            mark = output().length();
            console.handleLine(prompt.press(0));
            presses++;
        }

        assertThat(presses).isGreaterThanOrEqualTo(26);
        assertThat(output()).contains("[chat] 🃏 Traversone — table opened by you")
                .contains("[chat] (edit) 🃏 Traversone").contains(" led: ").contains("takes the trick")
                .contains("📊 End of hand (smazzata) 1").contains("last trick").contains("🚩 limit 31")
                .contains("[dm carlo] (edit) ✅")
                .containsPattern("🏆 (Winner: [^,\\n]+|Winners: [^,\\n]+(, [^,\\n]+)+)\\n");
        // the table message, edited one last time, ends with the last hand's totals and the winner
        assertThat(output().substring(output().lastIndexOf("[chat] (edit) 🃏"))).contains("Total:").contains("🏁 Match over!");
    }
}
