package dev.mazziere.telegram;

import com.sun.net.httpserver.HttpHandler;

/** The process's HTTP server, as the webhook needs it: somewhere to receive Telegram's posts. */
@FunctionalInterface
public interface WebhookHost {

    /** Serves {@code handler} at {@code path}, replacing whatever was served there. */
    void serve(String path, HttpHandler handler);
}
