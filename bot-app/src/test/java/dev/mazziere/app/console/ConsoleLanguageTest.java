package dev.mazziere.app.console;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The console speaks the language it is told, in its own lines too, and takes commands in a private chat. */
@DisplayName("The console's language and its private chats")
class ConsoleLanguageTest {

    @TempDir
    Path dir;

    @Test
    @DisplayName("MAZZIERE_LANG decides; else the environment's locale as written, installed or not; else Java's")
    void language() {
        assertThat(ConsoleConfig.locale(Map.of("MAZZIERE_LANG", "it"), Locale.ENGLISH).getLanguage()).isEqualTo("it");
        assertThat(ConsoleConfig.locale(Map.of("MAZZIERE_LANG", "en", "LANG", "it_IT.UTF-8"), Locale.ITALIAN)
                .getLanguage()).isEqualTo("en");
        assertThat(ConsoleConfig.locale(Map.of("LANG", "it_IT.UTF-8"), Locale.ENGLISH).getLanguage()).isEqualTo("it");
        assertThat(ConsoleConfig.locale(Map.of("LC_ALL", "en_US.UTF-8", "LANG", "it_IT.UTF-8"), Locale.ITALIAN)
                .getLanguage()).isEqualTo("en");
        assertThat(ConsoleConfig.locale(Map.of("LANG", "C.UTF-8"), Locale.ITALIAN)).isEqualTo(Locale.ITALIAN);
        assertThat(ConsoleConfig.locale(Map.of(), Locale.ENGLISH)).isEqualTo(Locale.ENGLISH);
        assertThatThrownBy(() -> ConsoleConfig.locale(Map.of("MAZZIERE_LANG", "fr"), Locale.ENGLISH))
                .hasMessage("MAZZIERE_LANG must be it or en, not 'fr'");
    }

    @Test
    @DisplayName("an Italian console says its own lines in Italian")
    void italianWords() {
        ConsoleTable table = new ConsoleTable(dir);
        table.pipe("ciao\n#999\n", Locale.ITALIAN, 3);

        assertThat(table.output())
                .contains("[console] Mazziere — scrivi /scopa per aprire un tavolo")
                .contains("[console] i comandi iniziano con / e i pulsanti con # (prova /aiuto)")
                .contains("[console] non c'è il pulsante #999")
                .doesNotContain("commands start with").doesNotContain("no button");
    }

    @Test
    @DisplayName("an English console keeps its English lines")
    void englishWords() {
        ConsoleTable table = new ConsoleTable(dir);
        table.pipe("hello\n", Locale.ENGLISH, 3);

        assertThat(table.output()).contains("\"dm> /hand\" writes to the bot privately")
                .contains("[console] commands start with / and buttons with # (try /help)");
    }

    @Test
    @DisplayName("'dm anna>' types in anna's private chat: her hand there, and 'dm>' a solo table for the console's user")
    void privateChats() {
        ConsoleTable table = new ConsoleTable(dir);
        table.pipe("/scopa\nanna> /join\n/start\ndm anna> /hand\ndm> /start\n", Locale.ENGLISH, 3);

        assertThat(table.output()).containsPattern("\\[dm anna\\] 🃏 Scopa[^\\n]*\\n\\s+Your hand: ")
                .contains("[dm you] 👋 Hi you! I am Mazziere")
                .contains("🃏 Your tables:\n");
    }
}
