package dev.mazziere.table;

import java.time.Duration;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/** The real scheduler: one daemon thread that only hands tasks over (tables lock per chat). */
public final class ExecutorScheduler implements Scheduler, AutoCloseable {

    private final ScheduledThreadPoolExecutor executor = new ScheduledThreadPoolExecutor(1, r -> {
        Thread t = new Thread(r, "mazziere-timers");
        t.setDaemon(true);
        return t;
    });

    @Override
    public Cancellable schedule(Duration delay, Runnable task) {
        var future = executor.schedule(task, Math.max(0, delay.toMillis()), TimeUnit.MILLISECONDS);
        return () -> future.cancel(false);
    }

    /** How many tasks wait in the queue, for {@code bench tables}. */
    public int queued() {
        return executor.getQueue().size();
    }

    @Override
    public void close() {
        executor.shutdownNow();
    }
}
