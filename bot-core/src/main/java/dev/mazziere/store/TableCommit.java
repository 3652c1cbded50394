package dev.mazziere.store;

import java.util.Objects;

/** What {@link Store#commit} did with a {@link TableChange}: all of it, or none. */
public sealed interface TableCommit {

    /**
     * Written: now it may be announced.
     *
     * @param version   the table's version now (the next one if the row was written)
     * @param moveCount the number of moves of its current match now
     * @param matchId   the id of the match the write started, or 0
     */
    record Committed(long version, int moveCount, long matchId) implements TableCommit {
    }

    /** Nothing was written, because of what someone else wrote first. */
    record Conflict(Reason reason, String detail) implements TableCommit {
        public Conflict {
            Objects.requireNonNull(reason, "reason");
            Objects.requireNonNull(detail, "detail");
        }
    }

    /** Why a write was refused. */
    enum Reason {
        /** The table's version (or number of moves) is not the one the write was decided on. */
        TABLE_CHANGED,
        /** Another move was appended first: "that turn has already been played". */
        MOVE_TAKEN,
        /** The platform event was handled already (a redelivery). */
        EVENT_SEEN,
        /** The claimed deadline is no longer stored: another instance ran it, or the turn moved on. */
        CLAIMED
    }
}
