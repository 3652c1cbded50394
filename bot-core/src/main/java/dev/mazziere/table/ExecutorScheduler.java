package dev.mazziere.table;

import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/** The real scheduler: one daemon thread that only hands tasks over (tables lock per chat). */
public final class ExecutorScheduler implements Scheduler, AutoCloseable {

    private final ScheduledExecutorService executor = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "mazziere-timers");
        t.setDaemon(true);
        return t;
    });

    @Override
    public Cancellable schedule(Duration delay, Runnable task) {
        var future = executor.schedule(task, Math.max(0, delay.toMillis()), TimeUnit.MILLISECONDS);
        return () -> future.cancel(false);
    }

    @Override
    public void close() {
        executor.shutdownNow();
    }
}
