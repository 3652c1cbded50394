package dev.mazziere.telegram;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.chat.ChatEvent;
import dev.mazziere.chat.ChatHandler;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.table.BotCore;
import java.net.InetAddress;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import mockwebserver3.MockWebServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The command menu Telegram shows is made of the games the application runs, not of a list the adapter keeps. */
@DisplayName("The Telegram command menu")
@Timeout(30)
class TelegramMenuTest {

    private final FakeBotApi api = new FakeBotApi();
    private MockWebServer telegram;
    private TelegramBot bot;

    @BeforeEach
    void start() throws Exception {
        telegram = new MockWebServer();
        telegram.setDispatcher(api);
        telegram.start(InetAddress.getByName("127.0.0.1"), 0);
    }

    @AfterEach
    void stop() {
        if (bot != null) {
            bot.close();
        }
        telegram.close();
    }

    @Test
    @DisplayName("lists the games of the registry the application hands over, and no other")
    void fromTheAppsRegistry() {
        GameRegistry onlyScopa = new GameRegistry(List.of(GameRegistry.standard().get("scopa")));
        TelegramConfig config = new TelegramConfig(FakeBotApi.TOKEN,
                URI.create("http://127.0.0.1:" + telegram.getPort()),
                new RateLimits(Duration.ofMillis(5), 10_000, 1000, Duration.ofMillis(50), 5), Duration.ofSeconds(15), 1);
        bot = TelegramBot.start(config, new BotCore(onlyScopa, port -> new ChatHandler() {
            @Override
            public void handle(ChatEvent event) {
            }
        }));

        List<FakeBotApi.Call> menus = api.calls("setMyCommands");
        assertThat(menus).as("a menu in each language").hasSize(2);
        for (FakeBotApi.Call menu : menus) {
            List<String> listed = new ArrayList<>();
            menu.params().path("commands").forEach(c -> listed.add(c.path("command").asText()));
            assertThat(listed).contains("scopa", "scopone").doesNotContain("ramino", "napoleone", "traversone");
        }
    }
}
