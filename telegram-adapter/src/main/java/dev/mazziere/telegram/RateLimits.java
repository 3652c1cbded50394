package dev.mazziere.telegram;

import java.time.Duration;

/**
 * How fast the bot may write, after Telegram's published limits.
 *
 * @param perChat        the least time between two messages or edits in one chat
 * @param groupPerMinute messages and edits in one group within a minute
 * @param perSecond      calls in all chats within a second
 * @param firstBackoff   the wait before retrying a call after a server or network error;
 *                       it doubles with each further attempt
 * @param maxAttempts    attempts of one call before it counts as failed
 * @param second         how long the second of {@code perSecond} lasts, and the sixtieth of
 *                       the minute of {@code groupPerMinute}: one second, but in tests that
 *                       run Telegram's limits faster ({@link #faster})
 */
public record RateLimits(Duration perChat, int groupPerMinute, int perSecond, Duration firstBackoff, int maxAttempts,
                         Duration second) {

    /** About 1 message a second per chat, 20 a minute per group, 30 a second overall. */
    public static final RateLimits TELEGRAM = new RateLimits(Duration.ofSeconds(1), 20, 30, Duration.ofMillis(500), 6);

    public RateLimits {
        if (groupPerMinute < 1 || perSecond < 1 || maxAttempts < 1 || second.isNegative() || second.isZero()) {
            throw new IllegalArgumentException("limits must be positive: " + groupPerMinute + ", " + perSecond + ", "
                    + second);
        }
    }

    /** Limits over a second of one second. */
    public RateLimits(Duration perChat, int groupPerMinute, int perSecond, Duration firstBackoff, int maxAttempts) {
        this(perChat, groupPerMinute, perSecond, firstBackoff, maxAttempts, Duration.ofSeconds(1));
    }

    /** These limits with time running {@code speed} times faster: the same budgets over shorter seconds. */
    public RateLimits faster(double speed) {
        return new RateLimits(scaled(perChat, speed), groupPerMinute, perSecond, scaled(firstBackoff, speed),
                maxAttempts, scaled(second, speed));
    }

    private static Duration scaled(Duration d, double speed) {
        return Duration.ofNanos(Math.round(d.toNanos() / speed));
    }
}
