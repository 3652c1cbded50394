package dev.mazziere.table;

import dev.mazziere.table.flow.Scheduler;
import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The real scheduler: one daemon thread keeps the time and hands each task that falls
 * due to a few worker threads, so timers that fall due together (the overdue turns after
 * an outage) run a few at a time, in parallel, without holding up the others. A task
 * called off leaves the queue at once: the queue holds only what is still to run. It stops
 * in order ({@link #close(Duration)}): no new timer, the waiting ones dropped (every
 * deadline is stored and armed again at the next start), those running let finish.
 */
public final class ExecutorScheduler implements Scheduler, AutoCloseable {

    /** Workers by default: a few, since each task takes a chat's lock and the store. */
    public static final int WORKERS = 4;

    private final ScheduledThreadPoolExecutor timer = new ScheduledThreadPoolExecutor(1, daemon("mazziere-timer"));
    private final ExecutorService workers;
    private volatile boolean stopping;

    public ExecutorScheduler() {
        this(WORKERS);
    }

    public ExecutorScheduler(int workers) {
        timer.setRemoveOnCancelPolicy(true);
        timer.setExecuteExistingDelayedTasksAfterShutdownPolicy(false);
        this.workers = Executors.newFixedThreadPool(workers, daemon("mazziere-timers"));
    }

    private static ThreadFactory daemon(String name) {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, name + "-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }

    /** Schedules {@code task}; once the scheduler stops, nothing more is run. */
    @Override
    public Cancellable schedule(Duration delay, Runnable task) {
        if (stopping) {
            return () -> { };
        }
        try {
            ScheduledFuture<?> future = timer.schedule(() -> handOver(task), Math.max(0, delay.toMillis()),
                    TimeUnit.MILLISECONDS);
            return () -> future.cancel(false);
        } catch (RejectedExecutionException closed) {
            return () -> { };
        }
    }

    private void handOver(Runnable task) {
        try {
            workers.execute(task);
        } catch (RejectedExecutionException closed) {
            // Stopping: the task's deadline is stored, and armed again at the next start.
        }
    }

    /** How many tasks wait for their time, for {@code bench tables}. */
    public int queued() {
        return timer.getQueue().size();
    }

    /** Stops, waiting up to {@code bound} for the tasks running; true if none was left running. */
    public boolean close(Duration bound) {
        stopping = true;
        timer.shutdown();
        workers.shutdown();
        try {
            return timer.awaitTermination(bound.toMillis(), TimeUnit.MILLISECONDS)
                    && workers.awaitTermination(bound.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    /** Stops without waiting for the tasks running. */
    @Override
    public void close() {
        close(Duration.ZERO);
    }
}
