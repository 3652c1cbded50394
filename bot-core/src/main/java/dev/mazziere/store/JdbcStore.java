package dev.mazziere.store;

import dev.mazziere.records.PlayedMatch;
import dev.mazziere.records.PlayerRecords;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ThreadLocalRandom;

/**
 * The store over plain JDBC. The SQL is the same for SQLite and PostgreSQL (both speak
 * {@code ON CONFLICT} and {@code RETURNING}); {@link TableChangeSql} writes a table's changes,
 * {@link TableLoader} reads tables back; the subclasses bring the connections, the
 * transactions and the migrations.
 */
abstract sealed class JdbcStore implements Store permits SqliteStore, PostgresStore {

    private static final int CREATE_ATTEMPTS = 3;
    /** The characters of the probe that ends an outage ({@link #probe}): more than a database page. */
    static final int PROBE_SIZE = 6000;
    /** Processed event ids forgotten per transaction. */
    static final int PRUNE_BATCH = 1000;

    private final Transactor tx;
    private final Clock clock;
    private final StoreRecords records = new StoreRecords(this);

    JdbcStore(Transactor tx, Clock clock) {
        this.tx = tx;
        this.clock = clock;
    }

    /** The store's transactions, for tests in this package. */
    Transactor transactor() {
        return tx;
    }

    Instant now() {
        return Instant.ofEpochMilli(clock.millis());
    }

    // --- tables --------------------------------------------------------------------------

    @Override
    public TableCreation createTable(NewTable t) {
        return write("create a table", c -> {
            for (int attempt = 0; attempt < CREATE_ATTEMPTS; attempt++) {
                Instant now = now();
                // A concurrent open table in the same chat makes the insert do nothing (unique open index).
                Long id = Sql.first(c, """
                        INSERT INTO game_tables (platform, chat_id, thread_id, game, options, owner_id, locale, status,
                                                 extra, version, created_at, updated_at)
                        VALUES (?, ?, ?, ?, ?, ?, ?, 'lobby', ?, 1, ?, ?)
                        ON CONFLICT DO NOTHING
                        RETURNING id""", rs -> rs.getLong(1),
                        t.platform(), t.chatId(), t.threadId(), t.game(), Sql.json(t.options()), t.ownerUserId(),
                        t.locale(), t.extraJson(), now, now);
                if (id != null) {
                    TableChangeSql.insertSeats(c, id, t.seats());
                    return new TableCreation.Created(new TableRecord(id, t.platform(), t.chatId(), t.threadId(), t.game(),
                            t.options(), t.ownerUserId(), t.locale(), t.seats(), TableStatus.LOBBY, t.extraJson(),
                            1, now, now));
                }
                List<StoredTable> open = TableLoader.load(c, TableLoader.OPEN_IN_PLACE, t.platform(), t.chatId(),
                        t.threadId());
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
    public Optional<StoredTable> loadOpenTable(String platform, String chatId, String threadId) {
        return tx.read("load a place's table",
                c -> TableLoader.load(c, TableLoader.OPEN_IN_PLACE, platform, chatId, threadId).stream().findFirst());
    }

    @Override
    public List<StoredTable> loadOpenTables() {
        return tx.read("load the open tables", c -> TableLoader.load(c, TableLoader.OPEN));
    }

    @Override
    public int moveChat(String platform, String oldChatId, String newChatId) {
        return write("move a chat", c -> {
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
            // Who asked to be told of a table opening here (/notify) and the players' private topics follow the chat.
            Sql.update(c, """
                    UPDATE chat_watchers SET chat_id = ?
                     WHERE platform = ? AND chat_id = ?
                       AND NOT EXISTS (SELECT 1 FROM chat_watchers n WHERE n.platform = chat_watchers.platform
                                          AND n.chat_id = ? AND n.user_id = chat_watchers.user_id)""",
                    newChatId, platform, oldChatId, newChatId);
            Sql.update(c, "DELETE FROM chat_watchers WHERE platform = ? AND chat_id = ?", platform, oldChatId);
            Sql.update(c, """
                    UPDATE private_topics SET chat_id = ?
                     WHERE platform = ? AND chat_id = ?
                       AND NOT EXISTS (SELECT 1 FROM private_topics n WHERE n.platform = private_topics.platform
                                          AND n.chat_id = ? AND n.user_id = private_topics.user_id
                                          AND n.thread_id = private_topics.thread_id)""",
                    newChatId, platform, oldChatId, newChatId);
            Sql.update(c, "DELETE FROM private_topics WHERE platform = ? AND chat_id = ?", platform, oldChatId);
            return tables;
        });
    }

    // --- matches -------------------------------------------------------------------------

    @Override
    public TableCommit commit(TableChange write) {
        try {
            return write("write a table", c -> TableChangeSql.write(c, write, now()));
        } catch (Transactor.Rollback r) {
            return (TableCommit) r.outcome();
        }
    }

    /** {@inheritDoc} Here in the same transaction as the write. */
    @Override
    public TableCommit commit(TableChange write, PlayedMatch played) {
        if (write.end() == null || write.end().matchId() != played.matchId()) {
            throw new IllegalArgumentException("the write does not end match " + played.matchId());
        }
        try {
            return write("write a table", c -> {
                Instant now = now();
                TableCommit.Committed committed = TableChangeSql.write(c, write, now);
                RecordWrites.record(c, played, now);
                return committed;
            });
        } catch (Transactor.Rollback r) {
            return (TableCommit) r.outcome();
        }
    }

    @Override
    public PlayerRecords records() {
        return records;
    }

    @Override
    public List<TableCommit> commitLight(List<TableChange> writes, List<TableChange.Event> events) {
        if (writes.isEmpty() && events.isEmpty()) {
            return List.of();
        }
        return write("write messages and events", c -> {
            Instant now = now();
            List<TableCommit> out = new ArrayList<>();
            for (TableChange w : writes) {
                out.add(TableChangeSql.writeLight(c, w, now));
            }
            for (TableChange.Event e : events) {
                TableChangeSql.mark(c, e, now);
            }
            return out;
        });
    }

    @Override
    public Freshness freshness(String platform, String chatId, String threadId, String eventId) {
        // One statement: the chat's open table by its unique index, and the event's key.
        return tx.query("check a chat's table", c -> Sql.first(c, """
                SELECT t.id, t.version, t.move_count,
                       EXISTS (SELECT 1 FROM processed_events e WHERE e.platform = ? AND e.event_id = ?)
                  FROM (SELECT 1 AS one) o
                  LEFT JOIN game_tables t ON t.platform = ? AND t.chat_id = ? AND t.thread_id = ?
                                        AND t.status <> 'finished'""",
                rs -> new Freshness(rs.getObject(1) == null ? Optional.empty()
                        : Optional.of(new TableStamp(rs.getLong(1), rs.getLong(2), rs.getInt(3))), rs.getBoolean(4)),
                platform, eventId, platform, chatId, threadId));
    }

    @Override
    public List<FinishedMatch> finishedMatches(String platform, String chatId, int limit) {
        return tx.read("load finished matches", c -> Sql.list(c, """
                SELECT m.id, m.table_id, t.thread_id, m.game, m.finished_at, tr.transcript
                  FROM match_transcripts tr
                  JOIN matches m ON m.id = tr.match_id
                  JOIN game_tables t ON t.id = m.table_id
                 WHERE t.platform = ? AND t.chat_id = ?
                 ORDER BY m.finished_at DESC, m.id DESC
                 LIMIT ?""",
                rs -> new FinishedMatch(rs.getLong("id"), rs.getLong("table_id"), rs.getString("thread_id"),
                        rs.getString("game"),
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

    // --- who is told of new tables --------------------------------------------------------

    @Override
    public boolean toggleWatcher(String platform, String chatId, String userId) {
        return write("toggle a watcher", c -> {
            int removed = Sql.update(c, "DELETE FROM chat_watchers WHERE platform = ? AND chat_id = ? AND user_id = ?",
                    platform, chatId, userId);
            if (removed > 0) {
                return false;
            }
            Sql.update(c, "INSERT INTO chat_watchers (platform, chat_id, user_id) VALUES (?, ?, ?)",
                    platform, chatId, userId);
            return true;
        });
    }

    @Override
    public List<String> watchers(String platform, String chatId) {
        return tx.read("list a chat's watchers", c -> Sql.list(c,
                "SELECT user_id FROM chat_watchers WHERE platform = ? AND chat_id = ? ORDER BY user_id",
                rs -> rs.getString(1), platform, chatId));
    }

    @Override
    public Optional<Instant> pingedAt(String platform, String userId) {
        return Optional.ofNullable(tx.read("read when a watcher was pinged", c -> Sql.first(c,
                "SELECT pinged_at FROM watcher_pings WHERE platform = ? AND user_id = ?",
                rs -> Sql.instant(rs, "pinged_at"), platform, userId)));
    }

    @Override
    public void pinged(String platform, String userId, Instant at) {
        write("note a watcher's ping", c -> Sql.update(c, """
                INSERT INTO watcher_pings (platform, user_id, pinged_at) VALUES (?, ?, ?)
                ON CONFLICT (platform, user_id) DO UPDATE SET pinged_at = excluded.pinged_at""",
                platform, userId, at));
    }

    // --- places --------------------------------------------------------------------------

    @Override
    public Optional<String> privateTopic(String platform, String userId, String chatId, String threadId) {
        return Optional.ofNullable(tx.read("read a private topic", c -> Sql.first(c, """
                SELECT topic FROM private_topics
                 WHERE platform = ? AND user_id = ? AND chat_id = ? AND thread_id = ?""",
                rs -> rs.getString(1), platform, userId, chatId, threadId)));
    }

    @Override
    public void savePrivateTopic(String platform, String userId, String chatId, String threadId, String topic) {
        write("keep a private topic", c -> Sql.update(c, """
                INSERT INTO private_topics (platform, user_id, chat_id, thread_id, topic) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (platform, user_id, chat_id, thread_id) DO UPDATE SET topic = excluded.topic""",
                platform, userId, chatId, threadId, topic));
    }

    @Override
    public void putAwayAt(String platform, String chatId, String threadId, Instant due) {
        write("keep when a place is put away", c -> Sql.update(c, """
                INSERT INTO places_put_away (platform, chat_id, thread_id, due_at) VALUES (?, ?, ?, ?)
                ON CONFLICT (platform, chat_id, thread_id) DO UPDATE SET due_at = excluded.due_at""",
                platform, chatId, threadId, due));
    }

    @Override
    public List<PlaceToPutAway> placesToPutAway(String platform) {
        return tx.read("list the places to put away", c -> Sql.list(c, """
                SELECT chat_id, thread_id, due_at FROM places_put_away WHERE platform = ?
                 ORDER BY due_at, chat_id, thread_id""",
                rs -> new PlaceToPutAway(rs.getString(1), rs.getString(2), Sql.instant(rs, "due_at")), platform));
    }

    @Override
    public void placePutAway(String platform, String chatId, String threadId, Instant due) {
        write("forget a place put away", c -> Sql.update(c, """
                DELETE FROM places_put_away WHERE platform = ? AND chat_id = ? AND thread_id = ? AND due_at = ?""",
                platform, chatId, threadId, due));
    }

    // --- health ------------------------------------------------------------------------------

    @Override
    public Optional<String> trouble() {
        if (tx.outage().ongoing()) {
            probe();
        }
        return tx.outage().reason();
    }

    /** A write; one that goes through during an outage is followed by a probe, which may end it. */
    <T> T write(String what, Transactor.Work<T> work) {
        T result = tx.write(what, work);
        if (tx.outage().ongoing()) {
            probe();
        }
        written();
        return result;
    }

    /** After each write that went through: a look at what the store writes to, for a subclass. */
    void written() {
    }

    /**
     * A write that needs room and leaves nothing: a row of {@value #PROBE_SIZE} random
     * characters (more than a page, and not compressible), in and out again in one
     * transaction. Going through, it ends the outage.
     */
    private void probe() {
        byte[] noise = new byte[PROBE_SIZE / 2];
        ThreadLocalRandom.current().nextBytes(noise);
        String room = HexFormat.of().formatHex(noise);
        try {
            tx.write("check that writes work again", c -> {
                Sql.update(c, """
                        INSERT INTO leaderboard (platform, chat_id, game, user_id, display_name, played, won, points)
                        VALUES ('', '', 'probe', 'probe', ?, 0, 0, 0)""", room);
                return Sql.update(c, "DELETE FROM leaderboard WHERE platform = '' AND chat_id = '' AND game = 'probe'");
            });
            tx.outage().probed();
        } catch (StoreException e) {
            // still refused: the outage goes on (the transactions noted it)
        }
    }

    // --- platform events -------------------------------------------------------------------

    @Override
    public int pruneProcessed(Instant before) {
        int total = 0;
        while (true) {
            // In small batches, each its own transaction, so moves are written in between.
            int pruned = write("prune processed events", c -> Sql.update(c, """
                    DELETE FROM processed_events WHERE (platform, event_id) IN (
                        SELECT platform, event_id FROM processed_events WHERE processed_at < ? LIMIT ?)""",
                    before, PRUNE_BATCH));
            total += pruned;
            if (pruned < PRUNE_BATCH) {
                return total;
            }
        }
    }

    @Override
    public void close() {
        tx.close();
    }
}
