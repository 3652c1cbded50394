package dev.mazziere.chat;

import java.util.Collection;

/**
 * The core's side of the boundary: adapters hand every event here. Safe to call from
 * any thread; never throws (errors are logged and answered with an apology).
 */
public interface ChatHandler {

    void handle(ChatEvent event);

    /**
     * The platform moved a chat to a new id (a Telegram group upgraded to a supergroup):
     * whatever lives in {@code from} follows to {@code to}. Idempotent; the default does
     * nothing.
     */
    default void chatMoved(ChatId from, ChatId to) {
    }

    /**
     * The bot was removed from these chats (a Discord server and its channels): their
     * tables stay stored and wait until the bot is back. {@code why} is for the log. The
     * default does nothing.
     */
    default void chatsGone(Collection<ChatId> chats, String why) {
    }

    /**
     * A place of a chat was closed or deleted while the bot stays in the chat (a Telegram
     * forum topic closed by an admin): its table stops with its standings instead of
     * waiting. {@code why} is for the log. The default does nothing.
     */
    default void placeClosed(ChatId place, String why) {
    }

    /**
     * What became of an edit the adapter acknowledged at once and sent later (merged with
     * later edits of the same message): a refusal reaches the core this way when nobody
     * was waiting for the call. The default does nothing.
     */
    default void editSent(MessageRef ref, Delivery result) {
    }

    /**
     * What became of a new message the adapter took and posted later ({@link Delivery.Pending}):
     * {@link Delivery.Delivered} with the message's own ref, which replaces {@code pending}
     * wherever the core keeps it, or {@link Delivery.Unreachable}. The default does nothing.
     */
    default void posted(MessageRef pending, Delivery result) {
    }
}
