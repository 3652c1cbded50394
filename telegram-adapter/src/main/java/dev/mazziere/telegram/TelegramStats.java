package dev.mazziere.telegram;

/**
 * A read-only view of the bot's traffic, for health checks and metrics (read by the
 * application; the adapter depends on no metrics library). Counters only grow.
 */
public interface TelegramStats {

    /** The last call to the Bot API got an answer (not a network or server error, not "unauthorized"). */
    boolean connected();

    /** Calls waiting in the per-chat queues or under way. */
    int queuedCalls();

    /** Calls Telegram answered with "Too Many Requests", each waiting as long as it asked. */
    long rateLimitWaits();

    /** Calls that waited for the bot's own pacing (Telegram's published limits) before going out. */
    long throttledCalls();

    /** Webhook requests refused for a missing or wrong secret token. */
    long refusedWebhookRequests();

    /**
     * In webhook mode, false from a check that found the webhook taken by something else
     * until it is set again (see the log); always true when polling.
     */
    boolean webhookOk();

    /** In webhook mode, how many checks found the webhook taken (each set it again); 0 when polling. */
    long webhookTaken();
}
