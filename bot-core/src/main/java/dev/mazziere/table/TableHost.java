package dev.mazziere.table;

import dev.mazziere.chat.Outbox;
import java.time.Duration;

/** What a {@link Table} needs from the service that runs it. */
interface TableHost {

    Outbox out();

    TableConfig config();

    /** Runs {@code task} later under the table's lock, with the service's error handling, then saves it. */
    Scheduler.Cancellable later(Table table, Duration delay, Runnable task);

    /**
     * Commits the table as it is now (seats, options, phase; starting or ending its match),
     * before anything about the change is said in a chat.
     *
     * @throws TableChanged if the stored table changed since this copy was loaded
     */
    void commit(Table table);

    /**
     * Commits the match's next move, {@code seq} being the number of moves it was validated
     * against, before anything about it is said.
     *
     * @throws TableChanged if another move was committed first
     */
    void commitMove(Table table, int seq, int seat, String code);

    /**
     * A timer of the table ran: {@code deadline} is claimed with the table's next commit,
     * which another bot instance whose timer ran it too then loses.
     */
    void claim(Table table, dev.mazziere.store.Deadline deadline);

    /** The table finished or was stopped: forget it. */
    void closed(Table table);
}
