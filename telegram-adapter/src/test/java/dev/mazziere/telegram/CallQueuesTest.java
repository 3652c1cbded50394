package dev.mazziere.telegram;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Bot API calls queued: per-chat order, merged edits, retries")
class CallQueuesTest {

    private static final RateLimits FAST = new RateLimits(Duration.ZERO, 1000, 1000, Duration.ofMillis(10), 3);
    private final List<String> done = new CopyOnWriteArrayList<>();
    private CallQueues out;

    @AfterEach
    void close() {
        out.close();
    }

    private CallQueues outbound(RateLimits limits, java.util.function.Function<Throwable, CallQueues.Verdict> judge) {
        out = new CallQueues(limits, System::nanoTime, judge, new Redactor("tok"));
        return out;
    }

    @Test
    @DisplayName("edits of one message queued behind a slow call merge: only the newest text is sent")
    void mergesEdits() throws Exception {
        outbound(FAST, e -> new CallQueues.Verdict.Fail());
        CountDownLatch release = new CountDownLatch(1);
        out.submit(-1, null, "slow send", () -> {
            release.await();
            done.add("send");
            return "sent";
        });
        var first = out.submit(-1, "edit 7", "edit", () -> done.add("edit v1"));
        var second = out.submit(-1, "edit 7", "edit", () -> done.add("edit v2"));
        var third = out.submit(-1, "edit 7", "edit", () -> done.add("edit v3"));
        var other = out.submit(-1, "edit 8", "edit", () -> done.add("edit other"));
        release.countDown();

        third.get(5, TimeUnit.SECONDS);
        other.get(5, TimeUnit.SECONDS);
        assertThat(first).isSameAs(third);
        assertThat(second).isSameAs(third);
        assertThat(done).containsExactly("send", "edit v3", "edit other");
    }

    @Test
    @DisplayName("edits merged while they wait send what the caller makes of the two: the newest, with what the older had to show")
    void mergesContent() throws Exception {
        outbound(FAST, e -> new CallQueues.Verdict.Fail());
        CountDownLatch release = new CountDownLatch(1);
        out.submit(-1, null, "slow send", () -> release.await(5, TimeUnit.SECONDS));
        java.util.function.BinaryOperator<String> keep = (older, newer) -> newer + " (and " + older + ")";
        CallQueues.Send<String> send = text -> done.add(text);
        out.submit(-1, "edit 7", "edit", "hand 1 over", keep, null, send);
        out.submit(-1, "edit 7", "edit", "anna plays", keep, null, send);
        var last = out.submit(-1, "edit 7", "edit", "carlo plays", keep, null, send);
        release.countDown();

        last.get(5, TimeUnit.SECONDS);
        assertThat(done).containsExactly("carlo plays (and anna plays (and hand 1 over))");
    }

    @Test
    @DisplayName("an answer to a person goes ahead of the calls waiting in its chat, after the answers before it")
    void answersFirst() throws Exception {
        outbound(FAST, e -> new CallQueues.Verdict.Fail());
        CountDownLatch release = new CountDownLatch(1);
        out.submit(-1, null, "slow", () -> release.await(5, TimeUnit.SECONDS));
        out.submit(-1, null, "table", () -> done.add("table"));
        out.submit(-1, "edit 7", "edit", () -> done.add("edit"));
        out.urgent(-1, "answer", () -> done.add("first answer"));
        var last = out.urgent(-1, "answer", () -> done.add("second answer"));
        release.countDown();

        last.get(5, TimeUnit.SECONDS);
        out.submit(-1, null, "after", () -> done.add("after")).get(5, TimeUnit.SECONDS);
        assertThat(done).containsExactly("first answer", "second answer", "table", "edit", "after");
    }

    @Test
    @DisplayName("a picture is drawn while its call waits, and the chat's second counts from when the call leaves, not before the drawing")
    void pacedFromTheSend() throws Exception {
        RateLimits secondApart = new RateLimits(Duration.ofMillis(200), 1000, 1000, Duration.ofMillis(10), 3);
        outbound(secondApart, e -> new CallQueues.Verdict.Fail());
        List<Long> sent = new CopyOnWriteArrayList<>();
        CallQueues.Send<String> send = text -> sent.add(System.nanoTime());
        out.submit(6, null, "photo", "picture", (a, b) -> b, text -> sleep(300), send);
        var text = out.submit(6, null, "text", "no picture", (a, b) -> b, null, send);

        text.get(5, TimeUnit.SECONDS);
        assertThat(TimeUnit.NANOSECONDS.toMillis(sent.get(1) - sent.get(0))).isGreaterThanOrEqualTo(200);
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Test
    @DisplayName("a chat waits for its slow call while other chats go on")
    void chatsInParallel() throws Exception {
        outbound(FAST, e -> new CallQueues.Verdict.Fail());
        CountDownLatch release = new CountDownLatch(1);
        out.submit(-1, null, "slow", () -> release.await(5, TimeUnit.SECONDS));
        var behind = out.submit(-1, null, "behind", () -> done.add("behind"));

        out.submit(2, null, "other chat", () -> done.add("other chat")).get(5, TimeUnit.SECONDS);
        assertThat(done).containsExactly("other chat");
        assertThat(behind).isNotDone();
        release.countDown();
        behind.get(5, TimeUnit.SECONDS);
    }

    @Test
    @DisplayName("a server error is retried with backoff until it works; a refusal is not retried")
    void retries() throws Exception {
        outbound(FAST, e -> e.getMessage().startsWith("5") ? new CallQueues.Verdict.Backoff() : new CallQueues.Verdict.Fail());
        AtomicInteger attempts = new AtomicInteger();
        var flaky = out.submit(3, null, "flaky", () -> {
            if (attempts.incrementAndGet() < 3) {
                throw new IllegalStateException("502 bad gateway");
            }
            return "ok";
        });
        assertThat(flaky.get(5, TimeUnit.SECONDS)).isEqualTo("ok");
        assertThat(attempts).hasValue(3);

        AtomicInteger refusals = new AtomicInteger();
        var refused = out.submit(3, null, "refused", () -> {
            refusals.incrementAndGet();
            throw new IllegalStateException("403 forbidden");
        });
        assertThatThrownBy(() -> refused.get(5, TimeUnit.SECONDS)).isInstanceOf(ExecutionException.class)
                .hasRootCauseMessage("403 forbidden");
        assertThat(refusals).hasValue(1);
    }

    @Test
    @DisplayName("retry_after holds that chat's queue for the time Telegram asked, then the call goes again first")
    void retryAfter() throws Exception {
        outbound(FAST, e -> new CallQueues.Verdict.RetryAfter(TimeUnit.MILLISECONDS.toNanos(300)));
        AtomicInteger attempts = new AtomicInteger();
        long start = System.nanoTime();
        var limited = out.submit(-4, null, "limited", () -> {
            if (attempts.incrementAndGet() == 1) {
                throw new IllegalStateException("429");
            }
            done.add("limited");
            return "ok";
        });
        var next = out.submit(-4, null, "next", () -> done.add("next"));

        next.get(5, TimeUnit.SECONDS);
        // the task ran before "next" did, but its future may be completed a moment later
        assertThat(limited.get(5, TimeUnit.SECONDS)).isEqualTo("ok");
        assertThat(TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - start)).isGreaterThanOrEqualTo(290);
        assertThat(done).containsExactly("limited", "next");
    }

    @Test
    @DisplayName("dropping a chat fails what waits for it")
    void drop() {
        outbound(FAST, e -> new CallQueues.Verdict.Fail());
        CountDownLatch release = new CountDownLatch(1);
        out.submit(-5, null, "slow", () -> release.await(5, TimeUnit.SECONDS));
        var waiting = out.submit(-5, null, "waiting", () -> done.add("never"));

        out.drop(-5, new IllegalStateException("removed"));
        release.countDown();

        assertThatThrownBy(() -> waiting.get(5, TimeUnit.SECONDS)).hasRootCauseMessage("removed");
        assertThat(done).isEmpty();
    }

    @Test
    @DisplayName("answers to presses go out while every chat's call is held up, and side by side")
    void answersNeverWaitForChats() throws Exception {
        outbound(FAST, e -> new CallQueues.Verdict.Fail());
        CountDownLatch release = new CountDownLatch(1);
        for (long chat = -10; chat > -16; chat--) {
            out.submit(chat, null, "slow", () -> release.await(5, TimeUnit.SECONDS));
        }
        CountDownLatch bothRunning = new CountDownLatch(2);
        var first = out.submit(RateLimiter.NO_CHAT, null, "answer", () -> {
            bothRunning.countDown();
            return bothRunning.await(5, TimeUnit.SECONDS);
        });
        var second = out.submit(RateLimiter.NO_CHAT, null, "answer", () -> {
            bothRunning.countDown();
            return bothRunning.await(5, TimeUnit.SECONDS);
        });

        assertThat(first.get(5, TimeUnit.SECONDS)).as("ran while the other answer was under way").isEqualTo(true);
        assertThat(second.get(5, TimeUnit.SECONDS)).isEqualTo(true);
        release.countDown();
    }
}
