package dev.mazziere.telegram;

import java.time.Instant;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.telegram.telegrambots.meta.api.methods.updates.GetWebhookInfo;
import org.telegram.telegrambots.meta.api.objects.WebhookInfo;
import org.telegram.telegrambots.meta.generics.TelegramClient;

/**
 * In webhook mode, asks Telegram now and then how delivery goes (getWebhookInfo): keeps
 * the connection state fresh when no chat is busy, and logs once each new error Telegram
 * met posting to the webhook (an unreachable address, a refused certificate ...), which
 * the bot would otherwise never hear of.
 */
final class WebhookWatch {

    private static final Logger LOG = LoggerFactory.getLogger(WebhookWatch.class);

    private final TelegramClient client;
    private final Redactor redactor;
    private int lastErrorDate;

    WebhookWatch(TelegramClient client, Redactor redactor) {
        this.client = client;
        this.redactor = redactor;
    }

    /** One look; never throws (it runs on a schedule). */
    void check() {
        try {
            WebhookInfo info = client.execute(GetWebhookInfo.builder().build());
            Integer date = info.getLastErrorDate();
            if (date != null && date > lastErrorDate) {
                lastErrorDate = date;
                LOG.warn("Telegram could not deliver to the webhook at {}: {} ({} updates waiting)",
                        Instant.ofEpochSecond(date), redactor.redact(info.getLastErrorMessage()),
                        info.getPendingUpdatesCount());
            }
        } catch (Exception e) {
            LOG.debug("getWebhookInfo failed: {}", redactor.describe(e));
        }
    }
}
