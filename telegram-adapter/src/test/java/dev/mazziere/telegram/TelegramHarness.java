package dev.mazziere.telegram;

import dev.mazziere.games.GameRegistry;
import dev.mazziere.store.Store;
import dev.mazziere.store.Stores;
import dev.mazziere.table.BotCore;
import dev.mazziere.table.ExecutorScheduler;
import dev.mazziere.table.flow.TableConfig;
import java.net.InetAddress;
import java.net.URI;
import java.nio.file.Files;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import mockwebserver3.MockWebServer;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeEachCallback;
import org.junit.jupiter.api.extension.ExtensionContext;

/**
 * One test's Telegram, as a JUnit extension: the fake Bot API served on 127.0.0.1, a SQLite
 * store in a fresh file, and the real bot started against both ({@link #startBot}, again
 * after a {@link #restart}); all closed after the test. Seeds are 7, 8, ... so deals repeat.
 */
final class TelegramHarness implements BeforeEachCallback, AfterEachCallback {

    private final FakeBotApi api = new FakeBotApi();
    private final ExecutorScheduler scheduler = new ExecutorScheduler();
    private final AtomicLong seeds = new AtomicLong(7);
    private MockWebServer server;
    private Store store;
    private TelegramBot bot;

    /** The fake Bot API: users, chats and what the bot sent. Usable before the test starts. */
    FakeBotApi api() {
        return api;
    }

    /** The bot's store. */
    Store store() {
        return store;
    }

    @Override
    public void beforeEach(ExtensionContext context) throws Exception {
        server = new MockWebServer();
        server.setDispatcher(api);
        server.start(InetAddress.getByName("127.0.0.1"), 0);
        store = Stores.open("jdbc:sqlite:" + Files.createTempDirectory("telegram").resolve("m.db"), Clock.systemUTC());
    }

    /** Starts the bot on the fake and the store, with short rate limits and no pacing. */
    TelegramBot startBot() {
        TelegramConfig config = new TelegramConfig(FakeBotApi.TOKEN, URI.create("http://127.0.0.1:" + server.getPort()),
                new RateLimits(Duration.ofMillis(5), 10_000, 1000, Duration.ofMillis(50), 5), Duration.ofSeconds(15), 1);
        bot = TelegramBot.start(config, BotCore.tables(GameRegistry.standard(),
                TableConfig.of(Clock.systemUTC(), scheduler, Duration.ZERO, seeds::getAndIncrement), store));
        return bot;
    }

    /** Closes the running bot and starts another on the same fake and store. */
    TelegramBot restart() {
        bot.close();
        return startBot();
    }

    @Override
    public void afterEach(ExtensionContext context) {
        if (bot != null) {
            bot.close();
        }
        server.close();
        scheduler.close();
        store.close();
    }
}
