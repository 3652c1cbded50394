package dev.mazziere.telegram;

import java.net.URI;
import java.time.Duration;
import java.util.Map;

/**
 * How to reach Telegram.
 *
 * @param token       the bot's token from BotFather ({@code TELEGRAM_BOT_TOKEN}); never logged
 * @param apiUrl      another Bot API server ({@code TELEGRAM_API_URL}: a self-hosted one, a
 *                    local fake in tests), or null for api.telegram.org; scheme, host and port
 * @param limits      how fast to write
 * @param sendTimeout how long a table waits for a new message to be sent
 * @param pollTimeout seconds a getUpdates call may wait for news on the server
 */
public record TelegramConfig(String token, URI apiUrl, RateLimits limits, Duration sendTimeout, int pollTimeout) {

    public static final String TOKEN = "TELEGRAM_BOT_TOKEN";
    public static final String API_URL = "TELEGRAM_API_URL";

    public TelegramConfig {
        if (token == null || token.isBlank()) {
            throw new IllegalArgumentException(TOKEN + " is not set");
        }
        token = token.trim();
    }

    /** From the environment; null when there is no token. */
    public static TelegramConfig fromEnv(Map<String, String> env) {
        String token = env.get(TOKEN);
        if (token == null || token.isBlank()) {
            return null;
        }
        String url = env.get(API_URL);
        return new TelegramConfig(token, url == null || url.isBlank() ? null : URI.create(url.trim()),
                RateLimits.TELEGRAM, Duration.ofSeconds(60), 50);
    }

    @Override
    public String toString() {
        return "TelegramConfig[apiUrl=" + apiUrl + ", limits=" + limits + "]";
    }
}
