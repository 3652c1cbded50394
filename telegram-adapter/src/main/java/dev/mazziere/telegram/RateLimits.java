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
 */
public record RateLimits(Duration perChat, int groupPerMinute, int perSecond, Duration firstBackoff, int maxAttempts) {

    /** About 1 message a second per chat, 20 a minute per group, 30 a second overall. */
    public static final RateLimits TELEGRAM = new RateLimits(Duration.ofSeconds(1), 20, 30, Duration.ofMillis(500), 6);

    public RateLimits {
        if (groupPerMinute < 1 || perSecond < 1 || maxAttempts < 1) {
            throw new IllegalArgumentException("limits must be positive: " + groupPerMinute + ", " + perSecond);
        }
    }
}
