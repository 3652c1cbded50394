package dev.mazziere.store;

import java.util.List;
import java.util.Objects;

/**
 * Everything one event changes about a table, for {@link Store#commit} to write in one
 * transaction or not at all: the table's row, a new match or the end of the current one,
 * the match's next move, the messages the table edits, its deadlines, a deadline a timer
 * claims, and the platform event that caused the change. Written only while the stored
 * table still has {@code expectedVersion} (and, with a move, exactly {@code move.seq()}
 * moves). Build one with {@link #on} and the {@code with} methods.
 *
 * @param row       the table as it is now (status, options, owner, locale, extra), or null
 *                  to leave its row alone; a written row gets the next version
 * @param seats     true to write the row's seats too (they changed)
 * @param start     a match to start, with an empty log (the row's status is then
 *                  {@link TableStatus#PLAYING}), or null
 * @param move      the current match's next move, or null
 * @param end       the end of the current match: it is marked finished, its transcript kept
 *                  and its results added to the chat's leaderboard on its board; or null
 * @param put       messages to remember, each replacing the one of its kind and user
 * @param remove    messages to forget, by kind and user
 * @param deadlines the table's deadlines from now on, or null to leave them
 * @param claim     a deadline a timer ran: it must still be stored as it is, and is taken out
 *                  (of several instances whose timers run it, one gets it); or null
 * @param event     the platform event to mark processed (already marked: a conflict); or null
 */
public record TableChange(long tableId, long expectedVersion, TableRecord row, boolean seats, MatchSetup start,
        Move move, End end, List<StoredMessage> put, List<StoredMessage> remove, List<Deadline> deadlines,
        Deadline claim, Event event) {

    /** A move appended to a match's log at {@code seq}, its number of moves so far. */
    public record Move(long matchId, int seq, int seat, String code) {
        public Move {
            Objects.requireNonNull(code, "code");
        }
    }

    /**
     * A match that ended, with its transcript and the results to count.
     *
     * @param board the leaderboard the results count in: a game, or one of its variants
     *              ({@code scopa}, {@code scopone}, {@code ramino due mazzi})
     */
    public record End(long matchId, String board, String transcriptJson, List<PlayerResult> results) {
        public End {
            Objects.requireNonNull(board, "board");
            Objects.requireNonNull(transcriptJson, "transcriptJson");
            results = List.copyOf(results);
        }
    }

    /** A platform event (update, interaction), handled once. */
    public record Event(String platform, String eventId) {
        public Event {
            Objects.requireNonNull(platform, "platform");
            Objects.requireNonNull(eventId, "eventId");
        }
    }

    public TableChange {
        put = List.copyOf(put);
        remove = List.copyOf(remove);
        deadlines = deadlines == null ? null : List.copyOf(deadlines);
        if (start != null && (row == null || row.status() != TableStatus.PLAYING)) {
            throw new IllegalArgumentException("a match starts with the table's row, playing");
        }
        if (row != null && (row.id() != tableId || row.version() != expectedVersion)) {
            throw new IllegalArgumentException("the row is not table " + tableId + " at version " + expectedVersion);
        }
    }

    /** A write of nothing yet to the table {@code tableId} as it is at {@code version}. */
    public static TableChange on(long tableId, long version) {
        return new TableChange(tableId, version, null, false, null, null, null, List.of(), List.of(), null, null, null);
    }

    /** A write of nothing yet to {@code table} as it was read. */
    public static TableChange on(TableRecord table) {
        return on(table.id(), table.version());
    }

    public TableChange withRow(TableRecord newRow, boolean withSeats) {
        return new TableChange(tableId, expectedVersion, newRow, withSeats, start, move, end, put, remove, deadlines,
                claim, event);
    }

    public TableChange withStart(MatchSetup setup) {
        return new TableChange(tableId, expectedVersion, row, seats, setup, move, end, put, remove, deadlines, claim,
                event);
    }

    public TableChange withMove(long matchId, int seq, int seat, String code) {
        return new TableChange(tableId, expectedVersion, row, seats, start, new Move(matchId, seq, seat, code), end,
                put, remove, deadlines, claim, event);
    }

    public TableChange withEnd(long matchId, String board, String transcriptJson, List<PlayerResult> results) {
        return new TableChange(tableId, expectedVersion, row, seats, start, move,
                new End(matchId, board, transcriptJson, results), put, remove, deadlines, claim, event);
    }

    public TableChange withMessages(List<StoredMessage> toPut, List<StoredMessage> toRemove) {
        return new TableChange(tableId, expectedVersion, row, seats, start, move, end, toPut, toRemove, deadlines,
                claim, event);
    }

    public TableChange withDeadlines(List<Deadline> newDeadlines) {
        return new TableChange(tableId, expectedVersion, row, seats, start, move, end, put, remove, newDeadlines,
                claim, event);
    }

    public TableChange withClaim(Deadline claimed) {
        return new TableChange(tableId, expectedVersion, row, seats, start, move, end, put, remove, deadlines,
                claimed, event);
    }

    public TableChange withEvent(String platform, String eventId) {
        return new TableChange(tableId, expectedVersion, row, seats, start, move, end, put, remove, deadlines, claim,
                new Event(platform, eventId));
    }

    /** True when it writes only messages, deadlines or an event mark: what may wait and go in a batch. */
    public boolean isLight() {
        return row == null && start == null && move == null && end == null && claim == null;
    }

    /** True when there is nothing to write. */
    public boolean isEmpty() {
        return isLight() && put.isEmpty() && remove.isEmpty() && deadlines == null && event == null;
    }
}
