package dev.mazziere.telegram;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Predicate;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;
import okhttp3.MediaType;
import okhttp3.MultipartReader;
import okhttp3.ResponseBody;

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
 */
public final class FakeBotApi extends Dispatcher {

    public static final String TOKEN = "4242:FAKE-secret-token_xyz";
    public static final String BOT = "mazziere_bot";

    /** A call the bot made. */
    public record Call(String method, JsonNode params, long atNanos, int failedWith) {
    }

    /** A canned error for the next call of a method. */
    record Failure(int code, String description, ObjectNode parameters) {
    }

    private final ObjectMapper json = new ObjectMapper();
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition news = lock.newCondition();
    private final List<ObjectNode> updates = new ArrayList<>();
    private final List<Call> calls = new ArrayList<>();
    private final Map<Long, Map<Integer, ObjectNode>> chats = new HashMap<>();
    private final Map<String, Deque<Failure>> failures = new HashMap<>();
    private final Set<Long> blocked = new HashSet<>();
    /** Supergroups with topics (forums), and their topics closed by an admin ("chat/thread"). */
    private final Set<Long> forums = new HashSet<>();
    private final Set<String> closedTopics = new HashSet<>();
    /** Whether the bot's private chats hold topics (getMe's has_topics_enabled), and the topics made there by user. */
    private boolean privateTopics;
    private final Map<Long, Map<Integer, String>> topicsOf = new HashMap<>();
    private int nextTopic = 5001;
    /** Group titles set by the test ("Amici" otherwise). */
    private final Map<Long, String> titles = new HashMap<>();
    private final Set<Long> held = new HashSet<>();
    private final Condition released = lock.newCondition();
    private final Map<Long, Map<Integer, Long>> sentAt = new HashMap<>();
    private final Map<Long, Map<Integer, Long>> changedAt = new HashMap<>();
    private FloodControl flood;
    private int nextUpdate = 1;
    private int nextMessage = 1;
    private int nextQuery = 1;
    private long holdMillis = 300;
    private String webhookUrl;
    private String webhookSecret;
    private boolean down;
    private final java.net.http.HttpClient poster = java.net.http.HttpClient.newHttpClient();

    // ---- what users do

    public ObjectNode user(long id, String name, String language) {
        ObjectNode u = json.createObjectNode();
        u.put("id", id).put("is_bot", false).put("first_name", name).put("language_code", language);
        return u;
    }

    private ObjectNode chat(long id) {
        ObjectNode c = json.createObjectNode();
        c.put("id", id).put("type", forums.contains(id) ? "supergroup" : id < 0 ? "group" : "private");
        if (forums.contains(id)) {
            c.put("is_forum", true);
        }
        if (id < 0) {
            c.put("title", titles.getOrDefault(id, "Amici"));
        } else {
            c.put("first_name", "someone");
        }
        return c;
    }

    /** {@code from} writes {@code text} in {@code chat}; a leading /command gets its entity, as Telegram does. */
    public ObjectNode say(ObjectNode from, long chat, String text) {
        ObjectNode m = json.createObjectNode();
        m.put("message_id", 900_000 + nextMessage++).put("date", 1_700_000_000);
        m.set("from", from);
        m.set("chat", chat(chat));
        m.put("text", text);
        if (text.startsWith("/")) {
            int end = text.indexOf(' ');
            ObjectNode entity = json.createObjectNode();
            entity.put("type", "bot_command").put("offset", 0).put("length", end < 0 ? text.length() : end);
            m.putArray("entities").add(entity);
        }
        ObjectNode u = json.createObjectNode();
        u.set("message", m);
        return deliver(u);
    }

    /** {@code chat} is a supergroup with topics (a forum). */
    public void forum(long chat) {
        lock.lock();
        try {
            forums.add(chat);
        } finally {
            lock.unlock();
        }
    }

    /**
     * The bot's private chats hold topics (its threaded mode, set in @BotFather): getMe says
     * {@code has_topics_enabled}, and createForumTopic works in a private chat.
     */
    public void topicsInPrivate(boolean on) {
        lock.lock();
        try {
            privateTopics = on;
        } finally {
            lock.unlock();
        }
    }

    /** The group {@code chat} is called {@code title}. */
    public void title(long chat, String title) {
        lock.lock();
        try {
            titles.put(chat, title);
        } finally {
            lock.unlock();
        }
    }

    /** The topics the bot made in {@code chat} (a user's private chat, or a forum): id to name, oldest first. */
    public Map<Integer, String> topics(long chat) {
        lock.lock();
        try {
            return new LinkedHashMap<>(topicsOf.getOrDefault(chat, Map.of()));
        } finally {
            lock.unlock();
        }
    }

    /** {@code from} writes {@code text} in the topic {@code thread} of the forum {@code chat}. */
    public ObjectNode sayInTopic(ObjectNode from, long chat, int thread, String text) {
        ObjectNode m = json.createObjectNode();
        m.put("message_id", 900_000 + nextMessage++).put("date", 1_700_000_000);
        m.set("from", from);
        m.set("chat", chat(chat));
        m.put("message_thread_id", thread).put("is_topic_message", true);
        m.put("text", text);
        if (text.startsWith("/")) {
            int end = text.indexOf(' ');
            ObjectNode entity = json.createObjectNode();
            entity.put("type", "bot_command").put("offset", 0).put("length", end < 0 ? text.length() : end);
            m.putArray("entities").add(entity);
        }
        ObjectNode u = json.createObjectNode();
        u.set("message", m);
        return deliver(u);
    }

    /**
     * An admin closes the topic {@code thread} of {@code chat}: from now on a message sent there
     * is refused (TOPIC_CLOSED). With {@code announced}, the bot gets the service message
     * ({@code forum_topic_closed}) Telegram sends into the topic; without, it learns it from a refusal.
     */
    public void closeTopic(long chat, int thread, boolean announced) {
        lock.lock();
        try {
            closedTopics.add(chat + "/" + thread);
        } finally {
            lock.unlock();
        }
        if (announced) {
            ObjectNode m = json.createObjectNode();
            m.put("message_id", 900_000 + nextMessage++).put("date", 1_700_000_000);
            m.set("from", user(101, "anna", "en"));
            m.set("chat", chat(chat));
            m.put("message_thread_id", thread).put("is_topic_message", true);
            m.putObject("forum_topic_closed");
            ObjectNode u = json.createObjectNode();
            u.set("message", m);
            deliver(u);
        }
    }

    /** The topic a call is for, or 0 for none; a message sent to a closed topic is refused as Telegram does. */
    private MockResponse intoTopic(long chat, JsonNode params, ObjectNode m) {
        int thread = params.path("message_thread_id").asInt(0);
        if (thread == 0) {
            return null;
        }
        if (chat > 0 ? !topicsOf.getOrDefault(chat, Map.of()).containsKey(thread) : !forums.contains(chat)) {
            return error(400, "Bad Request: message thread not found", null);
        }
        if (closedTopics.contains(chat + "/" + thread)) {
            return error(400, "Bad Request: TOPIC_CLOSED", null);
        }
        m.put("message_thread_id", thread).put("is_topic_message", true);
        return null;
    }

    /** {@code from} presses the button with {@code data} on message {@code messageId} of {@code chat}. */
    ObjectNode press(ObjectNode from, long chat, int messageId, String data) {
        ObjectNode q = json.createObjectNode();
        q.put("id", "q" + nextQuery++);
        q.set("from", from);
        ObjectNode m;
        lock.lock();
        try {
            m = chats.get(chat).get(messageId).deepCopy();
        } finally {
            lock.unlock();
        }
        q.set("message", m);
        q.put("chat_instance", "ci" + chat);
        q.put("data", data);
        ObjectNode u = json.createObjectNode();
        u.set("callback_query", q);
        return deliver(u);
    }

    /** Any other update ({@code field}: its content), e.g. my_chat_member. */
    ObjectNode update(String field, ObjectNode content) {
        ObjectNode u = json.createObjectNode();
        u.set(field, content);
        return deliver(u);
    }

    ObjectNode migration(long from, long to) {
        ObjectNode m = json.createObjectNode();
        m.put("message_id", 900_000 + nextMessage++).put("date", 1_700_000_000);
        m.set("chat", chat(from));
        m.set("from", user(1, "Telegram", "en"));
        m.put("migrate_to_chat_id", to);
        ObjectNode u = json.createObjectNode();
        u.set("message", m);
        return deliver(u);
    }

    ObjectNode botStatus(long chat, String status) {
        ObjectNode change = json.createObjectNode();
        change.set("chat", chat(chat));
        change.set("from", user(101, "anna", "en"));
        change.put("date", 1_700_000_000);
        ObjectNode oldMember = json.createObjectNode();
        oldMember.put("status", "member");
        oldMember.set("user", botUser());
        ObjectNode newMember = json.createObjectNode();
        newMember.put("status", status);
        newMember.set("user", botUser());
        if (status.equals("kicked")) {
            newMember.put("until_date", 0);
        }
        change.set("old_chat_member", oldMember);
        change.set("new_chat_member", newMember);
        return update("my_chat_member", change);
    }

    /** Queues an update for getUpdates; with a webhook set, the test posts it with {@link #pushToWebhook}. */
    private ObjectNode deliver(ObjectNode update) {
        lock.lock();
        try {
            update.put("update_id", nextUpdate++);
            if (webhookUrl == null) {
                updates.add(update);
            }
            news.signalAll();
            return update;
        } finally {
            lock.unlock();
        }
    }

    // ---- the webhook, as Telegram drives it

    /** The webhook set now (url), or null. */
    public String webhook() {
        lock.lock();
        try {
            return webhookUrl;
        } finally {
            lock.unlock();
        }
    }

    /** Posts {@code update} to the webhook as Telegram does, with the secret given to setWebhook; the HTTP status. */
    public int pushToWebhook(ObjectNode update) throws Exception {
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

    /** Posts {@code body} to {@code url} with {@code secret} in the secret-token header (none when null). */
    public int post(String url, String secret, String body) throws Exception {
        var request = java.net.http.HttpRequest.newBuilder(java.net.URI.create(url))
                .header("Content-Type", "application/json")
                .POST(java.net.http.HttpRequest.BodyPublishers.ofString(body));
        if (secret != null) {
            request.header("X-Telegram-Bot-Api-Secret-Token", secret);
        }
        return poster.send(request.build(), java.net.http.HttpResponse.BodyHandlers.discarding()).statusCode();
    }

    /** While down, every method answers 502 Bad Gateway, as when Telegram's servers have trouble. */
    public void down(boolean down) {
        lock.lock();
        try {
            this.down = down;
        } finally {
            lock.unlock();
        }
    }

    /** Delivers {@code update} once more, as Telegram may after a network hiccup. */
    void redeliver(ObjectNode update) {
        lock.lock();
        try {
            updates.add(update);
            news.signalAll();
        } finally {
            lock.unlock();
        }
    }

    // ---- what the test arranges

    void block(long user) {
        lock.lock();
        try {
            blocked.add(user);
        } finally {
            lock.unlock();
        }
    }

    void unblock(long user) {
        lock.lock();
        try {
            blocked.remove(user);
        } finally {
            lock.unlock();
        }
    }

    /**
     * Holds every call about {@code chat} (its chat_id) unanswered until {@link #release}: as
     * when the group's budget is spent and Telegram is slow to take more. Held calls are
     * recorded once they are let through.
     */
    void hold(long chat) {
        lock.lock();
        try {
            held.add(chat);
        } finally {
            lock.unlock();
        }
    }

    void release(long chat) {
        lock.lock();
        try {
            held.remove(chat);
            released.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /** From now on, calls that break {@code limits} are refused with 429, as Telegram refuses them. */
    public void limits(FloodControl limits) {
        lock.lock();
        try {
            this.flood = limits;
        } finally {
            lock.unlock();
        }
    }

    /** Lets every held chat's calls through ({@link #hold}). */
    void releaseAll() {
        lock.lock();
        try {
            held.clear();
            released.signalAll();
        } finally {
            lock.unlock();
        }
    }

    public void fail(String method, int code, String description, ObjectNode parameters) {
        lock.lock();
        try {
            failures.computeIfAbsent(method.toLowerCase(Locale.ROOT), k -> new ArrayDeque<>())
                    .add(new Failure(code, description, parameters));
        } finally {
            lock.unlock();
        }
    }

    ObjectNode params() {
        return json.createObjectNode();
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
        lock.lock();
        try {
            return chats.getOrDefault(chat, Map.of()).values().stream().map(ObjectNode::deepCopy).toList();
        } finally {
            lock.unlock();
        }
    }

    /** When the fake took the sendMessage or sendPhoto that made message {@code messageId} of {@code chat} (System.nanoTime). */
    long sentAt(long chat, int messageId) {
        lock.lock();
        try {
            return sentAt.getOrDefault(chat, Map.of()).getOrDefault(messageId, -1L);
        } finally {
            lock.unlock();
        }
    }

    /** When message {@code messageId} of {@code chat} was last sent or changed (System.nanoTime), or -1. */
    public long changedAt(long chat, int messageId) {
        lock.lock();
        try {
            return changedAt.getOrDefault(chat, Map.of()).getOrDefault(messageId, -1L);
        } finally {
            lock.unlock();
        }
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

    /** A file the bot uploaded with sendDocument and the fake accepted. */
    record Document(long chat, String fileName, byte[] bytes) {
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
            return error(404, "Not Found", null);
        }
        String method = path.substring(prefix.length()).toLowerCase(Locale.ROOT);
        JsonNode params = parse(request);
        long about = params.path("chat_id").asLong(0);
        lock.lock();
        try {
            while (about != 0 && held.contains(about)) {
                released.await();
            }
            Deque<Failure> canned = failures.get(method);
            Failure f = down ? new Failure(502, "Bad Gateway", null) : canned != null ? canned.pollFirst() : null;
            long now = System.nanoTime();
            if (f == null && flood != null && limited(method)) {
                long wait = flood.admit(about, now);
                if (wait > 0) {
                    // Telegram says when in whole seconds, at least one.
                    long seconds = Math.max(1, (wait + 999_999_999L) / 1_000_000_000L);
                    ObjectNode retry = json.createObjectNode().put("retry_after", seconds);
                    f = new Failure(429, "Too Many Requests: retry after " + seconds, retry);
                }
            }
            calls.add(new Call(method, params, now, f == null ? 0 : f.code()));
            news.signalAll();
            if (f != null) {
                return error(f.code(), f.description(), f.parameters());
            }
            return switch (method) {
                case "getme" -> ok(botUser().put("can_join_groups", true).put("has_topics_enabled", privateTopics));
                case "getchat" -> ok(chat(about));
                case "createforumtopic" -> createForumTopic(params);
                case "setmycommands", "answercallbackquery" -> ok(json.getNodeFactory().booleanNode(true));
                case "setwebhook" -> setWebhook(params);
                case "deletewebhook" -> {
                    webhookUrl = null;
                    webhookSecret = null;
                    yield ok(json.getNodeFactory().booleanNode(true));
                }
                case "getwebhookinfo" -> ok(json.createObjectNode().put("url", webhookUrl == null ? "" : webhookUrl)
                        .put("has_custom_certificate", false).put("pending_update_count", 0));
                case "getchatadministrators" -> ok(json.createArrayNode());
                case "getupdates" -> getUpdates(params);
                case "sendmessage" -> sendMessage(params);
                case "senddocument" -> sendDocument(params);
                case "sendphoto" -> sendPhoto(params);
                case "editmessagetext" -> editMessageText(params);
                case "editmessagecaption" -> editMessageCaption(params);
                case "editmessagemedia" -> editMessageMedia(params);
                case "editmessagereplymarkup" -> editMessageReplyMarkup(params);
                default -> error(404, "Not Found: method not found", null);
            };
        } finally {
            lock.unlock();
        }
    }

    /** The methods Telegram's flood limits count: everything that writes, not the bot's own set-up and polling. */
    private static boolean limited(String method) {
        return switch (method) {
            case "getme", "getupdates", "setmycommands", "setwebhook", "deletewebhook", "getwebhookinfo",
                 "getchatadministrators", "getchat" -> false;
            default -> true;
        };
    }

    /** Message {@code id} of {@code chat} was sent or changed now. */
    private void changed(long chat, int id) {
        changedAt.computeIfAbsent(chat, k -> new HashMap<>()).put(id, System.nanoTime());
    }

    private ObjectNode botUser() {
        ObjectNode me = json.createObjectNode();
        me.put("id", 1).put("is_bot", true).put("first_name", "Mazziere").put("username", BOT);
        return me;
    }

    private MockResponse setWebhook(JsonNode params) {
        String url = params.path("url").asText("");
        if (!url.startsWith("http")) {
            return error(400, "Bad Request: bad webhook: An HTTPS URL must be provided for webhook", null);
        }
        webhookUrl = url;
        webhookSecret = params.path("secret_token").asText(null);
        return ok(json.getNodeFactory().booleanNode(true));
    }

    private MockResponse getUpdates(JsonNode params) throws InterruptedException {
        if (webhookUrl != null) {
            return error(409, "Conflict: can't use getUpdates method while webhook is active; use deleteWebhook to"
                    + " delete the webhook first", null);
        }
        long offset = params.path("offset").asLong(0);
        long end = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(holdMillis);
        while (true) {
            updates.removeIf(u -> u.get("update_id").asLong() < offset);
            if (!updates.isEmpty()) {
                ArrayNode out = json.createArrayNode();
                updates.forEach(out::add);
                return ok(out);
            }
            long left = end - System.nanoTime();
            if (left <= 0) {
                return ok(json.createArrayNode());
            }
            news.awaitNanos(left);
        }
    }

    /** A topic in a forum, or in a user's private chat where the bot has private topics. */
    private MockResponse createForumTopic(JsonNode params) {
        long chat = params.path("chat_id").asLong();
        String name = params.path("name").asText("");
        if (blocked.contains(chat)) {
            return error(403, "Forbidden: bot was blocked by the user", null);
        }
        if (chat > 0 ? !privateTopics : !forums.contains(chat)) {
            return error(400, "Bad Request: the chat is not a forum", null);
        }
        if (name.isEmpty() || name.length() > 128) {
            return error(400, "Bad Request: TOPIC_TITLE_EMPTY", null);
        }
        int thread = nextTopic++;
        topicsOf.computeIfAbsent(chat, k -> new LinkedHashMap<>()).put(thread, name);
        ObjectNode topic = json.createObjectNode();
        topic.put("message_thread_id", thread).put("name", name).put("icon_color", 7322096);
        return ok(topic);
    }

    private MockResponse sendMessage(JsonNode params) {
        long chat = params.path("chat_id").asLong();
        if (blocked.contains(chat)) {
            return error(403, "Forbidden: bot can't initiate conversation with a user", null);
        }
        ObjectNode m = json.createObjectNode();
        m.put("message_id", nextMessage++).put("date", 1_700_000_000);
        m.set("from", botUser());
        m.set("chat", chat(chat));
        MockResponse refused = intoTopic(chat, params, m);
        if (refused != null) {
            return refused;
        }
        m.put("text", params.path("text").asText());
        if (params.has("reply_markup")) {
            m.set("reply_markup", markup(params.get("reply_markup")));
        }
        if (params.has("reply_to_message_id")) {
            m.putObject("reply_to_message").put("message_id", params.path("reply_to_message_id").asInt());
        }
        chats.computeIfAbsent(chat, k -> new LinkedHashMap<>()).put(m.get("message_id").asInt(), m);
        sentAt.computeIfAbsent(chat, k -> new HashMap<>()).put(m.get("message_id").asInt(), System.nanoTime());
        changed(chat, m.get("message_id").asInt());
        return ok(m);
    }

    /** A document as sendMessage keeps a text: a message with the file's name, its bytes kept in {@link #documents}. */
    private MockResponse sendDocument(JsonNode params) {
        long chat = params.path("chat_id").asLong();
        if (blocked.contains(chat)) {
            return error(403, "Forbidden: bot can't initiate conversation with a user", null);
        }
        JsonNode upload = params.path("document");
        if (!upload.path("content").isBinary()) {
            return error(400, "Bad Request: there is no document in the request", null);
        }
        int size = ((com.fasterxml.jackson.databind.node.BinaryNode) upload.get("content")).binaryValue().length;
        ObjectNode m = json.createObjectNode();
        m.put("message_id", nextMessage++).put("date", 1_700_000_000);
        m.set("from", botUser());
        m.set("chat", chat(chat));
        MockResponse refused = intoTopic(chat, params, m);
        if (refused != null) {
            return refused;
        }
        ObjectNode doc = m.putObject("document");
        doc.put("file_id", "doc" + m.get("message_id").asInt()).put("file_unique_id", "u" + m.get("message_id").asInt())
                .put("file_name", upload.path("file_name").asText())
                .put("mime_type", "application/octet-stream")
                .put("file_size", size);
        chats.computeIfAbsent(chat, k -> new LinkedHashMap<>()).put(m.get("message_id").asInt(), m);
        return ok(m);
    }

    /** The longest caption a photo takes. */
    static final int MAX_CAPTION = 1024;

    /** A photo the bot sent or put in place of another, as the fake accepted it. */
    record Photo(long chat, int messageId, String fileName, byte[] bytes) {
    }

    private final List<Photo> photos = new ArrayList<>();

    /** Every picture the bot uploaded to {@code chat} (sent or edited in), oldest first. */
    List<Photo> photos(long chat) {
        lock.lock();
        try {
            return photos.stream().filter(p -> p.chat() == chat).toList();
        } finally {
            lock.unlock();
        }
    }

    /** The picture message {@code messageId} of {@code chat} shows now, or null. */
    Photo photoOf(long chat, int messageId) {
        lock.lock();
        try {
            Photo last = null;
            for (Photo p : photos) {
                if (p.chat() == chat && p.messageId() == messageId) {
                    last = p;
                }
            }
            return last;
        } finally {
            lock.unlock();
        }
    }

    /** A photo message: its picture kept in {@link #photos}, its caption and buttons like a text's. */
    private MockResponse sendPhoto(JsonNode params) {
        long chat = params.path("chat_id").asLong();
        if (blocked.contains(chat)) {
            return error(403, "Forbidden: bot can't initiate conversation with a user", null);
        }
        JsonNode upload = params.path("photo");
        if (!upload.path("content").isBinary()) {
            return error(400, "Bad Request: there is no photo in the request", null);
        }
        if (params.path("caption").asText().length() > MAX_CAPTION) {
            return error(400, "Bad Request: message caption is too long", null);
        }
        ObjectNode m = json.createObjectNode();
        m.put("message_id", nextMessage++).put("date", 1_700_000_000);
        m.set("from", botUser());
        m.set("chat", chat(chat));
        MockResponse refused = intoTopic(chat, params, m);
        if (refused != null) {
            return refused;
        }
        setPhoto(m, chat, upload);
        m.put("caption", params.path("caption").asText());
        if (params.has("reply_markup")) {
            m.set("reply_markup", markup(params.get("reply_markup")));
        }
        chats.computeIfAbsent(chat, k -> new LinkedHashMap<>()).put(m.get("message_id").asInt(), m);
        sentAt.computeIfAbsent(chat, k -> new HashMap<>()).put(m.get("message_id").asInt(), System.nanoTime());
        changed(chat, m.get("message_id").asInt());
        return ok(m);
    }

    /** Puts the uploaded picture in message {@code m}, as Telegram's photo sizes, and keeps its bytes. */
    private void setPhoto(ObjectNode m, long chat, JsonNode upload) {
        byte[] bytes;
        try {
            bytes = upload.get("content").binaryValue();
        } catch (java.io.IOException e) {
            throw new IllegalStateException(e);
        }
        int id = m.get("message_id").asInt();
        photos.add(new Photo(chat, id, upload.path("file_name").asText(), bytes));
        ArrayNode sizes = m.putArray("photo");
        sizes.addObject().put("file_id", "photo" + photos.size()).put("file_unique_id", "p" + photos.size())
                .put("width", 720).put("height", 600).put("file_size", bytes.length);
    }

    /** A photo's caption and buttons; a message without a picture has no caption to edit. */
    private MockResponse editMessageCaption(JsonNode params) {
        ObjectNode m = chats.getOrDefault(params.path("chat_id").asLong(), Map.of()).get(params.path("message_id").asInt());
        if (m == null) {
            return error(400, "Bad Request: message to edit not found", null);
        }
        if (!m.has("photo")) {
            return error(400, "Bad Request: there is no caption in the message to edit", null);
        }
        if (params.path("caption").asText().length() > MAX_CAPTION) {
            return error(400, "Bad Request: message caption is too long", null);
        }
        JsonNode newMarkup = params.has("reply_markup") ? markup(params.get("reply_markup")) : null;
        if (m.path("caption").asText().equals(params.path("caption").asText())
                && java.util.Objects.equals(m.get("reply_markup"), newMarkup)) {
            return error(400, "Bad Request: message is not modified: specified new message content and reply markup"
                    + " are exactly the same as a current content and reply markup of the message", null);
        }
        m.put("caption", params.path("caption").asText());
        setMarkup(m, newMarkup);
        changed(params.path("chat_id").asLong(), params.path("message_id").asInt());
        return ok(m);
    }

    /**
     * A new picture with its caption and buttons in place of a message's: a photo's, or
     * a text's (the Bot API adds media to text messages).
     */
    private MockResponse editMessageMedia(JsonNode params) {
        long chat = params.path("chat_id").asLong();
        ObjectNode m = chats.getOrDefault(chat, Map.of()).get(params.path("message_id").asInt());
        if (m == null) {
            return error(400, "Bad Request: message to edit not found", null);
        }
        JsonNode media = params.path("media");
        if (!media.path("type").asText().equals("photo") || !media.path("content").isBinary()) {
            return error(400, "Bad Request: there is no media in the request", null);
        }
        if (media.path("caption").asText().length() > MAX_CAPTION) {
            return error(400, "Bad Request: message caption is too long", null);
        }
        m.remove("text");
        setPhoto(m, chat, media);
        m.put("caption", media.path("caption").asText());
        setMarkup(m, params.has("reply_markup") ? markup(params.get("reply_markup")) : null);
        changed(chat, params.path("message_id").asInt());
        return ok(m);
    }

    /** A message's buttons alone: replaced, or taken off when none are given. */
    private MockResponse editMessageReplyMarkup(JsonNode params) {
        long chat = params.path("chat_id").asLong();
        ObjectNode m = chats.getOrDefault(chat, Map.of()).get(params.path("message_id").asInt());
        if (m == null) {
            return error(400, "Bad Request: message to edit not found", null);
        }
        JsonNode newMarkup = params.has("reply_markup") ? markup(params.get("reply_markup")) : null;
        if (java.util.Objects.equals(m.get("reply_markup"), newMarkup)) {
            return error(400, "Bad Request: message is not modified: specified new message content and reply markup"
                    + " are exactly the same as a current content and reply markup of the message", null);
        }
        setMarkup(m, newMarkup);
        changed(chat, params.path("message_id").asInt());
        return ok(m);
    }

    private static void setMarkup(ObjectNode m, JsonNode markup) {
        if (markup != null) {
            m.set("reply_markup", markup);
        } else {
            m.remove("reply_markup");
        }
    }

    private MockResponse editMessageText(JsonNode params) {
        long chat = params.path("chat_id").asLong();
        int id = params.path("message_id").asInt();
        ObjectNode m = chats.getOrDefault(chat, Map.of()).get(id);
        if (m == null) {
            return error(400, "Bad Request: message to edit not found", null);
        }
        if (!m.has("text")) {
            return error(400, "Bad Request: there is no text in the message to edit", null);
        }
        JsonNode newMarkup = params.has("reply_markup") ? markup(params.get("reply_markup")) : null;
        if (m.path("text").asText().equals(params.path("text").asText())
                && java.util.Objects.equals(m.get("reply_markup"), newMarkup)) {
            return error(400, "Bad Request: message is not modified: specified new message content and reply markup"
                    + " are exactly the same as a current content and reply markup of the message", null);
        }
        m.put("text", params.path("text").asText());
        if (newMarkup != null) {
            m.set("reply_markup", newMarkup);
        } else {
            m.remove("reply_markup");
        }
        changed(chat, id);
        return ok(m);
    }

    /** The client may send reply_markup as an object or as a JSON string. */
    private JsonNode markup(JsonNode node) {
        if (node.isTextual()) {
            try {
                return json.readTree(node.asText());
            } catch (Exception e) {
                throw new IllegalArgumentException(e);
            }
        }
        return node;
    }

    private JsonNode parse(RecordedRequest request) {
        String type = request.getHeaders().get("Content-Type");
        if (type != null && type.startsWith("multipart/form-data")) {
            return multipart(request.getBody(), type);
        }
        String body = request.getBody() == null ? "" : request.getBody().utf8();
        try {
            if (body.startsWith("{")) {
                return json.readTree(body);
            }
        } catch (Exception e) {
            throw new IllegalArgumentException("bad body " + body, e);
        }
        ObjectNode params = json.createObjectNode();
        for (String pair : body.split("&")) {
            int eq = pair.indexOf('=');
            if (eq > 0) {
                params.put(java.net.URLDecoder.decode(pair.substring(0, eq), java.nio.charset.StandardCharsets.UTF_8),
                        java.net.URLDecoder.decode(pair.substring(eq + 1), java.nio.charset.StandardCharsets.UTF_8));
            }
        }
        return params;
    }

    /**
     * A multipart/form-data body as parameters: text parts as strings, and the {@code document}
     * field as {@code {file_name, content}} (content binary). TelegramBots sends the file as
     * a part named after the file, with {@code document=attach://<name>}; a file part named
     * {@code document} itself is taken too.
     */
    private JsonNode multipart(okio.ByteString body, String type) {
        ObjectNode params = json.createObjectNode();
        Map<String, ObjectNode> files = new HashMap<>();
        try (MultipartReader reader = new MultipartReader(ResponseBody.create(body, MediaType.get(type)))) {
            MultipartReader.Part next;
            while ((next = reader.nextPart()) != null) {
                try (MultipartReader.Part part = next) {
                    String disposition = part.headers().get("Content-Disposition");
                    String name = dispositionParam(disposition, "name");
                    String fileName = dispositionParam(disposition, "filename");
                    byte[] bytes = part.body().readByteArray();
                    if (fileName != null) {
                        ObjectNode file = json.createObjectNode();
                        file.put("file_name", fileName);
                        file.set("content", json.getNodeFactory().binaryNode(bytes));
                        files.put(name, file);
                    } else {
                        params.put(name, new String(bytes, java.nio.charset.StandardCharsets.UTF_8));
                    }
                }
            }
        } catch (java.io.IOException e) {
            throw new IllegalArgumentException("bad multipart body", e);
        }
        for (String field : List.of("document", "photo")) {
            String named = params.path(field).asText(null);
            if (named != null && named.startsWith("attach://") && files.containsKey(named.substring(9))) {
                params.set(field, files.get(named.substring(9)));
            } else if (files.containsKey(field)) {
                params.set(field, files.get(field));
            }
        }
        if (params.has("media")) {
            // editMessageMedia: the media as JSON, its new file as the part it names (attach://<name>)
            ObjectNode media = (ObjectNode) markup(params.get("media"));
            String named = media.path("media").asText("");
            if (named.startsWith("attach://") && files.containsKey(named.substring(9))) {
                ObjectNode file = files.get(named.substring(9));
                media.set("content", file.get("content"));
                media.put("file_name", file.path("file_name").asText());
            }
            params.set("media", media);
        }
        return params;
    }

    private static String dispositionParam(String disposition, String param) {
        if (disposition == null) {
            return null;
        }
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("(?:^|;)\\s*" + param + "=\"((?:[^\"\\\\]|\\\\.)*)\"")
                .matcher(disposition);
        return m.find() ? m.group(1).replaceAll("\\\\(.)", "$1") : null;
    }

    private MockResponse ok(JsonNode result) {
        ObjectNode body = json.createObjectNode();
        body.put("ok", true);
        body.set("result", result);
        return new MockResponse.Builder().code(200).addHeader("Content-Type", "application/json")
                .body(body.toString()).build();
    }

    private MockResponse error(int code, String description, ObjectNode parameters) {
        ObjectNode body = json.createObjectNode();
        body.put("ok", false).put("error_code", code).put("description", description);
        if (parameters != null) {
            body.set("parameters", parameters);
        }
        return new MockResponse.Builder().code(code).addHeader("Content-Type", "application/json")
                .body(body.toString()).build();
    }
}
