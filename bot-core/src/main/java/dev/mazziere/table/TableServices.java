package dev.mazziere.table;

import dev.mazziere.chat.Outbox;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/**
 * The service that runs a table, as the table's parts see it: the way out to the chat,
 * the configuration, and commits and timers bound to that one table ({@link TableHost}
 * with the table filled in).
 */
interface TableServices {

    Outbox out();

    TableConfig config();

    /** Now, to the millisecond: the store keeps no finer times. */
    default Instant now() {
        return config().clock().instant().truncatedTo(ChronoUnit.MILLIS);
    }

    /** {@link TableHost#commit}: the table as it is now, before anything about the change is said. */
    void commit();

    /** {@link TableHost#commitMove}: the match's next move, validated against {@code seq} moves. */
    void commitMove(int seq, int seat, String code);

    /** {@link TableHost#later}: runs {@code task} later under the table's lock. */
    Scheduler.Cancellable later(Duration delay, Runnable task);

    /** {@link TableHost#closed}: the table finished or was stopped. */
    void closed();
}
