package dev.mazziere.telegram;

import dev.mazziere.chat.ChatId;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.BiConsumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The topics of Telegram's forum supergroups as the core's places: a place's topic
 * ({@code message_thread_id}), a link that opens it, and the topics closed or deleted under
 * their tables, to which nothing more is sent. Thread-safe.
 */
final class ForumTopics {

    private static final Logger LOG = LoggerFactory.getLogger(ForumTopics.class);

    /** Closed topics, as "chat/thread". */
    private final Set<String> closed = ConcurrentHashMap.newKeySet();
    private final BiConsumer<ChatId, String> closedPlace;

    /** {@code closedPlace} hears of a place whose topic was closed ({@link dev.mazziere.chat.ChatHandler#placeClosed}). */
    ForumTopics(BiConsumer<ChatId, String> closedPlace) {
        this.closedPlace = closedPlace;
    }

    /** The place of a chat: its forum topic {@code thread}, or the chat itself when null. */
    static ChatId place(long chatId, Integer thread) {
        return thread == null ? TelegramPort.chatId(chatId)
                : new ChatId(TelegramPort.PLATFORM, Long.toString(chatId), thread.toString());
    }

    /** The forum topic of a place, or null for the chat itself. */
    static Integer thread(ChatId place) {
        return place.inThread() ? Integer.valueOf(place.thread()) : null;
    }

    /**
     * A link that opens a forum topic ({@code https://t.me/c/<id>/<topic>}), for members of the
     * supergroup; empty for General and for plain groups, which have no such link.
     */
    static Optional<String> link(ChatId place) {
        String id = place.id();
        if (!place.inThread() || !id.startsWith("-100")) {
            return Optional.empty();
        }
        return Optional.of("https://t.me/c/" + id.substring(4) + "/" + place.thread());
    }

    /**
     * True when the topic of {@code place} is closed: its table hears of it (again; a table
     * stops once, so this never loops), and nothing is to be sent there.
     */
    boolean refuses(long chatId, Integer thread) {
        if (thread == null || !closed.contains(key(chatId, thread))) {
            return false;
        }
        closedPlace.accept(place(chatId, thread), "the topic is closed");
        return true;
    }

    /** The topic {@code thread} of {@code chatId} was closed or deleted: its table hears of it once. */
    void closed(long chatId, int thread, String why) {
        if (closed.add(key(chatId, thread))) {
            LOG.info("topic {} of chat {} is closed ({}): its table stops", thread, chatId, why);
            closedPlace.accept(place(chatId, thread), why);
        }
    }

    /** The topic was reopened: a table may be opened there again. */
    void reopened(long chatId, int thread) {
        closed.remove(key(chatId, thread));
    }

    private static String key(long chatId, int thread) {
        return chatId + "/" + thread;
    }
}
