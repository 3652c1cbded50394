package dev.mazziere.telegram;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.sun.net.httpserver.HttpHandler;
import com.sun.net.httpserver.HttpServer;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.store.Store;
import dev.mazziere.store.Stores;
import dev.mazziere.table.BotCore;
import dev.mazziere.table.ExecutorScheduler;
import dev.mazziere.table.Tables;
import dev.mazziere.table.flow.TableConfig;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.file.Files;
import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import mockwebserver3.MockWebServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.slf4j.LoggerFactory;

/**
 * Webhook mode with the real TelegramBots client against the fake Bot API, and a JDK
 * HTTP server on 127.0.0.1 in the role of the application's: setWebhook at start,
 * updates posted with and without the right secret, and deleteWebhook when the bot is
 * started again with long polling.
 */
@DisplayName("The Telegram bot on a webhook")
@Timeout(60)
class TelegramWebhookTest {

    private static final long GROUP = -700;
    private static final String SECRET = "hook-S3cret_42";

    private final FakeBotApi api = new FakeBotApi();
    private final ObjectNode anna = api.user(101, "anna", "en");
    private final ListAppender<ILoggingEvent> logs = new ListAppender<>();
    private final ExecutorScheduler scheduler = new ExecutorScheduler();
    private MockWebServer telegram;
    private HttpServer http;
    private Store store;
    private TelegramBot bot;

    @BeforeEach
    void start() throws Exception {
        logs.start();
        root().addAppender(logs);
        telegram = new MockWebServer();
        telegram.setDispatcher(api);
        telegram.start(InetAddress.getByName("127.0.0.1"), 0);
        http = HttpServer.create(new InetSocketAddress(InetAddress.getByName("127.0.0.1"), 0), 0);
        http.start();
        store = Stores.open("jdbc:sqlite:" + Files.createTempDirectory("webhook").resolve("w.db"), Clock.systemUTC());
    }

    @AfterEach
    void stop() {
        if (bot != null) {
            bot.close();
        }
        http.stop(0);
        telegram.close();
        scheduler.close();
        store.close();
        root().detachAppender(logs);
        synchronized (logs) {
            assertThat(logs.list).allSatisfy(e -> assertThat(e.getFormattedMessage())
                    .doesNotContain(FakeBotApi.TOKEN).doesNotContain(SECRET));
        }
    }

    private static Logger root() {
        return (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
    }

    private String hookUrl() {
        return "http://127.0.0.1:" + http.getAddress().getPort() + "/telegram/hook";
    }

    private TelegramConfig config() {
        return new TelegramConfig(FakeBotApi.TOKEN, URI.create("http://127.0.0.1:" + telegram.getPort()),
                new RateLimits(Duration.ofMillis(5), 10_000, 1000, Duration.ofMillis(50), 5), Duration.ofSeconds(15), 1);
    }

    private TelegramBot startBot(TelegramConfig config) {
        AtomicLong seeds = new AtomicLong(7);
        return TelegramBot.start(config, BotCore.tables(GameRegistry.standard(),
                TableConfig.of(Clock.systemUTC(), scheduler, Duration.ZERO, seeds::getAndIncrement), store),
                this::serve);
    }

    private void serve(String path, HttpHandler handler) {
        try {
            http.removeContext(path);
        } catch (IllegalArgumentException e) {
            // nothing served there yet
        }
        http.createContext(path, handler);
    }

    private List<String> texts(long chat) {
        return api.messages(chat).stream().map(m -> m.path("text").asText()).toList();
    }

    @Test
    @DisplayName("setWebhook at start with the URL and the secret; updates posted with the secret are played,"
            + " and nothing is polled")
    void receivesUpdates() throws Exception {
        bot = startBot(config().withWebhook(new TelegramConfig.Webhook(URI.create(hookUrl()), SECRET)));

        FakeBotApi.Call set = api.calls("setWebhook").get(0);
        assertThat(set.params().path("url").asText()).isEqualTo(hookUrl());
        assertThat(set.params().path("secret_token").asText()).isEqualTo(SECRET);
        assertThat(set.params().toString()).contains("callback_query").contains("my_chat_member");
        assertThat(api.webhook()).isEqualTo(hookUrl());

        assertThat(api.pushToWebhook(api.say(anna, GROUP, "/scopa"))).isEqualTo(200);
        api.await("the lobby", 10, () -> texts(GROUP), t -> t.stream().anyMatch(x -> x.contains("table opened by anna")));
        assertThat(api.calls("getUpdates")).isEmpty();
        assertThat(bot.stats().connected()).isTrue();
    }

    @Test
    @DisplayName("a post without the secret, or with a wrong one, is refused with 401 and changes nothing;"
            + " a body that is no update is refused with 400, a GET with 405")
    void refusesStrangers() throws Exception {
        bot = startBot(config().withWebhook(new TelegramConfig.Webhook(URI.create(hookUrl()), SECRET)));
        ObjectNode open = api.say(anna, GROUP, "/scopa");

        assertThat(api.post(hookUrl(), null, open.toString())).isEqualTo(401);
        assertThat(api.post(hookUrl(), "hook-S3cret_43", open.toString())).isEqualTo(401);
        assertThat(api.post(hookUrl(), SECRET, "{not json")).isEqualTo(400);
        var get = java.net.http.HttpClient.newHttpClient().send(java.net.http.HttpRequest.newBuilder(URI.create(hookUrl()))
                .header(WebhookEndpoint.SECRET_HEADER, SECRET).build(), java.net.http.HttpResponse.BodyHandlers.discarding());
        assertThat(get.statusCode()).isEqualTo(405);

        ObjectNode help = api.say(anna, GROUP, "/help");
        assertThat(api.pushToWebhook(help)).isEqualTo(200);
        // An answer to a person goes to their private chat.
        api.await("the help text", 10, () -> texts(101), t -> t.stream().anyMatch(x -> x.contains("commands")));
        assertThat(texts(GROUP)).noneMatch(t -> t.contains("table opened by"));
        assertThat(bot.stats().refusedWebhookRequests()).isEqualTo(2);
        synchronized (logs) {
            assertThat(logs.list).extracting(ILoggingEvent::getFormattedMessage)
                    .anyMatch(l -> l.contains("webhook request from 127.0.0.1 refused: no secret token"));
        }
    }

    @Test
    @DisplayName("started again with long polling, the bot deletes the webhook before it polls, and plays on")
    void backToPolling() {
        bot = startBot(config().withWebhook(new TelegramConfig.Webhook(URI.create(hookUrl()), SECRET)));
        bot.close();
        bot = null;
        assertThat(api.webhook()).as("a stopping instance leaves the webhook to the others").isEqualTo(hookUrl());

        bot = startBot(config());
        api.say(anna, GROUP, "/scopa");
        api.await("the lobby", 10, () -> texts(GROUP), t -> t.stream().anyMatch(x -> x.contains("table opened by anna")));

        assertThat(api.webhook()).isNull();
        long deleted = api.calls("deleteWebhook").get(0).atNanos();
        assertThat(api.calls("getUpdates")).allSatisfy(c -> assertThat(c.atNanos()).isGreaterThan(deleted))
                .allSatisfy(c -> assertThat(c.failedWith()).isZero());
    }

    @Test
    @DisplayName("a webhook another process deleted is set again at the next check, with one log line, and counted")
    void takenWebhookIsSetAgain() throws Exception {
        bot = startBot(config().withWebhook(new TelegramConfig.Webhook(URI.create(hookUrl()), SECRET)));
        assertThat(bot.stats().webhookOk()).isTrue();
        // A second copy of the bot polling with the same token deletes the webhook first, as TelegramBots does.
        java.net.http.HttpClient.newHttpClient().send(java.net.http.HttpRequest.newBuilder(URI.create(
                        "http://127.0.0.1:" + telegram.getPort() + "/bot" + FakeBotApi.TOKEN + "/deleteWebhook"))
                .POST(java.net.http.HttpRequest.BodyPublishers.noBody()).build(),
                java.net.http.HttpResponse.BodyHandlers.discarding());
        assertThat(api.webhook()).isNull();

        bot.checkWebhook();

        assertThat(api.webhook()).isEqualTo(hookUrl());
        assertThat(api.calls("setWebhook")).hasSize(2)
                .allSatisfy(c -> assertThat(c.params().path("secret_token").asText()).isEqualTo(SECRET));
        assertThat(bot.stats().webhookOk()).isTrue();
        assertThat(bot.stats().webhookTaken()).isEqualTo(1);
        synchronized (logs) {
            assertThat(logs.list).extracting(ILoggingEvent::getFormattedMessage).filteredOn(m -> m.contains("webhook"))
                    .containsOnlyOnce("the Telegram webhook was taken: something deleted it (a second copy of the bot"
                            + " polling with this token?); set again to " + hookUrl());
        }
        bot.checkWebhook();
        assertThat(api.calls("setWebhook")).as("a webhook that is ours is left alone").hasSize(2);
        assertThat(api.pushToWebhook(api.say(anna, GROUP, "/scopa"))).isEqualTo(200);
    }

    @Test
    @DisplayName("a webhook that cannot be set again is not ok until it is")
    void webhookNotSetAgainIsNotOk() throws Exception {
        bot = startBot(config().withWebhook(new TelegramConfig.Webhook(URI.create(hookUrl()), SECRET)));
        java.net.http.HttpClient.newHttpClient().send(java.net.http.HttpRequest.newBuilder(URI.create(
                        "http://127.0.0.1:" + telegram.getPort() + "/bot" + FakeBotApi.TOKEN + "/deleteWebhook"))
                .POST(java.net.http.HttpRequest.BodyPublishers.noBody()).build(),
                java.net.http.HttpResponse.BodyHandlers.discarding());
        api.fail("setWebhook", 502, "Bad Gateway", null);

        bot.checkWebhook();

        assertThat(bot.stats().webhookOk()).isFalse();
        bot.checkWebhook();
        assertThat(bot.stats().webhookOk()).isTrue();
        assertThat(api.webhook()).isEqualTo(hookUrl());
    }
}
