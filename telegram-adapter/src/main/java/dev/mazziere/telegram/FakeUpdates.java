package dev.mazziere.telegram;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import mockwebserver3.MockResponse;

/**
 * How {@link FakeBotApi} hands the bot its updates, as Telegram does: numbered and queued
 * for getUpdates (an empty one held briefly), or, once a webhook is set, posted to it
 * with its secret token while getUpdates is refused with 409 until deleteWebhook.
 */
final class FakeUpdates {

    private final ReentrantLock lock;
    private final Condition news;
    private final FakeWire wire;
    private final List<ObjectNode> queued = new ArrayList<>();
    private int nextUpdate = 1;
    private final long holdMillis = 300;
    private String webhookUrl;
    private String webhookSecret;
    private final java.net.http.HttpClient poster = java.net.http.HttpClient.newHttpClient();

    FakeUpdates(ReentrantLock lock, Condition news, FakeWire wire) {
        this.lock = lock;
        this.news = news;
        this.wire = wire;
    }

    /** Numbers {@code update} and queues it for getUpdates (not while a webhook is set). */
    ObjectNode deliver(ObjectNode update) {
        lock.lock();
        try {
            update.put("update_id", nextUpdate++);
            if (webhookUrl == null) {
                queued.add(update);
            }
            news.signalAll();
            return update;
        } finally {
            lock.unlock();
        }
    }

    void redeliver(ObjectNode update) {
        lock.lock();
        try {
            queued.add(update);
            news.signalAll();
        } finally {
            lock.unlock();
        }
    }

    MockResponse getUpdates(JsonNode params) throws InterruptedException {
        if (webhookUrl != null) {
            return wire.error(409, "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to"
                    + " delete the webhook first", null);
        }
        long offset = params.path("offset").asLong(0);
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(holdMillis);
        while (true) {
            queued.removeIf(u -> u.get("update_id").asLong() < offset);
            if (!queued.isEmpty()) {
                ArrayNode out = wire.json.createArrayNode();
                queued.forEach(out::add);
                return wire.ok(out);
            }
            long left = end - System.nanoTime();
            if (left <= 0) {
                return wire.ok(wire.json.createArrayNode());
            }
            news.awaitNanos(left);
        }
    }

    MockResponse setWebhook(JsonNode params) {
        String url = params.path("url").asText("");
        if (!url.startsWith("http")) {
            return wire.error(400, "Bad Request: bad webhook: An HTTPS URL must be provided for webhook", null);
        }
        webhookUrl = url;
        webhookSecret = params.path("secret_token").asText(null);
        return wire.okTrue();
    }

    MockResponse deleteWebhook() {
        webhookUrl = null;
        webhookSecret = null;
        return wire.okTrue();
    }

    MockResponse webhookInfo() {
        return wire.ok(wire.json.createObjectNode().put("url", webhookUrl == null ? "" : webhookUrl)
                .put("has_custom_certificate", false).put("pending_update_count", 0));
    }

    String webhook() {
        lock.lock();
        try {
            return webhookUrl;
        } finally {
            lock.unlock();
        }
    }

    int pushToWebhook(ObjectNode update) throws Exception {
        String url;
        String secret;
        lock.lock();
        try {
            url = webhookUrl;
            secret = webhookSecret;
        } finally {
            lock.unlock();
        }
        if (url == null) {
            throw new AssertionError("no webhook is set");
        }
        return post(url, secret, update.toString());
    }

    int post(String url, String secret, String body) throws Exception {
        var request = java.net.http.HttpRequest.newBuilder(java.net.URI.create(url))
                .header("Content-Type", "application/json")
                .POST(java.net.http.HttpRequest.BodyPublishers.ofString(body));
        if (secret != null) {
            request.header("X-Telegram-Bot-Api-Secret-Token", secret);
        }
        return poster.send(request.build(), java.net.http.HttpResponse.BodyHandlers.discarding()).statusCode();
    }
}
