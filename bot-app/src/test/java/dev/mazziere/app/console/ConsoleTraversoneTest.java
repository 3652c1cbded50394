package dev.mazziere.app.console;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@DisplayName("Traversone at the console table")
class ConsoleTraversoneTest {

    @TempDir
    Path dir;

    @Test
    @DisplayName("two players and a computer player press numbered buttons through a /rovescino match to its final score")
    void scriptedMatch() {
        ConsoleTable table = new ConsoleTable(dir).open();
        table.type("/rovescino");
        table.join("carlo");
        table.type("/addbot", "/start");

        ConsoleTable.Played played = table.playToTheEnd(500, false, prompt -> prompt.press(0));

        assertThat(played.presses()).isGreaterThanOrEqualTo(26);
        assertThat(table.output()).contains("[chat] 🃏 Traversone — table opened by you")
                .contains("[chat] (edit) 🃏 Traversone").contains(" led: ").contains("takes the trick")
                .contains("📊 Smazzata 1:").contains("last trick").contains("🚩 limit 31 reached")
                .contains("[dm carlo] (edit) ✅")
                .containsPattern("🏁 Match over · 🏆 ([^,\\n]+ wins|[^,\\n]+(, [^,\\n]+)+ win)\\n");
        assertThat(table.finalTable()).contains("Total:").contains("🏁 Match over · 🏆");
    }
}
