package dev.mazziere.discord;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import dev.mazziere.chat.ChatHandler;
import dev.mazziere.chat.ChatId;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.store.Store;
import dev.mazziere.store.Stores;
import dev.mazziere.table.BotCore;
import dev.mazziere.table.ExecutorScheduler;
import dev.mazziere.table.FakeTime;
import dev.mazziere.table.Tables;
import dev.mazziere.table.flow.TableConfig;
import java.nio.file.Files;
import java.time.Clock;
import java.time.Duration;
import java.util.Comparator;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import net.dv8tion.jda.api.JDA;
import net.dv8tion.jda.api.JDABuilder;
import net.dv8tion.jda.api.entities.channel.concrete.PrivateChannel;
import net.dv8tion.jda.api.entities.channel.middleman.MessageChannel;
import net.dv8tion.jda.api.requests.RestAction;
import net.dv8tion.jda.api.requests.RestConfig;
import net.dv8tion.jda.api.utils.Compression;
import net.dv8tion.jda.api.utils.SessionControllerAdapter;
import net.dv8tion.jda.api.utils.data.DataObject;
import org.junit.jupiter.api.extension.AfterAllCallback;
import org.junit.jupiter.api.extension.AfterEachCallback;
import org.junit.jupiter.api.extension.BeforeAllCallback;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.slf4j.LoggerFactory;

/**
 * Starts the real JDA against a {@link FakeDiscord} for a test, and stops it after: either
 * the whole bot (the core on a SQLite store, the hands mode and shards the test asks for)
 * or JDA with a core of the test's own; then runs interactions and waits until they are
 * handled, waits for what happens later, and reads messages and log lines.
 *
 * <p>A JUnit extension rather than a base class: each test says in its own body what it
 * starts (hands, clock, shards), keeps its own helpers, and JUnit stops whatever was
 * started even when the start itself fails. On an instance field it stops after each
 * test; on a static field, after the class.
 */
final class DiscordHarness implements BeforeAllCallback, AfterEachCallback, AfterAllCallback {

    static final DataObject ANNA = FakeDiscord.user("801", "Anna");
    static final DataObject BRUNO = FakeDiscord.user("802", "Bruno");
    static final DataObject CARLA = FakeDiscord.user("803", "Carla");
    static final DataObject DARIO = FakeDiscord.user("804", "Dario");
    /** The fake server's one text channel, as the core knows it. */
    static final ChatId CHAT = new ChatId(DiscordChat.PLATFORM, FakeDiscord.CHANNEL);
    static final String CHANNEL_MESSAGES = "/channels/" + FakeDiscord.CHANNEL + "/messages";
    private static final Duration PATIENCE = Duration.ofSeconds(10);

    /** Null: the system clock and a real scheduler. */
    private final FakeTime time;
    private final ListAppender<ILoggingEvent> logs = new ListAppender<>();
    private boolean perClass;
    private FakeDiscord fake;
    private ExecutorScheduler scheduler;
    private Store store;
    private DiscordBot bot;
    private Tables tables;
    private JDA jda;
    private LongSupplier finished = () -> 0;
    /** Null: tables stay in their channel, as the other tests expect; else threads, archived this long after. */
    private Duration threads;

    private DiscordHarness(FakeTime time) {
        this.time = time;
    }

    /** Tables on the system clock, turn timers on a real scheduler. */
    static DiscordHarness realTime() {
        return new DiscordHarness(null);
    }

    /** Tables on a clock and timers the test moves. */
    static DiscordHarness on(FakeTime time) {
        return new DiscordHarness(time);
    }

    /** The bot with the core, one gateway session, hands shown as {@code hands}. */
    FakeDiscord start(DiscordConfig.Hands hands) throws Exception {
        return start(hands, 1);
    }

    /** The bot with the core, each table in a thread of its own archived {@code archiveAfter} after its match. */
    FakeDiscord startWithThreads(Duration archiveAfter) throws Exception {
        threads = archiveAfter;
        return start(DiscordConfig.Hands.EPHEMERAL, 1);
    }

    /** The bot with the core, on {@code shards} gateway sessions (above 1: JDA's shard manager). */
    FakeDiscord start(DiscordConfig.Hands hands, int shards) throws Exception {
        return start(hands, shards, UnaryOperator.identity());
    }

    /** The bot with the core wrapped by {@code around}, as the application may wrap it (metrics). */
    FakeDiscord start(DiscordConfig.Hands hands, UnaryOperator<ChatHandler> around) throws Exception {
        return start(hands, 1, around);
    }

    private FakeDiscord start(DiscordConfig.Hands hands, int shards, UnaryOperator<ChatHandler> around)
            throws Exception {
        FakeDiscord server = open();
        store = Stores.open("jdbc:sqlite:" + Files.createTempDirectory("discord").resolve("bot.db"),
                Clock.systemUTC());
        boot(server, hands, shards, around);
        return server;
    }

    /**
     * The bot stops and starts again on the same store and the same Discord, as a new
     * process: what it had armed in memory (timers) is gone; it restores from the store.
     */
    void restart() throws Exception {
        down();
        up();
    }

    /** The bot stops, as a process ends: what it had armed in memory (timers) is gone. */
    void down() {
        bot.close();
        if (scheduler != null) {
            scheduler.close();
        }
    }

    /** The bot, {@link #down}, starts again on the same store and the same Discord (ephemeral hands). */
    void up() throws Exception {
        boot(fake, DiscordConfig.Hands.EPHEMERAL, 1, UnaryOperator.identity());
    }

    private void boot(FakeDiscord server, DiscordConfig.Hands hands, int shards, UnaryOperator<ChatHandler> around)
            throws Exception {
        Clock clock = time != null ? time : Clock.systemUTC();
        if (time == null) {
            scheduler = new ExecutorScheduler();
        }
        SplittableRandom seeds = new SplittableRandom(7);
        TableConfig tables = TableConfig.of(clock, time != null ? time : scheduler, Duration.ZERO, seeds::nextLong);
        DiscordConfig one = server.config(hands);
        AtomicReference<Tables> core = new AtomicReference<>();
        Store stored = store;
        // As the application does: the core from the registry it runs, wrapped as it likes, restored once connected.
        bot = DiscordBot.start(new DiscordConfig(one.token(), one.guildId(), one.hands(), shards, one.restBase(),
                one.gateway(), threads), new BotCore(GameRegistry.standard(), port -> {
                    core.set(new Tables(GameRegistry.standard(), port, tables, stored));
                    return around.apply(core.get());
                }), clock);
        this.tables = core.get();
        this.tables.restore();
        finished = bot::interactionsFinished;
    }

    /**
     * JDA alone, its events handed to the core {@code core} makes of the adapter's port
     * (ephemeral hands): what the adapter turns gateway interactions into.
     */
    FakeDiscord listen(Function<DiscordChat, ChatHandler> core) throws Exception {
        FakeDiscord server = open();
        DiscordChat chat = new DiscordChat(new DiscordChat.Directory() {
            @Override
            public MessageChannel channel(String id) {
                return jda.getChannelById(MessageChannel.class, id);
            }

            @Override
            public RestAction<PrivateChannel> openPrivate(String userId) {
                return jda.openPrivateChannelById(userId);
            }
        }, DiscordConfig.Hands.EPHEMERAL, Clock.systemUTC());
        DiscordListener listener = new DiscordListener(core.apply(chat), chat, dev.mazziere.games.GameRegistry.standard());
        jda = JDABuilder.createLight(FakeDiscord.TOKEN, DiscordBot.INTENTS)
                .setRestConfig(new RestConfig().setBaseUrl(server.restBase()))
                .setSessionController(new SessionControllerAdapter() {
                    @Override
                    public String getGateway() {
                        return server.gateway();
                    }
                })
                .setCompression(Compression.NONE)
                .setEnableShutdownHook(false)
                .addEventListeners(listener)
                .build();
        jda.awaitReady();
        finished = listener::finished;
        return server;
    }

    private FakeDiscord open() throws Exception {
        logs.start();
        root().addAppender(logs);
        fake = new FakeDiscord();
        return fake;
    }

    FakeDiscord fake() {
        return fake;
    }

    DiscordBot bot() {
        return bot;
    }

    /** The core the bot runs. */
    Tables tables() {
        return tables;
    }

    Store store() {
        return store;
    }

    // ---- interactions, each waited for until handled to the end

    /** Runs one interaction and waits until the adapter has handled it; returns its id. */
    String run(Supplier<String> interaction) {
        long before = finished.getAsLong();
        String id = interaction.get();
        waitFor(() -> finished.getAsLong() > before, "interaction " + id + " handled");
        return id;
    }

    String command(DataObject user, String name, String... options) {
        return run(() -> fake.command(user, name, options));
    }

    String press(DataObject user, String messageId, String customId) {
        return run(() -> fake.press(user, messageId, customId));
    }

    /** A press Discord had already given up on (10062 Unknown interaction). */
    String pressExpired(DataObject user, String messageId, String customId) {
        return run(() -> fake.pressExpired(user, messageId, customId));
    }

    String pick(DataObject user, String messageId, String menuId, String value) {
        return run(() -> fake.pick(user, messageId, menuId, value));
    }

    /** Waits until {@code condition} holds (the bot works on JDA's threads), failing as {@code what}. */
    static void waitFor(BooleanSupplier condition, String what) {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        while (!condition.getAsBoolean()) {
            assertThat(System.nanoTime()).as(what).isLessThan(deadline);
            try {
                Thread.sleep(2);
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        }
    }

    // ---- tables

    /** Anna opens a table of {@code game}; returns the table id (the lobby is the command's reply). */
    String openTable(String game) {
        command(ANNA, game);
        return fake.customIdsOf(lobby()).stream().filter(id -> id.startsWith("j:")).findFirst().orElseThrow()
                .substring(2);
    }

    /** The lobby message: the one with a join button. */
    String lobby() {
        return fake.messageWith("j:");
    }

    /** Bruno joins {@code table} with the lobby's button, Anna starts it. */
    void joinAndStart(String table) {
        String lobby = lobby();
        press(BRUNO, lobby, "j:" + table);
        press(ANNA, lobby, "s:" + table);
    }

    /** Anna opens a table of {@code game}, Bruno joins, Anna starts; returns the table id. */
    String startMatch(String game) {
        String table = openTable(game);
        joinAndStart(table);
        return table;
    }

    // ---- what Discord holds

    /** A message's text as Discord has it now. */
    String content(String messageId) {
        return fake.messages.get(messageId).getString("content");
    }

    /** The messages in a channel, in order, as Discord has them now. */
    List<DataObject> messagesIn(String channel) {
        return fake.messages.values().stream().filter(m -> m.getString("channel_id").equals(channel))
                .sorted(Comparator.comparingLong(m -> Long.parseLong(m.getString("id")))).toList();
    }

    // ---- the log; the appender appends under its own lock while JDA's threads log

    List<ILoggingEvent> logEvents() {
        synchronized (logs) {
            return List.copyOf(logs.list);
        }
    }

    /** Log lines so far. */
    List<String> logLines() {
        return logEvents().stream().map(ILoggingEvent::getFormattedMessage).toList();
    }

    boolean logged(String part) {
        return logLines().stream().anyMatch(l -> l.contains(part));
    }

    /** The warnings so far. */
    List<String> warnings() {
        return logEvents().stream().filter(e -> e.getLevel() == Level.WARN).map(ILoggingEvent::getFormattedMessage)
                .toList();
    }

    /** Nothing logged as an error so far. */
    void noErrors() {
        assertThat(logEvents()).noneMatch(e -> e.getLevel().isGreaterOrEqual(Level.ERROR));
    }

    // ---- lifecycle

    @Override
    public void beforeAll(ExtensionContext context) {
        perClass = true;
    }

    @Override
    public void afterEach(ExtensionContext context) {
        if (!perClass) {
            stop();
        }
    }

    @Override
    public void afterAll(ExtensionContext context) {
        stop();
    }

    private void stop() {
        if (bot != null) {
            bot.close();
        }
        if (jda != null) {
            jda.shutdownNow();
            try {
                jda.awaitShutdown(Duration.ofSeconds(5));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        if (fake != null) {
            fake.close();
        }
        if (scheduler != null) {
            scheduler.close();
        }
        if (store != null) {
            store.close();
        }
        root().detachAppender(logs);
        bot = null;
        jda = null;
        fake = null;
        scheduler = null;
        store = null;
        finished = () -> 0;
    }

    private static Logger root() {
        return (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
    }
}
