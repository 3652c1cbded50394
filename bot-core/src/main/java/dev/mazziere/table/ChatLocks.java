package dev.mazziere.table;

import dev.mazziere.chat.ChatId;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.ReentrantLock;

/**
 * One lock per chat, so a chat's work runs one piece at a time while chats run in
 * parallel. A chat's lock exists only while someone holds it or waits for it: the map
 * holds the chats at work, not every chat ever seen. Thread-safe.
 */
final class ChatLocks {

    /** A chat's lock, held until {@link #release()}. */
    interface Held {
        void release();
    }

    private static final class Entry {
        final ReentrantLock lock = new ReentrantLock();
        /** Threads holding or waiting for the lock; changed only inside the map's compute. */
        int users;
    }

    private final ConcurrentHashMap<ChatId, Entry> locks = new ConcurrentHashMap<>();

    /** Waits for the chat's lock. */
    Held acquire(ChatId chat) {
        Entry e = enter(chat);
        e.lock.lock();
        return () -> {
            e.lock.unlock();
            leave(chat);
        };
    }

    /** The chat's lock if nobody holds it now, else null (for work that can come back later). */
    Held tryAcquire(ChatId chat) {
        Entry e = enter(chat);
        if (!e.lock.tryLock()) {
            leave(chat);
            return null;
        }
        return () -> {
            e.lock.unlock();
            leave(chat);
        };
    }

    /** How many chats have work running or waiting. */
    int busy() {
        return locks.size();
    }

    private Entry enter(ChatId chat) {
        return locks.compute(chat, (k, e) -> {
            Entry entry = e == null ? new Entry() : e;
            entry.users++;
            return entry;
        });
    }

    private void leave(ChatId chat) {
        locks.computeIfPresent(chat, (k, e) -> --e.users == 0 ? null : e);
    }
}
