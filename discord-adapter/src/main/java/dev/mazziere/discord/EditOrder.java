package dev.mazziere.discord;

import dev.mazziere.chat.MessageRef;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Supplier;

/**
 * The order of a message's edits: each edit gets a number when the core asks for it, and
 * an edit sent after a newer one of the same message is dropped, so a message held by one
 * interaction and edited meanwhile by another never goes back to an older version.
 * Thread-safe: edits of one message are sent one at a time.
 */
final class EditOrder {

    private final AtomicLong seq = new AtomicLong();
    private final Map<MessageRef, Long> last = new ConcurrentHashMap<>();
    private final Map<MessageRef, Object> locks = new ConcurrentHashMap<>();

    /** The number of an edit asked for now. */
    long next() {
        return seq.incrementAndGet();
    }

    /** Runs {@code send} for edit {@code number} of {@code ref}, or returns {@code superseded} when a newer one went out. */
    <T> T send(MessageRef ref, long number, Supplier<T> send, T superseded) {
        synchronized (locks.computeIfAbsent(ref, k -> new Object())) {
            Long newest = last.get(ref);
            if (newest != null && newest > number) {
                return superseded;
            }
            last.put(ref, number);
            return send.get();
        }
    }
}
