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
 *
 * <p>A group's minute is spent evenly, never in a burst then a silence: its budget is two
 * token buckets (cell rate, as network shapers keep them), each allowing no more than its
 * burst plus its rate over any span, so that together they never exceed the minute's
 * budget. The table's share (the table, lobby and notices) may burst
 * {@link #burst} calls after a quiet spell, then goes every few seconds; answers to a
 * person ({@code answer}) have a small share of their own, so an answer never waits for the
 * table's and never holds it up. With Telegram's 20 a minute: the table 2 at once, then one
 * every 4.3 s (14 a minute); answers 2 at once, then one every 30 s. A chat's own pacing
 * counts from when a call was answered ({@link #sent}), a little over its second apart,
 * since Telegram counts calls as they arrive.
 * Time is in nanoseconds from an injected source, so tests control it. Not
 * thread-safe: {@link CallQueues} calls it under its lock.
 */
final class RateLimiter {

    static final long NO_CHAT = 0;

    private final RateLimits limits;
    private final LongSupplier nanos;
    private final long second;
    private final long minute;
    private final long perChat;
    private final Bucket table;
    private final Bucket answers;
    private final Deque<Long> overall = new ArrayDeque<>();
    private final Map<Long, Long> lastInChat = new HashMap<>();
    private final Map<Long, Deque<Long>> groupMinute = new HashMap<>();
    /** Per group: when each share's bucket is next due (theoretical arrival times), the table's then the answers'. */
    private final Map<Long, long[]> due = new HashMap<>();
    private final Map<Long, Long> pausedUntil = new HashMap<>();
    private long allPausedUntil = Long.MIN_VALUE;

    /** A share of a group's minute: {@code burst} calls at once at most, one every {@code interval} on. */
    private record Bucket(long interval, int burst) {

        /** The earliest time a call may go when the bucket is next due at {@code due} (never: no limit). */
        long readyAt(long due) {
            return due == Long.MIN_VALUE ? Long.MIN_VALUE : due - (burst - 1) * interval;
        }
    }

    RateLimiter(RateLimits limits, LongSupplier nanos) {
        this.limits = limits;
        this.nanos = nanos;
        this.second = limits.second().toNanos();
        this.minute = 60 * second;
        // Telegram counts calls as they arrive: a call a hair early is refused, so keep a fiftieth of a second's margin.
        this.perChat = limits.perChat().toNanos() + limits.perChat().toNanos() / 50;
        int g = limits.groupPerMinute();
        int share = Math.max(1, g / 10);
        this.answers = new Bucket(minute / share, share);
        this.table = new Bucket(minute / Math.max(1, g - 3 * share), share);
    }

    long now() {
        return nanos.getAsLong();
    }

    /** The burst a group's table may spend at once after a quiet spell. */
    int burst() {
        return table.burst();
    }

    /** Nanoseconds to wait before a call to {@code chat} may go; 0 or less: now. */
    long delay(long chat) {
        return delay(chat, false);
    }

    /** Nanoseconds to wait before a call to {@code chat} may go, an answer to a person when {@code answer}. */
    long delay(long chat, boolean answer) {
        long now = now();
        long ready = Math.max(allPausedUntil, pausedUntil.getOrDefault(chat, Long.MIN_VALUE));
        prune(overall, now - second);
        if (overall.size() >= limits.perSecond()) {
            ready = Math.max(ready, overall.peekFirst() + second);
        }
        if (chat != NO_CHAT) {
            Long last = lastInChat.get(chat);
            if (last != null) {
                ready = Math.max(ready, last + perChat);
            }
            Deque<Long> recent = groupMinute.get(chat);
            if (recent != null) {
                prune(recent, now - minute);
                if (recent.size() >= limits.groupPerMinute()) {
                    ready = Math.max(ready, recent.peekFirst() + minute);
                }
            }
            long[] d = due.get(chat);
            if (d != null) {
                ready = Math.max(ready, answer ? answers.readyAt(d[1]) : table.readyAt(d[0]));
            }
        }
        return ready == Long.MIN_VALUE ? 0 : ready - now;
    }

    /** A call to {@code chat} goes now. */
    void taken(long chat) {
        taken(chat, false);
    }

    /** A call to {@code chat} goes now, an answer to a person when {@code answer}: it counts in that share. */
    void taken(long chat, boolean answer) {
        long now = now();
        overall.addLast(now);
        if (chat != NO_CHAT) {
            lastInChat.put(chat, now);
            if (chat < 0) {
                groupMinute.computeIfAbsent(chat, k -> new ArrayDeque<>()).addLast(now);
                long[] d = due.computeIfAbsent(chat, k -> new long[] {Long.MIN_VALUE, Long.MIN_VALUE});
                int i = answer ? 1 : 0;
                d[i] = Math.max(d[i], now) + (answer ? answers : table).interval();
            }
        }
    }

    /**
     * The call to {@code chat} taken last left or was answered only now (a picture was
     * drawn, a photo uploaded, a thread was late): the chat's pacing counts from here, as
     * Telegram counts it, when it has the call.
     */
    void sent(long chat) {
        if (chat == NO_CHAT) {
            return;
        }
        long now = now();
        lastInChat.merge(chat, now, Math::max);
        Deque<Long> recent = groupMinute.get(chat);
        if (recent != null && !recent.isEmpty() && recent.peekLast() < now) {
            recent.removeLast();
            recent.addLast(now);
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
        due.values().removeIf(d -> d[0] < now && d[1] < now);
        pausedUntil.values().removeIf(t -> t < now);
    }

    private static void prune(Deque<Long> times, long before) {
        while (!times.isEmpty() && times.peekFirst() <= before) {
            times.removeFirst();
        }
    }
}
