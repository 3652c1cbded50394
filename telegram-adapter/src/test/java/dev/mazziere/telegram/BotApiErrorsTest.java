package dev.mazziere.telegram;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mazziere.chat.ChatEvent;
import dev.mazziere.chat.ChatHandler;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.table.BotCore;
import java.net.InetAddress;
import java.net.URI;
import java.time.Duration;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.telegram.telegrambots.meta.exceptions.TelegramApiRequestException;

/**
 * The error pages a proxy in front of the Bot API answers with (HTML 502, 503): read as
 * the outages they are, retried at start-up and by the queues, not taken for a refusal.
 */
@DisplayName("Error pages from the Bot API's side")
@Timeout(30)
class BotApiErrorsTest {

    private static final String PAGE = "<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad"
            + " Gateway</h1></center><hr><center>nginx</center></body></html>";

    private MockWebServer server;

    @BeforeEach
    void start() throws Exception {
        server = new MockWebServer();
        server.start(InetAddress.getByName("127.0.0.1"), 0);
    }

    @AfterEach
    void stop() {
        server.close();
    }

    private TelegramConfig config() {
        return new TelegramConfig(FakeBotApi.TOKEN, URI.create("http://127.0.0.1:" + server.getPort()),
                RateLimits.TELEGRAM, Duration.ofSeconds(5), 1);
    }

    @Test
    @DisplayName("an HTML 502 or 503 at start-up is an outage to try again, not 'refused the bot's set-up (0 )'")
    void htmlPageAtStartIsRetryable() {
        for (int code : new int[] {502, 503}) {
            server.enqueue(new MockResponse.Builder().code(code).addHeader("Content-Type", "text/html")
                    .body(PAGE).build());
            assertThatThrownBy(() -> TelegramBot.start(config(), new BotCore(GameRegistry.standard(),
                    port -> new ChatHandler() {
                        @Override
                        public void handle(ChatEvent event) {
                        }
                    }))).isInstanceOfSatisfying(TelegramStartException.class, e -> {
                assertThat(e.retryable()).as("retryable after %d", code).isTrue();
                assertThat(e.getMessage()).startsWith("cannot reach Telegram (" + code + " ");
            });
        }
    }

    @Test
    @DisplayName("the error page becomes the Bot API's JSON error with the HTTP status, which the queues back off from")
    void htmlPageReadsAsA5xx() throws Exception {
        server.enqueue(new MockResponse.Builder().code(503).addHeader("Content-Type", "text/html; charset=utf-8")
                .body("<html>Service Unavailable</html>").build());
        okhttp3.OkHttpClient http = new okhttp3.OkHttpClient.Builder().addInterceptor(new BotApiErrors()).build();
        var client = new org.telegram.telegrambots.client.okhttp.OkHttpTelegramClient(http, FakeBotApi.TOKEN,
                org.telegram.telegrambots.meta.TelegramUrl.builder().schema("http").host("127.0.0.1")
                        .port(server.getPort()).testServer(false).build());

        assertThatThrownBy(() -> client.execute(org.telegram.telegrambots.meta.api.methods.GetMe.builder().build()))
                .isInstanceOfSatisfying(TelegramApiRequestException.class, e -> {
                    assertThat(e.getErrorCode()).isEqualTo(503);
                    assertThat(Failures.verdict(e)).isInstanceOf(CallQueues.Verdict.Backoff.class);
                });
        http.dispatcher().executorService().shutdown();
    }

    @Test
    @DisplayName("a JSON error keeps its own description and parameters")
    void jsonErrorIsLeftAlone() throws Exception {
        server.enqueue(new MockResponse.Builder().code(429).addHeader("Content-Type", "application/json")
                .body("{\"ok\":false,\"error_code\":429,\"description\":\"Too Many Requests: retry after 7\","
                        + "\"parameters\":{\"retry_after\":7}}").build());
        okhttp3.OkHttpClient http = new okhttp3.OkHttpClient.Builder().addInterceptor(new BotApiErrors()).build();
        var client = new org.telegram.telegrambots.client.okhttp.OkHttpTelegramClient(http, FakeBotApi.TOKEN,
                org.telegram.telegrambots.meta.TelegramUrl.builder().schema("http").host("127.0.0.1")
                        .port(server.getPort()).testServer(false).build());

        assertThatThrownBy(() -> client.execute(org.telegram.telegrambots.meta.api.methods.GetMe.builder().build()))
                .isInstanceOfSatisfying(TelegramApiRequestException.class, e -> {
                    assertThat(e.getErrorCode()).isEqualTo(429);
                    assertThat(e.getParameters().getRetryAfter()).isEqualTo(7);
                });
        http.dispatcher().executorService().shutdown();
    }
}
