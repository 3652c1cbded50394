package dev.mazziere.telegram;

import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;

/**
 * Telegram's flood limits as the {@link FakeBotApi} enforces them, with no tolerance for
 * bursts: one call a second in a chat, twenty calls a minute in a group, thirty calls a
 * second in all (answers to button presses count in the last only). A call that would
 * break one is refused (the fake answers 429 with the {@code retry_after} this gives) and
 * not counted. Times are the fake's own, when a call arrives; {@code speed} runs the
 * limits faster for tests (2: half a second a chat, twenty in 30 seconds). Calls may
 * arrive up to {@link #JITTER} early, the network's unevenness; nothing more. Thread-safe.
 */
public final class FloodControl {

    /** How early a call may arrive and still count as on time: the unevenness of a network hop, not a burst. */
    static final long JITTER = Duration.ofMillis(5).toNanos();

    private final long perChat;
    private final int groupPerWindow;
    private final long groupWindow;
    private final int overallPerWindow;
    private final long overallWindow;
    private final Map<Long, Long> lastInChat = new HashMap<>();
    private final Map<Long, Deque<Long>> groups = new HashMap<>();
    private final Deque<Long> overall = new ArrayDeque<>();

    /** Telegram's limits, {@code speed} times faster. */
    public static FloodControl telegram(double speed) {
        return new FloodControl(scaled(Duration.ofSeconds(1), speed), 20, scaled(Duration.ofMinutes(1), speed), 30,
                scaled(Duration.ofSeconds(1), speed));
    }

    FloodControl(Duration perChat, int groupPerWindow, Duration groupWindow, int overallPerWindow, Duration overallWindow) {
        this.perChat = perChat.toNanos();
        this.groupPerWindow = groupPerWindow;
        this.groupWindow = groupWindow.toNanos();
        this.overallPerWindow = overallPerWindow;
        this.overallWindow = overallWindow.toNanos();
    }

    private static Duration scaled(Duration d, double speed) {
        return Duration.ofNanos(Math.round(d.toNanos() / speed));
    }

    /**
     * A call arriving at {@code now} about {@code chat} (0 for none): 0 when it may go, and
     * then it is counted; else how long it should have waited yet, in nanoseconds.
     */
    public synchronized long admit(long chat, long now) {
        long wait = 0;
        prune(overall, now - overallWindow + JITTER);
        if (overall.size() >= overallPerWindow) {
            wait = Math.max(wait, overall.peekFirst() + overallWindow - now);
        }
        if (chat != 0) {
            Long last = lastInChat.get(chat);
            if (last != null && now - last < perChat - JITTER) {
                wait = Math.max(wait, last + perChat - now);
            }
            if (chat < 0) {
                Deque<Long> minute = groups.computeIfAbsent(chat, k -> new ArrayDeque<>());
                prune(minute, now - groupWindow + JITTER);
                if (minute.size() >= groupPerWindow) {
                    wait = Math.max(wait, minute.peekFirst() + groupWindow - now);
                }
            }
        }
        if (wait > 0) {
            return wait;
        }
        overall.addLast(now);
        if (chat != 0) {
            lastInChat.put(chat, now);
            if (chat < 0) {
                groups.get(chat).addLast(now);
            }
        }
        return 0;
    }

    private static void prune(Deque<Long> times, long before) {
        while (!times.isEmpty() && times.peekFirst() < before) {
            times.removeFirst();
        }
    }
}
