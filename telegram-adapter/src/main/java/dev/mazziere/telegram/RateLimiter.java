package dev.mazziere.telegram;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import java.util.function.LongSupplier;

/**
 * Decides when the next call to a chat may go, from what was sent recently. Chats are
 * Telegram chat ids: negative for groups (which also have a per-minute budget),
 * positive for private chats; {@link #NO_CHAT} is for calls that are not messages in
 * a chat (answers to button presses), which count against the overall budget only.
 * Time is in nanoseconds from an injected source, so tests control it. Not
 * thread-safe: {@link CallQueues} calls it under its lock.
 */
final class RateLimiter {

    static final long NO_CHAT = 0;

    private final RateLimits limits;
    private final long second;
    private final long minute;
    private final LongSupplier nanos;
    private final Deque<Long> overall = new ArrayDeque<>();
    private final Map<Long, Long> lastInChat = new HashMap<>();
    private final Map<Long, Deque<Long>> groupMinute = new HashMap<>();
    private final Map<Long, Long> pausedUntil = new HashMap<>();
    private long allPausedUntil = Long.MIN_VALUE;

    RateLimiter(RateLimits limits, LongSupplier nanos) {
        this.limits = limits;
        this.nanos = nanos;
        this.second = limits.second().toNanos();
        this.minute = 60 * second;
    }

    long now() {
        return nanos.getAsLong();
    }

    /** Nanoseconds to wait before a call to {@code chat} may go; 0 or less: now. */
    long delay(long chat) {
        long now = now();
        long ready = Math.max(allPausedUntil, pausedUntil.getOrDefault(chat, Long.MIN_VALUE));
        prune(overall, now - second);
        if (overall.size() >= limits.perSecond()) {
            ready = Math.max(ready, overall.peekFirst() + second);
        }
        if (chat != NO_CHAT) {
            Long last = lastInChat.get(chat);
            if (last != null) {
                ready = Math.max(ready, last + limits.perChat().toNanos());
            }
            Deque<Long> recent = groupMinute.get(chat);
            if (recent != null) {
                prune(recent, now - minute);
                if (recent.size() >= limits.groupPerMinute()) {
                    ready = Math.max(ready, recent.peekFirst() + minute);
                }
            }
        }
        return ready == Long.MIN_VALUE ? 0 : ready - now;
    }

    /** A call to {@code chat} goes now. */
    void taken(long chat) {
        long now = now();
        overall.addLast(now);
        if (chat != NO_CHAT) {
            lastInChat.put(chat, now);
            if (chat < 0) {
                groupMinute.computeIfAbsent(chat, k -> new ArrayDeque<>()).addLast(now);
            }
        }
    }

    /** Telegram said to wait ({@code retry_after}): nothing goes to {@code chat} before then. */
    void pause(long chat, long waitNanos) {
        long until = now() + waitNanos;
        if (chat == NO_CHAT) {
            allPausedUntil = Math.max(allPausedUntil, until);
        } else {
            pausedUntil.merge(chat, until, Math::max);
        }
    }

    /** Forgets chats quiet for over a minute, so the maps do not grow with every chat ever seen. */
    void forgetIdle() {
        long now = now();
        lastInChat.values().removeIf(t -> t < now - minute);
        groupMinute.values().removeIf(d -> {
            prune(d, now - minute);
            return d.isEmpty();
        });
        pausedUntil.values().removeIf(t -> t < now);
    }

    private static void prune(Deque<Long> times, long before) {
        while (!times.isEmpty() && times.peekFirst() <= before) {
            times.removeFirst();
        }
    }
}
