package dev.mazziere.telegram;

import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.time.Duration;
import java.util.Base64;
import java.util.Map;
import java.util.regex.Pattern;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * How to reach Telegram.
 *
 * @param token       the bot's token from BotFather ({@code TELEGRAM_BOT_TOKEN}, {@code digits:secret});
 *                    never logged
 * @param apiUrl      another Bot API server ({@code TELEGRAM_API_URL}: a self-hosted one, a
 *                    local fake in tests), or null for api.telegram.org; scheme, host and port
 * @param limits      how fast to write
 * @param sendTimeout how long a table waits for a new message to be sent
 * @param pollTimeout seconds a getUpdates call may wait for news on the server
 * @param webhook     where Telegram posts updates, or null to poll for them
 * @param flush       at shutdown, how long queued calls may take to go out before they are dropped
 */
public record TelegramConfig(String token, URI apiUrl, RateLimits limits, Duration sendTimeout, int pollTimeout,
                             Webhook webhook, Duration flush) {

    public static final String TOKEN = "TELEGRAM_BOT_TOKEN";
    public static final String API_URL = "TELEGRAM_API_URL";
    public static final String WEBHOOK_URL = "TELEGRAM_WEBHOOK_URL";
    public static final String WEBHOOK_SECRET = "TELEGRAM_WEBHOOK_SECRET";
    /** What queued calls get at shutdown by default: well inside {@code docker stop}'s 10 seconds. */
    public static final Duration DEFAULT_FLUSH = Duration.ofSeconds(3);

    private static final Pattern SECRET = Pattern.compile("[A-Za-z0-9_-]{1,256}");
    /** BotFather's tokens: the bot's id, a colon, a secret ({@code 123456789:AAH...}). */
    private static final Pattern TOKEN_FORMAT = Pattern.compile("[0-9]{1,20}:[A-Za-z0-9_-]{1,200}");

    /**
     * Webhook mode: Telegram posts each update to {@code url} with {@code secret} in the
     * {@value WebhookEndpoint#SECRET_HEADER} header. The bot listens on the URL's path
     * ({@link #path()}) of the HTTP server that runs it; a proxy or load balancer in front
     * takes the public HTTPS address.
     */
    public record Webhook(URI url, String secret) {

        public Webhook {
            if (url == null || !url.isAbsolute() || url.getHost() == null
                    || !("https".equalsIgnoreCase(url.getScheme()) || "http".equalsIgnoreCase(url.getScheme()))) {
                throw new IllegalArgumentException(WEBHOOK_URL + " must be a full address such as"
                        + " https://bot.example.org/telegram, not '" + url + "'");
            }
            String path = url.getRawPath();
            if (path == null || path.isEmpty() || "/".equals(path) || "/health".equals(path) || "/metrics".equals(path)) {
                throw new IllegalArgumentException(WEBHOOK_URL + " needs a path of its own, e.g."
                        + " https://bot.example.org/telegram");
            }
            if (secret == null || !SECRET.matcher(secret).matches()) {
                throw new IllegalArgumentException(WEBHOOK_SECRET + " must be 1 to 256 letters, digits, _ or -");
            }
        }

        /** The path the bot receives updates on. */
        public String path() {
            return url.getRawPath();
        }

        @Override
        public String toString() {
            return "Webhook[url=" + url + ", secret=<hidden>]";
        }
    }

    public TelegramConfig {
        if (token == null || token.isBlank()) {
            throw new IllegalArgumentException(TOKEN + " is not set");
        }
        token = token.trim();
        if (!TOKEN_FORMAT.matcher(token).matches()) {
            // Telegram would answer 404 to every call, or nothing while it cannot be reached: say it now.
            throw new IllegalArgumentException(TOKEN + " is not a bot token: BotFather's tokens are the bot's id,"
                    + " a colon and a secret of letters, digits, _ and - (123456789:AAH...)");
        }
        if (flush == null || flush.isNegative()) {
            throw new IllegalArgumentException("flush must be zero or more");
        }
    }

    /** Long polling, the default flush at shutdown. */
    public TelegramConfig(String token, URI apiUrl, RateLimits limits, Duration sendTimeout, int pollTimeout) {
        this(token, apiUrl, limits, sendTimeout, pollTimeout, null, DEFAULT_FLUSH);
    }

    /** From the environment; null when there is no token. */
    public static TelegramConfig fromEnv(Map<String, String> env) {
        String token = env.get(TOKEN);
        if (token == null || token.isBlank()) {
            return null;
        }
        String url = env.get(API_URL);
        String hook = env.get(WEBHOOK_URL);
        Webhook webhook = null;
        if (hook != null && !hook.isBlank()) {
            String secret = env.get(WEBHOOK_SECRET);
            URI hookUrl;
            try {
                hookUrl = URI.create(hook.trim());
            } catch (IllegalArgumentException e) {
                throw new IllegalArgumentException(WEBHOOK_URL + " is not an address: '" + hook.trim() + "'");
            }
            webhook = new Webhook(hookUrl, secret == null || secret.isBlank() ? derivedSecret(token.trim())
                    : secret.trim());
        }
        return new TelegramConfig(token, url == null || url.isBlank() ? null : URI.create(url.trim()),
                RateLimits.TELEGRAM, Duration.ofSeconds(60), 50, webhook, DEFAULT_FLUSH);
    }

    /**
     * A webhook secret every instance of one bot computes alike from its token, so
     * instances behind a load balancer agree on it without one more variable, and nobody
     * without the token can guess it.
     */
    static String derivedSecret(String token) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(token.getBytes(StandardCharsets.UTF_8), "HmacSHA256"));
            byte[] digest = mac.doFinal("mazziere telegram webhook".getBytes(StandardCharsets.UTF_8));
            return Base64.getUrlEncoder().withoutPadding().encodeToString(digest);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("HmacSHA256 is missing from this JDK", e);
        }
    }

    /** The same configuration receiving updates by {@code webhook} (null: polling). */
    public TelegramConfig withWebhook(Webhook webhook) {
        return new TelegramConfig(token, apiUrl, limits, sendTimeout, pollTimeout, webhook, flush);
    }

    /** The same configuration with another bound on sending queued calls at shutdown. */
    public TelegramConfig withFlush(Duration flush) {
        return new TelegramConfig(token, apiUrl, limits, sendTimeout, pollTimeout, webhook, flush);
    }

    @Override
    public String toString() {
        return "TelegramConfig[apiUrl=" + apiUrl + ", limits=" + limits + ", webhook=" + webhook + "]";
    }
}
