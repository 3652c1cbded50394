package dev.mazziere.table.flow;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.table.TestChat;
import dev.mazziere.table.flow.Table;
import dev.mazziere.table.flow.TableScreens;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The table message fits a phone: at most {@value TableScreens#MAX_LINES} lines in every
 * game, at every player count, at every moment of whole matches played by computer
 * players (the opener leaves once the match starts, and the computer plays the seat).
 */
@DisplayName("The table message is at most 8 lines")
class TableMessageLinesTest {

    static Stream<Arguments> tables() {
        return Stream.of(
                Arguments.of("/scopa", 1, List.of(), Locale.ENGLISH),
                Arguments.of("/scopa", 2, List.of("/option napola on", "/option rebello on"), Locale.ITALIAN),
                Arguments.of("/scopone", 3, List.of("/option scoponeDeal classico"), Locale.ENGLISH),
                Arguments.of("/traversone", 2, List.of("/option assoBastoni on", "/option cappotto charge"), Locale.ITALIAN),
                Arguments.of("/traversone", 5, List.of("/option limit 21"), Locale.ENGLISH),
                Arguments.of("/napoleone", 1, List.of("/option end hands", "/option hands 5"), Locale.ENGLISH),
                Arguments.of("/napoleone", 6, List.of("/option end hands", "/option hands 5"), Locale.ITALIAN),
                Arguments.of("/ramino", 4, List.of(), Locale.ENGLISH),
                Arguments.of("/ramino", 5, List.of("/option variant duemazzi"), Locale.ITALIAN),
                Arguments.of("/briscola", 1, List.of(), Locale.ENGLISH),
                Arguments.of("/briscola", 3, List.of("/option games 2"), Locale.ITALIAN),
                Arguments.of("/chiamata", 4, List.of("/option hands 5"), Locale.ENGLISH),
                Arguments.of("/chiamata", 4, List.of("/option hands 5", "/option lead caller"), Locale.ITALIAN),
                Arguments.of("/tressette", 1, List.of(), Locale.ENGLISH),
                Arguments.of("/tressette", 3, List.of("/option target 21"), Locale.ITALIAN));
    }

    @ParameterizedTest(name = "{0} with {1} computer players besides the opener, {3}")
    @MethodSource("tables")
    void everyTableMessageOfAWholeMatchFits(String command, int bots, List<String> options, Locale locale) {
        TestChat chat = new TestChat(11, Duration.ZERO).locale("anna", locale);
        chat.say("anna", command);
        options.forEach(o -> chat.say("anna", o));
        for (int i = 0; i < bots; i++) {
            chat.say("anna", "/addbot");
        }
        chat.say("anna", "/start");
        chat.say("anna", "/leave");

        List<String> tableMessages = chat.groupTexts().stream().filter(TableMessageLinesTest::isTableMessage).toList();
        assertThat(tableMessages).hasSizeGreaterThan(20);
        assertThat(tableMessages).allSatisfy(text -> assertThat(text.lines().count()).as(text)
                .isLessThanOrEqualTo(TableScreens.MAX_LINES));
        assertThat(tableMessages).anyMatch(text -> text.contains("📊"));
        assertThat(tableMessages.get(tableMessages.size() - 1)).as("the match played out").contains("🏁");
    }

    /** Whoever is to act presses their first move button. */
    private static void playOne(TestChat chat) {
        String who = chat.toAct(List.of("anna", "carlo"));
        assertThat(who).as("a player to act").isNotNull();
        chat.press(who, chat.now(chat.prompt(who)).buttons().get(0), chat.prompt(who));
    }

    /** A table message, not the lobby ("🃏 Scopa — table opened by") or a notice. */
    private static boolean isTableMessage(String text) {
        return text.startsWith("🃏 ") && !text.lines().findFirst().orElse("").contains(" — ");
    }

    @Test
    @DisplayName("the last hand's breakdown says why until the next hand's first move, then folds to one line;"
            + " the totals are in one line only")
    void theBreakdownFolds() {
        TestChat chat = new TestChat(11, Duration.ZERO);
        chat.open("/scopa", "anna", "carlo");
        chat.say("anna", "/start");
        while (chat.groupTexts().stream().noneMatch(t -> t.contains("📊"))) {
            playOne(chat);
        }
        String atTheEnd = chat.tableNow().text();
        playOne(chat);
        String afterAMove = chat.tableNow().text();

        List<String> end = atTheEnd.lines().toList();
        assertThat(end.get(1)).matches("📊 Smazzata 1: (anna|carlo) (\\+\\d+|0) · (anna|carlo) (\\+\\d+|0)");
        assertThat(end.get(2)).matches("(anna|carlo): .*");
        List<String> next = afterAMove.lines().toList();
        assertThat(next.get(1)).isEqualTo(end.get(1));
        assertThat(next.get(2)).startsWith("Table:");
        assertThat(afterAMove.lines().filter(l -> l.startsWith("Total") || l.startsWith("Points"))).hasSize(1);
    }
}
