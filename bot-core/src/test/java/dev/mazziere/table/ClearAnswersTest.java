package dev.mazziere.table;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.chat.PlatformLimits;
import dev.mazziere.table.flow.Payload;
import dev.mazziere.table.flow.TableOptions;
import dev.mazziere.table.record.TableSnapshot;
import java.time.Duration;
import java.util.Locale;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

@DisplayName("Answers that say what happened, in a few words")
class ClearAnswersTest {

    private final TestChat chat = new TestChat(42, Duration.ZERO);

    @Nested
    @DisplayName("what users type is quoted cut short")
    class Echoes {

        @Test
        @DisplayName("a huge unknown command is one short answer, not a flood of messages")
        void hugeUnknownCommand() {
            chat.say("anna", "/" + "x".repeat(200_000));

            assertThat(chat.chatTexts()).singleElement().asString()
                    .isEqualTo("Unknown command /" + "x".repeat(39) + "…. Try /help.");
        }

        @Test
        @DisplayName("long option names and values, bot levels and game names come back cut")
        void longInputs() {
            chat.open("/scopa", "anna");
            String name = "n".repeat(300);
            String value = "v".repeat(300);

            chat.say("anna", "/option " + name + " 21", "/option target " + value, "/addbot " + value,
                    "/rules " + name);

            assertThat(chat.chatTexts()).allSatisfy(t -> assertThat(t).doesNotContain("n".repeat(41))
                    .doesNotContain("v".repeat(41)));
            assertThat(chat.chatTexts()).anyMatch(t -> t.startsWith("Unknown option \"" + "n".repeat(39) + "…\""))
                    .anyMatch(t -> t.startsWith("Bad value \"" + "v".repeat(39) + "…\" for target."))
                    .anyMatch(t -> t.startsWith("Unknown level \"" + "v".repeat(39) + "…\""))
                    .anyMatch(t -> t.startsWith("I do not know \"" + "n".repeat(39) + "…\""));
        }

        @Test
        @DisplayName("a right-to-left override, a zero-width space or a control character typed is left out of the quote")
        void invisibleCharacters() {
            chat.open("/scopa", "anna");

            chat.say("anna", "/option target 2\u202E1\u200B9", "/rules che\u202Ess\u0007", "/x\u2066y\uFEFFz");

            assertThat(chat.chatTexts()).noneMatch(t -> t.codePoints().anyMatch(
                    c -> Character.getType(c) == Character.FORMAT || Character.getType(c) == Character.CONTROL && c != '\n'));
            assertThat(chat.chatTexts()).anyMatch(t -> t.startsWith("Bad value \"219\" for target."))
                    .anyMatch(t -> t.startsWith("I do not know \"chess\""))
                    .anyMatch(t -> t.startsWith("Unknown command /xyz."));
        }

        @Test
        @DisplayName("a quote is cut between letters, never through an emoji or a letter's accent")
        void cutBetweenLetters() {
            String flags = "🇮🇹".repeat(30);
            String accents = "e\u0301".repeat(30);

            assertThat(dev.mazziere.text.Echo.cut(flags)).isEqualTo("🇮🇹".repeat(19) + "…");
            assertThat(dev.mazziere.text.Echo.cut(accents)).isEqualTo("e\u0301".repeat(19) + "…");
        }
    }

    @Nested
    @DisplayName("turnTimeout is bounded")
    class TurnTimeout {

        @Test
        @DisplayName("from 15 seconds to 7 days, with auto and off; the refusal lists the same values as /rules")
        void bounds() {
            chat.open("/scopa", "anna");

            chat.say("anna", "/option turnTimeout 1s");
            String refusal = chat.lastChat();
            chat.say("anna", "/option turnTimeout 9999h");
            String tooLong = chat.lastChat();
            chat.say("anna", "/option turnTimeout 8d");
            String week = chat.lastChat();
            chat.say("anna", "/rules");
            String rules = chat.lastChat();

            assertThat(refusal).isEqualTo("Bad value \"1s\" for turnTimeout. Allowed: " + TableOptions.TIMEOUT_VALUES);
            assertThat(tooLong).isEqualTo("Bad value \"9999h\" for turnTimeout. Allowed: " + TableOptions.TIMEOUT_VALUES);
            assertThat(week).startsWith("Bad value \"8d\"");
            assertThat(rules).contains("turnTimeout " + TableOptions.TIMEOUT_VALUES);
            chat.say("anna", "/option turnTimeout 15s", "/option turnTimeout 7d", "/option turnTimeout off");
            assertThat(chat.record().tableOptions()).containsEntry("turnTimeout", "off");
        }

        @Test
        @DisplayName("a table stored with a limit no longer allowed keeps its default instead")
        void storedOutOfBounds() {
            TableOptions restored = TableOptions.fromMap(java.util.Map.of("pace", "async", "turnTimeout", "1s"));

            assertThat(restored.isAsync()).isTrue();
            assertThat(restored.turnTimeout()).isEqualTo("auto");
        }
    }

    @Nested
    @DisplayName("answers that used to mislead")
    class Misleading {

        @Test
        @DisplayName("a move button pressed in the lobby says the match has not started")
        void moveInTheLobby() {
            chat.open("/scopa", "anna", "carlo");

            chat.press("anna", chat.craftedLobbyMove(), null);

            assertThat(chat.lastPopup("anna")).isEqualTo("The match has not started yet.");
        }

        @Test
        @DisplayName("a made-up move, or a button of a turn to come, is not ours: not 'from an earlier turn'")
        void craftedMoves() {
            chat.open("/scopa", "anna", "carlo");
            chat.say("anna", "/start");
            String mover = chat.toAct(java.util.List.of("anna", "carlo"));
            TableSnapshot r = chat.record();

            chat.press(mover, chat.craftedMove("no-such-move"), null);
            String madeUp = chat.lastPopup(mover);
            chat.press(mover, new Payload.Play(r.id(), r.moves().size() + 5, "1D").encode(), null);
            String future = chat.lastPopup(mover);
            chat.press(mover, new Payload.Play(r.id(), r.moves().size() - 1, "1D").encode(), null);
            String earlier = chat.lastPopup(mover);

            assertThat(madeUp).isEqualTo("This button is not mine.");
            assertThat(future).isEqualTo("This button is not mine.");
            assertThat(earlier).isEqualTo("This button is from an earlier turn.");
        }

        @Test
        @DisplayName("/rules with no table and no game lists the games to ask about")
        void rulesOfWhichGame() {
            chat.say("anna", "/rules");

            assertThat(chat.lastChat()).startsWith("📖 The rules of which game? /rules scopa, /rules scopone,")
                    .contains("/rules ramino");
        }

        @Test
        @DisplayName("an unknown option is answered with every option, the table's too")
        void unknownOptionListsAll() {
            chat.open("/scopa", "anna");

            chat.say("anna", "/option speed 3");

            assertThat(chat.lastChat()).startsWith("Unknown option \"speed\". Options: variant, ")
                    .contains("target").endsWith("pace, turnTimeout, shuffleSeats, coach");
        }

        @Test
        @DisplayName("where the platform shows no pictures, images is no option: not listed, not taken")
        void noImagesWithoutPictures() {
            chat.open("/scopa", "anna");

            chat.say("anna", "/option images off");
            String refused = chat.lastChat();
            chat.say("anna", "/rules");

            assertThat(refused).startsWith("Unknown option \"images\". Options: variant, ").doesNotContain("shuffleSeats, images");
            assertThat(chat.lastChat()).contains("shuffleSeats on, off").doesNotContain("images");
        }

        @Test
        @DisplayName("where the platform shows pictures, images is listed and taken")
        void imagesWithPictures() {
            chat.capabilities(PlatformLimits.TELEGRAM);
            chat.open("/scopa", "anna");

            chat.say("anna", "/option speed 3");
            String refused = chat.lastChat();
            chat.say("anna", "/option images off");

            assertThat(refused).endsWith("pace, turnTimeout, shuffleSeats, images, coach");
            assertThat(chat.lastConfirm("anna")).contains("images = off");
        }

        @Test
        @DisplayName("bare /option shows every option with its value and the values it takes")
        void bareOption() {
            chat.open("/scopa", "anna");

            chat.say("anna", "/option");

            assertThat(chat.lastChat()).startsWith("Usage: /option name value\n⚙️ Options now, and the values they take:")
                    .contains("\ntarget = 11 (11, 16, 21, 31)\n").contains("\ncaptureChoice = free (free, fewest)\n")
                    .contains("\nnapola = off (on, off)\n").contains("\nshuffleSeats = on (on, off)\n").endsWith("\ncoach = off (on, off)");
        }
    }

    @Nested
    @DisplayName("options in Italian")
    class ItalianOptions {

        @Test
        @DisplayName("an Italian lobby names options and values in Italian, and takes them in either language")
        void italianWords() {
            chat.locale("bea", Locale.ITALIAN);
            chat.open("/scopa", "bea");

            chat.say("bea", "/opzione obiettivo 21");
            String target = chat.lastConfirm("bea");
            chat.say("bea", "/opzione presa minima");
            String capture = chat.lastConfirm("bea");
            chat.say("bea", "/opzione napola sì", "/opzione ritmo differita", "/opzione captureChoice free");
            String english = chat.lastConfirm("bea");

            assertThat(target).isEqualTo("⚙️ obiettivo = 21");
            assertThat(capture).isEqualTo("⚙️ presa = minima");
            assertThat(english).isEqualTo("⚙️ presa = libera");
            assertThat(chat.record().options()).containsEntry("target", "21").containsEntry("napola", "true")
                    .containsEntry("captureChoice", "free");
            assertThat(chat.record().tableOptions()).containsEntry("pace", "async");
            assertThat(chat.now(chat.chatMessage("tavolo aperto da bea")).text())
                    .contains("obiettivo 21").contains("napola sì").contains("ritmo differita");
        }

        @Test
        @DisplayName("an Italian refusal lists the values in Italian")
        void italianRefusal() {
            chat.locale("bea", Locale.ITALIAN);
            chat.open("/scopa", "bea");

            chat.say("bea", "/opzione presa tutte");

            assertThat(chat.lastChat()).isEqualTo("Valore \"tutte\" non valido per presa. Valori: libera, minima");
        }
    }
}
