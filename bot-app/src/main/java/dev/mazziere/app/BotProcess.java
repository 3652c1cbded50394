package dev.mazziere.app;

import dev.mazziere.app.ops.Health;
import dev.mazziere.app.ops.MeteredStore;
import dev.mazziere.app.ops.Metrics;
import dev.mazziere.app.ops.Misconfigured;
import dev.mazziere.app.ops.OperatorLine;
import dev.mazziere.app.ops.OpsServer;
import dev.mazziere.app.ops.PlatformStarter;
import dev.mazziere.app.ops.PlatformState;
import dev.mazziere.app.ops.Settings;
import dev.mazziere.discord.DiscordBot;
import dev.mazziere.discord.DiscordConfig;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.records.Retention;
import dev.mazziere.store.Store;
import dev.mazziere.store.Stores;
import dev.mazziere.table.BotCore;
import dev.mazziere.table.ExecutorScheduler;
import dev.mazziere.table.Tables;
import dev.mazziere.table.flow.TableConfig;
import dev.mazziere.telegram.TelegramBot;
import dev.mazziere.telegram.TelegramConfig;
import dev.mazziere.telegram.TelegramStartException;
import dev.mazziere.text.Lang;
import java.io.PrintStream;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The bot serving its platforms until it is asked to stop. It opens the store, starts
 * the HTTP server if one is configured, and connects each platform in the background,
 * trying again while a platform cannot be reached. {@link #stop} (Ctrl-C, SIGTERM)
 * shuts down in order: no new timer; each platform stops taking events, lets those
 * under way finish and sends what it has queued, within a bound; then the HTTP server;
 * the store last.
 */
final class BotProcess {

    /** How long a running timer may take to finish at shutdown. */
    static final Duration TIMER_GRACE = Duration.ofSeconds(1);

    private static final Logger LOG = LoggerFactory.getLogger(BotProcess.class);
    /** Backfill and retention of the players' records, once started. */
    private volatile RecordsUpkeep upkeep;
    /** How long a computer player waits before it moves, so people can follow. */
    private static final Duration BOT_PAUSE = Duration.ofMillis(1200);

    private final Map<String, String> env;
    private final Settings settings;
    private final Duration firstPause;
    private final Duration longestPause;
    private final PrintStream err;
    private final CountDownLatch stopRequested = new CountDownLatch(1);
    private final CountDownLatch stopped = new CountDownLatch(1);
    private final AtomicInteger exitStatus = new AtomicInteger();
    private final Metrics metrics = new Metrics();
    /** The games this process runs: every platform's core and command menu come from it. */
    private final GameRegistry registry = GameRegistry.standard();
    private final List<PlatformStarter<?>> platforms = new ArrayList<>();
    private volatile MeteredStore store;
    private volatile ExecutorScheduler scheduler;
    /** The tables of each platform started, which write what waits in memory before the store closes. */
    private final List<Tables> platformTables = new java.util.concurrent.CopyOnWriteArrayList<>();
    private volatile Health health;
    private volatile OpsServer http;

    /** {@code firstPause} and {@code longestPause}: the waits between attempts to reach a platform. */
    BotProcess(Map<String, String> env, Settings settings, Duration firstPause, Duration longestPause,
               PrintStream err) {
        this.env = env;
        this.settings = settings;
        this.firstPause = firstPause;
        this.longestPause = longestPause;
        this.err = err;
    }

    /**
     * Starts, serves until {@link #stop}, shuts down.
     *
     * @return the exit status: 0, or 1 when a platform refused the bot for good
     * @throws Misconfigured for a wrong setting, before anything started
     * @throws dev.mazziere.store.StoreException when the store cannot be opened
     */
    int run() throws InterruptedException {
        try {
            start();
            stopRequested.await();
            return exitStatus.get();
        } finally {
            shutdown();
            stopped.countDown();
        }
    }

    /** Asks {@link #run} to shut down and return {@code status}, and waits up to {@code bound} for it. */
    void stop(int status, Duration bound) throws InterruptedException {
        exitStatus.compareAndSet(0, status);
        stopRequested.countDown();
        stopped.await(bound.toMillis(), java.util.concurrent.TimeUnit.MILLISECONDS);
    }

    /** The HTTP server's port, once started (tests bind port 0); -1 before. */
    int httpPort() {
        OpsServer server = http;
        return server == null ? -1 : server.port();
    }

    /** Whether the store was closed: the last step of the shutdown. */
    boolean storeClosed() {
        MeteredStore s = store;
        return s != null && s.closed();
    }

    private void start() {
        TelegramConfig telegram;
        DiscordConfig discord;
        ZoneId zone;
        Lang lang;
        Retention retention;
        try {
            telegram = TelegramConfig.fromEnv(env);
            discord = DiscordConfig.fromEnv(env);
            zone = TableConfig.zone(env);
            lang = TableConfig.lang(env).orElse(null);
            retention = Retention.parse(env.get(Retention.VARIABLE));
        } catch (IllegalArgumentException e) {
            throw new Misconfigured(e.getMessage(), e);
        }
        if (telegram != null && telegram.webhook() != null && settings.httpPort() == null) {
            throw new Misconfigured(TelegramConfig.WEBHOOK_URL + " is set but " + Settings.HTTP_PORT
                    + " is not: the webhook is served on the bot's HTTP server");
        }
        store = metrics.around(Main.openStore(env));
        scheduler = new ExecutorScheduler();
        SecureRandom random = new SecureRandom();
        TableConfig tables = TableConfig.of(Clock.systemUTC(), scheduler, BOT_PAUSE, random::nextLong).withZone(zone)
                .withLang(lang).withRetention(retention);
        upkeep = RecordsUpkeep.start(store, GameRegistry.standard(), retention, Clock.systemUTC());
        health = new Health(store, Duration.ofSeconds(2));
        if (settings.httpPort() != null) {
            http = OpsServer.start(settings.httpAddress(), settings.httpPort(), health, metrics::scrape);
        }
        if (telegram != null) {
            startTelegram(telegram, tables);
        }
        if (discord != null) {
            startDiscord(discord, tables);
        }
        err.println(OperatorLine.info("Ctrl-C stops the bot."));
    }

    private void startTelegram(TelegramConfig config, TableConfig tableConfig) {
        AtomicReference<Tables> tables = new AtomicReference<>();
        PlatformStarter<TelegramBot> starter = new PlatformStarter<>("Telegram",
                () -> TelegramBot.start(config, core("telegram", tableConfig, tables), http),
                e -> !(e instanceof TelegramStartException t) || t.retryable(), firstPause, longestPause,
                bot -> {
                    platformTables.add(tables.get());
                    restore(tables.get());
                    err.println(OperatorLine.info("Telegram bot @" + bot.username() + " is running."));
                },
                this::refused);
        platforms.add(starter);
        // Not ready while the webhook is taken: Telegram posts updates elsewhere until the next check sets it again.
        java.util.function.Supplier<PlatformState> state = () -> connected(starter,
                starter.platform() != null && starter.platform().stats().connected()
                        && starter.platform().stats().webhookOk());
        health.platform("telegram", state);
        metrics.platform("telegram", state);
        metrics.telegram(() -> starter.platform() == null ? null : starter.platform().stats());
        if (config.webhook() != null) {
            metrics.telegramWebhook(() -> starter.platform() == null ? null : starter.platform().stats());
        }
        starter.begin();
    }

    private void startDiscord(DiscordConfig config, TableConfig tableConfig) {
        AtomicReference<Tables> tables = new AtomicReference<>();
        PlatformStarter<DiscordBot> starter = new PlatformStarter<>("Discord", () -> {
            try {
                return DiscordBot.start(config, core("discord", tableConfig, tables), tableConfig.clock());
            } catch (RuntimeException e) {
                // JDA's texts are not ours to vouch for: say what failed, not what it said.
                throw new DiscordStartException(e);
            }
        }, e -> !(e instanceof DiscordStartException d) || d.retryable(), firstPause, longestPause,
                bot -> {
                    platformTables.add(tables.get());
                    restore(tables.get());
                    err.println(OperatorLine.info("Discord bot is running."));
                }, this::refused);
        platforms.add(starter);
        java.util.function.Supplier<PlatformState> state = () -> connected(starter,
                starter.platform() != null && starter.platform().connected());
        health.platform("discord", state);
        metrics.platform("discord", state);
        starter.begin();
    }

    /**
     * What every platform's adapter runs on, built the same way for each: the tables of the
     * games this process runs, on the adapter's port, counted and timed as {@code platform};
     * {@code tables} gets the tables, for the process to restore once the platform is
     * connected and to close at the end.
     */
    private BotCore core(String platform, TableConfig tableConfig, AtomicReference<Tables> tables) {
        return new BotCore(registry, port -> {
            tables.set(new Tables(registry, port, tableConfig, store));
            return metrics.around(platform, tables.get());
        });
    }

    /** A started platform reports its own connection; before, the starter's state stands. */
    private static PlatformState connected(PlatformStarter<?> starter, boolean up) {
        PlatformState s = starter.state();
        return s == PlatformState.UP && !up ? PlatformState.DOWN : s;
    }

    private void restore(Tables tables) {
        try {
            tables.restore();
        } catch (RuntimeException e) {
            LOG.error("open tables not restored: {}", e.getMessage());
        }
    }

    /** A platform refused the bot for good: say so, and stop with status 1 (a restart policy tries again). */
    private void refused(Exception e) {
        err.println(OperatorLine.error(dev.mazziere.app.ops.Secrets.current().mask(e.getMessage())));
        exitStatus.compareAndSet(0, 1);
        stopRequested.countDown();
    }

    private void shutdown() {
        if (upkeep != null) {
            upkeep.close();
        }
        if (scheduler != null && !scheduler.close(TIMER_GRACE)) {
            LOG.warn("a timer was still running after {} s of shutdown", TIMER_GRACE.toSeconds());
        }
        List<Thread> closing = new ArrayList<>();
        for (PlatformStarter<?> p : platforms) {
            // Side by side: each platform has its own bound, and together they stay within docker stop's 10 s.
            Thread t = new Thread(() -> quietly(p), "mazziere-stop-platform");
            t.start();
            closing.add(t);
        }
        for (Thread t : closing) {
            try {
                t.join(Duration.ofSeconds(15).toMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        for (Tables t : platformTables) {
            quietly(t);
        }
        if (http != null) {
            http.close();
        }
        if (health != null) {
            health.close();
        }
        if (store != null) {
            quietly(store);
            LOG.info("store closed");
        }
    }

    private static void quietly(AutoCloseable c) {
        try {
            c.close();
        } catch (Exception e) {
            LOG.warn("{} did not close cleanly: {}", c.getClass().getSimpleName(), e.getMessage());
        }
    }

    /** Discord could not connect: a refused token ends the attempts, anything else is tried again. */
    static final class DiscordStartException extends Exception {
        private final boolean retryable;

        DiscordStartException(RuntimeException cause) {
            super(describe(cause), null, false, false);
            this.retryable = !(cause instanceof net.dv8tion.jda.api.exceptions.InvalidTokenException);
        }

        private static String describe(RuntimeException cause) {
            return cause instanceof net.dv8tion.jda.api.exceptions.InvalidTokenException
                    ? "Discord refused the token: check " + DiscordConfig.TOKEN
                    : "cannot reach Discord (" + cause.getClass().getSimpleName() + ")";
        }

        boolean retryable() {
            return retryable;
        }
    }
}
