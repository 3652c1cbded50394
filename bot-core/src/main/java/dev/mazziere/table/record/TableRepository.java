package dev.mazziere.table.record;

import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.UserId;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.store.Freshness;
import dev.mazziere.store.NewTable;
import dev.mazziere.store.Store;
import dev.mazziere.store.StoredTable;
import dev.mazziere.store.TableCreation;
import dev.mazziere.store.TableRecord;
import dev.mazziere.store.TableStamp;
import dev.mazziere.table.flow.Context;
import dev.mazziere.table.flow.Phase;
import dev.mazziere.table.flow.Table;
import dev.mazziere.table.flow.TableState;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Consumer;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The open tables of every chat in memory, kept coherent with the store: the {@link Store}
 * is the truth and the tables here a cache of it. Before each event a chat's table is
 * checked against the store ({@link #fresh}: one indexed row, its version and move count)
 * and rebuilt by replay only if another bot instance changed it; {@link TableSaver}
 * writes the changes. Thread-safe maps; each table is used under its chat's lock.
 */
public final class TableRepository {

    private static final Logger LOG = LoggerFactory.getLogger(TableRepository.class);

    private final GameRegistry registry;
    private final Store store;
    private final Context context;
    private final Consumer<Table> reloaded;
    private final Records records;
    private final String platform;
    private final Map<ChatId, Table> byChat = new ConcurrentHashMap<>();
    private final Map<String, Table> byId = new ConcurrentHashMap<>();

    /** The chat's table as the store has it (or null), and whether the event was handled already. */
    public record Fresh(Table table, boolean seen) {
    }

    /**
     * @param context  what the tables this repository builds run with
     * @param reloaded arms the alarms of a table reloaded from the store
     * @param platform the platform whose tables these are: a store shared with other
     *                 platforms (or the console) holds theirs too, which this one leaves alone
     */
    public TableRepository(GameRegistry registry, Store store, Context context, String platform, Consumer<Table> reloaded,
                    Records records) {
        this.registry = registry;
        this.store = store;
        this.context = context;
        this.reloaded = reloaded;
        this.records = records;
        this.platform = platform;
    }

    /** The chat's table in memory, without checking the store; null when none. */
    public Table inChat(ChatId chat) {
        return byChat.get(chat);
    }

    /** The table with this id in memory, or null. */
    public Table byId(String tableId) {
        return byId.get(tableId);
    }

    /**
     * Creates a table in the store and in memory, built by {@code build} from the store's id;
     * empty when the chat has an open table already (maybe opened by another instance).
     */
    public Optional<Table> create(NewTable row, Function<String, TableState> build) {
        TableCreation created = store.createTable(row);
        if (created instanceof TableCreation.ChatBusy) {
            return Optional.empty();
        }
        TableRecord stored = ((TableCreation.Created) created).table();
        Table table = new Table(build.apply(Long.toString(stored.id())), context);
        Persisted record = new Persisted(stored);
        record.seated = Seated.of(table.state());
        records.put(table, record);
        remember(table);
        return Optional.of(table);
    }

    /** The chat of a table named by a button: from memory, else from the store (another instance's table). */
    public ChatId chatOf(String tableId) {
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
                .map(t -> new ChatId(t.table().platform(), t.table().chatId(), t.table().threadId())).orElse(null);
    }

    private static OptionalLong storeId(String tableId) {
        try {
            return OptionalLong.of(Long.parseLong(tableId));
        } catch (NumberFormatException e) {
            return OptionalLong.empty();
        }
    }

    // ---- coherence with the store

    /**
     * The chat's open table as the store has it: the copy in memory when the store's
     * version and move count are the ones it last read or wrote, otherwise a copy rebuilt
     * from the store, whose timers are re-armed (a computer's stalled turn too). Reads one row, and the event's mark when
     * {@code mark} is not null: a redelivered event is {@link Fresh#seen()}. Under the
     * chat's lock.
     */
    public Fresh fresh(ChatId chat, EventMark mark) {
        String platform = mark == null ? chat.platform() : mark.event.platform();
        Freshness f = store.freshness(platform, chat.id(), chat.thread(), mark == null ? null : mark.event.eventId());
        Table mem = byChat.get(chat);
        if (f.eventProcessed()) {
            return new Fresh(mem, true);
        }
        if (f.openTable().isEmpty()) {
            if (mem != null) {
                forget(mem);
            }
            return new Fresh(null, false);
        }
        TableStamp stamp = f.openTable().get();
        if (mem != null && records.of(mem).matches(stamp)) {
            return new Fresh(mem, false);
        }
        if (mem != null) {
            forget(mem);
        }
        Optional<StoredTable> stored = store.loadTable(stamp.tableId()).filter(t -> t.table().status().isOpen());
        if (stored.isEmpty()) {
            return new Fresh(null, false);
        }
        Table loaded = load(stored.get());
        loaded.resume(Table.STALLED_AFTER);
        reloaded.accept(loaded);
        return new Fresh(loaded, false);
    }

    /** {@link #fresh(ChatId, EventMark)} for work no platform event started. */
    public Table fresh(ChatId chat) {
        return fresh(chat, null).table();
    }

    /** Rebuilds a stored table in memory (match by replay), without arming anything yet. */
    public Table load(StoredTable stored) {
        TableState state = TableRows.restore(stored, registry.get(stored.table().game()));
        Table table = new Table(state, context);
        Persisted record = Persisted.of(stored);
        record.seated = Seated.of(state);
        records.put(table, record);
        remember(table);
        return table;
    }

    private void remember(Table table) {
        byChat.put(table.chat(), table);
        byId.put(table.id, table);
    }

    /**
     * The open tables in memory where {@code user} has a seat, as last read or written, oldest
     * first: for a player asking in their private chat. Safe without any table's lock (it
     * reads what the last write published), so the answer may be a moment old.
     */
    public List<Seated> seatedAt(UserId user) {
        return byId.values().stream().map(t -> records.of(t)).filter(r -> r != null).map(r -> r.seated)
                .filter(s -> s != null && s.phase() != Phase.FINISHED
                        && s.seats().stream().anyMatch(seat -> user.equals(seat.user())))
                .sorted(Comparator.comparing(Seated::id, Comparator.comparingLong(Long::parseLong)))
                .toList();
    }

    /** What the store holds of {@code table}, as this instance last read or wrote it; null once forgotten. */
    public Persisted stored(Table table) {
        return records.of(table);
    }

    /** The tables in memory. */
    public java.util.Collection<Table> all() {
        return byId.values();
    }

    /** Every open table of this platform in the store. */
    public List<StoredTable> open() {
        return store.loadOpenTables().stream().filter(t -> t.table().platform().equals(platform)).toList();
    }

    // ---- memory

    /** The table finished or was stopped: forget it. */
    public void closed(Table table) {
        byChat.remove(table.chat(), table);
        byId.remove(table.id, table);
        records.remove(table);
    }

    /** Drops a table from memory (its timers too): the next event reloads it from the store. */
    public void forget(Table table) {
        table.discard();
        closed(table);
    }

    /** Drops the chat's table from memory, without reading the store (which may be failing). */
    public void dropQuietly(ChatId chat) {
        Table stale = byChat.get(chat);
        if (stale != null) {
            forget(stale);
        }
    }

    /** Drops the chat's table from memory and reloads it from the store, logging any failure. */
    public void reloadQuietly(ChatId chat) {
        try {
            dropQuietly(chat);
            fresh(chat);
        } catch (RuntimeException e) {
            LOG.error("chat {}: cannot reload its table", chat, e);
        }
    }

    /** The open table of a chat in memory, for tests. */
    public Optional<TableState> table(ChatId chat) {
        Table table = byChat.get(chat);
        return table == null ? Optional.empty() : Optional.of(table.state());
    }
}
