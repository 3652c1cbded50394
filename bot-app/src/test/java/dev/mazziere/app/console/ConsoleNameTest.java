package dev.mazziere.app.console;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

@DisplayName("The name of the person at the console")
class ConsoleNameTest {

    @TempDir
    Path dir;

    @Test
    @DisplayName("is MAZZIERE_CONSOLE_NAME, else the login name, else a word for player: never 'you'")
    void name() {
        assertThat(ConsoleConfig.localName(Map.of(ConsoleConfig.NAME_VARIABLE, " Anna "), "root", Locale.ENGLISH))
                .isEqualTo("Anna");
        assertThat(ConsoleConfig.localName(Map.of(), "carlo", Locale.ENGLISH)).isEqualTo("carlo");
        assertThat(ConsoleConfig.localName(Map.of(), "root", Locale.ENGLISH)).isEqualTo("Player");
        assertThat(ConsoleConfig.localName(Map.of(), "", Locale.ITALIAN)).isEqualTo("Giocatore");
    }

    @Test
    @DisplayName("the table shows that name for what the person types, so it reads 'anna plays'")
    void tableReadsTheName() {
        ConsoleTable table = new ConsoleTable(dir);
        table.pipeAs("anna", "/scopa\n/addbot\n/start\n", Locale.ENGLISH, 3);

        assertThat(table.output()).contains("table opened by anna").contains("Start: anna")
                .containsPattern("Players \\(2, needs 2-4\\): (anna, 🤖 Mario|🤖 Mario, anna)")
                .doesNotContain("opened by you").doesNotContain("you plays");
    }
}
