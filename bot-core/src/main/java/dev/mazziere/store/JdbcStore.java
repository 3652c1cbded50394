package dev.mazziere.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The store over plain JDBC. The SQL is the same for SQLite and PostgreSQL (both speak
 * {@code ON CONFLICT} and {@code RETURNING}); the subclasses bring the connections, the
 * transactions and the migrations.
 */
abstract sealed class JdbcStore implements Store permits SqliteStore, PostgresStore {

    private static final int CREATE_ATTEMPTS = 3;

    private final Transactor tx;
    private final Clock clock;

    JdbcStore(Transactor tx, Clock clock) {
        this.tx = tx;
        this.clock = clock;
    }

    private Instant now() {
        return Instant.ofEpochMilli(clock.millis());
    }

    // --- tables --------------------------------------------------------------------------

    @Override
    public TableCreation createTable(NewTable t) {
        return tx.write("create a table", c -> {
            for (int attempt = 0; attempt < CREATE_ATTEMPTS; attempt++) {
                Instant now = now();
                // A concurrent open table in the same chat makes the insert do nothing (unique open index).
                Long id = Sql.first(c, """
                        INSERT INTO game_tables (platform, chat_id, game, options, owner_id, locale, status, extra,
                                                 version, created_at, updated_at)
                        VALUES (?, ?, ?, ?, ?, ?, 'lobby', ?, 1, ?, ?)
                        ON CONFLICT DO NOTHING
                        RETURNING id""", rs -> rs.getLong(1),
                        t.platform(), t.chatId(), t.game(), Sql.json(t.options()), t.ownerUserId(), t.locale(),
                        t.extraJson(), now, now);
                if (id != null) {
                    insertSeats(c, id, t.seats());
                    return new TableCreation.Created(new TableRecord(id, t.platform(), t.chatId(), t.game(),
                            t.options(), t.ownerUserId(), t.locale(), t.seats(), TableStatus.LOBBY, t.extraJson(),
                            1, now, now));
                }
                List<StoredTable> open = TableLoader.load(c, TableLoader.OPEN_IN_CHAT, t.platform(), t.chatId());
                if (!open.isEmpty()) {
                    return new TableCreation.ChatBusy(open.getFirst().table());
                }
                // The open table finished between the two statements: try again.
            }
            throw new StoreException("could not open a table in a busy chat after " + CREATE_ATTEMPTS + " attempts");
        });
    }

    @Override
    public Optional<StoredTable> loadTable(long tableId) {
        return tx.read("load a table", c -> TableLoader.load(c, TableLoader.BY_ID, tableId).stream().findFirst());
    }

    @Override
    public Optional<StoredTable> loadOpenTable(String platform, String chatId) {
        return tx.read("load a chat's table",
                c -> TableLoader.load(c, TableLoader.OPEN_IN_CHAT, platform, chatId).stream().findFirst());
    }

    @Override
    public List<StoredTable> loadOpenTables() {
        return tx.read("load the open tables", c -> TableLoader.load(c, TableLoader.OPEN));
    }

    @Override
    public TableUpdate updateTable(TableRecord changed) {
        return tx.write("update a table", c -> {
            Instant now = now();
            if (!writeTable(c, changed, changed.status(), now)) {
                return new TableUpdate.Conflict(changed.version(), currentTable(c, changed.id()));
            }
            return new TableUpdate.Updated(bumped(changed, changed.status(), now));
        });
    }

    @Override
    public MatchStart startMatch(TableRecord changed, MatchSetup setup) {
        return tx.write("start a match", c -> {
            Instant now = now();
            if (!writeTable(c, changed, TableStatus.PLAYING, now)) {
                return new MatchStart.Conflict(changed.version(), currentTable(c, changed.id()));
            }
            long matchId = Sql.first(c, """
                    INSERT INTO matches (table_id, game, options, seat_count, seed, started_at)
                    VALUES (?, ?, ?, ?, ?, ?)
                    RETURNING id""", rs -> rs.getLong(1),
                    changed.id(), setup.game(), Sql.json(setup.options()), setup.seatCount(), setup.seed(), now);
            return new MatchStart.Started(bumped(changed, TableStatus.PLAYING, now),
                    new MatchRecord(matchId, changed.id(), setup, now, null));
        });
    }

    /** Writes the table and its seats if its version is still the stored one. */
    private static boolean writeTable(Connection c, TableRecord t, TableStatus status, Instant now)
            throws SQLException {
        int updated = Sql.update(c, """
                UPDATE game_tables
                   SET options = ?, owner_id = ?, locale = ?, status = ?, extra = ?,
                       version = version + 1, updated_at = ?
                 WHERE id = ? AND version = ?""",
                Sql.json(t.options()), t.ownerUserId(), t.locale(), status.code(), t.extraJson(), now,
                t.id(), t.version());
        if (updated == 0) {
            return false;
        }
        Sql.update(c, "DELETE FROM table_seats WHERE table_id = ?", t.id());
        insertSeats(c, t.id(), t.seats());
        return true;
    }

    private static TableRecord bumped(TableRecord t, TableStatus status, Instant now) {
        return new TableRecord(t.id(), t.platform(), t.chatId(), t.game(), t.options(), t.ownerUserId(),
                t.locale(), t.seats(), status, t.extraJson(), t.version() + 1, t.createdAt(), now);
    }

    private static TableRecord currentTable(Connection c, long tableId) throws SQLException {
        return TableLoader.load(c, TableLoader.BY_ID, tableId).stream().findFirst()
                .orElseThrow(() -> new StoreException("no table " + tableId))
                .table();
    }

    private static void insertSeats(Connection c, long tableId, List<SeatRecord> seats) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement("""
                INSERT INTO table_seats (table_id, seat, user_id, display_name, computer_level)
                VALUES (?, ?, ?, ?, ?)""")) {
            for (SeatRecord s : seats) {
                Sql.bind(ps, tableId, s.seat(), s.userId(), s.displayName(),
                        s.computer());
                ps.addBatch();
            }
            ps.executeBatch();
        }
    }

    @Override
    public int moveChat(String platform, String oldChatId, String newChatId) {
        return tx.write("move a chat", c -> {
            // An open table moves only if the new chat has none: one open table per chat.
            int tables = Sql.update(c, """
                    UPDATE game_tables SET chat_id = ?, version = version + 1, updated_at = ?
                     WHERE platform = ? AND chat_id = ?
                       AND (status = 'finished' OR NOT EXISTS (
                            SELECT 1 FROM game_tables o
                             WHERE o.platform = ? AND o.chat_id = ? AND o.status <> 'finished'))""",
                    newChatId, now(), platform, oldChatId, platform, newChatId);
            Sql.update(c, """
                    UPDATE table_messages SET chat_id = ?
                     WHERE chat_id = ?
                       AND table_id IN (SELECT id FROM game_tables WHERE platform = ? AND chat_id = ?)""",
                    newChatId, oldChatId, platform, newChatId);
            // Merged, should the new chat have rows already. (SQLite parses this ON CONFLICT only after a WHERE.)
            Sql.update(c, """
                    INSERT INTO leaderboard (platform, chat_id, game, user_id, display_name, played, won, points)
                    SELECT platform, ?, game, user_id, display_name, played, won, points
                      FROM leaderboard WHERE platform = ? AND chat_id = ?
                    ON CONFLICT (platform, chat_id, game, user_id) DO UPDATE
                       SET played = leaderboard.played + excluded.played,
                           won = leaderboard.won + excluded.won,
                           points = leaderboard.points + excluded.points""",
                    newChatId, platform, oldChatId);
            Sql.update(c, "DELETE FROM leaderboard WHERE platform = ? AND chat_id = ?", platform, oldChatId);
            return tables;
        });
    }

    // --- matches -------------------------------------------------------------------------

    @Override
    public MoveAppend appendMove(long matchId, int expectedSeq, int seat, String code) {
        return tx.write("append a move", c -> {
            Instant now = now();
            // Inserted only if the log holds exactly expectedSeq moves (seq runs 0..n-1 without gaps, so
            // MAX(seq) + 1 is the count) and the match runs. Two racers that both see the same count
            // collide on the (match_id, seq) key, and ON CONFLICT DO NOTHING makes the loser insert nothing.
            int inserted = Sql.update(c, """
                    INSERT INTO match_moves (match_id, seq, seat, code, played_at)
                    SELECT ?, ?, ?, ?, ?
                     WHERE (SELECT COALESCE(MAX(seq) + 1, 0) FROM match_moves WHERE match_id = ?) = ?
                       AND EXISTS (SELECT 1 FROM matches WHERE id = ? AND finished_at IS NULL)
                    ON CONFLICT DO NOTHING""",
                    matchId, expectedSeq, seat, code, now, matchId, expectedSeq, matchId);
            if (inserted == 1) {
                return new MoveAppend.Appended(new MoveRecord(matchId, expectedSeq, seat, code, now));
            }
            MatchRecord match = Sql.first(c, "SELECT * FROM matches WHERE id = ?", TableLoader::matchRow, matchId);
            if (match == null) {
                throw new StoreException("no match " + matchId);
            }
            int count = Sql.first(c, "SELECT COUNT(*) FROM match_moves WHERE match_id = ?", rs -> rs.getInt(1),
                    matchId);
            return new MoveAppend.Conflict(expectedSeq, count, match.isFinished());
        });
    }

    @Override
    public boolean finishMatch(long matchId, String board, String transcriptJson, List<PlayerResult> results) {
        return tx.write("finish a match", c -> {
            Instant now = now();
            int marked = Sql.update(c, "UPDATE matches SET finished_at = ? WHERE id = ? AND finished_at IS NULL",
                    now, matchId);
            if (marked == 0) {
                if (Sql.first(c, "SELECT id FROM matches WHERE id = ?", rs -> rs.getLong(1), matchId) == null) {
                    throw new StoreException("no match " + matchId);
                }
                return false;
            }
            Sql.update(c, "INSERT INTO match_transcripts (match_id, transcript) VALUES (?, ?)",
                    matchId, transcriptJson);
            String[] where = Sql.first(c, """
                    SELECT t.platform, t.chat_id FROM matches m JOIN game_tables t ON t.id = m.table_id
                     WHERE m.id = ?""", rs -> new String[] {rs.getString(1), rs.getString(2)}, matchId);
            for (PlayerResult r : results) {
                Sql.update(c, """
                        INSERT INTO leaderboard (platform, chat_id, game, user_id, display_name, played, won, points)
                        VALUES (?, ?, ?, ?, ?, 1, ?, ?)
                        ON CONFLICT (platform, chat_id, game, user_id) DO UPDATE
                           SET display_name = excluded.display_name,
                               played = leaderboard.played + 1,
                               won = leaderboard.won + excluded.won,
                               points = leaderboard.points + excluded.points""",
                        where[0], where[1], board, r.userId(), r.displayName(), r.won() ? 1 : 0,
                        (long) r.points());
            }
            return true;
        });
    }

    @Override
    public List<FinishedMatch> finishedMatches(String platform, String chatId, int limit) {
        return tx.read("load finished matches", c -> Sql.list(c, """
                SELECT m.id, m.table_id, m.game, m.finished_at, tr.transcript
                  FROM match_transcripts tr
                  JOIN matches m ON m.id = tr.match_id
                  JOIN game_tables t ON t.id = m.table_id
                 WHERE t.platform = ? AND t.chat_id = ?
                 ORDER BY m.finished_at DESC, m.id DESC
                 LIMIT ?""",
                rs -> new FinishedMatch(rs.getLong("id"), rs.getLong("table_id"), rs.getString("game"),
                        Sql.instant(rs, "finished_at"), rs.getString("transcript")),
                platform, chatId, limit));
    }

    @Override
    public List<LeaderboardRow> leaderboard(String platform, String chatId, String board) {
        return tx.read("load a leaderboard", c -> Sql.list(c, """
                SELECT user_id, display_name, played, won, points FROM leaderboard
                 WHERE platform = ? AND chat_id = ? AND game = ?
                 ORDER BY won DESC, points DESC, display_name, user_id""",
                rs -> new LeaderboardRow(rs.getString("user_id"), rs.getString("display_name"),
                        rs.getInt("played"), rs.getInt("won"), rs.getLong("points")),
                platform, chatId, board));
    }

    @Override
    public List<String> boards(String platform, String chatId) {
        return tx.read("list a chat's leaderboards", c -> Sql.list(c, """
                SELECT DISTINCT game FROM leaderboard WHERE platform = ? AND chat_id = ? ORDER BY game""",
                rs -> rs.getString(1), platform, chatId));
    }

    // --- what a table edits and waits for --------------------------------------------------

    @Override
    public void putMessage(long tableId, StoredMessage m) {
        tx.write("remember a message", c -> Sql.update(c, """
                INSERT INTO table_messages (table_id, kind, user_id, chat_id, message_id) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (table_id, kind, user_id) DO UPDATE
                   SET chat_id = excluded.chat_id, message_id = excluded.message_id""",
                tableId, m.kind(), m.userId(), m.chatId(), m.messageId()));
    }

    @Override
    public void removeMessage(long tableId, String kind, String userId) {
        tx.write("forget a message", c -> Sql.update(c,
                "DELETE FROM table_messages WHERE table_id = ? AND kind = ? AND user_id = ?", tableId, kind, userId));
    }

    @Override
    public void putDeadline(long tableId, Deadline d) {
        tx.write("set a deadline", c -> Sql.update(c, """
                INSERT INTO table_deadlines (table_id, kind, seat, due_at) VALUES (?, ?, ?, ?)
                ON CONFLICT (table_id, kind, seat) DO UPDATE SET due_at = excluded.due_at""",
                tableId, d.kind(), d.seat(), d.at()));
    }

    @Override
    public void clearDeadlines(long tableId) {
        tx.write("clear deadlines", c -> Sql.update(c, "DELETE FROM table_deadlines WHERE table_id = ?", tableId));
    }

    // --- platform events -------------------------------------------------------------------

    @Override
    public boolean markProcessed(String platform, String eventId) {
        return tx.write("mark an event processed", c -> Sql.update(c, """
                INSERT INTO processed_events (platform, event_id, processed_at) VALUES (?, ?, ?)
                ON CONFLICT DO NOTHING""", platform, eventId, now()) == 1);
    }

    @Override
    public int pruneProcessed(Instant before) {
        return tx.write("prune processed events", c -> Sql.update(c,
                "DELETE FROM processed_events WHERE processed_at < ?", before));
    }

    @Override
    public void close() {
        tx.close();
    }
}
