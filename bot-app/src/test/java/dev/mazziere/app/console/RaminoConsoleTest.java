package dev.mazziere.app.console;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Objects;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@DisplayName("Ramino at the console table")
class RaminoConsoleTest {

    @TempDir
    Path dir;

    @Test
    @DisplayName("two players and a computer play to the last one standing: draw, select a card, discard")
    void scriptedMatch() {
        ConsoleTable table = new ConsoleTable(dir).open();
        table.type("/ramino");
        table.join("carlo");
        table.type("/addbot", "/start");

        // draw from the tallone; then select the first card and discard it
        ConsoleTable.Played played = table.playToTheEnd(5000, true,
                panel -> Objects.requireNonNullElseGet(drawTakeOrDiscard(panel), () -> panel.press(0)));

        assertThat(played.prompts()).as("a card selected").anyMatch(panel -> drawTakeOrDiscard(panel) == null);
        assertThat(table.output()).contains("[chat] 🃏 Ramino — table opened by you").contains("🂠 Pozzo ")
                .contains("draws from the tallone").contains(" discards ").contains("📊 Smazzata")
                .containsPattern("\\[dm (you|carlo)] \\(edit\\) ✅ 🗑️ ")
                .containsPattern("🏁 Match over · 🏆 [^,\\n]+ wins\\n");
        assertThat(table.finalTable()).contains("💰 Points:").contains("🏁 Match over · 🏆");
    }

    /** The press that draws from the tallone, takes the drawn card up, or discards; null when a card must be selected. */
    private static String drawTakeOrDiscard(ConsolePrompts.Prompt panel) {
        return Stream.of("🂠 Tallone", "⬆️", "🗑️").map(panel::press).filter(Objects::nonNull).findFirst()
                .orElse(null);
    }
}
