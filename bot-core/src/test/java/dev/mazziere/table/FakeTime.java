package dev.mazziere.table;

import dev.mazziere.table.flow.Scheduler;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/** A clock and a scheduler that move only when a test says so. */
public final class FakeTime extends Clock implements Scheduler {

    private Instant now = Instant.parse("2026-01-01T20:00:00Z");
    private final List<Task> tasks = new ArrayList<>();
    private long sequence;

    private final class Task implements Cancellable {
        final Instant due;
        final long order;
        final Runnable work;
        boolean cancelled;

        Task(Instant due, Runnable work) {
            this.due = due;
            this.order = sequence++;
            this.work = work;
        }

        @Override
        public void cancel() {
            cancelled = true;
        }
    }

    @Override
    public synchronized Cancellable schedule(Duration delay, Runnable work) {
        Task task = new Task(now.plus(delay), work);
        tasks.add(task);
        return task;
    }

    /** Moves time forward, running every task that falls due, in order. */
    public void advance(Duration by) {
        Instant end = now.plus(by);
        while (true) {
            Task next;
            synchronized (this) {
                next = tasks.stream().filter(t -> !t.cancelled && !t.due.isAfter(end))
                        .min(Comparator.comparing((Task t) -> t.due).thenComparingLong(t -> t.order)).orElse(null);
                if (next == null) {
                    now = end;
                    return;
                }
                tasks.remove(next);
                if (next.due.isAfter(now)) {
                    now = next.due;
                }
            }
            next.work.run();
        }
    }

    public synchronized long pending() {
        return tasks.stream().filter(t -> !t.cancelled).count();
    }

    @Override
    public ZoneId getZone() {
        return ZoneOffset.UTC;
    }

    @Override
    public Clock withZone(ZoneId zone) {
        return this;
    }

    @Override
    public synchronized Instant instant() {
        return now;
    }
}
