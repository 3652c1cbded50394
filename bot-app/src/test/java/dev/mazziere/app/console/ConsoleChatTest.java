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

    @Test
    @DisplayName("no line ends the session: a button number past the int range, a huge line, control characters,"
            + " bare prompts; the next command is answered")
    void strangeLinesDoNotEndTheSession() {
        String script = String.join("\n", "/scopa", "#2147483648", "#99999999999999999999999999", "#0", "#-1", "#",
                "x".repeat(ConsoleChat.LONGEST_LINE + 1), "/" + "y".repeat(1_000_000), "\u0000\u0007\u001b[2J",
                "anna>", "anna> ", "> /join", ">>>", "/", "/@", "/@@bot x", "\uD800 lone surrogate", "carla> #12 #13",
                "\r", "/help") + "\n";

        table.pipe(script, Locale.ENGLISH, 3);

        assertThat(table.output()).contains("[console] no button #2147483648")
                .contains("[console] no button #99999999999999999999999999")
                .contains("[console] that line is too long (over 4096 characters); ignored")
                .doesNotContain("could not be handled");
        assertThat(table.output().lines().filter(l -> l.contains("that line is too long")).count()).isEqualTo(2);
        assertThat(table.output().strip()).contains("Mazziere — commands");
    }

    @Test
    @DisplayName("random lines of button presses, commands and noise never end the session")
    void randomLines() {
        java.util.Random random = new java.util.Random(17);
        String alphabet = "#/>@ 0123456789azAZ\t\u00e8\u0000-";
        StringBuilder script = new StringBuilder("/scopa\n/addbot\n/start\n");
        for (int i = 0; i < 400; i++) {
            int length = random.nextInt(random.nextInt(10) == 0 ? 6000 : 24);
            StringBuilder line = new StringBuilder(random.nextBoolean() ? "#" : random.nextBoolean() ? "/" : "");
            for (int c = 0; c < length; c++) {
                line.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            script.append(line).append('\n');
        }
        script.append("/help\n");

        table.pipe(script.toString(), Locale.ENGLISH, 5);

        assertThat(table.output()).doesNotContain("could not be handled");
        assertThat(table.output().strip()).contains("Mazziere — commands");
        String last = table.output().strip().substring(table.output().strip().lastIndexOf("[chat] "));
        assertThat(last).startsWith("[chat] ").contains("Mazziere — commands");
    }
}
