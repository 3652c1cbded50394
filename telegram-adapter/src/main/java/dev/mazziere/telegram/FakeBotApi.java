package dev.mazziere.telegram;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Predicate;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;

/**
 * A Bot API server in memory, just enough of it for the real TelegramBots client and
 * poller: it keeps the messages the bot sent (text and buttons, edited in place; documents
 * and photos uploaded as multipart/form-data, with their bytes; a photo's caption and
 * picture edited in place, and its text not, as Telegram refuses), hands
 * out updates the test makes users cause, and fails methods on request. Method names
 * are matched ignoring case; an empty getUpdates is held briefly so the poller does
 * not spin. As the real one, it posts updates to a webhook once one is set (with its
 * secret token, {@link #pushToWebhook}) and then refuses getUpdates with 409 until
 * deleteWebhook; and it can be down (every method 502) for a while, or hold one chat's
 * calls unanswered ({@link #hold}). With {@link #limits} set it refuses, with 429 and a
 * {@code retry_after} as Telegram does, every call that breaks Telegram's flood limits
 * ({@link FloodControl}).
 * Public for the application's tests, which run the whole bot against it, and for
 * {@code bench telegram}, which measures the bot against it.
 *
 * <p>This class routes each call and records it; the fake's parts do the rest, all under
 * its one lock: {@link FakeWire} (HTTP in and out), {@link FakeChats} (users and chats),
 * {@link FakeTopics}, {@link FakeMessages} and {@link FakePictures} (what the chats hold),
 * {@link FakeUsers} and {@link FakeUpdates} (what users do, and how the bot hears of it),
 * {@link FakeRefusals} (held calls, scripted failures, outages and flood limits).
 */
public final class FakeBotApi extends Dispatcher {

    public static final String TOKEN = "4242:FAKE-secret-token_xyz";
    public static final String BOT = "mazziere_bot";
    /** The longest caption a photo takes. */
    static final int MAX_CAPTION = 1024;

    /** A call the bot made. */
    public record Call(String method, JsonNode params, long atNanos, int failedWith) {
    }

    /** A canned error for the next call of a method. */
    record Failure(int code, String description, ObjectNode parameters) {
    }

    /** A file the bot uploaded with sendDocument and the fake accepted. */
    record Document(long chat, String fileName, byte[] bytes) {
    }

    /** A photo the bot sent or put in place of another, as the fake accepted it. */
    record Photo(long chat, int messageId, String fileName, byte[] bytes) {
    }

    private final ReentrantLock lock = new ReentrantLock();
    private final Condition news = lock.newCondition();
    private final List<Call> calls = new ArrayList<>();
    private final FakeWire wire = new FakeWire();
    private final FakeChats chats = new FakeChats(lock, wire);
    private final FakeTopics topics = new FakeTopics(lock, wire, chats);
    private final FakeMessages messages = new FakeMessages(lock, wire, chats, topics);
    private final FakePictures pictures = new FakePictures(lock, wire, messages, topics);
    private final FakeUpdates updates = new FakeUpdates(lock, news, wire);
    private final FakeUsers users = new FakeUsers(wire, chats, messages, updates);
    private final FakeRefusals refusals = new FakeRefusals(lock, wire);

    // ---- what users do

    public ObjectNode user(long id, String name, String language) {
        return chats.user(id, name, language);
    }

    /** {@code from} writes {@code text} in {@code chat}; a leading /command gets its entity, as Telegram does. */
    public ObjectNode say(ObjectNode from, long chat, String text) {
        return users.say(from, chat, 0, text);
    }

    /** {@code chat} is a supergroup with topics (a forum). */
    public void forum(long chat) {
        chats.forum(chat);
    }

    /**
     * The bot's private chats hold topics (its threaded mode, set in @BotFather): getMe says
     * {@code has_topics_enabled}, and createForumTopic works in a private chat.
     */
    public void topicsInPrivate(boolean on) {
        topics.inPrivate(on);
    }

    /** The group {@code chat} is called {@code title}. */
    public void title(long chat, String title) {
        chats.title(chat, title);
    }

    /** The topics the bot made in {@code chat} (a user's private chat, or a forum): id to name, oldest first. */
    public Map<Integer, String> topics(long chat) {
        return topics.of(chat);
    }

    /** {@code from} writes {@code text} in the topic {@code thread} of the forum {@code chat}. */
    public ObjectNode sayInTopic(ObjectNode from, long chat, int thread, String text) {
        return users.say(from, chat, thread, text);
    }

    /**
     * An admin closes the topic {@code thread} of {@code chat}: from now on a message sent there
     * is refused (TOPIC_CLOSED). With {@code announced}, the bot gets the service message
     * ({@code forum_topic_closed}) Telegram sends into the topic; without, it learns it from a refusal.
     */
    public void closeTopic(long chat, int thread, boolean announced) {
        topics.close(chat, thread);
        if (announced) {
            users.topicClosed(chat, thread);
        }
    }

    /** {@code from} presses the button with {@code data} on message {@code messageId} of {@code chat}. */
    ObjectNode press(ObjectNode from, long chat, int messageId, String data) {
        return users.press(from, chat, messageId, data);
    }

    /** Any other update ({@code field}: its content), e.g. my_chat_member. */
    ObjectNode update(String field, ObjectNode content) {
        return users.update(field, content);
    }

    ObjectNode migration(long from, long to) {
        return users.migration(from, to);
    }

    ObjectNode botStatus(long chat, String status) {
        return users.botStatus(chat, status);
    }

    // ---- the webhook, as Telegram drives it

    /** The webhook set now (url), or null. */
    public String webhook() {
        return updates.webhook();
    }

    /** Posts {@code update} to the webhook as Telegram does, with the secret given to setWebhook; the HTTP status. */
    public int pushToWebhook(ObjectNode update) throws Exception {
        return updates.pushToWebhook(update);
    }

    /** Posts {@code body} to {@code url} with {@code secret} in the secret-token header (none when null). */
    public int post(String url, String secret, String body) throws Exception {
        return updates.post(url, secret, body);
    }

    /** While down, every method answers 502 Bad Gateway, as when Telegram's servers have trouble. */
    public void down(boolean down) {
        refusals.down(down);
    }

    /** Delivers {@code update} once more, as Telegram may after a network hiccup. */
    void redeliver(ObjectNode update) {
        updates.redeliver(update);
    }

    // ---- what the test arranges

    void block(long user) {
        chats.block(user, true);
    }

    void unblock(long user) {
        chats.block(user, false);
    }

    /**
     * Holds every call about {@code chat} (its chat_id) unanswered until {@link #release}: as
     * when the group's budget is spent and Telegram is slow to take more. Held calls are
     * recorded once they are let through.
     */
    void hold(long chat) {
        refusals.hold(chat);
    }

    void release(long chat) {
        refusals.release(chat);
    }

    /** From now on, calls that break {@code limits} are refused with 429, as Telegram refuses them. */
    public void limits(FloodControl limits) {
        refusals.limits(limits);
    }

    /** Lets every held chat's calls through ({@link #hold}). */
    void releaseAll() {
        refusals.releaseAll();
    }

    public void fail(String method, int code, String description, ObjectNode parameters) {
        refusals.fail(method, code, description, parameters);
    }

    ObjectNode params() {
        return wire.json.createObjectNode();
    }

    // ---- what the test reads

    public List<Call> calls(String method) {
        lock.lock();
        try {
            return calls.stream().filter(c -> c.method().equalsIgnoreCase(method)).toList();
        } finally {
            lock.unlock();
        }
    }

    /** The messages of {@code chat} as they are now, oldest first. */
    public List<ObjectNode> messages(long chat) {
        return messages.of(chat);
    }

    /** When the fake took the sendMessage or sendPhoto that made message {@code messageId} of {@code chat} (System.nanoTime). */
    long sentAt(long chat, int messageId) {
        return messages.sentAt(chat, messageId);
    }

    /** When message {@code messageId} of {@code chat} was last sent or changed (System.nanoTime), or -1. */
    public long changedAt(long chat, int messageId) {
        return messages.changedAt(chat, messageId);
    }

    /** Every call the bot made so far, oldest first. */
    public List<Call> calls() {
        lock.lock();
        try {
            return List.copyOf(calls);
        } finally {
            lock.unlock();
        }
    }

    /** What a call that sends or edits a message makes it read: its text or caption ("" for none). */
    public static String textOf(Call call) {
        JsonNode p = call.params();
        if (p.has("text")) {
            return p.path("text").asText();
        }
        if (p.has("caption")) {
            return p.path("caption").asText();
        }
        return p.path("media").path("caption").asText("");
    }

    /** The documents sent to {@code chat}, oldest first. */
    List<Document> documents(long chat) {
        return calls("sendDocument").stream().filter(c -> c.failedWith() == 0)
                .filter(c -> c.params().path("chat_id").asLong() == chat)
                .map(c -> {
                    JsonNode d = c.params().path("document");
                    try {
                        return new Document(chat, d.path("file_name").asText(), d.path("content").binaryValue());
                    } catch (java.io.IOException e) {
                        throw new IllegalStateException(e);
                    }
                }).toList();
    }

    /** Every picture the bot uploaded to {@code chat} (sent or edited in), oldest first. */
    List<Photo> photos(long chat) {
        return pictures.of(chat);
    }

    /** The picture message {@code messageId} of {@code chat} shows now, or null. */
    Photo photoOf(long chat, int messageId) {
        return pictures.shownBy(chat, messageId);
    }

    /** Waits until {@code test} holds, up to {@code seconds}. */
    public <T> T await(String what, int seconds, java.util.function.Supplier<T> probe, Predicate<T> test) {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        T value = probe.get();
        while (!test.test(value)) {
            if (System.nanoTime() > end) {
                throw new AssertionError("timed out waiting for " + what + "; last seen " + value);
            }
            lock.lock();
            try {
                news.await(20, TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                throw new AssertionError(e);
            } finally {
                lock.unlock();
            }
            value = probe.get();
        }
        return value;
    }

    /** What a message reads: its text, or a photo's caption. */
    public static String text(JsonNode message) {
        return message.has("text") ? message.path("text").asText() : message.path("caption").asText();
    }

    static List<JsonNode> buttons(JsonNode message) {
        List<JsonNode> out = new ArrayList<>();
        JsonNode rows = message.path("reply_markup").path("inline_keyboard");
        rows.forEach(r -> r.forEach(out::add));
        return out;
    }

    // ---- the server

    @Override
    public MockResponse dispatch(RecordedRequest request) throws InterruptedException {
        String path = request.getUrl().encodedPath();
        String prefix = "/bot" + TOKEN + "/";
        if (!path.startsWith(prefix)) {
            return wire.error(404, "Not Found", null);
        }
        String method = path.substring(prefix.length()).toLowerCase(Locale.ROOT);
        JsonNode params = wire.parse(request);
        long about = params.path("chat_id").asLong(0);
        lock.lock();
        try {
            refusals.awaitRelease(about);
            long now = System.nanoTime();
            Failure f = refusals.refusal(method, about, now);
            calls.add(new Call(method, params, now, f == null ? 0 : f.code()));
            news.signalAll();
            if (f != null) {
                return wire.error(f.code(), f.description(), f.parameters());
            }
            return answer(method, params, about);
        } finally {
            lock.unlock();
        }
    }

    /** What Telegram answers a call it takes, by method. */
    private MockResponse answer(String method, JsonNode params, long about) throws InterruptedException {
        return switch (method) {
            case "getme" -> wire.ok(chats.botUser().put("can_join_groups", true)
                    .put("has_topics_enabled", topics.inPrivate()));
            case "getchat" -> wire.ok(chats.chat(about));
            case "createforumtopic" -> topics.create(params);
            case "setmycommands", "answercallbackquery" -> wire.okTrue();
            case "setwebhook" -> updates.setWebhook(params);
            case "deletewebhook" -> updates.deleteWebhook();
            case "getwebhookinfo" -> updates.webhookInfo();
            case "getchatadministrators" -> wire.ok(wire.json.createArrayNode());
            case "getupdates" -> updates.getUpdates(params);
            case "sendmessage" -> messages.sendMessage(params);
            case "senddocument" -> messages.sendDocument(params);
            case "sendphoto" -> pictures.sendPhoto(params);
            case "editmessagetext" -> messages.editMessageText(params);
            case "editmessagecaption" -> pictures.editMessageCaption(params);
            case "editmessagemedia" -> pictures.editMessageMedia(params);
            case "editmessagereplymarkup" -> messages.editMessageReplyMarkup(params);
            default -> wire.error(404, "Not Found: method not found", null);
        };
    }
}
