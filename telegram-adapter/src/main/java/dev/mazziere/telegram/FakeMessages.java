package dev.mazziere.telegram;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.locks.ReentrantLock;
import mockwebserver3.MockResponse;

/**
 * The messages in {@link FakeBotApi}'s chats: the texts and documents the bot sends, its
 * edits of a text or of the buttons taken or refused as Telegram does, and when each
 * message was sent and last changed, for tests to read.
 */
final class FakeMessages {

    static final String NOT_MODIFIED = "Bad Request: message is not modified: specified new message content and"
            + " reply markup are exactly the same as a current content and reply markup of the message";

    private final ReentrantLock lock;
    private final FakeWire wire;
    private final FakeChats chats;
    private final FakeTopics topics;
    private final Map<Long, Map<Integer, ObjectNode>> byChat = new HashMap<>();
    private final Map<Long, Map<Integer, Long>> sentAt = new HashMap<>();
    private final Map<Long, Map<Integer, Long>> changedAt = new HashMap<>();
    /** One count for every message, the bot's and (from 900 000) the users'. */
    private int nextMessage = 1;

    FakeMessages(ReentrantLock lock, FakeWire wire, FakeChats chats, FakeTopics topics) {
        this.lock = lock;
        this.wire = wire;
        this.chats = chats;
        this.topics = topics;
    }

    /** A fresh message id for a message a user writes. */
    int nextUserMessageId() {
        lock.lock();
        try {
            return 900_000 + nextMessage++;
        } finally {
            lock.unlock();
        }
    }

    /** Telegram's refusal of a message to a user who blocked the bot, or null. */
    MockResponse blockedBy(long chat) {
        return chats.blocked(chat) ? wire.error(403, "Forbidden: bot can't initiate conversation with a user", null) : null;
    }

    /** A new message from the bot in {@code chat}, with its id, date, sender and chat; kept nowhere yet. */
    ObjectNode fresh(long chat) {
        ObjectNode m = wire.json.createObjectNode();
        m.put("message_id", nextMessage++).put("date", 1_700_000_000);
        m.set("from", chats.botUser());
        m.set("chat", chats.chat(chat));
        return m;
    }

    /** Keeps message {@code m} in {@code chat}; with {@code timed}, notes when it was sent. */
    void keep(long chat, ObjectNode m, boolean timed) {
        int id = m.get("message_id").asInt();
        byChat.computeIfAbsent(chat, k -> new LinkedHashMap<>()).put(id, m);
        if (timed) {
            sentAt.computeIfAbsent(chat, k -> new HashMap<>()).put(id, System.nanoTime());
            changed(chat, id);
        }
    }

    /** Message {@code id} of {@code chat} as kept (not a copy), or null. */
    ObjectNode find(long chat, int id) {
        return byChat.getOrDefault(chat, Map.of()).get(id);
    }

    /** A copy of message {@code id} of {@code chat}, for an update that quotes it. */
    ObjectNode copy(long chat, int id) {
        lock.lock();
        try {
            return byChat.get(chat).get(id).deepCopy();
        } finally {
            lock.unlock();
        }
    }

    /** Message {@code id} of {@code chat} was sent or changed now. */
    void changed(long chat, int id) {
        changedAt.computeIfAbsent(chat, k -> new HashMap<>()).put(id, System.nanoTime());
    }

    MockResponse sendMessage(JsonNode params) {
        long chat = params.path("chat_id").asLong();
        MockResponse refused = blockedBy(chat);
        if (refused != null) {
            return refused;
        }
        ObjectNode m = fresh(chat);
        refused = topics.into(chat, params, m);
        if (refused != null) {
            return refused;
        }
        m.put("text", params.path("text").asText());
        if (params.has("reply_markup")) {
            m.set("reply_markup", wire.markup(params.get("reply_markup")));
        }
        if (params.has("reply_to_message_id")) {
            m.putObject("reply_to_message").put("message_id", params.path("reply_to_message_id").asInt());
        }
        keep(chat, m, true);
        return wire.ok(m);
    }

    /** A document as sendMessage keeps a text: a message with the file's name (its bytes stay in the call). */
    MockResponse sendDocument(JsonNode params) {
        long chat = params.path("chat_id").asLong();
        MockResponse refused = blockedBy(chat);
        if (refused != null) {
            return refused;
        }
        JsonNode upload = params.path("document");
        if (!upload.path("content").isBinary()) {
            return wire.error(400, "Bad Request: there is no document in the request", null);
        }
        int size = ((com.fasterxml.jackson.databind.node.BinaryNode) upload.get("content")).binaryValue().length;
        ObjectNode m = fresh(chat);
        refused = topics.into(chat, params, m);
        if (refused != null) {
            return refused;
        }
        ObjectNode doc = m.putObject("document");
        doc.put("file_id", "doc" + m.get("message_id").asInt()).put("file_unique_id", "u" + m.get("message_id").asInt())
                .put("file_name", upload.path("file_name").asText())
                .put("mime_type", "application/octet-stream")
                .put("file_size", size);
        keep(chat, m, false);
        return wire.ok(m);
    }

    MockResponse editMessageText(JsonNode params) {
        long chat = params.path("chat_id").asLong();
        int id = params.path("message_id").asInt();
        ObjectNode m = find(chat, id);
        if (m == null) {
            return wire.error(400, "Bad Request: message to edit not found", null);
        }
        if (!m.has("text")) {
            return wire.error(400, "Bad Request: there is no text in the message to edit", null);
        }
        JsonNode newMarkup = wire.markupOf(params);
        if (m.path("text").asText().equals(params.path("text").asText())
                && java.util.Objects.equals(m.get("reply_markup"), newMarkup)) {
            return wire.error(400, NOT_MODIFIED, null);
        }
        m.put("text", params.path("text").asText());
        setMarkup(m, newMarkup);
        changed(chat, id);
        return wire.ok(m);
    }

    /** A message's buttons alone: replaced, or taken off when none are given. */
    MockResponse editMessageReplyMarkup(JsonNode params) {
        long chat = params.path("chat_id").asLong();
        ObjectNode m = find(chat, params.path("message_id").asInt());
        if (m == null) {
            return wire.error(400, "Bad Request: message to edit not found", null);
        }
        JsonNode newMarkup = wire.markupOf(params);
        if (java.util.Objects.equals(m.get("reply_markup"), newMarkup)) {
            return wire.error(400, NOT_MODIFIED, null);
        }
        setMarkup(m, newMarkup);
        changed(chat, params.path("message_id").asInt());
        return wire.ok(m);
    }

    static void setMarkup(ObjectNode m, JsonNode markup) {
        if (markup != null) {
            m.set("reply_markup", markup);
        } else {
            m.remove("reply_markup");
        }
    }

    List<ObjectNode> of(long chat) {
        lock.lock();
        try {
            return byChat.getOrDefault(chat, Map.of()).values().stream().map(ObjectNode::deepCopy).toList();
        } finally {
            lock.unlock();
        }
    }

    long sentAt(long chat, int messageId) {
        lock.lock();
        try {
            return sentAt.getOrDefault(chat, Map.of()).getOrDefault(messageId, -1L);
        } finally {
            lock.unlock();
        }
    }

    long changedAt(long chat, int messageId) {
        lock.lock();
        try {
            return changedAt.getOrDefault(chat, Map.of()).getOrDefault(messageId, -1L);
        } finally {
            lock.unlock();
        }
    }
}
