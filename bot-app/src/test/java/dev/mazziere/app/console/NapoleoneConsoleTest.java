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

@DisplayName("Napoleone at the console table")
class NapoleoneConsoleTest {

    @TempDir
    Path dir;


    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);

    private String output() {
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    @DisplayName("two players and a computer bid with numbered buttons and play five hands to the final score")
    void scriptedMatch() {
        ConsoleChat console = new ConsoleChat(out, ConsoleConfig.scripted(Locale.ENGLISH, 42),
                SqliteStore.open(dir.resolve("console.db"), java.time.Clock.systemUTC()), dir.resolve("files"));
        console.handleLine("/napoleone");
        Matcher join = Pattern.compile("\\[(\\d+)] ✋ Join").matcher(output());
        assertThat(join.find()).isTrue();
        console.handleLine("carlo> #" + join.group(1));
        console.handleLine("/addbot");
        console.handleLine("/option end hands");
        console.handleLine("/option hands 5");
        console.handleLine("/start");

        int presses = 0;
        int mark = 0;
        boolean sawBids = false;
        while (presses < 500) {
            String fresh = output().substring(mark);
            if (fresh.contains("🏁 Match over!")) {
                break;
            }
            ConsolePrompts.Prompt prompt = ConsolePrompts.last(fresh, false);
            assertThat(prompt).as("a prompt in: %s", fresh).isNotNull();
            mark = output().length();
            boolean bidding = prompt.labels().get(0).equals("Pass");
            if (bidding) {
                sawBids = true;
                assertThat(prompt.labels()).contains("Pass").allMatch(l -> l.matches("Pass|[A-Z][^ ]+( \\(.*\\))?"));
            }
            // bid the lowest contract offered, so every hand has a caller; else the first card
            int pick = bidding && prompt.labels().size() > 1 ? 1 : 0;
            console.handleLine(prompt.press(pick));
            presses++;
        }

        assertThat(sawBids).isTrue();
        assertThat(output()).contains("[chat] 🃏 Napoleone — table opened by you")
                .contains("🗣️ Bids (").contains("🎯 ").contains("🏆 Tricks: ")
                .contains("📊 End of hand (smazzata) 5").doesNotContain("End of hand (smazzata) 6")
                .contains("(hand 5 of 5)")
                .containsPattern("🏆 (Winner: [^,\\n]+|Winners: [^,\\n]+(, [^,\\n]+)+)\\n");
        assertThat(output()).containsPattern("\\[dm (you|carlo)] \\(edit\\) ✅ (Due|Tre|Misère|Quattro|Napoleone)");
        // the table message, edited one last time, ends with the last hand's totals and the winner
        assertThat(output().substring(output().lastIndexOf("[chat] (edit) 🃏"))).contains("Total:").contains("🏁 Match over!");
    }
}
