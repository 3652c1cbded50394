package dev.mazziere.table.flow;

import java.time.Duration;

/** Runs a task later: timers and computer players' pauses. Injectable so tests drive time. */
public interface Scheduler {

    Cancellable schedule(Duration delay, Runnable task);

    /** A scheduled task that can be called off; cancelling a task that ran does nothing. */
    interface Cancellable {
        void cancel();
    }
}
