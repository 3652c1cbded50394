package dev.mazziere.telegram;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("The rate limiter, on a fake clock")
class RateLimiterTest {

    private static final long GROUP = -100;
    private static final long USER = 42;
    private final AtomicLong now = new AtomicLong(1_000_000_000_000L);
    private final RateLimiter limiter = new RateLimiter(RateLimits.TELEGRAM, now::get);

    private void advance(Duration d) {
        now.addAndGet(d.toNanos());
    }

    private static long ms(long nanos) {
        return TimeUnit.NANOSECONDS.toMillis(nanos);
    }

    @Test
    @DisplayName("one message a second per chat: the second waits out the rest of the second")
    void perChat() {
        assertThat(limiter.delay(USER)).isLessThanOrEqualTo(0);
        limiter.taken(USER);
        advance(Duration.ofMillis(300));

        assertThat(ms(limiter.delay(USER))).isEqualTo(700);
        assertThat(limiter.delay(USER + 1)).isLessThanOrEqualTo(0);
        advance(Duration.ofMillis(700));
        assertThat(limiter.delay(USER)).isLessThanOrEqualTo(0);
    }

    @Test
    @DisplayName("twenty a minute per group: the 21st waits until the first is a minute old")
    void groupPerMinute() {
        for (int i = 0; i < 20; i++) {
            assertThat(limiter.delay(GROUP)).isLessThanOrEqualTo(0);
            limiter.taken(GROUP);
            advance(Duration.ofSeconds(1));
        }
        assertThat(ms(limiter.delay(GROUP))).isEqualTo(40_000);
        advance(Duration.ofSeconds(40));
        assertThat(limiter.delay(GROUP)).isLessThanOrEqualTo(0);
    }

    @Test
    @DisplayName("private chats have no per-minute budget")
    void privateChatsNoMinuteBudget() {
        for (int i = 0; i < 30; i++) {
            limiter.taken(USER);
            advance(Duration.ofSeconds(1));
        }
        assertThat(limiter.delay(USER)).isLessThanOrEqualTo(0);
    }

    @Test
    @DisplayName("thirty a second overall, answers to presses included")
    void overall() {
        for (int i = 0; i < 30; i++) {
            limiter.taken(i + 1);
        }
        assertThat(limiter.delay(999)).isPositive();
        assertThat(limiter.delay(RateLimiter.NO_CHAT)).isPositive();
        advance(Duration.ofSeconds(1));
        assertThat(limiter.delay(999)).isLessThanOrEqualTo(0);
    }

    @Test
    @DisplayName("a retry_after pauses that chat only")
    void retryAfter() {
        limiter.pause(GROUP, Duration.ofSeconds(5).toNanos());

        assertThat(ms(limiter.delay(GROUP))).isEqualTo(5000);
        assertThat(limiter.delay(USER)).isLessThanOrEqualTo(0);
        limiter.forgetIdle();
        assertThat(ms(limiter.delay(GROUP))).isEqualTo(5000);
    }
}
