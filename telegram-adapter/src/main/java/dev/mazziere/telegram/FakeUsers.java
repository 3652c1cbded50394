package dev.mazziere.telegram;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * What users do in {@link FakeBotApi}'s chats, as the updates Telegram makes of it: a message
 * (with its command entity), a button pressed, a group migrated, the bot's membership changed,
 * a topic closed; each handed on to {@link FakeUpdates}.
 */
final class FakeUsers {

    private final FakeWire wire;
    private final FakeChats chats;
    private final FakeMessages messages;
    private final FakeUpdates updates;
    private int nextQuery = 1;

    FakeUsers(FakeWire wire, FakeChats chats, FakeMessages messages, FakeUpdates updates) {
        this.wire = wire;
        this.chats = chats;
        this.messages = messages;
        this.updates = updates;
    }

    /** {@code from} writes {@code text} in {@code chat}, in the topic {@code thread} when not 0. */
    ObjectNode say(ObjectNode from, long chat, int thread, String text) {
        ObjectNode m = message(chat);
        m.set("from", from);
        m.set("chat", chats.chat(chat));
        if (thread != 0) {
            m.put("message_thread_id", thread).put("is_topic_message", true);
        }
        m.put("text", text);
        if (text.startsWith("/")) {
            int end = text.indexOf(' ');
            ObjectNode entity = wire.json.createObjectNode();
            entity.put("type", "bot_command").put("offset", 0).put("length", end < 0 ? text.length() : end);
            m.putArray("entities").add(entity);
        }
        return update("message", m);
    }

    /** The service message Telegram sends into a topic an admin closed. */
    ObjectNode topicClosed(long chat, int thread) {
        ObjectNode m = message(chat);
        m.set("from", chats.user(101, "anna", "en"));
        m.set("chat", chats.chat(chat));
        m.put("message_thread_id", thread).put("is_topic_message", true);
        m.putObject("forum_topic_closed");
        return update("message", m);
    }

    ObjectNode press(ObjectNode from, long chat, int messageId, String data) {
        ObjectNode q = wire.json.createObjectNode();
        q.put("id", "q" + nextQuery++);
        q.set("from", from);
        q.set("message", messages.copy(chat, messageId));
        q.put("chat_instance", "ci" + chat);
        q.put("data", data);
        return update("callback_query", q);
    }

    ObjectNode update(String field, ObjectNode content) {
        ObjectNode u = wire.json.createObjectNode();
        u.set(field, content);
        return updates.deliver(u);
    }

    ObjectNode migration(long from, long to) {
        ObjectNode m = message(from);
        m.set("chat", chats.chat(from));
        m.set("from", chats.user(1, "Telegram", "en"));
        m.put("migrate_to_chat_id", to);
        return update("message", m);
    }

    ObjectNode botStatus(long chat, String status) {
        ObjectNode change = wire.json.createObjectNode();
        change.set("chat", chats.chat(chat));
        change.set("from", chats.user(101, "anna", "en"));
        change.put("date", 1_700_000_000);
        ObjectNode oldMember = wire.json.createObjectNode();
        oldMember.put("status", "member");
        oldMember.set("user", chats.botUser());
        ObjectNode newMember = wire.json.createObjectNode();
        newMember.put("status", status);
        newMember.set("user", chats.botUser());
        if (status.equals("kicked")) {
            newMember.put("until_date", 0);
        }
        change.set("old_chat_member", oldMember);
        change.set("new_chat_member", newMember);
        return update("my_chat_member", change);
    }

    private ObjectNode message(long chat) {
        ObjectNode m = wire.json.createObjectNode();
        m.put("message_id", messages.nextUserMessageId()).put("date", 1_700_000_000);
        return m;
    }
}
