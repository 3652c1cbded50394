package dev.mazziere.table;

import dev.mazziere.chat.ChatId;
import dev.mazziere.table.flow.Scheduler;
import java.time.Duration;
import java.util.Queue;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The redraws of the tables' chat messages after a start-up, spread out: at most
 * {@link #PER_SECOND} a second, well under what Telegram (about 30 messages a second) and
 * Discord (50 requests a second) take from a bot, so the moves being played meanwhile are
 * not queued behind thousands of edits. A table that drew its message since it was loaded
 * (it changed) is skipped when its turn comes. One task in the scheduler's queue at a time.
 * Thread-safe.
 */
final class StartupRedraws {

    static final int PER_SECOND = 20;
    private static final Duration TICK = Duration.ofMillis(100);
    private static final int PER_TICK = PER_SECOND / 10;
    private static final Logger LOG = LoggerFactory.getLogger(StartupRedraws.class);

    private final Scheduler scheduler;
    private final Consumer<ChatId> redraw;
    private final Queue<ChatId> waiting = new ConcurrentLinkedQueue<>();
    private final AtomicBoolean scheduled = new AtomicBoolean();

    /** @param redraw redraws one chat's table message, under its lock */
    StartupRedraws(Scheduler scheduler, Consumer<ChatId> redraw) {
        this.scheduler = scheduler;
        this.redraw = redraw;
    }

    /** The chat's table message is redrawn when its turn comes, once {@link #start()} is called. */
    void add(ChatId chat) {
        waiting.add(chat);
    }

    /** Redraws the first tables at once, on the caller's thread, and the others a few at a time. */
    void start() {
        if (scheduled.compareAndSet(false, true)) {
            tick();
        }
    }

    private void tick() {
        for (int i = 0; i < PER_TICK; i++) {
            ChatId chat = waiting.poll();
            if (chat == null) {
                break;
            }
            try {
                redraw.accept(chat);
            } catch (RuntimeException e) {
                LOG.error("chat {}: cannot redraw its table at start-up", chat, e);
            }
        }
        if (waiting.isEmpty()) {
            scheduled.set(false);
            if (waiting.isEmpty() || !scheduled.compareAndSet(false, true)) {
                return;
            }
        }
        scheduler.schedule(TICK, this::tick);
    }
}
