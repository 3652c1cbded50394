package dev.mazziere.games.scopa;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.table.TestChat;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Scopa played at a table through the chat boundary")
class ScopaTableTest {

    private final TestChat chat = new TestChat(42, Duration.ZERO);

    @Test
    @DisplayName("two friends play a Scopa match with buttons to the final score, with one table message edited in place")
    void twoHumans() {
        chat.open("/scopa", "anna", "carlo");
        chat.say("anna", "/start");

        int presses = chat.playOut(List.of("anna", "carlo"), 3000);

        assertThat(presses).isGreaterThanOrEqualTo(72);
        assertThat(chat.lastShown()).contains("🏁 Match over · 🏆").contains(" wins").contains("Points:").doesNotContain("Total:");
        assertThat(chat.handEnds()).isNotEmpty().allSatisfy(t -> assertThat(t)
                .matches("(?s)📊 Smazzata \\d+: .*\\n(anna|carlo): .*(carte|denari|settebello|primiera|scop).*"));
        assertThat(chat.chatTexts()).filteredOn(t -> t.contains("to play")).hasSize(1);
        assertThat(chat.log).filteredOn(o -> o.kind().equals("edit") && o.text().contains("▶️")).hasSizeGreaterThan(70);
        assertThat(chat.tables.table(chat.group)).isEmpty();
    }

    @Test
    @DisplayName("a human plays against an easy and a medium computer player, who move on their own")
    void humanAgainstComputers() {
        chat.open("/scopa", "anna");
        chat.say("anna", "/addbot easy", "/addbot medium", "/start");

        chat.playOut(List.of("anna"), 2000);

        assertThat(chat.lastShown()).contains("Match over");
        assertThat(chat.dmTexts("anna")).anyMatch(t -> t.contains("Your hand:") && t.contains("your turn!")
                && t.contains("⏳ 2m to play"));
        assertThat(chat.log).filteredOn(o -> o.kind().equals("edit") && o.text().contains("🤖")).isNotEmpty();
    }

    @Test
    @DisplayName("/scopone seats four in two pairs and names each pair in the scores")
    void scopone() {
        chat.say("anna", "/scopone");
        chat.say("carlo", "/entra");
        chat.say("bea", "/join");
        chat.say("anna", "/bot", "/inizia");

        chat.playOut(List.of("anna", "carlo", "bea"), 3000);

        assertThat(chat.handEnds()).anyMatch(t -> t.contains("+"));
        assertThat(chat.lastShown()).contains("Match over");
        assertThat(chat.dmTexts("anna").get(0)).contains("Scopone");
    }

    @Test
    @DisplayName("the end of a match says each total once: one scores line, the last hand's scope in its breakdown only")
    void eachTotalOnce() {
        playInItalian();

        List<String> end = chat.lastShown().lines().toList();
        assertThat(end).filteredOn(l -> l.matches(".*\\b(anna|carlo) \\d+\\b.*") && !l.startsWith("📊")).singleElement()
                .asString().startsWith("Punti: ").doesNotContain("scop");
        assertThat(end).noneMatch(l -> l.startsWith("Totale"));
        assertThat(end).filteredOn(l -> l.contains("scop")).allMatch(l -> l.startsWith("anna: ") || l.startsWith("carlo: "));
    }

    @Test
    @DisplayName("an Italian opener gets the whole match in Italian, game terms included")
    void italian() {
        playInItalian();

        assertThat(chat.chatTexts().get(0)).contains("tavolo aperto da anna");
        assertThat(chat.handEnds()).anyMatch(t -> t.startsWith("📊 Smazzata"));
        assertThat(chat.lastShown()).contains("🏁 Partita finita · 🏆 vince").contains("Punti:").doesNotContain("Totale:");
        assertThat(chat.dmTexts("carlo")).anyMatch(t -> t.contains("Le tue carte:"));
    }

    /** anna, Italian, opens a table for carlo and her, and they play it to the end. */
    private void playInItalian() {
        chat.locale("anna", Locale.ITALIAN);
        chat.open("/scopa", "anna", "carlo");
        chat.say("anna", "/inizia");
        chat.playOut(List.of("anna", "carlo"), 3000);
    }
}
