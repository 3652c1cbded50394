package dev.mazziere.discord;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Level;
import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import dev.mazziere.chat.ChatId;
import dev.mazziere.store.Store;
import dev.mazziere.store.Stores;
import dev.mazziere.table.ExecutorScheduler;
import dev.mazziere.table.TableConfig;
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

/** What goes wrong on a real server, with the real JDA against FakeDiscord: closed DMs, deleted messages, missing rights, reactions. */
@Timeout(30)
class DiscordTroubleTest {

    private static final DataObject ANNA = FakeDiscord.user("701", "Anna");
    private static final DataObject BRUNO = FakeDiscord.user("702", "Bruno");
    private static final DataObject CARLA = FakeDiscord.user("703", "Carla");
    private static final ChatId CHAT = new ChatId(DiscordChat.PLATFORM, FakeDiscord.CHANNEL);
    private static final String CHANNEL_MESSAGES = "/channels/300/messages";

    private FakeDiscord fake;
    private DiscordBot bot;
    private ExecutorScheduler scheduler;
    private Store store;
    private final ListAppender<ILoggingEvent> logs = new ListAppender<>();

    private void start(DiscordConfig.Hands hands) throws Exception {
        logs.start();
        ((Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME)).addAppender(logs);
        fake = new FakeDiscord();
        scheduler = new ExecutorScheduler();
        SplittableRandom seeds = new SplittableRandom(7);
        TableConfig tables = TableConfig.of(Clock.systemUTC(), scheduler, Duration.ZERO, seeds::nextLong);
        store = Stores.open("jdbc:sqlite:" + Files.createTempDirectory("discord").resolve("t.db"), Clock.systemUTC());
        bot = DiscordBot.start(fake.config(hands), store, tables);
    }

    @AfterEach
    void stop() {
        if (bot != null) {
            bot.close();
        }
        fake.close();
        scheduler.close();
        store.close();
        ((Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME)).detachAppender(logs);
    }

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

    private String content(String messageId) {
        return fake.messages.get(messageId).getString("content");
    }

    /** Log lines so far; the appender appends under its own lock, JDA's threads log meanwhile. */
    private List<String> logLines() {
        synchronized (logs) {
            return logs.list.stream().map(ILoggingEvent::getFormattedMessage).toList();
        }
    }

    private List<ILoggingEvent> logEvents() {
        synchronized (logs) {
            return List.copyOf(logs.list);
        }
    }

    /** Anna opens a Scopa table; returns the table id (the lobby is the command's reply). */
    private String openTable() {
        run(() -> fake.command(ANNA, "scopa"));
        String lobby = fake.messageWith("j:");
        return fake.customIdsOf(lobby).stream().filter(id -> id.startsWith("j:")).findFirst().orElseThrow()
                .substring(2);
    }

    @Test
    @DisplayName("DISCORD_HANDS=dm: hands go by DM; closed DMs are said in the chat and in an ephemeral hand")
    void directMessagesAndClosedOnes() throws Exception {
        start(DiscordConfig.Hands.DM);
        fake.closedDms.add("702");
        fake.locales.put("702", "it");
        String table = openTable();
        String lobby = fake.messageWith("j:");
        run(() -> fake.press(BRUNO, lobby, "j:" + table));
        run(() -> fake.press(ANNA, lobby, "s:" + table));

        assertThat(fake.calls("POST", "/users/@me/channels")).extracting(c -> c.body().getString("recipient_id"))
                .contains("701", "702");
        List<FakeDiscord.Call> annaDms = fake.calls("POST", "/channels/9701/messages");
        assertThat(annaDms).as("Anna's hand by DM").isNotEmpty();
        assertThat(annaDms).allSatisfy(c -> assertThat(c.body().getInt("flags", 0) & 64).isZero());
        assertThat(fake.calls("POST", "/channels/9702/messages")).as("Bruno's DM tried").isNotEmpty();
        assertThat(fake.messages.values()).filteredOn(m -> m.getString("channel_id").equals("300"))
                .extracting(m -> m.getString("content"))
                .as("the core says so in the chat").anyMatch(t -> t.contains("Bruno")
                        && (t.contains("cannot write to you privately") || t.contains("non riesco a scriverti")));
        assertThat(logLines()).anyMatch(l -> l.contains("cannot write to user 702") && l.contains("50007"));

        String tableMessage = fake.messageWith("h:" + table);
        String first = run(() -> fake.press(BRUNO, tableMessage, "h:" + table));
        assertThat(fake.followups(first)).singleElement().satisfies(hand -> {
            assertThat(hand.getInt("flags") & 64).as("ephemeral").isEqualTo(64);
            assertThat(hand.getString("content")).as("the core's word, in the table's language")
                    .startsWith("🔒 Your direct messages are closed to me");
        });
        String again = run(() -> fake.press(BRUNO, tableMessage, "h:" + table));
        assertThat(fake.followups(again)).singleElement().satisfies(hand -> {
            assertThat(hand.getInt("flags") & 64).isEqualTo(64);
            assertThat(hand.getString("content")).as("told once").doesNotContain("🔒");
        });
        assertThat(fake.calls.stream().filter(c -> c.path().equals("/channels/9701/messages"))
                .filter(c -> c.body().getString("content", "").contains("🔒"))).as("not told to Anna").isEmpty();
    }

    @Test
    @DisplayName("a deleted lobby message is sent anew, later edits and reactions go to the new one")
    void deletedMessage() throws Exception {
        start(DiscordConfig.Hands.EPHEMERAL);
        String table = openTable();
        String lobby = fake.messageWith("j:");
        fake.deleted.add(lobby);

        run(() -> fake.command(BRUNO, "join"));
        assertThat(fake.calls("PATCH", CHANNEL_MESSAGES + "/" + lobby)).isNotEmpty();
        String fresh = fake.messageWith("j:" + table);
        assertThat(fresh).isNotEqualTo(lobby);
        assertThat(content(fresh)).contains("Bruno");
        assertThat(logLines()).anyMatch(l -> l.contains("message " + lobby + " is gone, sent anew as " + fresh));

        int posts = fake.calls("POST", CHANNEL_MESSAGES).size();
        run(() -> fake.command(CARLA, "join"));
        assertThat(fake.calls("PATCH", CHANNEL_MESSAGES + "/" + fresh)).hasSize(1);
        assertThat(content(fresh)).contains("Carla");
        assertThat(fake.calls("POST", CHANNEL_MESSAGES)).as("no third lobby").hasSize(posts);

        fake.react(CARLA, fresh, "✅", false);
        waitFor(() -> !content(fresh).contains("Carla"), "Carla left by removing ✅ on the new lobby");
        assertThat(fake.calls("PATCH", CHANNEL_MESSAGES + "/" + lobby)).as("the deleted one is left alone")
                .hasSize(1);
    }

    @Test
    @DisplayName("✅ on the lobby message joins, removing it leaves; another emoji does nothing")
    void reactions() throws Exception {
        start(DiscordConfig.Hands.EPHEMERAL);
        openTable();
        String lobby = fake.messageWith("j:");
        assertThat(content(lobby)).doesNotContain("Bruno");

        fake.react(BRUNO, lobby, "👍", true);
        fake.react(BRUNO, lobby, "✅", true);
        waitFor(() -> content(lobby).contains("Bruno"), "Bruno joined with ✅");
        assertThat(fake.calls("PATCH", CHANNEL_MESSAGES + "/" + lobby)).as("👍 changed nothing").hasSize(1);
        assertThat(bot.tables().table(CHAT)).isPresent();

        fake.react(BRUNO, lobby, "✅", false);
        waitFor(() -> !content(lobby).contains("Bruno"), "Bruno left by removing ✅");
        assertThat(logEvents()).noneMatch(e -> e.getLevel().isGreaterOrEqual(Level.ERROR));
    }

    @ParameterizedTest(name = "Discord error {0}")
    @ValueSource(ints = {50013, 50001})
    @DisplayName("missing permissions or access in the channel: the interaction is answered instead, logged, table intact")
    void missingPermissions(int code) throws Exception {
        start(DiscordConfig.Hands.EPHEMERAL);
        String table = openTable();
        String lobby = fake.messageWith("j:");
        fake.forbidden.add(FakeDiscord.CHANNEL);
        fake.forbiddenCode = code;

        String join = run(() -> fake.press(BRUNO, lobby, "j:" + table));
        assertThat(fake.calls("PATCH", CHANNEL_MESSAGES + "/" + lobby)).as("tried in the channel").hasSize(1);
        assertThat(fake.calls("PATCH", "/webhooks/100/itoken-" + join + "/messages/@original"))
                .as("then through the interaction").hasSize(1);
        assertThat(content(lobby)).contains("Bruno");
        assertThat(logLines()).anyMatch(l -> l.contains("cannot edit message " + lobby) && l.contains(Integer.toString(code)));

        String startPress = run(() -> fake.press(ANNA, lobby, "s:" + table));
        assertThat(fake.calls("POST", CHANNEL_MESSAGES)).as("the table could not be posted").isNotEmpty();
        assertThat(logLines()).filteredOn(l -> l.contains("table " + table + " in chat discord:300"))
                .as("one warning for the outage, naming table, channel and server").singleElement().asString()
                .contains("of server Osteria (200)");
        assertThat(fake.followups(startPress)).as("the table as a reply to the press")
                .anySatisfy(m -> {
                    assertThat(FakeDiscord.customIds(m)).contains("h:" + table);
                    assertThat(m.getInt("flags") & 64).as("seen by everyone").isZero();
                });
        assertThat(bot.tables().table(CHAT)).as("table intact").isPresent();

        String tableMessage = fake.messageWith("h:" + table);
        String look = run(() -> fake.press(BRUNO, tableMessage, "h:" + table));
        assertThat(fake.followups(look)).singleElement()
                .satisfies(hand -> assertThat(hand.getInt("flags") & 64).isEqualTo(64));
        assertThat(fake.calls("POST", "/users/@me/channels")).as("every refusal was answered through an interaction:"
                + " no need to tell the owner").isEmpty();
        assertThat(logEvents()).noneMatch(e -> e.getLevel().isGreaterOrEqual(Level.ERROR));
    }
}
