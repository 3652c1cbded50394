package dev.mazziere.telegram;

import java.time.Instant;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.telegram.telegrambots.meta.api.methods.updates.GetWebhookInfo;
import org.telegram.telegrambots.meta.api.methods.updates.SetWebhook;
import org.telegram.telegrambots.meta.api.objects.WebhookInfo;
import org.telegram.telegrambots.meta.exceptions.TelegramApiException;
import org.telegram.telegrambots.meta.generics.TelegramClient;

/**
 * Keeps the webhook this bot's. Sets it at start, then asks Telegram now and then how
 * delivery goes (getWebhookInfo): a webhook another process took (a second copy of the bot
 * polling with the same token deletes it; another deployment sets its own) is set again,
 * with one log line, and {@link #ok()} is false until it is; each new error Telegram met
 * posting to the webhook (an unreachable address, a refused certificate ...) is logged once,
 * which the bot would otherwise never hear of. The checks also keep the connection state
 * fresh when no chat is busy.
 */
final class WebhookWatch {

    private static final Logger LOG = LoggerFactory.getLogger(WebhookWatch.class);

    private final TelegramClient client;
    private final Redactor redactor;
    private final TelegramConfig.Webhook hook;
    private volatile boolean ok;
    private final java.util.concurrent.atomic.AtomicLong taken = new java.util.concurrent.atomic.AtomicLong();
    private int lastErrorDate;

    WebhookWatch(TelegramClient client, Redactor redactor, TelegramConfig.Webhook hook) {
        this.client = client;
        this.redactor = redactor;
        this.hook = hook;
    }

    /** Sets the webhook: Telegram posts the updates the bot reads to its address, with its secret. */
    void set() throws TelegramApiException {
        client.execute(SetWebhook.builder().url(hook.url().toString()).secretToken(hook.secret())
                .allowedUpdates(TelegramBot.UPDATES).build());
        ok = true;
    }

    /** False while Telegram posts updates elsewhere or nowhere, as the last check found. */
    boolean ok() {
        return ok;
    }

    /** How many checks found the webhook taken, so far. */
    long taken() {
        return taken.get();
    }

    /** One look; never throws (it runs on a schedule). */
    void check() {
        WebhookInfo info;
        try {
            info = client.execute(GetWebhookInfo.builder().build());
        } catch (Exception e) {
            LOG.debug("getWebhookInfo failed: {}", redactor.describe(e));
            return;
        }
        String now = info.getUrl() == null ? "" : info.getUrl();
        if (!now.equals(hook.url().toString())) {
            ok = false;
            taken.incrementAndGet();
            String where = now.isEmpty() ? "deleted it (a second copy of the bot polling with this token?)"
                    : "points it at " + redactor.redact(now);
            try {
                set();
                LOG.warn("the Telegram webhook was taken: something {}; set again to {}", where, hook.url());
            } catch (Exception e) {
                LOG.warn("the Telegram webhook was taken: something {}; setting it again failed ({}), next try at the"
                        + " next check", where, redactor.describe(e));
            }
            return;
        }
        ok = true;
        Integer date = info.getLastErrorDate();
        if (date != null && date > lastErrorDate) {
            lastErrorDate = date;
            LOG.warn("Telegram could not deliver to the webhook at {}: {} ({} updates waiting)",
                    Instant.ofEpochSecond(date), redactor.redact(info.getLastErrorMessage()),
                    info.getPendingUpdatesCount());
        }
    }
}
