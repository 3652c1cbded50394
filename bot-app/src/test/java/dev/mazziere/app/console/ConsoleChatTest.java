package dev.mazziere.app.console;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@DisplayName("The console table")
class ConsoleChatTest {

    @TempDir
    Path dir;
    private ConsoleTable table;

    @BeforeEach
    void table() {
        table = new ConsoleTable(dir);
    }

    @Test
    @DisplayName("a scripted session of two players pressing numbered buttons plays a match to its final score")
    void scriptedMatch() {
        table.open().type("/scopa");
        table.join("carlo");
        table.type("/start");

        ConsoleTable.Played played = table.playToTheEnd(500, false, prompt -> prompt.press(0));

        assertThat(table.output()).contains("[chat] 📊 End of hand (smazzata) 1").contains("🏆 Winner:")
                .contains("[chat] (edit) 🃏 Scopa").contains("[dm carlo] (edit) ✅");
        assertThat(played.presses()).isGreaterThanOrEqualTo(72);
        int before = table.output().length();
        table.type(played.typed().get(0));
        assertThat(table.output().substring(before)).contains("] This button is from a table that is over.");
    }

    @Test
    @DisplayName("piped input: computer players play a whole match while a human watches, and EOF ends cleanly")
    void pipedBots() {
        table.pipe("/scopa\n/addbot\nyou> /addbot easy\n/leave\n/start\nanna> /hand\n", Locale.ENGLISH, 7);

        assertThat(table.output()).contains("[chat] 🃏 Scopa — table opened by you").contains("🤖 Mario")
                .contains("🏁 Match over!").doesNotContain("[dm you]");
        assertThat(table.output().lines().filter(l -> l.startsWith("[chat] (edit)")).count()).isGreaterThan(70);
        // the games offered are the registered ones
        assertThat(table.output().strip().lines().reduce((a, b) -> b).orElseThrow())
                .startsWith("[chat] No table here. Open one with /scopa, /scopone, /traversone").endsWith(".");
    }

    @Test
    @DisplayName("in Italian the console greets and answers in Italian")
    void italian() {
        table.pipe("/scopa\nbea> /entra\n/aiuto\n", Locale.ITALIAN, 1);

        assertThat(table.output()).contains("scrivi /scopa").contains("tavolo aperto da you")
                .contains("bea si siede (2).").contains("Mazziere — comandi");
    }
}
