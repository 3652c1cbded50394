package dev.mazziere.table.record;

import dev.mazziere.store.Deadline;
import dev.mazziere.store.StoredMessage;
import dev.mazziere.store.StoredTable;
import dev.mazziere.store.TableRecord;
import dev.mazziere.store.TableStamp;
import java.time.Instant;
import java.util.List;

/**
 * What the store holds of one table, as this bot instance last read or wrote it: what
 * {@link TableSaver} writes changes against, and {@link TableRepository} checks the
 * store's {@link TableStamp} against. The row itself is kept as a fingerprint
 * ({@link RowPrint}): an idle table costs memory. Also what the table owes the store: the
 * mark of the event being handled, and a deadline a timer claimed. Not thread-safe (the
 * chat's lock), but for {@link #seated}.
 */
public final class Persisted {

    final long tableId;
    final Instant createdAt;
    public long version;
    RowPrint row;
    /** The current match's id, or 0 in the lobby. */
    long matchId;
    public int moveCount;
    boolean finished;
    List<StoredMessage> messages = List.of();
    List<Deadline> deadlines = List.of();
    /** The event being handled, written with the table's next write; null when none or written. */
    EventMark event;
    /** A deadline a timer ran, taken out with the table's next write; null when none. */
    Deadline claim;
    /** Who sits there, as last read or written. Volatile: read without the chat's lock ({@link TableRepository#seatedAt}). */
    volatile Seated seated;

    Persisted(TableRecord row) {
        this.tableId = row.id();
        this.createdAt = row.createdAt();
        written(row);
    }

    /** The row as written (or read) now. */
    void written(TableRecord newRow) {
        version = newRow.version();
        row = RowPrint.of(newRow);
    }

    /** What a stored table holds. */
    static Persisted of(StoredTable stored) {
        Persisted p = new Persisted(stored.table());
        stored.match().ifPresent(m -> {
            p.matchId = m.match().id();
            p.moveCount = m.moves().size();
            p.finished = m.match().isFinished();
        });
        p.messages = stored.messages();
        p.deadlines = stored.deadlines();
        return p;
    }

    /** True when the store's table is this one as it was last read or written here. */
    boolean matches(TableStamp stamp) {
        return tableId == stamp.tableId() && version == stamp.version() && moveCount == stamp.moveCount();
    }
}
