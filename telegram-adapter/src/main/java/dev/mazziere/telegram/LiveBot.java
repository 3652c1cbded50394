package dev.mazziere.telegram;

import dev.mazziere.games.GameRegistry;
import dev.mazziere.store.Store;
import dev.mazziere.store.Stores;
import dev.mazziere.table.BotCore;
import dev.mazziere.table.ExecutorScheduler;
import dev.mazziere.table.Tables;
import dev.mazziere.table.flow.TableConfig;
import java.net.InetAddress;
import java.net.URI;
import java.nio.file.Files;
import java.time.Clock;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import mockwebserver3.MockWebServer;

/**
 * The whole bot on a {@link FakeBotApi}: the real client, poller and outbound queues under
 * the given limits, the core on a SQLite file in a new temporary folder, computer players
 * moving after {@code botPause}. Closed in reverse order.
 */
final class LiveBot implements AutoCloseable {

    final FakeBotApi api = new FakeBotApi();
    final Store store;
    private final MockWebServer server = new MockWebServer();
    private final ExecutorScheduler scheduler = new ExecutorScheduler();
    private final TelegramBot bot;

    /** {@code sendTimeout}: how long a table may wait for a message Telegram has not taken yet. */
    LiveBot(RateLimits limits, Duration sendTimeout, long seed) throws Exception {
        this(limits, sendTimeout, seed, Duration.ZERO, null);
    }

    /** With {@code flood} (null for none) enforced by the fake from the first call on. */
    LiveBot(RateLimits limits, Duration sendTimeout, long seed, Duration botPause, FloodControl flood) throws Exception {
        server.setDispatcher(api);
        server.start(InetAddress.getByName("127.0.0.1"), 0);
        api.limits(flood);
        AtomicLong seeds = new AtomicLong(seed);
        TelegramConfig config = new TelegramConfig(FakeBotApi.TOKEN, URI.create("http://127.0.0.1:" + server.getPort()),
                limits, sendTimeout, 1);
        store = Stores.open("jdbc:sqlite:" + Files.createTempDirectory("telegram").resolve("m.db"), Clock.systemUTC());
        bot = TelegramBot.start(config, BotCore.tables(GameRegistry.standard(),
                TableConfig.of(Clock.systemUTC(), scheduler, botPause, seeds::getAndIncrement), store));
    }

    @Override
    public void close() {
        api.releaseAll();
        bot.close();
        server.close();
        scheduler.close();
        store.close();
    }
}
