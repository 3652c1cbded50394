package dev.mazziere.telegram;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpHandler;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.telegram.telegrambots.meta.api.objects.Update;

/**
 * Receives the updates Telegram posts to the webhook: checks the secret token header on
 * every request, reads the body into the library's own {@link Update} (its Jackson
 * mapping), and hands it to the same {@link Receiver} as long polling. Answers at once;
 * the update is handled on the receiver's workers. While the bot stops it answers 503,
 * so Telegram delivers the update again later (to another instance, behind a load
 * balancer). Mounted by whoever runs the HTTP server.
 */
final class WebhookEndpoint implements HttpHandler {

    /** The header Telegram sets to the {@code secret_token} given to setWebhook. */
    static final String SECRET_HEADER = "X-Telegram-Bot-Api-Secret-Token";
    /** Far above any update Telegram sends; a bigger body is refused unread. */
    static final int MAX_BODY = 1 << 20;

    private static final Logger LOG = LoggerFactory.getLogger(WebhookEndpoint.class);
    private static final long REFUSAL_LOG_EVERY = TimeUnit.MINUTES.toNanos(1);

    private final ObjectMapper json = new ObjectMapper();
    private final byte[] secret;
    private final Receiver receiver;
    private final LongSupplier nanos;
    private final AtomicLong refused = new AtomicLong();
    private final AtomicLong lastRefusalLog = new AtomicLong(Long.MIN_VALUE);
    private volatile boolean open = true;

    WebhookEndpoint(String secret, Receiver receiver, LongSupplier nanos) {
        this.secret = secret.getBytes(StandardCharsets.UTF_8);
        this.receiver = receiver;
        this.nanos = nanos;
    }

    /** From now on every request is answered 503: the bot is stopping. */
    void close() {
        open = false;
    }

    /** Requests refused for a missing or wrong secret token, so far. */
    long refused() {
        return refused.get();
    }

    @Override
    public void handle(HttpExchange exchange) throws IOException {
        try (exchange) {
            exchange.getResponseHeaders().set("Content-Type", "text/plain; charset=utf-8");
            if (!"POST".equals(exchange.getRequestMethod())) {
                exchange.getResponseHeaders().set("Allow", "POST");
                answer(exchange, 405, "POST only");
                return;
            }
            String given = exchange.getRequestHeaders().getFirst(SECRET_HEADER);
            if (given == null || !MessageDigest.isEqual(secret, given.getBytes(StandardCharsets.UTF_8))) {
                refuse(exchange, given == null ? "no" : "a wrong");
                return;
            }
            if (!open) {
                answer(exchange, 503, "stopping");
                return;
            }
            byte[] body = read(exchange.getRequestBody());
            if (body == null) {
                answer(exchange, 413, "too large");
                return;
            }
            Update update;
            try {
                update = json.readValue(body, Update.class);
            } catch (IOException e) {
                LOG.warn("a webhook request with the right secret held no update ({}); ignored",
                        e.getClass().getSimpleName());
                answer(exchange, 400, "not an update");
                return;
            }
            receiver.consume(List.of(update));
            answer(exchange, 200, "ok");
        }
    }

    private void refuse(HttpExchange exchange, String which) throws IOException {
        long count = refused.incrementAndGet();
        long now = nanos.getAsLong();
        long last = lastRefusalLog.get();
        if ((last == Long.MIN_VALUE || now - last >= REFUSAL_LOG_EVERY) && lastRefusalLog.compareAndSet(last, now)) {
            LOG.warn("webhook request from {} refused: {} secret token ({} refused so far); only Telegram should post"
                    + " here", exchange.getRemoteAddress().getAddress().getHostAddress(), which, count);
        }
        answer(exchange, 401, "unauthorized");
    }

    /** The body, or null when it is over {@link #MAX_BODY}. */
    private static byte[] read(InputStream in) throws IOException {
        byte[] bytes = in.readNBytes(MAX_BODY + 1);
        return bytes.length > MAX_BODY ? null : bytes;
    }

    private static void answer(HttpExchange exchange, int status, String text) throws IOException {
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        exchange.sendResponseHeaders(status, bytes.length);
        exchange.getResponseBody().write(bytes);
    }
}
