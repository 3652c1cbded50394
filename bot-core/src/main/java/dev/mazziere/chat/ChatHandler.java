package dev.mazziere.chat;

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
}
