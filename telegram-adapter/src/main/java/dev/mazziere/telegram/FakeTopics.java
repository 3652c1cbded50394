package dev.mazziere.telegram;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.locks.ReentrantLock;
import mockwebserver3.MockResponse;

/**
 * The topics of {@link FakeBotApi}'s chats, as Telegram keeps them: made by createForumTopic
 * in a forum or (with private topics on) in a user's private chat, closed by an admin, and
 * checked for every message the bot sends into one.
 */
final class FakeTopics {

    private final ReentrantLock lock;
    private final FakeWire wire;
    private final FakeChats chats;
    /** Topics closed by an admin ("chat/thread"). */
    private final Set<String> closed = new HashSet<>();
    /** Whether the bot's private chats hold topics (getMe's has_topics_enabled). */
    private boolean privateTopics;
    /** The topics the bot made, by chat: id to name, oldest first. */
    private final Map<Long, Map<Integer, String>> topicsOf = new HashMap<>();
    private int nextTopic = 5001;

    FakeTopics(ReentrantLock lock, FakeWire wire, FakeChats chats) {
        this.lock = lock;
        this.wire = wire;
        this.chats = chats;
    }

    void inPrivate(boolean on) {
        lock.lock();
        try {
            privateTopics = on;
        } finally {
            lock.unlock();
        }
    }

    boolean inPrivate() {
        return privateTopics;
    }

    Map<Integer, String> of(long chat) {
        lock.lock();
        try {
            return new LinkedHashMap<>(topicsOf.getOrDefault(chat, Map.of()));
        } finally {
            lock.unlock();
        }
    }

    void close(long chat, int thread) {
        lock.lock();
        try {
            closed.add(chat + "/" + thread);
        } finally {
            lock.unlock();
        }
    }

    /** A topic in a forum, or in a user's private chat where the bot has private topics. */
    MockResponse create(JsonNode params) {
        long chat = params.path("chat_id").asLong();
        String name = params.path("name").asText("");
        if (chats.blocked(chat)) {
            return wire.error(403, "Forbidden: bot was blocked by the user", null);
        }
        if (chat > 0 ? !privateTopics : !chats.isForum(chat)) {
            return wire.error(400, "Bad Request: the chat is not a forum", null);
        }
        if (name.isEmpty() || name.length() > 128) {
            return wire.error(400, "Bad Request: TOPIC_TITLE_EMPTY", null);
        }
        int thread = nextTopic++;
        topicsOf.computeIfAbsent(chat, k -> new LinkedHashMap<>()).put(thread, name);
        ObjectNode topic = wire.json.createObjectNode();
        topic.put("message_thread_id", thread).put("name", name).put("icon_color", 7322096);
        return wire.ok(topic);
    }

    /**
     * Puts message {@code m} in the topic a call is for (none when it names none); a refusal,
     * as Telegram's, when that topic is not there or closed, or null.
     */
    MockResponse into(long chat, JsonNode params, ObjectNode m) {
        int thread = params.path("message_thread_id").asInt(0);
        if (thread == 0) {
            return null;
        }
        if (chat > 0 ? !topicsOf.getOrDefault(chat, Map.of()).containsKey(thread) : !chats.isForum(chat)) {
            return wire.error(400, "Bad Request: message thread not found", null);
        }
        if (closed.contains(chat + "/" + thread)) {
            return wire.error(400, "Bad Request: TOPIC_CLOSED", null);
        }
        m.put("message_thread_id", thread).put("is_topic_message", true);
        return null;
    }
}
