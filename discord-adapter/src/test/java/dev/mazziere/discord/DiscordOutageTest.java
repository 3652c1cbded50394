package dev.mazziere.discord;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import dev.mazziere.chat.ChatId;
import dev.mazziere.store.Store;
import dev.mazziere.store.Stores;
import dev.mazziere.table.FakeTime;
import dev.mazziere.table.TableConfig;
import dev.mazziere.table.TableSnapshot;
import java.nio.file.Files;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import java.util.function.BooleanSupplier;
import java.util.function.Supplier;
import net.dv8tion.jda.api.utils.data.DataObject;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.slf4j.LoggerFactory;

/**
 * When Discord refuses the bot for a while, with the real JDA against FakeDiscord and a
 * clock the test moves (turn timers, DM retries): the bot removed from its server,
 * channels or servers Discord no longer knows, rights taken away while nobody is
 * interacting, DMs closed and opened again.
 */
@Timeout(60)
class DiscordOutageTest {

    private static final DataObject ANNA = FakeDiscord.user("801", "Anna");
    private static final DataObject BRUNO = FakeDiscord.user("802", "Bruno");
    private static final DataObject CARLA = FakeDiscord.user("803", "Carla");
    private static final DataObject DARIO = FakeDiscord.user("804", "Dario");
    private static final ChatId CHAT = new ChatId(DiscordChat.PLATFORM, FakeDiscord.CHANNEL);
    private static final String CHANNEL_MESSAGES = "/channels/300/messages";
    private static final Duration TURN = Duration.ofMinutes(2);

    private FakeDiscord fake;
    private DiscordBot bot;
    private final FakeTime time = new FakeTime();
    private Store store;
    private final ListAppender<ILoggingEvent> logs = new ListAppender<>();

    private void start(DiscordConfig.Hands hands) throws Exception {
        logs.start();
        ((Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME)).addAppender(logs);
        fake = new FakeDiscord();
        SplittableRandom seeds = new SplittableRandom(7);
        TableConfig tables = TableConfig.of(time, time, Duration.ZERO, seeds::nextLong);
        store = Stores.open("jdbc:sqlite:" + Files.createTempDirectory("discord").resolve("o.db"), Clock.systemUTC());
        bot = DiscordBot.start(fake.config(hands), store, tables);
    }

    @AfterEach
    void stop() {
        if (bot != null) {
            bot.close();
        }
        fake.close();
        store.close();
        ((Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME)).detachAppender(logs);
    }

    // ---- helpers

    private String run(Supplier<String> interaction) {
        long before = bot.interactionsFinished();
        String id = interaction.get();
        waitFor(() -> bot.interactionsFinished() > before, "interaction " + id + " handled");
        return id;
    }

    private static void waitFor(BooleanSupplier condition, String what) {
        long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (!condition.getAsBoolean()) {
            assertThat(System.nanoTime()).as(what).isLessThan(deadline);
            try {
                Thread.sleep(2);
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            }
        }
    }

    private List<ILoggingEvent> logEvents() {
        synchronized (logs) {
            return List.copyOf(logs.list);
        }
    }

    /** Log lines so far; the appender appends under its own lock, JDA's threads log meanwhile. */
    private List<String> logLines() {
        synchronized (logs) {
            return logs.list.stream().map(ILoggingEvent::getFormattedMessage).toList();
        }
    }

    private boolean logged(String part) {
        return logLines().stream().anyMatch(l -> l.contains(part));
    }

    private List<String> warnings() {
        synchronized (logs) {
            return logs.list.stream().filter(e -> e.getLevel() == Level.WARN).map(ILoggingEvent::getFormattedMessage)
                    .toList();
        }
    }

    /** The warnings about this table's chat: one per outage. */
    private List<String> tableWarnings(String table) {
        synchronized (logs) {
            return logs.list.stream().filter(e -> e.getLevel() == Level.WARN).map(ILoggingEvent::getFormattedMessage)
                    .filter(l -> l.startsWith("table " + table + " in chat discord:300")).toList();
        }
    }

    private long channelCalls() {
        return fake.calls.stream().filter(c -> c.path().startsWith(CHANNEL_MESSAGES)).count();
    }

    private TableSnapshot table() {
        return bot.tables().table(CHAT).orElseThrow();
    }

    private String content(String messageId) {
        return fake.messages.get(messageId).getString("content");
    }

    /** The messages in a channel, in order, as Discord has them now. */
    private List<DataObject> messagesIn(String channel) {
        return fake.messages.values().stream().filter(m -> m.getString("channel_id").equals(channel))
                .sorted(java.util.Comparator.comparingLong(m -> Long.parseLong(m.getString("id")))).toList();
    }

    /** Anna opens a Scopa table; returns the table id. */
    private String openTable() {
        run(() -> fake.command(ANNA, "scopa"));
        return fake.customIdsOf(fake.messageWith("j:")).stream().filter(id -> id.startsWith("j:")).findFirst()
                .orElseThrow().substring(2);
    }

    /** Anna opens, Bruno joins, Anna starts; returns the table id. */
    private String startMatch() {
        String table = openTable();
        String lobby = fake.messageWith("j:");
        run(() -> fake.press(BRUNO, lobby, "j:" + table));
        run(() -> fake.press(ANNA, lobby, "s:" + table));
        return table;
    }

    /** {@code user} asks with /hand; the ephemeral hand if it carries move buttons, else null. */
    private DataObject handWithMoves(DataObject user) {
        String id = run(() -> fake.command(user, "hand"));
        return fake.followups(id).stream().filter(m -> FakeDiscord.customIds(m).stream().anyMatch(c -> c.startsWith("m:")))
                .findFirst().orElse(null);
    }

    /** Whoever must move asks for the hand with /hand and plays its first move. */
    private void playOne() {
        DataObject hand = handWithMoves(ANNA);
        DataObject player = ANNA;
        if (hand == null) {
            hand = handWithMoves(BRUNO);
            player = BRUNO;
        }
        assertThat(hand).as("one of the two has move buttons").isNotNull();
        String handId = hand.getString("id");
        String move = FakeDiscord.customIds(hand).stream().filter(c -> c.startsWith("m:")).findFirst().orElseThrow();
        DataObject mover = player;
        run(() -> fake.press(mover, handId, move));
    }

    private void noErrors() {
        synchronized (logs) {
            assertThat(logEvents()).noneMatch(e -> e.getLevel().isGreaterOrEqual(Level.ERROR));
        }
    }

    // ---- the bot removed from the server

    @Test
    @DisplayName("removed from the server: logged once with table and server, no turn played unseen; invited back, a press goes on")
    void removedFromServer() throws Exception {
        start(DiscordConfig.Hands.EPHEMERAL);
        String table = startMatch();
        String tableMessage = fake.messageWith("h:" + table);

        fake.removeGuild();
        waitFor(() -> !tableWarnings(table).isEmpty(), "the table's outage logged");
        assertThat(tableWarnings(table)).singleElement().asString().contains("removed from server Osteria (200)");
        assertThat(logged("the bot was removed from server Osteria (200): its tables stay stored")).isTrue();

        long channelCalls = channelCalls();
        time.advance(TURN.multipliedBy(15));
        assertThat(table().moves()).as("nobody's turn is played while nobody can see the table").isEmpty();
        assertThat(channelCalls()).as("nothing sent where the bot is not").isEqualTo(channelCalls);
        assertThat(store.loadOpenTable(DiscordChat.PLATFORM, FakeDiscord.CHANNEL)).as("the table stays stored").isPresent();
        assertThat(tableWarnings(table)).as("logged once").hasSize(1);
        assertThat(fake.calls("POST", "/users/@me/channels")).as("nothing for the owner to fix").isEmpty();

        fake.addGuild();
        waitFor(() -> logged("invited to server Osteria (200)"), "the server back");
        playOne();
        assertThat(table().moves()).hasSize(1);
        assertThat(fake.calls("PATCH", CHANNEL_MESSAGES + "/" + tableMessage)).as("the table message edited again")
                .isNotEmpty();
        assertThat(content(tableMessage)).contains("▶️");
        waitFor(() -> logged("table " + table + " in chat discord:300: the chat takes the bot's messages again"),
                "the outage over");
        assertThat(table().deadline()).as("the turn clock runs again").isNotNull();
        noErrors();
    }

    @ParameterizedTest(name = "Discord error {0}")
    @ValueSource(ints = {10003, 10004})
    @DisplayName("Unknown Channel or Unknown Guild: the lobby lives on, one warning however many edits fail, edited when Discord knows the channel again")
    void unknownChannelOrGuild(int code) throws Exception {
        start(DiscordConfig.Hands.EPHEMERAL);
        String table = openTable();
        String lobby = fake.messageWith("j:");
        fake.forbidden.add(FakeDiscord.CHANNEL);
        fake.forbiddenCode = code;

        fake.react(BRUNO, lobby, "✅", true);
        waitFor(() -> table().seats().size() == 2, "Bruno joined");
        fake.react(CARLA, lobby, "✅", true);
        waitFor(() -> table().seats().size() == 3, "Carla joined");
        run(() -> fake.press(DARIO, lobby, "j:" + table));
        waitFor(() -> fake.calls("PATCH", CHANNEL_MESSAGES + "/" + lobby).size() == 3, "three edits tried");

        assertThat(table().seats()).hasSize(4);
        assertThat(tableWarnings(table)).singleElement().asString().contains("gone for the bot")
                .contains(Integer.toString(code));
        assertThat(warnings()).as("no other warning for the failed edits").filteredOn(l -> l.contains(lobby))
                .hasSize(1);
        assertThat(fake.calls("POST", "/users/@me/channels")).as("nothing for the owner to fix").isEmpty();

        fake.forbidden.clear();
        fake.react(CARLA, lobby, "✅", false);
        waitFor(() -> content(lobby).contains("Dario"), "the lobby edited again");
        assertThat(content(lobby)).contains("Bruno").doesNotContain("Carla");
        waitFor(() -> logged("table " + table + " in chat discord:300: the chat takes the bot's messages again"),
                "the outage over");
        noErrors();
    }

    @Test
    @DisplayName("50001 Missing Access from a server the bot was just removed from: the chat is gone, not a right to ask for")
    void missingAccessAfterRemoval() throws Exception {
        start(DiscordConfig.Hands.EPHEMERAL);
        String table = openTable();
        String lobby = fake.messageWith("j:");
        fake.forbidden.add(FakeDiscord.CHANNEL);
        fake.forbiddenCode = 50001;
        fake.beforeRefusal = () -> {
            fake.beforeRefusal = () -> { };
            fake.removeGuild(); // Discord answers once the bot is out of the server
            waitFor(() -> logged("the bot was removed from server Osteria (200)"), "JDA dropped the server");
        };

        fake.react(BRUNO, lobby, "✅", true);
        waitFor(() -> !tableWarnings(table).isEmpty(), "the refusal logged");

        assertThat(tableWarnings(table)).singleElement().asString().contains("gone for the bot").contains("50001");
        assertThat(fake.calls("POST", "/users/@me/channels")).as("the owner is not asked to grant anything").isEmpty();
        assertThat(bot.tables().table(CHAT)).isPresent();
        noErrors();
    }

    // ---- refused with nobody interacting

    @Test
    @DisplayName("a timed-out turn whose table edit is refused: the owner hears by DM which permission, once; one warning")
    void ownerToldOnTimedOutTurn() throws Exception {
        start(DiscordConfig.Hands.EPHEMERAL);
        String table = startMatch();
        String tableMessage = fake.messageWith("h:" + table);
        fake.forbidden.add(FakeDiscord.CHANNEL);

        time.advance(TURN);
        assertThat(table().moves()).as("the computer played the turn").hasSize(1);
        List<DataObject> notices = messagesIn("9801");
        assertThat(notices).singleElement().satisfies(dm -> {
            assertThat(dm.getString("content")).startsWith("⚠️ Your Scopa table in <#300>: I cannot post or edit"
                    + " messages there, because I lack the permission «Send Messages».");
            assertThat(dm.getInt("flags", 0) & 64).as("a real DM, though hands are ephemeral").isZero();
        });
        assertThat(fake.calls("POST", "/users/@me/channels")).extracting(c -> c.body().getString("recipient_id"))
                .containsOnly("801");

        time.advance(TURN);
        assertThat(table().moves()).hasSize(2);
        assertThat(messagesIn("9801")).as("once per outage").hasSize(1);
        assertThat(tableWarnings(table)).singleElement().asString().contains("50013");

        fake.forbidden.clear();
        time.advance(TURN);
        assertThat(table().moves()).hasSize(3);
        assertThat(content(tableMessage)).contains("▶️ ⏰");
        assertThat(logged("table " + table + " in chat discord:300: the chat takes the bot's messages again")).isTrue();
        noErrors();
    }

    @Test
    @DisplayName("a table that could not be posted anywhere is posted at the next move once rights are back, and edited after")
    void tablePostedWhenRightsReturn() throws Exception {
        start(DiscordConfig.Hands.EPHEMERAL);
        String table = openTable();
        String lobby = fake.messageWith("j:");
        run(() -> fake.press(BRUNO, lobby, "j:" + table));
        fake.forbidden.add(FakeDiscord.CHANNEL);
        fake.publicFollowupsRefused = true;

        run(() -> fake.press(ANNA, lobby, "s:" + table));
        assertThat(table().tableMessage()).as("neither the channel nor the press could carry it").isNull();
        assertThat(messagesIn("9801")).as("the owner told").singleElement()
                .satisfies(dm -> assertThat(dm.getString("content")).startsWith("⚠️"));
        int posts = fake.calls("POST", CHANNEL_MESSAGES).size();

        fake.forbidden.clear();
        fake.publicFollowupsRefused = false;
        playOne();
        assertThat(fake.calls("POST", CHANNEL_MESSAGES)).as("posted at that move").hasSize(posts + 1);
        String tableMessage = fake.messageWith("h:" + table);
        assertThat(fake.messages.get(tableMessage).getString("channel_id")).isEqualTo(FakeDiscord.CHANNEL);
        assertThat(table().tableMessage().id()).isEqualTo(tableMessage);

        playOne();
        assertThat(table().moves()).hasSize(2);
        assertThat(fake.calls("PATCH", CHANNEL_MESSAGES + "/" + tableMessage)).as("later moves edit it").hasSize(1);
        assertThat(fake.calls("POST", CHANNEL_MESSAGES)).as("no second table").hasSize(posts + 1);
        noErrors();
    }

    // ---- DMs closed, then open again

    @Test
    @DisplayName("DMs opened again: pressing My cards tries the DM at once, and hands go there from then on")
    void myCardsReopensDms() throws Exception {
        start(DiscordConfig.Hands.DM);
        fake.closedDms.add("802");
        String table = startMatch();
        assertThat(messagesIn("9802")).isEmpty();
        assertThat(logged("cannot write to user 802: 50007")).isTrue();

        fake.closedDms.remove("802");
        String tableMessage = fake.messageWith("h:" + table);
        String look = run(() -> fake.press(BRUNO, tableMessage, "h:" + table));

        assertThat(fake.followups(look)).singleElement().satisfies(reply -> {
            assertThat(reply.getString("content")).isEqualTo("📬 Your cards are in our private chat.");
            assertThat(reply.getInt("flags") & 64).isEqualTo(64);
        });
        assertThat(messagesIn("9802")).singleElement().satisfies(dm -> assertThat(dm.getString("content"))
                .startsWith("🃏 Scopa"));
        assertThat(logged("direct messages to user 802 work again")).isTrue();
        noErrors();
    }

    @Test
    @DisplayName("DMs opened again: not tried for ten minutes, then the next private message goes by DM")
    void dmRetriedAfterTenMinutes() throws Exception {
        start(DiscordConfig.Hands.DM);
        fake.closedDms.add("802");
        String table = openTable();
        run(() -> fake.command(ANNA, "option", "turnTimeout", "6m"));
        String lobby = fake.messageWith("j:");
        run(() -> fake.press(BRUNO, lobby, "j:" + table));
        run(() -> fake.press(ANNA, lobby, "s:" + table));
        int tries = fake.calls("POST", "/channels/9802/messages").size();
        assertThat(tries).as("tried at the start").isPositive();

        fake.closedDms.remove("802");
        for (int i = 0; i < 19; i++) {
            time.advance(Duration.ofSeconds(30));
        }
        assertThat(table().moves()).as("a timed-out turn passed meanwhile").isNotEmpty();
        assertThat(fake.calls("POST", "/channels/9802/messages")).as("not tried within ten minutes").hasSize(tries);

        time.advance(Duration.ofMinutes(3));
        assertThat(fake.calls("POST", "/channels/9802/messages")).hasSizeGreaterThan(tries);
        assertThat(messagesIn("9802")).as("the DM arrived").isNotEmpty();
        assertThat(logged("direct messages to user 802 work again")).isTrue();
        noErrors();
    }
}
