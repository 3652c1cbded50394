package dev.mazziere.telegram;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Who is who in {@link FakeBotApi}: the JSON of its users, chats and the bot itself, with
 * the groups' titles, which supergroups are forums, and which users blocked the bot.
 */
final class FakeChats {

    private final ReentrantLock lock;
    private final FakeWire wire;
    /** Supergroups with topics (forums). */
    private final Set<Long> forums = new HashSet<>();
    /** Group titles set by the test ("Amici" otherwise). */
    private final Map<Long, String> titles = new HashMap<>();
    private final Set<Long> blocked = new HashSet<>();

    FakeChats(ReentrantLock lock, FakeWire wire) {
        this.lock = lock;
        this.wire = wire;
    }

    ObjectNode user(long id, String name, String language) {
        ObjectNode u = wire.json.createObjectNode();
        u.put("id", id).put("is_bot", false).put("first_name", name).put("language_code", language);
        return u;
    }

    ObjectNode botUser() {
        ObjectNode me = wire.json.createObjectNode();
        me.put("id", 1).put("is_bot", true).put("first_name", "Mazziere").put("username", FakeBotApi.BOT);
        return me;
    }

    /** Chat {@code id} as Telegram shows it: a user's private chat (positive id), a group, or a forum. */
    ObjectNode chat(long id) {
        ObjectNode c = wire.json.createObjectNode();
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

    void forum(long chat) {
        lock.lock();
        try {
            forums.add(chat);
        } finally {
            lock.unlock();
        }
    }

    boolean isForum(long chat) {
        return forums.contains(chat);
    }

    void title(long chat, String title) {
        lock.lock();
        try {
            titles.put(chat, title);
        } finally {
            lock.unlock();
        }
    }

    void block(long user, boolean blocks) {
        lock.lock();
        try {
            if (blocks) {
                blocked.add(user);
            } else {
                blocked.remove(user);
            }
        } finally {
            lock.unlock();
        }
    }

    boolean blocked(long chat) {
        return blocked.contains(chat);
    }
}
