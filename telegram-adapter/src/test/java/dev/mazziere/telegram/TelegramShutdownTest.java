package dev.mazziere.telegram;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import dev.mazziere.chat.ChatEvent;
import dev.mazziere.chat.ChatHandler;
import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.ChatPort;
import dev.mazziere.chat.Delivery;
import dev.mazziere.chat.Message;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.table.BotCore;
import java.net.InetAddress;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import mockwebserver3.MockWebServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.slf4j.LoggerFactory;

/**
 * Stopping the bot loses nothing it can still do: an update being handled finishes,
 * calls queued behind the rate limits go out, and only a call that cannot go within the
 * bound is given up, with a line that says so. A core that answers slowly stands in for
 * the tables.
 */
@DisplayName("The Telegram bot stopping")
@Timeout(60)
class TelegramShutdownTest {

    private static final long GROUP = -800;

    private final FakeBotApi api = new FakeBotApi();
    private final ListAppender<ILoggingEvent> logs = new ListAppender<>();
    private MockWebServer telegram;
    private TelegramBot bot;

    @BeforeEach
    void start() throws Exception {
        logs.start();
        root().addAppender(logs);
        telegram = new MockWebServer();
        telegram.setDispatcher(api);
        telegram.start(InetAddress.getByName("127.0.0.1"), 0);
    }

    @AfterEach
    void stop() {
        telegram.close();
        root().detachAppender(logs);
    }

    private static Logger root() {
        return (Logger) LoggerFactory.getLogger(org.slf4j.Logger.ROOT_LOGGER_NAME);
    }

    /** Each chat at most every {@code perChat}; Telegram's limits otherwise out of the way. */
    private TelegramConfig config(Duration perChat, Duration flush) {
        return new TelegramConfig(FakeBotApi.TOKEN, URI.create("http://127.0.0.1:" + telegram.getPort()),
                new RateLimits(perChat, 10_000, 1000, Duration.ofMillis(50), 5), Duration.ofSeconds(15), 1)
                .withFlush(flush);
    }

    /** A core that, for each command, does {@code work} with the port. */
    private TelegramBot startBot(TelegramConfig config, java.util.function.BiConsumer<ChatPort, ChatEvent> work) {
        return TelegramBot.start(config, new BotCore(GameRegistry.standard(), port -> new ChatHandler() {
            @Override
            public void handle(ChatEvent event) {
                work.accept(port, event);
            }
        }));
    }

    private List<String> sentTexts() {
        return api.calls("sendMessage").stream().filter(c -> c.failedWith() == 0)
                .map(c -> c.params().path("text").asText()).toList();
    }

    @Test
    @DisplayName("an update being handled when the stop comes finishes, and what it sends reaches the chat")
    void inFlightEventFinishes() throws Exception {
        CountDownLatch entered = new CountDownLatch(1);
        bot = startBot(config(Duration.ZERO, Duration.ofSeconds(4)), (port, event) -> {
            entered.countDown();
            sleep(1500); // longer than the 1 s the workers get after the drain: only the drain waits for it
            port.send(event.chat(), Message.text("finished " + ((ChatEvent.Command) event).name()));
        });
        api.say(api.user(101, "anna", "en"), GROUP, "/slow");
        assertThat(entered.await(10, TimeUnit.SECONDS)).isTrue();

        bot.close();

        assertThat(sentTexts()).containsExactly("finished slow");
    }

    @Test
    @DisplayName("posts and their edits queued behind the per-chat pace are all sent before the bot stops")
    void queuedCallsAreFlushed() throws Exception {
        AtomicReference<ChatPort> port = new AtomicReference<>();
        bot = startBot(config(Duration.ofMillis(150), Duration.ofSeconds(10)), (p, e) -> port.set(p));
        api.say(api.user(101, "anna", "en"), GROUP, "/hello");
        api.await("the core to get the port", 10, port::get, p -> p != null);
        ChatId chat = new ChatId(TelegramPort.PLATFORM, Long.toString(GROUP));
        List<MessageRef> sent = new java.util.ArrayList<>();
        for (int i = 1; i <= 6; i++) {
            Delivery posted = port.get().send(chat, Message.text("message " + i));
            assertThat(posted).isInstanceOf(Delivery.Pending.class);
            sent.add(posted.refOrNull());
        }
        for (int i = 1; i <= 6; i++) {
            assertThat(port.get().edit(sent.get(i - 1), Message.text("edit " + i))).isInstanceOf(Delivery.Queued.class);
        }
        assertThat(bot.stats().queuedCalls()).isPositive();

        bot.close();

        assertThat(api.calls("editMessageText")).extracting(c -> c.params().path("text").asText())
                .containsExactly("edit 1", "edit 2", "edit 3", "edit 4", "edit 5", "edit 6");
        assertThat(api.messages(GROUP)).extracting(m -> m.path("text").asText()).endsWith("edit 1", "edit 2", "edit 3",
                "edit 4", "edit 5", "edit 6");
        assertThat(bot.stats().throttledCalls()).isPositive();
    }

    @Test
    @DisplayName("a call Telegram holds back for longer than the bound is given up when the bound is over,"
            + " with one line")
    void flushIsBounded() throws Exception {
        AtomicReference<ChatPort> port = new AtomicReference<>();
        bot = startBot(config(Duration.ZERO, Duration.ofMillis(500)), (p, e) -> port.set(p));
        api.say(api.user(101, "anna", "en"), GROUP, "/hello");
        api.await("the core to get the port", 10, port::get, p -> p != null);
        var wait = api.params();
        wait.put("retry_after", 120);
        api.fail("editMessageText", 429, "Too Many Requests: retry after 120", wait);
        ChatId chat = new ChatId(TelegramPort.PLATFORM, Long.toString(GROUP));
        port.get().edit(new MessageRef(chat, "1"), Message.text("held back"));
        api.await("the 429", 10, () -> api.calls("editMessageText"), c -> !c.isEmpty());

        long start = System.nanoTime();
        bot.close();

        assertThat(TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start)).as("well before retry_after")
                .isLessThan(60);
        assertThat(bot.stats().rateLimitWaits()).isEqualTo(1);
        synchronized (logs) {
            assertThat(logs.list).extracting(ILoggingEvent::getFormattedMessage)
                    .contains("1 Telegram calls still queued 500 ms into the shutdown are left: the tables show their"
                            + " state again after the restart");
        }
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
