package dev.mazziere.app.console;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.imageio.ImageIO;
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

        assertThat(table.output()).contains("📊 Smazzata 1:").contains(" wins")
                .contains("[chat] (edit) 🃏 Scopa").contains("[dm carlo] (edit) ✅");
        assertThat(played.presses()).isGreaterThanOrEqualTo(72);
        int before = table.output().length();
        table.type(played.typed().get(0));
        assertThat(table.output().substring(before)).contains("] This button is from a table that is over.");
    }

    @Test
    @DisplayName("after the match 🔁 Rematch opens a new lobby with the same seats: the presser runs it, the others "
            + "sit down with the same button, and it starts as usual")
    void rematch() {
        table.open().type("/scopa", "/option shuffleSeats off");
        table.join("carlo");
        table.type("/addbot", "/start");
        table.playToTheEnd(2000, false, prompt -> prompt.press(0));
        Matcher rematch = Pattern.compile("\\[(\\d+)] 🔁 Rematch").matcher(table.output());
        String button = null;
        while (rematch.find()) {
            button = rematch.group(1);
        }
        assertThat(button).as("a Rematch button in %s", table.output()).isNotNull();

        int before = table.output().length();
        table.type("carlo> #" + button, "#" + button, "/start", "carlo> /start");

        String after = table.output().substring(before);
        assertThat(after).contains("[chat] 🃏 Scopa — table opened by carlo")
                .contains("Players (3, needs 2-4): carlo, 🤖 Mario (medium), you")
                .contains("Only carlo (who runs this table)").contains("▶️ Match started!");
    }

    @Test
    @DisplayName("an old lobby's Leave button pressed during the match is answered and the player keeps the seat")
    void oldLobbyButton() {
        table.open().type("/scopa");
        table.join("carlo");
        Matcher leave = Pattern.compile("\\[(\\d+)] 🚪 Leave").matcher(table.output());
        assertThat(leave.find()).isTrue();
        table.type("/start");

        int before = table.output().length();
        table.type("carlo> #" + leave.group(1));

        assertThat(table.output().substring(before))
                .contains("[popup carlo] This lobby button no longer works: the match has started.")
                .doesNotContain("carlo leaves");
    }

    @Test
    @DisplayName("the table and each hand are written as PNG files under pictures/, their paths printed under the messages")
    void picturesAreWrittenAndTheirPathsPrinted() throws IOException {
        table.withPictures().open().type("/scopa");
        table.join("carlo");
        table.type("/start");

        Path pictures = dir.resolve("pictures").toAbsolutePath();
        Matcher tablePicture = Pattern.compile("🖼️ (" + Pattern.quote(pictures.toString()) + "/scopa-\\d+-table\\.png)")
                .matcher(table.output());
        assertThat(tablePicture.find()).as("a table picture's path in %s", table.output()).isTrue();
        Path tableFile = Path.of(tablePicture.group(1));
        assertThat(table.output()).containsPattern("🖼️ " + Pattern.quote(pictures.toString()) + "/scopa-\\d+-hand-carlo\\.png");
        BufferedImage image = ImageIO.read(tableFile.toFile());
        assertThat(image.getWidth()).isEqualTo(720);
        byte[] before = Files.readAllBytes(tableFile);

        ConsolePrompts.Prompt prompt = ConsolePrompts.last(table.output(), false);
        table.type(prompt.press(0));

        assertThat(Files.readAllBytes(tableFile)).as("the table's file shows the table after the move").isNotEqualTo(before);
    }

    @Test
    @DisplayName("a player named ää gets their hand as a picture whose file name is ASCII, whatever the platform's charset")
    void pictureOfANonAsciiName() {
        table.withPictures().open().type("/scopa");
        table.join("ää");
        table.type("/start");

        Path pictures = dir.resolve("pictures").toAbsolutePath();
        Matcher hand = Pattern.compile("🖼️ (" + Pattern.quote(pictures.toString()) + "/scopa-\\d+-hand-_u00e4_u00e4\\.png)")
                .matcher(table.output());
        assertThat(hand.find()).as("ää's hand picture in %s", table.output()).isTrue();
        assertThat(Path.of(hand.group(1))).isRegularFile();
        assertThat(ConsolePictures.fileSafe("anna_1.é𝒜")).isEqualTo("anna_u005f1._u00e9_U01d49c");
    }

    @Test
    @DisplayName("a console of text alone offers no images option, and writes nothing")
    void textAlone() {
        table.open().type("/scopa");
        table.join("carlo");
        table.type("/start");

        assertThat(table.output()).doesNotContain("images").doesNotContain("🖼️");
        assertThat(dir.resolve("pictures")).doesNotExist();
    }

    @Test
    @DisplayName("with images off no picture is written and no path printed")
    void noPicturesWithImagesOff() {
        table.withPictures().open().type("/scopa", "/option images off");
        table.join("carlo");
        table.type("/start");

        assertThat(table.output()).contains("[chat] (edit) 🃏 Scopa").doesNotContain("🖼️");
        assertThat(dir.resolve("pictures")).doesNotExist();
    }

    @Test
    @DisplayName("piped input: computer players play a whole match while a human who left at the start watches, "
            + "and EOF ends cleanly")
    void pipedBots() {
        table.pipe("/scopa\n/addbot\nyou> /addbot easy\n/start\n/leave\nanna> /hand\n", Locale.ENGLISH, 7);

        assertThat(table.output()).contains("[chat] 🃏 Scopa — table opened by you").contains("🤖 Mario")
                .contains("you leaves: the computer plays for them.").contains("🏁 Match over · 🏆");
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
    @DisplayName("a press of a button that is not there quotes what was typed cut short and cleaned")
    void aMissingButtonIsQuotedShort() {
        String script = String.join("\n", "#" + "9".repeat(ConsoleChat.LONGEST_LINE - 1), "#1\u202E2", "/help") + "\n";

        table.pipe(script, Locale.ENGLISH, 3);

        assertThat(table.output()).contains("[console] no button #" + "9".repeat(38) + "…")
                .doesNotContain("9".repeat(40)).doesNotContain("\u202E");
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
