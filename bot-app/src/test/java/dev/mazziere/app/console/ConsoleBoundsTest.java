package dev.mazziere.app.console;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A console that runs for days keeps bounded what it remembers: its buttons, and its pictures on disk. */
@DisplayName("What a long console session keeps")
class ConsoleBoundsTest {

    @TempDir
    Path dir;

    @Test
    @DisplayName("only the newest buttons stay pressable: an older one is answered that it is too old")
    void buttonsBounded() {
        ConsoleTable table = new ConsoleTable(dir).openBounded(30, ConsolePictures.KEPT);
        table.type("/scopa", "/addbot", "/option turnTimeout off", "/start");
        ConsoleTable.Played played = table.playToTheEnd(200, false, p -> p.press(0));
        assertThat(played.presses()).isGreaterThan(10);

        int before = table.output().length();
        table.type("#1");
        String last = played.typed().get(played.presses() - 1);
        table.type(last);

        String answers = table.output().substring(before);
        assertThat(answers).contains("[console] button #1 is too old: the console keeps its last 30 buttons");
        assertThat(answers).doesNotContain("too old: the console keeps its last 30 buttons\n[console] button "
                + last);
        assertThat(answers).contains("This button is from a table that is over.");
    }

    @Test
    @DisplayName("the pictures folder keeps its newest pictures, of this run or an earlier one, and so does memory")
    void picturesBounded() throws IOException {
        // given pictures an earlier run left, long ago
        Path folder = Files.createDirectories(dir.resolve("pictures"));
        for (int i = 1; i <= 5; i++) {
            Path old = Files.write(folder.resolve("scopa-90" + i + "-table.png"), new byte[] {1});
            Files.setLastModifiedTime(old, FileTime.fromMillis(1_000L * i));
        }
        ConsoleTable table = new ConsoleTable(dir).withPictures().openBounded(ConsoleChat.BUTTONS_KEPT, 4);

        // when three tables are played in turn, each with its table's picture and a hand's
        for (int i = 0; i < 3; i++) {
            table.type("/scopa", "/addbot", "/start", "/stop");
        }

        // then the folder holds the newest four: the last table's two among them, and none of the earlier run
        List<String> names = names(folder);
        assertThat(names).hasSize(4).noneMatch(n -> n.matches("scopa-90[1-5]-table\\.png"));
        assertThat(table.output()).contains("🖼️ ");
        String lastTable = table.output().replaceAll("(?s).*🖼️ \\S*/(scopa-\\d+)-table\\.png.*", "$1");
        assertThat(names).contains(lastTable + "-table.png", lastTable + "-hand-you.png");
        assertThat(table.writer().remembered()).isLessThanOrEqualTo(4);
    }

    private static List<String> names(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }
}
