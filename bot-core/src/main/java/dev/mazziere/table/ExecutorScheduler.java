package dev.mazziere.table;

import java.time.Duration;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The real scheduler: one daemon thread keeps the time and hands each task that falls
 * due to a few worker threads, so timers that fall due together (the overdue turns after
 * an outage) run a few at a time, in parallel, without holding up the others. A task
 * called off leaves the queue at once: the queue holds only what is still to run.
 */
public final class ExecutorScheduler implements Scheduler, AutoCloseable {

    /** Workers by default: a few, since each task takes a chat's lock and the store. */
    public static final int WORKERS = 4;

    private final ScheduledThreadPoolExecutor timer = new ScheduledThreadPoolExecutor(1, daemon("mazziere-timer"));
    private final ExecutorService workers;

    public ExecutorScheduler() {
        this(WORKERS);
    }

    public ExecutorScheduler(int workers) {
        timer.setRemoveOnCancelPolicy(true);
        this.workers = Executors.newFixedThreadPool(workers, daemon("mazziere-timers"));
    }

    private static java.util.concurrent.ThreadFactory daemon(String name) {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, name + "-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }

    /** Schedules {@code task}; once the scheduler is closed, nothing more is run. */
    @Override
    public Cancellable schedule(Duration delay, Runnable task) {
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
            // The bot is stopping.
        }
    }

    /** How many tasks wait for their time, for {@code bench tables}. */
    public int queued() {
        return timer.getQueue().size();
    }

    @Override
    public void close() {
        timer.shutdownNow();
        workers.shutdownNow();
    }
}
