package dev.mazziere.store;

import dev.mazziere.store.TableCommit.Reason;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.List;

/**
 * The SQL of a {@link TableChange}, run inside the caller's transaction: the event mark
 * first, then the table's version check (which writes the row and counts the move), the
 * claim, the match, the move, the messages and the deadlines. A conflict throws a
 * {@link Transactor.Rollback} carrying it, so the transaction undoes whatever it wrote.
 */
final class TableChangeSql {

    private TableChangeSql() {
    }

    /** Writes {@code w}, all of it; a conflict rolls the transaction back. */
    static TableCommit.Committed write(Tx tx, TableChange w, Instant now) throws SQLException {
        if (w.event() != null && !mark(tx, w.event(), now)) {
            throw conflict(Reason.EVENT_SEEN, "event " + w.event().eventId() + " was handled already");
        }
        long[] stamp = stamp(tx, w, now);
        if (w.claim() != null && !claim(tx, w.tableId(), w.claim())) {
            throw conflict(Reason.CLAIMED, "deadline " + w.claim() + " of table " + w.tableId() + " is gone");
        }
        if (w.seats()) {
            Sql.update(tx, "DELETE FROM table_seats WHERE table_id = ?", w.tableId());
            insertSeats(tx, w.tableId(), w.row().seats());
        }
        long matchId = 0;
        if (w.start() != null) {
            matchId = Sql.first(tx, """
                    INSERT INTO matches (table_id, game, options, seat_count, seed, started_at)
                    VALUES (?, ?, ?, ?, ?, ?)
                    RETURNING id""", rs -> rs.getLong(1), w.tableId(), w.start().game(),
                    Sql.json(w.start().options()), w.start().seatCount(), w.start().seed(), now);
        }
        if (w.move() != null) {
            append(tx, w.tableId(), w.move(), now);
        }
        if (w.end() != null) {
            end(tx, w.end(), now);
        }
        messages(tx, w.tableId(), w.put(), w.remove());
        if (w.deadlines() != null) {
            deadlines(tx, w.tableId(), w.deadlines());
        }
        return new TableCommit.Committed(stamp[0], (int) stamp[1], matchId);
    }

    /**
     * Writes a light {@code w} (messages, deadlines, event) unless the table's version moved
     * on, in which case nothing of it is written; an event handled already is no conflict here.
     */
    static TableCommit writeLight(Tx tx, TableChange w, Instant now) throws SQLException {
        if (!w.isLight()) {
            throw new IllegalArgumentException("not a light write: " + w);
        }
        long[] stamp = versionOf(tx, w.tableId(), w.expectedVersion());
        if (stamp == null) {
            return new TableCommit.Conflict(Reason.TABLE_CHANGED, "table " + w.tableId() + " moved on");
        }
        if (w.event() != null) {
            mark(tx, w.event(), now);
        }
        messages(tx, w.tableId(), w.put(), w.remove());
        if (w.deadlines() != null) {
            deadlines(tx, w.tableId(), w.deadlines());
        }
        return new TableCommit.Committed(stamp[0], (int) stamp[1], 0);
    }

    /** Marks an event processed; false when it was already. */
    static boolean mark(Tx tx, TableChange.Event e, Instant now) throws SQLException {
        return Sql.update(tx, """
                INSERT INTO processed_events (platform, event_id, processed_at) VALUES (?, ?, ?)
                ON CONFLICT DO NOTHING""", e.platform(), e.eventId(), now) == 1;
    }

    static Transactor.Rollback conflict(Reason reason, String detail) {
        return new Transactor.Rollback(new TableCommit.Conflict(reason, detail));
    }

    /**
     * Checks the table's version (and, with a move, its move count) and writes its row:
     * {version, move count} after the write. The row's update takes the row's lock in
     * PostgreSQL, so a concurrent writer of the same table waits and then finds a new version.
     */
    private static long[] stamp(Tx tx, TableChange w, Instant now) throws SQLException {
        StringBuilder set = new StringBuilder("version = version");
        if (w.row() != null) {
            set.append(" + 1, options = ?, owner_id = ?, locale = ?, status = ?, extra = ?, updated_at = ?");
        }
        if (w.start() != null) {
            set.append(", move_count = 0");
        } else if (w.move() != null) {
            set.append(", move_count = move_count + 1");
        }
        String where = " WHERE id = ? AND version = ?" + (w.move() != null ? " AND move_count = ?" : "");
        PreparedStatement ps = tx.prepare("UPDATE game_tables SET " + set + where + " RETURNING version, move_count");
        int i = 1;
        if (w.row() != null) {
            TableRecord r = w.row();
            Sql.bind(ps, Sql.json(r.options()), r.ownerUserId(), r.locale(), r.status().code(), r.extraJson(), now);
            i = 7;
        }
        ps.setLong(i++, w.tableId());
        ps.setLong(i++, w.expectedVersion());
        if (w.move() != null) {
            ps.setInt(i, w.move().seq());
        }
        try (ResultSet rs = ps.executeQuery()) {
            if (rs.next()) {
                return new long[] {rs.getLong(1), rs.getInt(2)};
            }
        }
        throw refusal(tx, w);
    }

    /** Why the version check failed: another write, another move, or no such table at all. */
    private static RuntimeException refusal(Tx tx, TableChange w) throws SQLException {
        long[] now = Sql.first(tx, "SELECT version, move_count FROM game_tables WHERE id = ?",
                rs -> new long[] {rs.getLong(1), rs.getInt(2)}, w.tableId());
        if (now == null) {
            return new StoreException("no table " + w.tableId());
        }
        if (w.move() != null && now[1] != w.move().seq()) {
            return conflict(Reason.MOVE_TAKEN, "move " + w.move().seq() + " already played (" + now[1] + " in the log)");
        }
        return conflict(Reason.TABLE_CHANGED, "version " + now[0] + " not " + w.expectedVersion()
                + (w.move() != null ? ", " + now[1] + " moves not " + w.move().seq() : ""));
    }

    /** {version, move count} of a table still at {@code version}, locking its row; null when it moved on. */
    private static long[] versionOf(Tx tx, long tableId, long version) throws SQLException {
        return Sql.first(tx, "UPDATE game_tables SET version = version WHERE id = ? AND version = ?"
                + " RETURNING version, move_count", rs -> new long[] {rs.getLong(1), rs.getInt(2)}, tableId, version);
    }

    private static boolean claim(Tx tx, long tableId, Deadline d) throws SQLException {
        return Sql.update(tx, "DELETE FROM table_deadlines WHERE table_id = ? AND kind = ? AND seat = ? AND due_at = ?",
                tableId, d.kind(), d.seat(), d.at()) == 1;
    }

    private static void append(Tx tx, long tableId, TableChange.Move m, Instant now) throws SQLException {
        // The table's move count was checked; the (match_id, seq) key still stops a writer that does not count.
        int inserted = Sql.update(tx, """
                INSERT INTO match_moves (match_id, seq, seat, code, played_at)
                SELECT ?, ?, ?, ?, ?
                 WHERE EXISTS (SELECT 1 FROM matches WHERE id = ? AND table_id = ? AND finished_at IS NULL)
                ON CONFLICT DO NOTHING""", m.matchId(), m.seq(), m.seat(), m.code(), now, m.matchId(), tableId);
        if (inserted == 1) {
            return;
        }
        Boolean finished = Sql.first(tx, "SELECT finished_at IS NOT NULL FROM matches WHERE id = ? AND table_id = ?",
                rs -> rs.getBoolean(1), m.matchId(), tableId);
        if (finished == null) {
            throw new StoreException("no match " + m.matchId() + " at table " + tableId);
        }
        throw conflict(Reason.MOVE_TAKEN, "move " + m.seq() + " of match " + m.matchId()
                + (finished ? ": the match is over" : " is in the log already"));
    }

    private static void end(Tx tx, TableChange.End e, Instant now) throws SQLException {
        if (Sql.update(tx, "UPDATE matches SET finished_at = ? WHERE id = ? AND finished_at IS NULL",
                now, e.matchId()) == 0) {
            if (Sql.first(tx, "SELECT id FROM matches WHERE id = ?", rs -> rs.getLong(1), e.matchId()) == null) {
                throw new StoreException("no match " + e.matchId());
            }
            throw conflict(Reason.TABLE_CHANGED, "match " + e.matchId() + " is over already");
        }
        Sql.update(tx, "INSERT INTO match_transcripts (match_id, transcript) VALUES (?, ?)",
                e.matchId(), e.transcriptJson());
        String[] where = Sql.first(tx, """
                SELECT t.platform, t.chat_id FROM matches m JOIN game_tables t ON t.id = m.table_id
                 WHERE m.id = ?""", rs -> new String[] {rs.getString(1), rs.getString(2)}, e.matchId());
        PreparedStatement ps = tx.prepare("""
                INSERT INTO leaderboard (platform, chat_id, game, user_id, display_name, played, won, points)
                VALUES (?, ?, ?, ?, ?, 1, ?, ?)
                ON CONFLICT (platform, chat_id, game, user_id) DO UPDATE
                   SET display_name = excluded.display_name,
                       played = leaderboard.played + 1,
                       won = leaderboard.won + excluded.won,
                       points = leaderboard.points + excluded.points""");
        for (PlayerResult r : e.results()) {
            Sql.bind(ps, where[0], where[1], e.board(), r.userId(), r.displayName(), r.won() ? 1 : 0, (long) r.points());
            ps.addBatch();
        }
        if (!e.results().isEmpty()) {
            ps.executeBatch();
        }
    }

    private static void messages(Tx tx, long tableId, List<StoredMessage> put, List<StoredMessage> remove)
            throws SQLException {
        if (!remove.isEmpty()) {
            PreparedStatement ps = tx.prepare("DELETE FROM table_messages WHERE table_id = ? AND kind = ? AND user_id = ?");
            for (StoredMessage m : remove) {
                Sql.bind(ps, tableId, m.kind(), m.userId());
                ps.addBatch();
            }
            ps.executeBatch();
        }
        if (!put.isEmpty()) {
            PreparedStatement ps = tx.prepare("""
                    INSERT INTO table_messages (table_id, kind, user_id, chat_id, message_id) VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT (table_id, kind, user_id) DO UPDATE
                       SET chat_id = excluded.chat_id, message_id = excluded.message_id""");
            for (StoredMessage m : put) {
                Sql.bind(ps, tableId, m.kind(), m.userId(), m.chatId(), m.messageId());
                ps.addBatch();
            }
            ps.executeBatch();
        }
    }

    private static void deadlines(Tx tx, long tableId, List<Deadline> deadlines) throws SQLException {
        Sql.update(tx, "DELETE FROM table_deadlines WHERE table_id = ?", tableId);
        if (deadlines.isEmpty()) {
            return;
        }
        PreparedStatement ps = tx.prepare("INSERT INTO table_deadlines (table_id, kind, seat, due_at) VALUES (?, ?, ?, ?)");
        for (Deadline d : deadlines) {
            Sql.bind(ps, tableId, d.kind(), d.seat(), d.at());
            ps.addBatch();
        }
        ps.executeBatch();
    }

    static void insertSeats(Tx tx, long tableId, List<SeatRecord> seats) throws SQLException {
        if (seats.isEmpty()) {
            return;
        }
        PreparedStatement ps = tx.prepare("""
                INSERT INTO table_seats (table_id, seat, user_id, display_name, computer_level)
                VALUES (?, ?, ?, ?, ?)""");
        for (SeatRecord s : seats) {
            Sql.bind(ps, tableId, s.seat(), s.userId(), s.displayName(), s.computer());
            ps.addBatch();
        }
        ps.executeBatch();
    }
}
