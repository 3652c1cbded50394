package dev.mazziere.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazziere.app.ops.BuildInfo;
import dev.mazziere.app.ops.OpsServer;
import dev.mazziere.app.ops.Secrets;
import dev.mazziere.app.ops.Settings;
import dev.mazziere.telegram.FakeBotApi;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import mockwebserver3.MockWebServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.slf4j.LoggerFactory;

/**
 * The whole bot as an operator runs it, against the fake Bot API: the webhook on the
 * bot's HTTP server, /health and /metrics scraped, a start-up that outlasts an outage,
 * a refused token, and an orderly stop. The HTTP server binds 127.0.0.1 on a free port.
 */
@DisplayName("The bot in operation")
@Timeout(90)
class OperationsTest {

    private static final long GROUP = -900;

    @TempDir
    Path dir;

    private final FakeBotApi api = new FakeBotApi();
    private final ObjectNode anna = api.user(101, "anna", "en");
    private final ListAppender<ILoggingEvent> logs = new ListAppender<>();
    private final ByteArrayOutputStream errBytes = new ByteArrayOutputStream();
    private final HttpClient client = HttpClient.newHttpClient();
    private MockWebServer telegram;
    private BotProcess bot;
    private CompletableFuture<Integer> running;

    @BeforeEach
    void start() throws Exception {
        logs.start();
        root().addAppender(logs);
        telegram = new MockWebServer();
        telegram.setDispatcher(api);
        telegram.start(InetAddress.getByName("127.0.0.1"), 0);
    }

    @AfterEach
    void stop() throws Exception {
        if (running != null && !running.isDone()) {
            bot.stop(0, Duration.ofSeconds(30));
        }
        telegram.close();
        root().detachAppender(logs);
        assertThat(logLines()).noneMatch(l -> l.contains(FakeBotApi.TOKEN));
        assertThat(err()).doesNotContain(FakeBotApi.TOKEN);
    }

    private static Logger root() {
        return (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
    }

    private List<String> logLines() {
        synchronized (logs) {
            return logs.list.stream().map(ILoggingEvent::getFormattedMessage).toList();
        }
    }

    private String err() {
        return errBytes.toString(StandardCharsets.UTF_8);
    }

    private Map<String, String> env() {
        Map<String, String> env = new HashMap<>();
        env.put("TELEGRAM_BOT_TOKEN", FakeBotApi.TOKEN);
        env.put("TELEGRAM_API_URL", "http://127.0.0.1:" + telegram.getPort());
        env.put("MAZZIERE_DB_URL", "jdbc:sqlite:" + dir.resolve("m.db"));
        env.put(Settings.HTTP_ADDRESS, "127.0.0.1");
        env.put(Settings.HTTP_PORT, "0");
        return env;
    }

    private void run(Map<String, String> env) {
        Secrets.install(Secrets.of(env));
        bot = new BotProcess(env, Settings.fromEnv(env), Duration.ofMillis(50), Duration.ofMillis(400),
                new PrintStream(errBytes, true, StandardCharsets.UTF_8));
        running = CompletableFuture.supplyAsync(() -> {
            try {
                return bot.run();
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        api.await("the HTTP server", 20, () -> bot.httpPort() > 0 || running.isDone(), up -> up);
    }

    private HttpResponse<String> get(String path) throws Exception {
        return client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + bot.httpPort() + path)).build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private HttpResponse<String> awaitHealth(int status) {
        return api.await("/health answering " + status, 20, () -> {
            try {
                return get("/health");
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }, r -> r.statusCode() == status);
    }

    /** The value of the first sample of {@code metric} with all {@code labels}, from a scrape. */
    private double metric(String scrape, String metric, String... labels) {
        for (String line : scrape.lines().toList()) {
            if (line.startsWith(metric + " ") || line.startsWith(metric + "{")) {
                boolean all = true;
                for (String label : labels) {
                    all &= line.contains(label);
                }
                if (all) {
                    return Double.parseDouble(line.substring(line.lastIndexOf(' ') + 1));
                }
            }
        }
        throw new AssertionError("no " + metric + " " + List.of(labels) + " in\n" + scrape);
    }

    private String scrape() throws Exception {
        HttpResponse<String> metrics = get("/metrics");
        assertThat(metrics.statusCode()).isEqualTo(200);
        assertThat(metrics.headers().firstValue("Content-Type").orElse("")).startsWith("text/plain; version=0.0.4");
        return metrics.body();
    }

    private static int freePort() throws Exception {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            return socket.getLocalPort();
        }
    }

    @Test
    @DisplayName("in webhook mode: setWebhook names the bot's HTTP server, posted updates are played, /health is up"
            + " and /metrics counts events, their latency, moves, open tables and Telegram's queue")
    void webhookHealthAndMetrics() throws Exception {
        Map<String, String> env = env();
        int port = freePort();
        env.put(Settings.HTTP_PORT, Integer.toString(port));
        env.put("TELEGRAM_WEBHOOK_URL", "http://127.0.0.1:" + port + "/telegram/updates");
        env.put("TELEGRAM_WEBHOOK_SECRET", "op3rator-Chosen_secret");
        run(env);

        HttpResponse<String> health = awaitHealth(200);
        assertThat(health.body()).isEqualTo("{\"status\":\"up\",\"store\":\"up\",\"telegram\":\"up\"}");
        assertThat(api.webhook()).isEqualTo("http://127.0.0.1:" + port + "/telegram/updates");
        assertThat(api.calls("setWebhook").get(0).params().path("secret_token").asText())
                .isEqualTo("op3rator-Chosen_secret");

        for (String line : List.of("/scopa", "/addbot", "/addbot", "/start", "/leave")) {
            assertThat(api.pushToWebhook(api.say(anna, GROUP, line))).isEqualTo(200);
        }
        assertThat(api.post("http://127.0.0.1:" + port + "/telegram/updates", "guess", "{}")).isEqualTo(401);
        String scrape = api.await("a computer player's first move", 30, () -> {
            try {
                return scrape();
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        }, s -> metric(s, "mazziere_moves_total") >= 1);

        assertThat(metric(scrape, "mazziere_events_total", "kind=\"command\"", "platform=\"telegram\"")).isEqualTo(5);
        assertThat(metric(scrape, "mazziere_event_duration_seconds_count", "platform=\"telegram\"")).isEqualTo(5);
        assertThat(scrape).contains("mazziere_event_duration_seconds_bucket{platform=\"telegram\",le=\"");
        assertThat(metric(scrape, "mazziere_tables_open")).isEqualTo(1);
        assertThat(metric(scrape, "mazziere_store_errors_total")).isZero();
        assertThat(metric(scrape, "mazziere_platform_up", "platform=\"telegram\"")).isEqualTo(1);
        assertThat(metric(scrape, "mazziere_platform_calls_queued", "platform=\"telegram\"")).isNotNegative();
        assertThat(metric(scrape, "mazziere_platform_rate_limit_waits_total", "cause=\"pacing\"")).isPositive();
        assertThat(metric(scrape, "mazziere_platform_rate_limit_waits_total", "cause=\"platform\"")).isZero();
        assertThat(metric(scrape, "mazziere_webhook_refused_total")).isEqualTo(1);
        assertThat(metric(scrape, "mazziere_telegram_webhook_ok")).isEqualTo(1);
        assertThat(metric(scrape, "mazziere_telegram_webhook_taken_total")).isZero();
        assertThat(metric(scrape, "mazziere_build_info", "version=\"" + BuildInfo.version() + "\"")).isEqualTo(1);
        assertThat(scrape).contains("jvm_memory_used_bytes");
        // Every metric the Grafana dashboard (deploy/grafana) charts is one the bot exports.
        String dashboard = java.nio.file.Files.readString(Path.of("..", "deploy", "grafana", "mazziere.json"));
        java.util.regex.Matcher charted = java.util.regex.Pattern.compile("\\b((?:mazziere|jvm|process)_[a-z_]+)")
                .matcher(dashboard);
        int metrics = 0;
        while (charted.find()) {
            String name = charted.group(1);
            assertThat(scrape.lines()).as("the dashboard's " + name)
                    .anyMatch(l -> l.startsWith(name + "{") || l.startsWith(name + " "));
            metrics++;
        }
        assertThat(metrics).isGreaterThan(10);
        assertThat(get("/healthz").statusCode()).isEqualTo(404);
        assertThat(client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/metrics"))
                .POST(HttpRequest.BodyPublishers.noBody()).build(), HttpResponse.BodyHandlers.discarding())
                .statusCode()).isEqualTo(405);
        assertThat(api.calls("getUpdates")).isEmpty();
    }

    @Test
    @DisplayName("Telegram down at start: one line per attempt with growing pauses, /health and /metrics serve"
            + " meanwhile, and the bot connects once Telegram is back")
    void startupOutlastsAnOutage() throws Exception {
        api.down(true);
        run(env());

        api.await("four failed attempts", 20, this::logLines,
                l -> l.stream().anyMatch(x -> x.startsWith("Telegram: attempt 4 failed: ")));
        HttpResponse<String> health = get("/health");
        assertThat(health.statusCode()).isEqualTo(503);
        assertThat(health.body()).isEqualTo("{\"status\":\"down\",\"store\":\"up\",\"telegram\":\"starting\"}");
        HttpResponse<String> ready = get("/health/ready");
        assertThat(ready.statusCode()).isEqualTo(503);
        assertThat(ready.body()).isEqualTo(health.body());
        HttpResponse<String> live = get("/health/live");
        assertThat(live.statusCode()).as("an outage of Telegram is no reason to restart the process").isEqualTo(200);
        assertThat(live.body()).isEqualTo("{\"status\":\"up\",\"version\":\"" + BuildInfo.version() + "\"}");
        assertThat(BuildInfo.version()).matches("\\d+\\.\\d+\\.\\d+.*");
        assertThat(metric(scrape(), "mazziere_platform_up", "platform=\"telegram\"")).isZero();
        List<String> attempts = logLines().stream().filter(l -> l.startsWith("Telegram: attempt ")).toList();
        assertThat(attempts.get(0)).isEqualTo("Telegram: attempt 1 failed: cannot reach Telegram (502 Bad Gateway);"
                + " next attempt in 50 ms");
        assertThat(attempts.get(0)).endsWith("next attempt in 50 ms");
        assertThat(attempts.get(1)).endsWith("next attempt in 100 ms");
        assertThat(attempts.get(2)).endsWith("next attempt in 200 ms");
        assertThat(attempts.get(3)).endsWith("next attempt in 400 ms");
        assertThat(running).isNotDone();

        api.down(false);
        awaitHealth(200);
        assertThat(logLines()).anyMatch(l -> l.matches("Telegram: connected at attempt \\d+"));
        assertThat(err()).contains("mazziere: Telegram bot @" + FakeBotApi.BOT + " is running.");
    }

    @Test
    @DisplayName("a token Telegram refuses ends the bot with one line and status 1, the store closed")
    void refusedToken() throws Exception {
        api.fail("getMe", 401, "Unauthorized", null);
        run(env());

        assertThat(running.get(20, TimeUnit.SECONDS)).isEqualTo(1);
        assertThat(err()).contains("mazziere: Telegram refused the token (401 Unauthorized): check TELEGRAM_BOT_TOKEN");
        assertThat(err().lines().filter(l -> l.contains("refused the token"))).hasSize(1);
        assertThat(logLines()).noneMatch(l -> l.contains("next attempt"));
        assertThat(bot.storeClosed()).isTrue();
    }

    @Test
    @DisplayName("stopping while computer players move: status 0, no error logged, the HTTP server and the store"
            + " closed")
    void orderlyStop() throws Exception {
        run(env());
        awaitHealth(200);
        for (String line : List.of("/scopa", "/addbot", "/addbot", "/start", "/leave")) {
            api.say(anna, GROUP, line);
        }
        api.await("the match to start", 20, () -> api.messages(GROUP).stream()
                .anyMatch(m -> FakeBotApi.text(m).startsWith("🃏 Scopa · ")), started -> started);
        int port = bot.httpPort();

        long start = System.nanoTime();
        bot.stop(0, Duration.ofSeconds(30));
        System.out.printf("orderly stop took %d ms%n", TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start));

        assertThat(running.get(5, TimeUnit.SECONDS)).isZero();
        assertThat(bot.storeClosed()).isTrue();
        synchronized (logs) {
            assertThat(logs.list).noneMatch(e -> e.getLevel() == ch.qos.logback.classic.Level.ERROR);
        }
        assertThatThrownBy(() -> client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/health"))
                .build(), HttpResponse.BodyHandlers.discarding())).isInstanceOf(java.io.IOException.class);
    }

    @Test
    @DisplayName("the webhook needs the HTTP server: without MAZZIERE_HTTP_PORT the bot does not start")
    void webhookWithoutPort() {
        Map<String, String> env = env();
        env.remove(Settings.HTTP_PORT);
        env.put("TELEGRAM_WEBHOOK_URL", "https://bot.example.org/telegram");
        bot = new BotProcess(env, Settings.fromEnv(env), Duration.ofMillis(50), Duration.ofMillis(400),
                new PrintStream(errBytes, true, StandardCharsets.UTF_8));

        assertThatThrownBy(bot::run).hasMessage("TELEGRAM_WEBHOOK_URL is set but MAZZIERE_HTTP_PORT is not: the webhook"
                + " is served on the bot's HTTP server");
        assertThat(api.calls("getMe")).isEmpty();
    }

    @Test
    @DisplayName("the webhook is served at its exact path only: a path below it or beside it is not found")
    void webhookPathIsExact() throws Exception {
        Map<String, String> env = env();
        int port = freePort();
        env.put(Settings.HTTP_PORT, Integer.toString(port));
        env.put("TELEGRAM_WEBHOOK_URL", "http://127.0.0.1:" + port + "/telegram");
        run(env);
        awaitHealth(200);
        String secret = api.calls("setWebhook").get(0).params().path("secret_token").asText();
        String update = api.say(anna, GROUP, "/rules").toString();

        assertThat(api.post("http://127.0.0.1:" + port + "/telegram/x", secret, update)).isEqualTo(404);
        assertThat(api.post("http://127.0.0.1:" + port + "/telegramx", secret, update)).isEqualTo(404);
        assertThat(api.post("http://127.0.0.1:" + port + "/telegram", secret, update)).isEqualTo(200);
        assertThat(get("/health/live/x").statusCode()).isEqualTo(404);
    }

    @Test
    @DisplayName("100 clients that send half a request and wait: the webhook, /health/live and /health/ready still"
            + " answer within a second each, and the server drops the slow clients once their time is up")
    void slowClientsHoldNothing() throws Exception {
        Map<String, String> env = env();
        int port = freePort();
        env.put(Settings.HTTP_PORT, Integer.toString(port));
        env.put("TELEGRAM_WEBHOOK_URL", "http://127.0.0.1:" + port + "/telegram/updates");
        run(env);
        awaitHealth(200);
        String secret = api.calls("setWebhook").get(0).params().path("secret_token").asText();
        List<java.net.Socket> slow = new java.util.ArrayList<>();
        try {
            for (int i = 0; i < 100; i++) {
                java.net.Socket socket = new java.net.Socket("127.0.0.1", port);
                socket.setSoTimeout((int) OpsServer.REQUEST_TIME.plusSeconds(5).toMillis());
                // Half the clients stop inside the headers, half inside the body of a webhook post.
                String half = i % 2 == 0 ? "GET /health/ready HTTP/1.1\r\nHost: bot\r\nX-Slow: "
                        : "POST /telegram/updates HTTP/1.1\r\nHost: bot\r\nX-Telegram-Bot-Api-Secret-Token: " + secret
                        + "\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{\"update_id\":";
                socket.getOutputStream().write(half.getBytes(StandardCharsets.US_ASCII));
                socket.getOutputStream().flush();
                slow.add(socket);
            }

            for (String path : List.of("/health/live", "/health/ready", "/health")) {
                long start = System.nanoTime();
                assertThat(get(path).statusCode()).isEqualTo(200);
                assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)).as(path).isLessThan(1000);
            }
            long start = System.nanoTime();
            assertThat(api.pushToWebhook(api.say(anna, GROUP, "/scopa"))).isEqualTo(200);
            assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)).as("the webhook").isLessThan(1000);
            api.await("the lobby", 10, () -> api.messages(GROUP), m -> !m.isEmpty());

            for (java.net.Socket socket : slow) {
                assertThat(closedByServer(socket)).as("the server closed a client too slow to send").isTrue();
            }
        } finally {
            for (java.net.Socket socket : slow) {
                socket.close();
            }
        }
    }

    /** Waits for the server to close {@code socket}: an end of stream, or a reset when it left bytes unread. */
    private static boolean closedByServer(java.net.Socket socket) {
        try {
            return socket.getInputStream().read() == -1;
        } catch (java.net.SocketTimeoutException e) {
            return false;
        } catch (java.io.IOException e) {
            return true;
        }
    }

    @Test
    @DisplayName("stopped while Telegram holds back the lobby's first post: status 0, one line about the calls left,"
            + " and the lobby is posted after the restart")
    void queuedPostIsPostedAfterRestart() throws Exception {
        Map<String, String> env = env();
        run(env);
        awaitHealth(200);
        var wait = new com.fasterxml.jackson.databind.ObjectMapper().createObjectNode().put("retry_after", 120);
        api.fail("sendMessage", 429, "Too Many Requests: retry after 120", wait);
        api.say(anna, GROUP, "/scopa");
        api.await("the post held back", 20, this::logLines, l -> l.stream().anyMatch(x -> x.startsWith("Telegram asks")));
        int before = logLines().size();

        bot.stop(0, Duration.ofSeconds(30));

        assertThat(running.get(5, TimeUnit.SECONDS)).isZero();
        assertThat(api.messages(GROUP)).isEmpty();
        List<ILoggingEvent> stopping;
        synchronized (logs) {
            stopping = List.copyOf(logs.list.subList(before, logs.list.size()));
        }
        assertThat(stopping).filteredOn(e -> e.getLevel().isGreaterOrEqual(ch.qos.logback.classic.Level.WARN))
                .extracting(ILoggingEvent::getFormattedMessage).singleElement().asString()
                .startsWith("1 Telegram calls still queued").contains("after the restart");

        run(env);
        List<ObjectNode> posted = api.await("the lobby posted again", 20, () -> api.messages(GROUP), m -> !m.isEmpty());
        assertThat(FakeBotApi.text(posted.get(0))).startsWith("🃏 Scopa — table opened by anna");
    }
}
