package dev.mazziere.telegram;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.classic.spi.ThrowableProxyUtil;
import ch.qos.logback.core.read.ListAppender;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazziere.game.Transcript;
import dev.mazziere.game.TranscriptReplay;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.store.Store;
import dev.mazziere.store.Stores;
import dev.mazziere.table.BotCore;
import dev.mazziere.table.ExecutorScheduler;
import dev.mazziere.table.Tables;
import dev.mazziere.table.flow.TableConfig;
import dev.mazziere.text.Lang;
import java.net.InetAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Collectors;
import mockwebserver3.MockWebServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.slf4j.LoggerFactory;

@DisplayName("The Telegram bot, with the real TelegramBots client and poller, against a local Bot API")
class TelegramBotTest {

    private static final long GROUP = -500;
    private static final long ANNA = 101;
    private static final long CARLO = 202;
    private static final long DORA = 303;

    private final FakeBotApi api = new FakeBotApi();
    private final ObjectNode anna = api.user(ANNA, "anna", "en");
    private final ObjectNode carlo = api.user(CARLO, "carlo", "en");
    private final ObjectNode dora = api.user(DORA, "dora", "it");
    private final ListAppender<ILoggingEvent> logs = new ListAppender<>();
    private final ExecutorScheduler scheduler = new ExecutorScheduler();
    private Store store;
    private MockWebServer server;
    private TelegramBot bot;

    @BeforeEach
    void start() throws Exception {
        logs.start();
        root().addAppender(logs);
        server = new MockWebServer();
        server.setDispatcher(api);
        server.start(InetAddress.getByName("127.0.0.1"), 0);
        // The English command menu fails once: logged, not fatal.
        api.fail("setMyCommands", 500, "Internal Server Error", null);
        AtomicLong seeds = new AtomicLong(7);
        TelegramConfig config = new TelegramConfig(FakeBotApi.TOKEN, URI.create("http://127.0.0.1:" + server.getPort()),
                new RateLimits(Duration.ofMillis(5), 10_000, 1000, Duration.ofMillis(50), 5), Duration.ofSeconds(15), 1);
        store = Stores.open("jdbc:sqlite:" + java.nio.file.Files.createTempDirectory("telegram").resolve("m.db"),
                Clock.systemUTC());
        bot = TelegramBot.start(config, BotCore.tables(GameRegistry.standard(),
                TableConfig.of(Clock.systemUTC(), scheduler, Duration.ZERO, seeds::getAndIncrement), store));
    }

    @AfterEach
    void stop() {
        bot.close();
        server.close();
        scheduler.close();
        store.close();
        root().detachAppender(logs);
        assertThat(logs.list).isNotEmpty();
        for (ILoggingEvent e : logs.list) {
            String line = e.getFormattedMessage() + (e.getThrowableProxy() == null ? ""
                    : ThrowableProxyUtil.asString(e.getThrowableProxy()));
            assertThat(line).as("log line of %s", e.getLoggerName()).doesNotContain(FakeBotApi.TOKEN)
                    .doesNotContain("FAKE-secret");
        }
    }

    /** The log lines so far; the appender is locked while copying, as other threads keep logging. */
    private List<String> logLines() {
        synchronized (logs) {
            return logs.list.stream().map(ILoggingEvent::getFormattedMessage).toList();
        }
    }

    private static Logger root() {
        return (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
    }

    // ---- reading the fake

    private ObjectNode message(long chat, String what, java.util.function.Predicate<ObjectNode> test) {
        return api.await(what, 10, () -> api.messages(chat).stream().filter(test).reduce((a, b) -> b),
                Optional::isPresent).orElseThrow();
    }

    private ObjectNode textIn(long chat, String part) {
        return message(chat, "\"" + part + "\" in chat " + chat, m -> FakeBotApi.text(m).contains(part));
    }

    private static Optional<String> button(JsonNode message, String prefix) {
        return FakeBotApi.buttons(message).stream().map(b -> b.path(prefix.startsWith("http") ? "url" : "callback_data")
                .asText()).filter(d -> d.startsWith(prefix)).findFirst();
    }

    private static int id(JsonNode message) {
        return message.get("message_id").asInt();
    }

    /** The newest private message of {@code user} with move buttons now. */
    private Optional<ObjectNode> prompt(long user) {
        return api.messages(user).stream().filter(m -> button(m, "m:").isPresent()).reduce((a, b) -> b);
    }

    private boolean over() {
        return api.messages(GROUP).stream().anyMatch(m -> FakeBotApi.text(m).contains("🏁"));
    }

    private JsonNode answerTo(ObjectNode update) {
        String query = update.get("callback_query").get("id").asText();
        return api.await("answer to " + query, 10, () -> api.calls("answerCallbackQuery").stream()
                        .filter(c -> c.params().path("callback_query_id").asText().equals(query) && c.failedWith() == 0)
                        .map(FakeBotApi.Call::params).findFirst(), Optional::isPresent).orElseThrow();
    }

    @Test
    @DisplayName("two friends open Scopa in a group, one reaches the bot by its Start link, and they play to the final score")
    void wholeMatch() throws Exception {
        long started = System.nanoTime();
        api.block(CARLO);
        ObjectNode open = api.say(anna, GROUP, "/scopa@" + FakeBotApi.BOT);
        api.redeliver(open);
        api.say(anna, GROUP, "/help@some_other_bot");
        ObjectNode lobby = textIn(GROUP, "table opened by anna");

        ObjectNode join = api.press(carlo, GROUP, id(lobby), button(lobby, "j:").orElseThrow());
        textIn(GROUP, "anna, carlo");
        assertThat(answerTo(join).path("text").asText()).contains("carlo sits down");
        api.say(anna, GROUP, "/start");

        ObjectNode linkMessage = message(GROUP, "the Start link", m -> button(m, "https://t.me/").isPresent());
        String link = button(linkMessage, "https://t.me/").orElseThrow();
        assertThat(link).startsWith("https://t.me/" + FakeBotApi.BOT + "?start=");
        assertThat(FakeBotApi.text(linkMessage)).startsWith("carlo, ");
        String tableId = link.substring(link.indexOf("start=") + 6);
        textIn(ANNA, "🃏");
        api.unblock(CARLO);
        api.say(carlo, CARLO, "/start " + tableId);
        textIn(CARLO, "🃏");

        ObjectNode table = textIn(GROUP, "to play");
        ObjectNode foreign = api.press(dora, GROUP, id(table), button(table, "h:").orElseThrow());
        JsonNode refused = answerTo(foreign);
        assertThat(refused.path("text").asText()).isEqualTo("You are not playing at this table.");
        assertThat(refused.path("show_alert").asBoolean(false)).isFalse();
        JsonNode cards = answerTo(api.press(anna, GROUP, id(table), button(table, "h:").orElseThrow()));
        assertThat(cards.path("show_alert").asBoolean()).isTrue();
        assertThat(cards.path("text").asText()).hasSizeLessThanOrEqualTo(200).contains("🃏");

        // The table is a photo: each move edits its picture and caption (editMessageMedia).
        api.fail("editMessageMedia", 429, "Too Many Requests: retry after 1", retryAfter(1));
        // Turns come as photos (sendPhoto); a hand's end is no post of its own any more.
        api.fail("sendPhoto", 502, "Bad Gateway", null);
        api.fail("answerCallbackQuery", 400, "Bad Request: query is too old and response timeout expired", null);

        int presses = 0;
        String staleChecked = null;
        while (!over() && presses < 400) {
            Optional<ObjectNode> turn = api.await("someone's turn", 10,
                    () -> over() ? Optional.<ObjectNode>empty() : prompt(ANNA).or(() -> prompt(CARLO)),
                    p -> p.isPresent() || over());
            if (turn.isEmpty()) {
                break;
            }
            ObjectNode p = turn.get();
            long user = p.get("chat").get("id").asLong();
            String data = button(p, "m:").orElseThrow();
            api.press(user == ANNA ? anna : carlo, user, id(p), data);
            presses++;
            api.await("the prompt to be cleared", 10, () -> api.messages(user).stream()
                    .filter(m -> id(m) == id(p)).findFirst().orElseThrow(), m -> button(m, "m:").isEmpty());
            if (staleChecked == null) {
                staleChecked = answerTo(api.press(user == ANNA ? anna : carlo, user, id(p), data)).path("text").asText();
            }
        }

        textIn(GROUP, "🏁 Match over · 🏆");
        assertThat(presses).isGreaterThanOrEqualTo(36);
        assertThat(staleChecked).isEqualTo("This button is from an earlier turn.");
        assertThat(api.messages(GROUP)).filteredOn(m -> FakeBotApi.text(m).contains("table opened by")).hasSize(1);
        assertThat(api.messages(GROUP)).noneMatch(m -> FakeBotApi.text(m).startsWith("There is already"))
                .noneMatch(m -> FakeBotApi.text(m).contains("Mazziere — commands"));
        // The Start link posted under the table moved it to the bottom when the second hand began.
        assertThat(api.messages(GROUP)).filteredOn(m -> FakeBotApi.text(m).startsWith("🃏 Scopa · ")).hasSize(2);
        assertThat(FakeBotApi.text(api.messages(GROUP).get(api.messages(GROUP).size() - 1)))
                .startsWith("🃏 Scopa · ").contains("🏁 Match over · 🏆").contains("📊");

        List<FakeBotApi.Call> edits = api.calls("editMessageMedia");
        int limited = indexOfFailure(edits, 429);
        FakeBotApi.Call again = edits.stream().skip(limited + 1)
                .filter(c -> c.params().path("chat_id").equals(edits.get(limited).params().path("chat_id")))
                .findFirst().orElseThrow();
        assertThat(TimeUnit.NANOSECONDS.toMillis(again.atNanos() - edits.get(limited).atNanos()))
                .as("retry_after honoured").isGreaterThanOrEqualTo(950);

        List<FakeBotApi.Call> sends = api.calls("sendPhoto");
        int failed = indexOfFailure(sends, 502);
        assertThat(sends.get(failed + 1).params().path("caption")).isEqualTo(sends.get(failed).params().path("caption"));

        Set<String> answered = api.calls("answerCallbackQuery").stream()
                .map(c -> c.params().path("callback_query_id").asText()).collect(Collectors.toSet());
        assertThat(answered).hasSizeGreaterThanOrEqualTo(presses + 4);

        List<FakeBotApi.Call> menus = api.calls("setMyCommands");
        assertThat(menus).hasSize(2);
        for (Lang lang : Lang.values()) {
            FakeBotApi.Call menu = menus.stream().filter(m -> m.params().path("language_code").asText("en")
                    .equals(lang.code())).findFirst().orElseThrow(() -> new AssertionError("no menu in " + lang));
            List<String> listed = new java.util.ArrayList<>();
            menu.params().path("commands").forEach(c -> listed.add(c.path("command").asText()));
            assertThat(listed).as("the %s menu lists every command once", lang)
                    .containsExactlyInAnyOrderElementsOf(everyCommand(lang));
        }
        assertThat(logLines()).anyMatch(l -> l.contains("command menu could not be registered"));

        api.say(carlo, GROUP, "/history");
        ObjectNode summary = textIn(GROUP, "📜 Last match: Scopa, ");
        assertThat(FakeBotApi.text(summary)).contains("anna ").contains("carlo ").contains("📎");
        FakeBotApi.Document file = transcriptFile(GROUP, 1);
        assertThat(file.fileName()).startsWith("mazziere-scopa-").endsWith(".jsonl");
        JsonNode transcript = transcript(file);
        assertThat(transcript.path("result").path("stopped").asBoolean()).isFalse();
        assertThat(new TranscriptReplay(GameRegistry.standard()::rules).replay(transcript.toString()).isOver()).isTrue();
        assertThat(documentMessage(GROUP)).as("the file follows its summary").isGreaterThan(id(summary));
        System.out.printf("whole match over Telegram: %d presses in %d ms%n", presses,
                TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started));
    }

    /** Every command the bot has, as a menu in {@code lang} names it: the games' and the table's. */
    private static List<String> everyCommand(Lang lang) {
        List<String> all = new java.util.ArrayList<>(GameRegistry.standard().commands().stream()
                .map(dev.mazziere.text.GameCommand::name).toList());
        for (dev.mazziere.table.flow.Command c : dev.mazziere.table.flow.Command.values()) {
            all.add(c.name(lang));
        }
        return all;
    }

    @Test
    @DisplayName("in the private chat: a newcomer's /start is greeted in their language, a seated player's /hand "
            + "brings their cards, and /scopa there is a table against the computer")
    void privateChat() {
        api.say(dora, DORA, "/start");
        textIn(DORA, "👋 Ciao dora! Sono Mazziere");

        api.say(anna, GROUP, "/scopa");
        ObjectNode lobby = textIn(GROUP, "table opened by anna");
        api.press(carlo, GROUP, id(lobby), button(lobby, "j:").orElseThrow());
        textIn(GROUP, "anna, carlo");
        api.say(anna, GROUP, "/start");
        textIn(GROUP, "to play");
        int before = api.messages(CARLO).size();
        api.say(carlo, CARLO, "/hand");
        api.await("carlo's cards once more", 10, () -> api.messages(CARLO).size(), n -> n > before);
        assertThat(FakeBotApi.text(api.messages(CARLO).get(api.messages(CARLO).size() - 1)))
                .startsWith("🃏 Scopa").contains("Your hand: ");

        api.say(dora, DORA, "/scopa");
        textIn(DORA, "dora, 🤖 Mario (medio)");
        api.say(dora, DORA, "/inizia");
        api.await("dora's turn", 10, () -> api.messages(DORA).stream().filter(m -> button(m, "m:").isPresent())
                .findFirst(), Optional::isPresent);
        assertThat(api.messages(GROUP)).noneMatch(m -> FakeBotApi.text(m).contains("dora"));
    }

    @Test
    @DisplayName("at a table in the private chat the coach is on: 💡 below the moves answers in an alert only its presser sees")
    void coachHint() {
        api.say(dora, DORA, "/scopa");
        textIn(DORA, "aiuto sì");
        api.say(dora, DORA, "/inizia");
        ObjectNode table = api.await("dora's turn", 10, () -> api.messages(DORA).stream()
                .filter(m -> button(m, "c:").isPresent()).reduce((a, b) -> b), Optional::isPresent).orElseThrow();
        List<String> moves = FakeBotApi.buttons(table).stream().filter(b -> b.path("callback_data").asText().startsWith("m:"))
                .map(b -> b.path("text").asText()).toList();

        JsonNode answer = answerTo(api.press(dora, DORA, id(table), button(table, "c:").orElseThrow()));

        String text = answer.path("text").asText();
        assertThat(text).startsWith("💡 ");
        assertThat(moves).contains(text.lines().findFirst().orElseThrow().substring("💡 ".length()));
        assertThat(answer.path("show_alert").asBoolean()).as("two lines: an alert that stays until read").isTrue();
    }

    @Test
    @DisplayName("a Ramino turn is one private message redrawn in place: draw, select a card, discard")
    void raminoPanel() {
        api.say(anna, GROUP, "/ramino");
        ObjectNode lobby = textIn(GROUP, "table opened by anna");
        api.press(carlo, GROUP, id(lobby), button(lobby, "j:").orElseThrow());
        textIn(GROUP, "anna, carlo");
        api.say(anna, GROUP, "/start");
        ObjectNode panel = api.await("a panel with the tallone", 10,
                () -> prompt(ANNA).or(() -> prompt(CARLO)), Optional::isPresent).orElseThrow();
        long user = panel.get("chat").get("id").asLong();
        ObjectNode who = user == ANNA ? anna : carlo;
        int sent = api.messages(user).size();

        api.press(who, user, id(panel), button(panel, "m:").orElseThrow());
        ObjectNode drawn = panelNow(user, id(panel), m -> FakeBotApi.text(m).contains("Select cards"));
        String first = FakeBotApi.buttons(drawn).get(0).path("text").asText();
        api.press(who, user, id(panel), button(drawn, "u:").orElseThrow());
        ObjectNode selected = panelNow(user, id(panel), m -> FakeBotApi.text(m).contains("☑️ " + first));
        assertThat(FakeBotApi.buttons(selected).get(0).path("text").asText()).isEqualTo("✅" + first);
        String discard = FakeBotApi.buttons(selected).stream().filter(b -> b.path("text").asText().startsWith("🗑️"))
                .map(b -> b.path("callback_data").asText()).findFirst().orElseThrow();
        api.press(who, user, id(panel), discard);
        ObjectNode done = panelNow(user, id(panel), m -> FakeBotApi.text(m).startsWith("✅ 🗑️ " + first));
        assertThat(FakeBotApi.buttons(done)).isEmpty();
        assertThat(api.messages(user)).hasSize(sent);
        textIn(GROUP, "draws from the tallone · ");
    }

    /** Private message {@code id} of {@code user}, once it reads as {@code test} wants. */
    private ObjectNode panelNow(long user, int id, java.util.function.Predicate<ObjectNode> test) {
        return message(user, "panel " + id + " redrawn", m -> id(m) == id && test.test(m));
    }

    @Test
    @DisplayName("a group that becomes a supergroup keeps its table; a group that removes the bot gets no more messages")
    void chatLifecycle() {
        api.say(anna, GROUP, "/scopa");
        textIn(GROUP, "table opened by anna");

        long supergroup = -100_500;
        api.migration(GROUP, supergroup);
        ObjectNode lobby = textIn(supergroup, "table opened by anna");
        api.press(carlo, supergroup, id(lobby), button(lobby, "j:").orElseThrow());
        textIn(supergroup, "anna, carlo");

        api.botStatus(supergroup, "kicked");
        api.say(anna, supergroup, "/addbot");
        api.say(anna, ANNA, "/help");
        textIn(ANNA, "commands");
        assertThat(api.calls("sendMessage")).noneMatch(c -> c.params().path("chat_id").asLong() == supergroup
                && c.params().path("text").asText().contains("sits down"));
        assertThat(logLines()).anyMatch(l -> l.contains("can no longer write to chat " + supergroup));
    }

    @Test
    @DisplayName("a lobby message Telegram will not edit any more is posted anew, and later edits go to the new one")
    void messageGone() {
        api.say(anna, GROUP, "/scopa");
        ObjectNode lobby = textIn(GROUP, "table opened by anna");

        api.fail("editMessageText", 400, "Bad Request: message to edit not found", null);
        api.press(carlo, GROUP, id(lobby), button(lobby, "j:").orElseThrow());
        ObjectNode fresh = message(GROUP, "the lobby posted anew", m -> id(m) != id(lobby)
                && FakeBotApi.text(m).contains("anna, carlo"));

        api.say(dora, GROUP, "/join");
        message(GROUP, "dora in the new lobby", m -> id(m) == id(fresh) && FakeBotApi.text(m).contains("dora"));
        assertThat(api.messages(GROUP)).filteredOn(m -> FakeBotApi.text(m).contains("table opened by"))
                .as("one lobby posted anew, not one per edit").hasSize(2);
    }

    @Test
    @DisplayName("/history of a stopped match: the summary always arrives; the transcript file follows it, after a"
            + " server error too, and a refused upload is only logged, without the token")
    void historyFile() throws Exception {
        api.say(anna, GROUP, "/scopa");
        ObjectNode lobby = textIn(GROUP, "table opened by anna");
        api.press(carlo, GROUP, id(lobby), button(lobby, "j:").orElseThrow());
        textIn(GROUP, "anna, carlo");
        api.say(anna, GROUP, "/start");
        textIn(GROUP, "to play");
        api.say(anna, GROUP, "/stop");
        textIn(GROUP, "Match stopped by anna");

        // Telegram refuses the upload, and its answer happens to quote the request URL.
        api.fail("sendDocument", 400, "Bad Request: file rejected (POST /bot" + FakeBotApi.TOKEN + "/sendDocument)",
                null);
        api.say(anna, GROUP, "/history");
        ObjectNode first = textIn(GROUP, "📜 Last match: Scopa, ");
        assertThat(FakeBotApi.text(first)).contains("⏹️").contains("📎");
        api.await("the refused upload to be logged", 10, () -> logLines().stream()
                .filter(l -> l.contains("sendDocument")).toList(), l -> !l.isEmpty());
        assertThat(logLines()).filteredOn(l -> l.contains("sendDocument"))
                .singleElement().asString().contains("mazziere-scopa-").contains("400").contains(Redactor.MASK);
        assertThat(api.documents(GROUP)).isEmpty();

        // A server error is retried with the whole file again.
        api.fail("sendDocument", 502, "Bad Gateway", null);
        api.say(dora, GROUP, "/history");
        api.await("a second summary", 10, () -> api.messages(GROUP).stream()
                .filter(m -> FakeBotApi.text(m).startsWith("📜")).count(), n -> n == 2);
        FakeBotApi.Document file = transcriptFile(GROUP, 1);
        JsonNode transcript = transcript(file);
        assertThat(transcript.path("result").path("stopped").asBoolean()).isTrue();
        assertThat(api.calls("sendDocument")).extracting(FakeBotApi.Call::failedWith).containsExactly(400, 502, 0);
        assertThat(documentMessage(GROUP)).isGreaterThan(id(first));
    }

    /** The {@code n}th transcript uploaded to {@code chat}; its bytes are what the store keeps, plus a newline. */
    private FakeBotApi.Document transcriptFile(long chat, int n) {
        FakeBotApi.Document file = api.await(n + " transcript file(s) in chat " + chat, 10, () -> api.documents(chat),
                d -> d.size() >= n).get(n - 1);
        String stored = store.finishedMatches(TelegramPort.PLATFORM, Long.toString(chat), 1).get(0).transcriptJson();
        assertThat(new String(file.bytes(), StandardCharsets.UTF_8)).isEqualTo(stored + "\n");
        return file;
    }

    /** The file's one JSON line, checked to be a mazziere transcript of a Scopa match with its moves. */
    private static JsonNode transcript(FakeBotApi.Document file) throws Exception {
        List<String> lines = new String(file.bytes(), StandardCharsets.UTF_8).lines().toList();
        assertThat(lines).hasSize(1);
        JsonNode t = new ObjectMapper().readTree(lines.get(0));
        assertThat(t.path("format").asText()).isEqualTo(Transcript.FORMAT);
        assertThat(t.path("game").asText()).isEqualTo("scopa");
        assertThat(t.path("seats")).extracting(s -> s.path("name").asText()).containsExactlyInAnyOrder("anna", "carlo");
        assertThat(t.path("events").isArray()).isTrue();
        return t;
    }

    /** The id of the newest document message in {@code chat}. */
    private int documentMessage(long chat) {
        return id(message(chat, "a document in chat " + chat, m -> m.has("document")));
    }

    private ObjectNode retryAfter(int seconds) {
        ObjectNode p = api.params();
        p.put("retry_after", seconds);
        return p;
    }

    private static int indexOfFailure(List<FakeBotApi.Call> calls, int code) {
        for (int i = 0; i < calls.size(); i++) {
            if (calls.get(i).failedWith() == code) {
                return i;
            }
        }
        throw new AssertionError("no call failed with " + code);
    }
}
