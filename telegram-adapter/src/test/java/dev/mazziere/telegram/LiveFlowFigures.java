package dev.mazziere.telegram;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * A measurement, not a test: whole matches of players who answer at once, on the fake Bot
 * API with Telegram's own limits ({@link RateLimits#TELEGRAM}), printing how long presses
 * waited for their answers, how long players waited for their prompts, and the calls per
 * move. Timings depend on the machine: run it by hand, with the load average beside the
 * figures, never in the build:
 * {@code mvn -q -pl telegram-adapter -am test -Dtest=LiveFlowFigures -Dsurefire.failIfNoSpecifiedTests=false -Dlive.figures=true}
 */
@EnabledIfSystemProperty(named = "live.figures", matches = "true")
@DisplayName("Figures of brisk play under Telegram's limits (run by hand)")
class LiveFlowFigures {

    private static final long GROUP = -800;
    private static final Duration PATIENCE = Duration.ofSeconds(120);

    @Test
    void scopaTwoPlayers() throws Exception {
        measure("scopa", 2, List.of());
    }

    @Test
    void napoleoneFourPlayers() throws Exception {
        measure("napoleone", 4, List.of("end hands", "hands 5"));
    }

    private static void measure(String game, int n, List<String> options) throws Exception {
        try (LiveBot bot = new LiveBot(RateLimits.TELEGRAM, Duration.ofSeconds(60), 11)) {
            List<String> names = List.of("anna", "carlo", "dora", "ezio");
            List<ObjectNode> users = new ArrayList<>();
            for (int i = 0; i < n; i++) {
                users.add(bot.api.user(101 + i, names.get(i), "en"));
            }
            BriskPlayers players = new BriskPlayers(bot.api, GROUP, users);
            long start = System.nanoTime();
            players.open(game, options, PATIENCE);
            players.playToTheEnd(PATIENCE);
            BriskPlayers.Figures f = players.figures(PATIENCE);
            System.out.printf("FIGURES %s %d players, whole match in %d s: %s%n", game, n,
                    (System.nanoTime() - start) / 1_000_000_000L, f.line());
        }
    }
}
