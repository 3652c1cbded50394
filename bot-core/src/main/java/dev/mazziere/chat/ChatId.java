package dev.mazziere.chat;

/**
 * Where a table lives: a group chat (or channel) on one platform and, inside it, a topic
 * or thread ({@code thread}, empty for the chat itself: Telegram's General, a Discord
 * channel). Every field is opaque to the core; two places of one chat are two places,
 * each with its own table, while a chat's records (/stats, /history) span them all
 * ({@link #whole()}).
 */
public record ChatId(String platform, String id, String thread) {

    public ChatId {
        thread = thread == null ? "" : thread;
    }

    /** The chat itself, outside any topic or thread. */
    public ChatId(String platform, String id) {
        this(platform, id, "");
    }

    /** True for a topic or thread inside the chat. */
    public boolean inThread() {
        return !thread.isEmpty();
    }

    /** The chat this place is in, outside any topic or thread. */
    public ChatId whole() {
        return inThread() ? new ChatId(platform, id) : this;
    }

    /** The place {@code thread} of this chat. */
    public ChatId inThread(String threadId) {
        return new ChatId(platform, id, threadId);
    }

    @Override
    public String toString() {
        return inThread() ? platform + ":" + id + "/" + thread : platform + ":" + id;
    }
}
