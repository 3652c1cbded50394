package dev.mazziere.app.ops;

import dev.mazziere.table.Scheduler;
import java.time.Duration;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * The tables' timers (turn deadlines, reminders, computer players' pauses) on one daemon
 * thread, stoppable in an orderly way: {@link #close(Duration)} takes no new timer, drops
 * the waiting ones (every deadline is stored and armed again at the next start, and a
 * computer player whose turn it is moves then) and lets a timer already running finish.
 */
public final class StoppableScheduler implements Scheduler, AutoCloseable {

    private final ScheduledThreadPoolExecutor executor = new ScheduledThreadPoolExecutor(1, r -> {
        Thread t = new Thread(r, "mazziere-timers");
        t.setDaemon(true);
        return t;
    });
    private volatile boolean stopping;

    public StoppableScheduler() {
        // At shutdown the waiting timers are dropped, not run: they are stored, and armed again at the next start.
        executor.setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
        executor.setRemoveOnCancelPolicy(true);
    }

    @Override
    public Cancellable schedule(Duration delay, Runnable task) {
        if (stopping) {
            return () -> { };
        }
        try {
            var future = executor.schedule(task, Math.max(0, delay.toMillis()), TimeUnit.MILLISECONDS);
            return () -> future.cancel(false);
        } catch (java.util.concurrent.RejectedExecutionException e) {
            return () -> { };
        }
    }

    /** Stops, waiting up to {@code bound} for a timer that is running; true if none was left running. */
    public boolean close(Duration bound) {
        stopping = true;
        executor.shutdown();
        try {
            return executor.awaitTermination(bound.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    @Override
    public void close() {
        close(Duration.ZERO);
    }
}
