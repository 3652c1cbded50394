package dev.mazziere.app.console;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@DisplayName("Napoleone at the console table")
class NapoleoneConsoleTest {

    @TempDir
    Path dir;

    @Test
    @DisplayName("two players and a computer bid with numbered buttons and play five hands to the final score")
    void scriptedMatch() {
        ConsoleTable table = new ConsoleTable(dir).open();
        table.type("/napoleone");
        table.join("carlo");
        table.type("/addbot", "/option end hands", "/option hands 5", "/start");

        // bid the lowest contract offered, so every hand has a caller; else the first card
        ConsoleTable.Played played = table.playToTheEnd(500, false,
                prompt -> prompt.press(bidding(prompt) && prompt.labels().size() > 1 ? 1 : 0));

        List<ConsolePrompts.Prompt> bids = played.prompts().stream().filter(NapoleoneConsoleTest::bidding).toList();
        assertThat(bids).isNotEmpty().allSatisfy(bid -> assertThat(bid.labels()).contains("Pass")
                .allMatch(l -> l.matches("Pass|[A-Z][^ ]+( \\(.*\\))?")));
        assertThat(table.output()).contains("[chat] 🃏 Napoleone — table opened by you")
                .contains("🗣️ Bids (").contains("🎯 ").contains("🏆 Tricks: ")
                .contains("📊 Hand 5:").doesNotContain("📊 Hand 6:")
                .contains("(hand 5 of 5)")
                .containsPattern("🏁 Match over · 🏆 ([^,\\n]+ wins|[^,\\n]+(, [^,\\n]+)+ win)\\n");
        assertThat(table.output()).containsPattern("\\[dm (you|carlo)] \\(edit\\) ✅ (Due|Tre|Misère|Quattro|Napoleone)");
        assertThat(table.finalTable()).contains("💰 Points:").contains("🏁 Match over · 🏆");
    }

    /** A bidding prompt: it offers to pass first. */
    private static boolean bidding(ConsolePrompts.Prompt prompt) {
        return prompt.labels().get(0).equals("Pass");
    }
}
