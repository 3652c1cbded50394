package dev.mazziere.telegram;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Brisk play on Telegram while the group takes nothing more")
class LiveFlowTest {

    static final long GROUP = -700;
    /** Fast limits: what this test holds back is the group, not the pacing. */
    private static final RateLimits FAST = new RateLimits(Duration.ofMillis(5), 10_000, 1000, Duration.ofMillis(50), 5);
    /** Long enough that a table waiting for the group would still be waiting when the test gives up. */
    private static final Duration FOREVER = Duration.ofMinutes(10);
    private static final Duration PATIENCE = Duration.ofSeconds(30);

    @Test
    @DisplayName("2-player Scopa: every press is answered and every prompt arrives, through a hand end, while the group is held")
    void scopaHandEnd() throws Exception {
        try (LiveBot bot = new LiveBot(FAST, FOREVER, 3)) {
            BriskPlayers players = players(bot, 2);
            players.open("scopa", List.of(), () -> { }, PATIENCE);
            awaitTable(bot);
            bot.api.hold(GROUP);
            // A 2-player hand is 36 moves: play through its end into the next hand.
            players.play(40, PATIENCE);
            assertThat(players.presses()).hasSize(40);
            for (BriskPlayers.Press p : players.presses()) {
                players.answerTo(p.query(), PATIENCE);
            }
            bot.api.release(GROUP);
        }
    }

    @Test
    @DisplayName("4-player Napoleone: every press is answered and every prompt arrives, through a hand end, while the group is held")
    void napoleoneHandEnd() throws Exception {
        try (LiveBot bot = new LiveBot(FAST, FOREVER, 5)) {
            BriskPlayers players = players(bot, 4);
            players.open("napoleone", List.of("end hands", "hands 10"), () -> { }, PATIENCE);
            awaitTable(bot);
            bot.api.hold(GROUP);
            // A hand is the bidding and at most 20 cards: 60 moves go through several hand ends.
            players.play(60, PATIENCE);
            assertThat(players.presses()).hasSize(60);
            for (BriskPlayers.Press p : players.presses()) {
                players.answerTo(p.query(), PATIENCE);
            }
            bot.api.release(GROUP);
        }
    }

    private static BriskPlayers players(LiveBot bot, int n) {
        List<String> names = List.of("anna", "carlo", "dora", "ezio");
        List<ObjectNode> users = new java.util.ArrayList<>();
        for (int i = 0; i < n; i++) {
            users.add(bot.api.user(101 + i, names.get(i), "en"));
        }
        return new BriskPlayers(bot.api, GROUP, users, 7, 0);
    }

    /** Waits for the table message: the one with the "my cards" button. */
    private static void awaitTable(LiveBot bot) {
        bot.api.await("the table message", 30, () -> bot.api.messages(GROUP).stream()
                .filter(m -> BriskPlayers.button(m, "h:").isPresent()).findFirst(), Optional::isPresent);
    }
}
