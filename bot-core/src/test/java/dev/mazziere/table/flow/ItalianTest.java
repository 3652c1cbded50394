package dev.mazziere.table.flow;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.game.OptionSpec;
import dev.mazziere.games.GameEntry;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.table.TestChat;
import dev.mazziere.table.flow.OptionWords;
import dev.mazziere.table.flow.TableOptions;
import dev.mazziere.text.Lang;
import dev.mazziere.text.Texts;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Properties;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The Italian a native player reads: elisions, durations in words, option names to type on a phone. */
@DisplayName("Italian as players write it")
class ItalianTest {

    private final Texts it = Texts.core(Lang.IT);

    @Nested
    @DisplayName("a before a name")
    class Elision {

        @ParameterizedTest(name = "Tocca {1}")
        @CsvSource({"anna, ad anna", "Andrea, ad Andrea", "Ettore, ad Ettore", "ugo, ad ugo", "Ìsola, ad Ìsola",
                "Mario, a Mario", "carlo, a carlo", "🤖 Lucia, a 🤖 Lucia", "🤖 Anna, ad 🤖 Anna", "007, a 007",
                "anna 🤖, ad anna 🤖"})
        @DisplayName("is ad before a vowel sound and a otherwise, an emoji before the name skipped")
        void elides(String name, String said) {
            assertThat(it.get("table.turn", name)).isEqualTo("👉 Tocca " + said);
            assertThat(it.get("press.notYourTurn", name)).isEqualTo("Non è il tuo turno: tocca " + said + ".");
            assertThat(Texts.core(Lang.EN).get("table.turn", name)).isEqualTo("👉 " + name + " to play");
        }

        @Test
        @DisplayName("at a table, the turn line and a press out of turn say ad anna")
        void atATable() {
            TestChat chat = new TestChat(3, Duration.ZERO).locale("anna", Locale.ITALIAN).locale("ugo", Locale.ITALIAN);
            chat.say("anna", "/scopa", "/option shuffleSeats off");
            chat.say("ugo", "/entra");
            chat.say("anna", "/inizia");

            String waiting = chat.toAct(List.of("anna", "ugo")).equals("anna") ? "ugo" : "anna";
            assertThat(chat.tableNow().text()).containsPattern("👉 Tocca ad (anna|ugo)$");
            chat.press(waiting, chat.craftedMove("1D"), chat.prompt(chat.toAct(List.of("anna", "ugo"))));
            assertThat(chat.lastPopup(waiting)).containsPattern("tocca ad (anna|ugo)\\.");
        }
    }

    @Nested
    @DisplayName("durations")
    class Durations {

        @Test
        @DisplayName("are written in words, never 2m (two metres)")
        void inWords() {
            assertThat(TableOptions.show(Duration.ofMinutes(2), Lang.IT)).isEqualTo("2 minuti");
            assertThat(TableOptions.show(Duration.ofMinutes(1), Lang.IT)).isEqualTo("1 minuto");
            assertThat(TableOptions.show(Duration.ofHours(24), Lang.IT)).isEqualTo("24 ore");
            assertThat(TableOptions.show(Duration.ofDays(7), Lang.IT)).isEqualTo("7 giorni");
            assertThat(TableOptions.show(Duration.ofSeconds(90), Lang.IT)).isEqualTo("90 secondi");
            assertThat(TableOptions.showLeft(Duration.ofSeconds(90), Lang.IT)).isEqualTo("1 minuto e 30 secondi");
            assertThat(TableOptions.showLeft(Duration.ofMinutes(342), Lang.IT)).isEqualTo("5 ore e 42 minuti");
            assertThat(TableOptions.show(Duration.ofMinutes(2), Lang.EN)).isEqualTo("2m");
        }

        @Test
        @DisplayName("the lobby and a player's turn say how long in words")
        void atATable() {
            TestChat chat = new TestChat(3, Duration.ZERO).locale("anna", Locale.ITALIAN);
            chat.open("/scopa", "anna", "ugo");
            assertThat(chat.lastChat()).isNotNull();
            assertThat(chat.now(chat.chatMessage("tavolo aperto da")).text()).contains("tempo auto (2 minuti)")
                    .doesNotContain("2m");
            chat.say("anna", "/inizia");

            String mover = chat.toAct(List.of("anna", "ugo"));
            assertThat(chat.now(chat.prompt(mover)).text()).contains("⏳ Hai 2 minuti per giocare");
        }
    }

    @Nested
    @DisplayName("option names")
    class OptionNames {

        @Test
        @DisplayName("every option has a short lower-case Italian name, and an Italian lobby shows it")
        void lowerCase() {
            for (GameEntry entry : GameRegistry.standard().all()) {
                OptionWords words = new OptionWords(entry, Lang.IT, true);
                List<String> names = new java.util.ArrayList<>(entry.game().options().stream().map(OptionSpec::name).toList());
                names.addAll(TableOptions.NAMES);
                for (String option : names) {
                    assertThat(words.name(option)).as("%s's %s", entry.id(), option).matches("[a-zà-ù]{3,15}");
                }
            }
        }

        @Test
        @DisplayName("docs/rules.md names every option the way an Italian lobby does")
        void documented() throws IOException {
            String doc = java.nio.file.Files.readString(java.nio.file.Path.of("..", "docs", "rules.md"));
            java.util.regex.Matcher row = java.util.regex.Pattern
                    .compile("(?m)^\\| (table|[A-Z][a-z]+(?: [a-z]+)?) \\| `(\\w+)` = `([^`]+)`").matcher(doc);
            int rows = 0;
            while (row.find()) {
                GameEntry entry = row.group(1).equals("table") ? GameRegistry.standard().get("scopa")
                        : GameRegistry.standard().get(gameId(row.group(1)));
                assertThat(new OptionWords(entry, Lang.IT, true).name(row.group(2))).as(row.group()).isEqualTo(row.group(3));
                rows++;
            }
            int renamed = 0;
            for (GameEntry entry : GameRegistry.standard().all()) {
                OptionWords words = new OptionWords(entry, Lang.IT, true);
                renamed += (int) entry.game().options().stream().map(OptionSpec::name)
                        .filter(o -> !words.name(o).equals(o)).count();
            }
            assertThat(rows).as("a row for each option with an Italian name of its own").isEqualTo(renamed + TableOptions.NAMES.size());
        }

        /** A game's id from its name in docs/rules.md: "Scopa" is scopa, "Briscola chiamata" chiamata. */
        private static String gameId(String name) {
            String[] words = name.toLowerCase(Locale.ROOT).split(" ");
            return words[words.length - 1];
        }

        @Test
        @DisplayName("the older camelCase names and values still work, so habits and stored tables do")
        void olderNames() {
            TestChat chat = new TestChat(3, Duration.ZERO).locale("anna", Locale.ITALIAN);
            chat.say("anna", "/scopa");
            chat.say("anna", "/opzione treRe no", "/opzione mescolaPosti no");
            assertThat(chat.record().options()).containsEntry("kingsRedeal", "false");
            assertThat(chat.record().tableOptions()).containsEntry("shuffleSeats", "off");
            chat.say("anna", "/opzione rismazza sì", "/opzione sorteggio sì");
            assertThat(chat.record().options()).containsEntry("kingsRedeal", "true");
            assertThat(chat.now(chat.chatMessage("tavolo aperto da")).text()).contains("rismazza sì")
                    .contains("sorteggio sì");
            chat.say("anna", "/fine");

            chat.say("anna", "/traversone", "/opzione resti ultimaPresa", "/opzione assobastoni sì");
            assertThat(chat.record().options()).containsEntry("remainders", "lastTrick").containsEntry("assoBastoni", "true");
            chat.say("anna", "/opzione resti persi", "/opzione resti ultima");
            assertThat(chat.record().options()).containsEntry("remainders", "lastTrick");
            assertThat(chat.now(chat.chatMessage("Traversone — tavolo")).text()).contains("resti ultima · ")
                    .contains("assobastoni sì");
            chat.say("anna", "/fine");

            chat.say("anna", "/ramino", "/opzione chiudiSenzaScarto sì", "/opzione attaccaAltri no");
            assertThat(chat.record().options()).containsEntry("closeWithoutDiscard", "true")
                    .containsEntry("extendOthers", "false");
        }
    }

    @Test
    @DisplayName("a Telegram group is a chat, not a channel, in the command menu")
    void chatNotChannel() throws IOException {
        Properties commands = new Properties();
        try (InputStream in = Texts.class.getResourceAsStream("commands_it.properties")) {
            commands.load(new InputStreamReader(in, StandardCharsets.UTF_8));
        }
        assertThat(commands.values()).noneMatch(v -> v.toString().contains("canale"));
    }
}
