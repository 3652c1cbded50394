package dev.mazziere.table;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.chat.Capabilities;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Who the leaderboard credits, and under which name")
class LeaderboardTest {

    private final TestChat chat = new TestChat(42, Duration.ZERO);

    @Test
    @DisplayName("a player who left and let the computer play their seat is credited with nothing")
    void leaverIsNotCredited() {
        chat.open("/scopa", "anna", "carlo");
        chat.say("anna", "/start");
        chat.playOut(List.of("anna", "carlo"), 6);

        chat.say("anna", "/leave");
        chat.playOut(List.of("carlo"), 3000);

        assertThat(chat.tables.table(chat.group)).isEmpty();
        chat.say("carlo", "/stats");
        assertThat(chat.lastChat()).startsWith("🏆 Scopa leaderboard\n1. carlo — ").doesNotContain("anna");
    }

    @Test
    @DisplayName("a seat played by its player from start to end counts for them")
    void playersAreCredited() {
        chat.open("/scopa", "anna", "carlo");
        chat.say("anna", "/start");
        chat.playOut(List.of("anna", "carlo"), 3000);

        chat.say("carlo", "/stats");

        assertThat(chat.lastChat()).contains("anna — ").contains("carlo — ").contains("1 played");
    }

    @Test
    @DisplayName("Scopone has its own name in /history and its file, and its own leaderboard")
    void sconeIsNotScopa() {
        chat.capabilities(new Capabilities(4096, 8, 100, true, false, 200, false, true));
        chat.open("/scopone", "anna");
        chat.say("anna", "/addbot", "/addbot", "/addbot", "/start");
        chat.playOut(List.of("anna"), 3000);

        chat.say("anna", "/history");
        TestChat.Out history = chat.log.get(chat.log.size() - 1);
        chat.say("anna", "/stats");

        assertThat(history.text()).startsWith("📜 Last match: Scopone, ");
        assertThat(history.message().file().fileName()).startsWith("mazziere-scopone-");
        assertThat(chat.lastChat()).startsWith("🏆 Scopone leaderboard\n1. anna — ").doesNotContain("Scopa ");
    }
}
