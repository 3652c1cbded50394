package dev.mazziere.telegram;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
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

    /** Calls to {@code chat} made as soon as the limiter allows, for {@code span} of fake time: when each went. */
    private List<Long> asSoonAsAllowed(long chat, boolean answer, Duration span) {
        List<Long> at = new ArrayList<>();
        long end = now.get() + span.toNanos();
        while (now.get() < end) {
            long wait = limiter.delay(chat, answer);
            if (wait > 0) {
                advance(Duration.ofNanos(wait));
                continue;
            }
            limiter.taken(chat, answer);
            at.add(now.get());
        }
        return at;
    }

    /** The most calls of {@code times} within any span of {@code window}. */
    private static int mostWithin(List<Long> times, Duration window) {
        int most = 0;
        for (int i = 0; i < times.size(); i++) {
            int n = 0;
            for (int j = i; j < times.size() && times.get(j) - times.get(i) < window.toNanos(); j++) {
                n++;
            }
            most = Math.max(most, n);
        }
        return most;
    }

    private static List<Long> gaps(List<Long> times) {
        List<Long> gaps = new ArrayList<>();
        for (int i = 1; i < times.size(); i++) {
            gaps.add(ms(times.get(i) - times.get(i - 1)));
        }
        return gaps;
    }

    @Test
    @DisplayName("one message a second per chat, and a little more: the second waits out the rest of the second")
    void perChat() {
        assertThat(limiter.delay(USER)).isLessThanOrEqualTo(0);
        limiter.taken(USER);
        advance(Duration.ofMillis(300));

        assertThat(ms(limiter.delay(USER))).isEqualTo(720);
        assertThat(limiter.delay(USER + 1)).isLessThanOrEqualTo(0);
        advance(Duration.ofMillis(720));
        assertThat(limiter.delay(USER)).isLessThanOrEqualTo(0);
    }

    @Test
    @DisplayName("a chat's second counts from when the call left: a call held up (its picture drawn) pushes the next back")
    void countedWhenSent() {
        limiter.taken(USER);
        advance(Duration.ofMillis(400));
        limiter.sent(USER);
        advance(Duration.ofMillis(700));

        assertThat(ms(limiter.delay(USER))).isEqualTo(320);
    }

    @Test
    @DisplayName("a group busy for five minutes gets a call every 4.3 s at worst, never twenty in a burst then a silence")
    void groupPacedOverTheMinute() {
        List<Long> at = asSoonAsAllowed(GROUP, false, Duration.ofMinutes(5));

        assertThat(gaps(at).get(0)).as("two at once after a quiet spell, a chat's second apart").isEqualTo(1020);
        assertThat(gaps(at)).allSatisfy(g -> assertThat(g).isLessThanOrEqualTo(4290));
        assertThat(mostWithin(at, Duration.ofMinutes(1))).isLessThanOrEqualTo(16);
        assertThat(at.size()).as("14 a minute, and the first two").isBetween(5 * 14, 5 * 14 + 2);
    }

    @Test
    @DisplayName("answers to a person have a share of their own: they go at once when the table's share is spent, and never take the table's")
    void answersShare() {
        asSoonAsAllowed(GROUP, false, Duration.ofSeconds(30));
        advance(Duration.ofMillis(1100));
        long tableWaits = limiter.delay(GROUP, false);

        assertThat(limiter.delay(GROUP, true)).as("an answer").isLessThanOrEqualTo(0);
        limiter.taken(GROUP, true);
        assertThat(limiter.delay(GROUP, false)).as("the table waits no longer for it, but for the chat's second")
                .isLessThanOrEqualTo(Math.max(tableWaits, Duration.ofMillis(1020).toNanos()));
    }

    @Test
    @DisplayName("the table and answers both at full demand never make more than twenty calls in any minute")
    void twentyAMinuteAtMost() {
        List<Long> at = new ArrayList<>();
        long end = now.get() + Duration.ofMinutes(5).toNanos();
        while (now.get() < end) {
            long table = limiter.delay(GROUP, false);
            long answer = limiter.delay(GROUP, true);
            if (answer <= 0 || table <= 0) {
                limiter.taken(GROUP, answer <= 0);
                at.add(now.get());
            } else {
                advance(Duration.ofNanos(Math.min(table, answer)));
            }
        }

        assertThat(mostWithin(at, Duration.ofMinutes(1))).isLessThanOrEqualTo(20);
        assertThat(at.size()).as("14 a minute for the table, 2 for answers, and their first bursts")
                .isBetween(5 * 16, 5 * 16 + 4);
    }

    @Test
    @DisplayName("private chats have no per-minute budget")
    void privateChatsNoMinuteBudget() {
        for (int i = 0; i < 30; i++) {
            limiter.taken(USER);
            advance(Duration.ofMillis(1020));
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
