package dev.mazziere.app.console;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@DisplayName("The coach on the console: 💡 is a numbered button, its answer a popup line for its presser")
class ConsoleCoachTest {

    @TempDir
    Path dir;
    private ConsoleTable table;

    @BeforeEach
    void open() {
        table = new ConsoleTable(dir);
    }

    @Test
    @DisplayName("the player to act presses 💡 and reads a move and a reason; the other player is refused")
    void hint() {
        table.open().type("/scopa", "/option coach on");
        table.join("carlo");
        table.type("/start");
        Matcher hint = Pattern.compile("\\[(\\d+)] 💡 Hint").matcher(table.output());
        String button = null;
        while (hint.find()) {
            button = hint.group(1);
        }
        assertThat(button).as("a 💡 button").isNotNull();

        int before = table.output().length();
        table.type("#" + button, "carlo> #" + button);
        String answers = table.output().substring(before);

        assertThat(answers).contains("Not your turn");
        assertThat(answers).containsPattern("\\[popup (you|carlo)] 💡 \\S+");
    }
}
