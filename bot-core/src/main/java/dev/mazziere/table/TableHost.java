package dev.mazziere.table;

import dev.mazziere.chat.Outbox;
import java.time.Duration;

/** What a {@link Table} needs from the service that runs it. */
interface TableHost {

    Outbox out();

    TableConfig config();

    /** Runs {@code task} later under the table's lock, with the service's error handling, then saves it. */
    Scheduler.Cancellable later(Table table, Duration delay, Runnable task);

    /** The table finished or was stopped: forget it. */
    void closed(Table table);
}
