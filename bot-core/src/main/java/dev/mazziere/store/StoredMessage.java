package dev.mazziere.store;

import java.util.Objects;

/**
 * A platform message a table edits in place, as the store keeps it: its table message in
 * the group, or a player's private hand message ({@link dev.mazziere.chat.MessageRef} is
 * the same message as the chat boundary knows it).
 *
 * @param kind      what the message is for ({@code table}, {@code lobby}, {@code hand} ...)
 * @param userId    {@link #CHAT} for a message in the table's chat, else the user whose
 *                  private chat holds it
 * @param chatId    the chat the message lives in (the group, or the private chat)
 * @param messageId the platform's message id
 */
public record StoredMessage(String kind, String userId, String chatId, String messageId) {

    /** The {@code userId} of messages in the table's own chat. */
    public static final String CHAT = "";

    public StoredMessage {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(userId, "userId");
        Objects.requireNonNull(chatId, "chatId");
        Objects.requireNonNull(messageId, "messageId");
    }

    public static StoredMessage inChat(String kind, String chatId, String messageId) {
        return new StoredMessage(kind, CHAT, chatId, messageId);
    }

    public boolean isInChat() {
        return userId.equals(CHAT);
    }
}
