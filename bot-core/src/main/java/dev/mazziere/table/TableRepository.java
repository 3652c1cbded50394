package dev.mazziere.table;

import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.UserId;
import dev.mazziere.game.MatchState;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.store.Deadline;
import dev.mazziere.store.MatchSetup;
import dev.mazziere.store.MatchStart;
import dev.mazziere.store.MoveAppend;
import dev.mazziere.store.NewTable;
import dev.mazziere.store.Store;
import dev.mazziere.store.StoredTable;
import dev.mazziere.store.TableCreation;
import dev.mazziere.store.TableRecord;
import dev.mazziere.store.TableUpdate;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The open tables of every chat, kept coherent with the store: the {@link Store} is the
 * truth and the tables in memory a cache of it. A change is committed before anything
 * about it is said in a chat: a move with {@link Store#appendMove} against the number of
 * moves it was validated on, any other change with a versioned {@link Store#updateTable}.
 * Before each event a chat's table is checked against the store ({@link #fresh}) and
 * rebuilt if another bot instance changed it; a lost race throws {@link TableChanged}.
 * Thread-safe maps; each table is used under its chat's lock.
 */
final class TableRepository {

    private static final Logger LOG = LoggerFactory.getLogger(TableRepository.class);

    private final GameRegistry registry;
    private final Store store;
    private final TableHost host;
    private final String platform;
    private final Map<String, Persisted> persisted = new ConcurrentHashMap<>();
    private final Map<ChatId, Table> byChat = new ConcurrentHashMap<>();
    private final Map<String, Table> byId = new ConcurrentHashMap<>();

    /** What the store holds of a table, as this instance last read or wrote it. */
    private static final class Persisted {
        TableRecord row;
        Long matchId;
        /** Volatile: read without the table's lock by {@link #seatedAt}. */
        volatile TableSnapshot saved;
        List<dev.mazziere.store.StoredMessage> messages = List.of();
        List<Deadline> deadlines = List.of();

        Persisted(TableRecord row) {
            this.row = row;
        }
    }

    /**
     * @param host     runs the tables this repository builds
     * @param platform the platform whose tables these are: a store shared with other
     *                 platforms (or the console) holds theirs too, which this one leaves alone
     */
    TableRepository(GameRegistry registry, Store store, TableHost host, String platform) {
        this.registry = registry;
        this.store = store;
        this.host = host;
        this.platform = platform;
    }

    /** The chat's table in memory, without checking the store; null when none. */
    Table inChat(ChatId chat) {
        return byChat.get(chat);
    }

    /** The table with this id in memory, or null. */
    Table byId(String tableId) {
        return byId.get(tableId);
    }

    /**
     * Creates a table in the store and in memory, built by {@code build} from the store's id;
     * empty when the chat has an open table already (maybe opened by another instance).
     */
    Optional<Table> create(NewTable row, Function<String, TableState> build) {
        TableCreation created = store.createTable(row);
        if (created instanceof TableCreation.ChatBusy) {
            return Optional.empty();
        }
        TableRecord stored = ((TableCreation.Created) created).table();
        Table table = new Table(build.apply(Long.toString(stored.id())), host);
        persisted.put(table.id, new Persisted(stored));
        remember(table);
        return Optional.of(table);
    }

    /** The chat of a table named by a button: from memory, else from the store (another instance's table). */
    ChatId chatOf(String tableId) {
        Table known = byId.get(tableId);
        if (known != null) {
            return known.chat();
        }
        OptionalLong id = storeId(tableId);
        if (id.isEmpty()) {
            return null;
        }
        return store.loadTable(id.getAsLong())
                .filter(t -> t.table().status().isOpen() && t.table().platform().equals(platform))
                .map(t -> new ChatId(t.table().platform(), t.table().chatId())).orElse(null);
    }

    private static OptionalLong storeId(String tableId) {
        try {
            return OptionalLong.of(Long.parseLong(tableId));
        } catch (NumberFormatException e) {
            return OptionalLong.empty();
        }
    }

    // ---- commits

    /**
     * Commits the table as it is now (seats, options, phase; starting or ending its match),
     * then its messages and deadlines, each only when changed.
     *
     * @throws TableChanged if the stored table changed since this copy was loaded
     */
    void commit(Table table) {
        Persisted p = persisted.get(table.id);
        if (p == null) {
            throw new TableChanged("race.table", "table " + table.id + " is no longer known here");
        }
        TableSnapshot now = table.record();
        if (now.equals(p.saved)) {
            return;
        }
        TableRecord row = TableRows.row(now, p.row);
        if (now.phase() == Phase.PLAYING && p.matchId == null) {
            startMatch(table, p, row);
        } else {
            if (now.phase() == Phase.FINISHED && p.matchId != null && table.match() != null) {
                store.finishMatch(p.matchId, table.board(), table.transcript(), table.results());
            }
            if (!row.equals(p.row)) {
                switch (store.updateTable(row)) {
                    case TableUpdate.Updated u -> p.row = u.table();
                    case TableUpdate.Conflict c -> throw new TableChanged("race.table",
                            "changed elsewhere (version " + c.current().version() + " not " + c.expectedVersion() + ")");
                }
            }
        }
        commitMessages(p, now);
        List<Deadline> deadlines = TableRows.deadlines(now);
        if (!deadlines.equals(p.deadlines)) {
            store.clearDeadlines(p.row.id());
            deadlines.forEach(d -> store.putDeadline(p.row.id(), d));
            p.deadlines = deadlines;
        }
        p.saved = now;
    }

    private void startMatch(Table table, Persisted p, TableRecord row) {
        MatchState match = table.match();
        Map<String, String> raw = new LinkedHashMap<>();
        match.options().asMap().forEach((k, v) -> raw.put(k, String.valueOf(v)));
        MatchSetup setup = new MatchSetup(match.game().id(), raw, match.seatCount(), match.seed());
        switch (store.startMatch(row, setup)) {
            case MatchStart.Started s -> {
                p.row = s.table();
                p.matchId = s.match().id();
            }
            case MatchStart.Conflict c -> throw new TableChanged("race.table",
                    "started elsewhere (version " + c.current().version() + ")");
        }
    }

    private void commitMessages(Persisted p, TableSnapshot now) {
        long id = p.row.id();
        List<dev.mazziere.store.StoredMessage> messages = TableRows.messages(now);
        for (dev.mazziere.store.StoredMessage m : p.messages) {
            if (messages.stream().noneMatch(x -> x.kind().equals(m.kind()) && x.userId().equals(m.userId()))) {
                store.removeMessage(id, m.kind(), m.userId());
            }
        }
        for (dev.mazziere.store.StoredMessage m : messages) {
            if (!p.messages.contains(m)) {
                store.putMessage(id, m);
            }
        }
        p.messages = messages;
    }

    /**
     * Commits the match's next move, {@code seq} being the number of moves it was validated
     * against.
     *
     * @throws TableChanged if another move was committed first
     */
    void commitMove(Table table, int seq, int seat, String code) {
        Persisted p = persisted.get(table.id);
        if (p == null || p.matchId == null) {
            throw new TableChanged("race.move", "table " + table.id + " has no match here");
        }
        if (store.appendMove(p.matchId, seq, seat, code) instanceof MoveAppend.Conflict c) {
            throw new TableChanged("race.move", "move " + seq + " already played (" + c.moveCount() + " in the log)");
        }
    }

    /** Commits what the table left unsaved (message ids, timers); a failure drops the table from memory. */
    void saveQuietly(Table table) {
        try {
            commit(table);
        } catch (TableChanged e) {
            LOG.info("table {}: {}; it will be reloaded", table.id, e.getMessage());
            forget(table);
        } catch (RuntimeException e) {
            LOG.error("table {}: cannot save", table.id, e);
            forget(table);
        }
    }

    // ---- memory

    /** The table finished or was stopped: forget it. */
    void closed(Table table) {
        byChat.remove(table.chat(), table);
        byId.remove(table.id, table);
        persisted.remove(table.id);
    }

    /** Drops a table from memory (its timers too): the next event reloads it from the store. */
    void forget(Table table) {
        table.discard();
        closed(table);
    }

    /** Drops the chat's table from memory and reloads it from the store, logging any failure. */
    void reloadQuietly(ChatId chat) {
        try {
            Table stale = byChat.get(chat);
            if (stale != null) {
                forget(stale);
            }
            fresh(chat);
        } catch (RuntimeException e) {
            LOG.error("chat {}: cannot reload its table", chat, e);
        }
    }

    /**
     * The chat's open table as the store has it: the copy in memory when it is up to date
     * (same version, same match, same number of moves), otherwise a copy rebuilt from the
     * store, whose timers are re-armed. Null when the chat has no open table. Under the
     * chat's lock.
     */
    Table fresh(ChatId chat) {
        Optional<StoredTable> stored = store.loadOpenTable(chat.platform(), chat.id());
        Table mem = byChat.get(chat);
        if (stored.isEmpty()) {
            if (mem != null) {
                forget(mem);
            }
            return null;
        }
        if (mem != null && upToDate(mem, stored.get())) {
            return mem;
        }
        if (mem != null) {
            forget(mem);
        }
        Table loaded = load(stored.get());
        loaded.resume(false);
        return loaded;
    }

    private boolean upToDate(Table mem, StoredTable stored) {
        Persisted p = persisted.get(mem.id);
        if (p == null || p.row.id() != stored.table().id() || p.row.version() != stored.table().version()) {
            return false;
        }
        Long storedMatch = stored.match().map(m -> m.match().id()).orElse(null);
        int storedMoves = stored.match().map(m -> m.moves().size()).orElse(0);
        int memMoves = mem.match() == null ? 0 : mem.match().moveCount();
        return Objects.equals(p.matchId, storedMatch) && memMoves == storedMoves;
    }

    /** Rebuilds a stored table in memory (match by replay), without re-arming anything yet. */
    Table load(StoredTable stored) {
        TableSnapshot snapshot = TableRows.snapshot(stored);
        Table table = Table.restore(snapshot, registry.get(snapshot.gameId()), host);
        Persisted p = new Persisted(stored.table());
        p.matchId = stored.match().map(m -> m.match().id()).orElse(null);
        p.messages = TableRows.messages(snapshot);
        p.deadlines = stored.deadlines();
        p.saved = table.record();
        p.saved = p.saved.equals(snapshot) ? p.saved : null;
        persisted.put(table.id, p);
        remember(table);
        return table;
    }

    private void remember(Table table) {
        byChat.put(table.chat(), table);
        byId.put(table.id, table);
    }

    /**
     * The open tables in memory where {@code user} has a seat, as last committed, oldest
     * first: for a player asking in their private chat. Safe without any table's lock (it
     * reads committed snapshots only), so the answer may be a moment old.
     */
    List<TableSnapshot> seatedAt(UserId user) {
        return persisted.values().stream().map(p -> p.saved)
                .filter(s -> s != null && s.phase() != Phase.FINISHED
                        && s.seats().stream().anyMatch(seat -> user.equals(seat.user())))
                .sorted(Comparator.comparing(TableSnapshot::id, Comparator.comparingLong(Long::parseLong)))
                .toList();
    }

    /** Every open table of this platform in the store. */
    List<StoredTable> open() {
        return store.loadOpenTables().stream().filter(t -> t.table().platform().equals(platform)).toList();
    }

    /** The open table of a chat, as a record (for tests and the store). */
    Optional<TableSnapshot> snapshot(ChatId chat) {
        Table table = byChat.get(chat);
        return table == null ? Optional.empty() : Optional.of(table.record());
    }
}
