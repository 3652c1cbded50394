package dev.mazziere.app.ops;

import dev.mazziere.records.PlayedMatch;
import dev.mazziere.records.PlayerRecords;
import dev.mazziere.store.FinishedMatch;
import dev.mazziere.store.Freshness;
import dev.mazziere.store.LeaderboardRow;
import dev.mazziere.store.NewTable;
import dev.mazziere.store.PlaceToPutAway;
import dev.mazziere.store.Store;
import dev.mazziere.store.StoreException;
import dev.mazziere.store.StoredTable;
import dev.mazziere.store.TableChange;
import dev.mazziere.store.TableCommit;
import dev.mazziere.store.TableCreation;
import dev.mazziere.store.TableRecord;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.MeterRegistry;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

/**
 * The store, watched: moves written ({@code mazziere_moves_total}), store errors
 * ({@code mazziere_store_errors_total}), and the tables this instance knows to
 * be open ({@code mazziere_tables_open}: those it created, started, loaded or wrote while
 * in the lobby or playing, until it sees them finish). Everything else passes through.
 */
public final class MeteredStore implements Store {

    private static final org.slf4j.Logger LOG = org.slf4j.LoggerFactory.getLogger(MeteredStore.class);

    private final Store store;
    private final MeterRegistry registry;
    private final Counter moves;
    private final Counter errors;
    private final Set<Long> open = ConcurrentHashMap.newKeySet();
    private volatile boolean closed;

    MeteredStore(Store store, MeterRegistry registry) {
        this.store = store;
        this.registry = registry;
        this.moves = Counter.builder("mazziere.moves").description("Moves appended to a match's log")
                .register(registry);
        this.errors = Counter.builder("mazziere.store.errors")
                .description("Store calls that failed (database unreachable, full, corrupt ...)").register(registry);
        Gauge.builder("mazziere.tables.open", open, Set::size)
                .description("Tables in the lobby or playing, as this instance knows them").register(registry);
    }

    /** Whether {@link #close} was called (the shutdown's last step). */
    public boolean closed() {
        return closed;
    }

    private <T> T watched(String operation, Supplier<T> call) {
        try {
            return call.get();
        } catch (StoreException e) {
            errors.increment();
            LOG.debug("store call {} failed", operation);
            throw e;
        }
    }

    private void watched(String operation, Runnable call) {
        watched(operation, () -> {
            call.run();
            return null;
        });
    }

    private void seen(TableRecord table) {
        if (table.status().isOpen()) {
            open.add(table.id());
        } else {
            open.remove(table.id());
        }
    }

    @Override
    public TableCreation createTable(NewTable table) {
        TableCreation result = watched("createTable", () -> store.createTable(table));
        switch (result) {
            case TableCreation.Created c -> seen(c.table());
            case TableCreation.ChatBusy b -> seen(b.openTable());
        }
        return result;
    }

    @Override
    public Optional<StoredTable> loadTable(long tableId) {
        Optional<StoredTable> result = watched("loadTable", () -> store.loadTable(tableId));
        result.ifPresent(t -> seen(t.table()));
        return result;
    }

    @Override
    public Optional<StoredTable> loadOpenTable(String platform, String chatId, String threadId) {
        Optional<StoredTable> result = watched("loadOpenTable", () -> store.loadOpenTable(platform, chatId, threadId));
        result.ifPresent(t -> seen(t.table()));
        return result;
    }

    @Override
    public List<StoredTable> loadOpenTables() {
        List<StoredTable> result = watched("loadOpenTables", store::loadOpenTables);
        result.forEach(t -> seen(t.table()));
        return result;
    }

    @Override
    public int moveChat(String platform, String oldChatId, String newChatId) {
        return watched("moveChat", () -> store.moveChat(platform, oldChatId, newChatId));
    }

    @Override
    public TableCommit commit(TableChange write) {
        return counted(write, watched("commit", () -> store.commit(write)));
    }

    @Override
    public TableCommit commit(TableChange write, PlayedMatch played) {
        return counted(write, watched("commit", () -> store.commit(write, played)));
    }

    /** The players' records, unwatched: their calls are the commands', not the tables' (they fail as the store does). */
    @Override
    public PlayerRecords records() {
        return store.records();
    }

    private TableCommit counted(TableChange write, TableCommit result) {
        if (result instanceof TableCommit.Committed) {
            if (write.move() != null) {
                moves.increment();
            }
            if (write.row() != null) {
                seen(write.row());
            }
        }
        return result;
    }

    @Override
    public List<TableCommit> commitLight(List<TableChange> writes, List<TableChange.Event> events) {
        return watched("commitLight", () -> store.commitLight(writes, events));
    }

    @Override
    public Freshness freshness(String platform, String chatId, String threadId, String eventId) {
        return watched("freshness", () -> store.freshness(platform, chatId, threadId, eventId));
    }

    @Override
    public List<FinishedMatch> finishedMatches(String platform, String chatId, int limit) {
        return watched("finishedMatches", () -> store.finishedMatches(platform, chatId, limit));
    }

    @Override
    public List<LeaderboardRow> leaderboard(String platform, String chatId, String board) {
        return watched("leaderboard", () -> store.leaderboard(platform, chatId, board));
    }

    @Override
    public List<String> boards(String platform, String chatId) {
        return watched("boards", () -> store.boards(platform, chatId));
    }

    @Override
    public boolean toggleWatcher(String platform, String chatId, String userId) {
        return watched("toggleWatcher", () -> store.toggleWatcher(platform, chatId, userId));
    }

    @Override
    public List<String> watchers(String platform, String chatId) {
        return watched("watchers", () -> store.watchers(platform, chatId));
    }

    @Override
    public Optional<Instant> pingedAt(String platform, String userId) {
        return watched("pingedAt", () -> store.pingedAt(platform, userId));
    }

    @Override
    public void pinged(String platform, String userId, Instant at) {
        watched("pinged", () -> store.pinged(platform, userId, at));
    }

    @Override
    public Optional<String> privateTopic(String platform, String userId, String chatId, String threadId) {
        return watched("privateTopic", () -> store.privateTopic(platform, userId, chatId, threadId));
    }

    @Override
    public void savePrivateTopic(String platform, String userId, String chatId, String threadId, String topic) {
        watched("savePrivateTopic", () -> store.savePrivateTopic(platform, userId, chatId, threadId, topic));
    }

    @Override
    public void putAwayAt(String platform, String chatId, String threadId, Instant due) {
        watched("putAwayAt", () -> store.putAwayAt(platform, chatId, threadId, due));
    }

    @Override
    public List<PlaceToPutAway> placesToPutAway(String platform) {
        return watched("placesToPutAway", () -> store.placesToPutAway(platform));
    }

    @Override
    public void placePutAway(String platform, String chatId, String threadId, Instant due) {
        watched("placePutAway", () -> store.placePutAway(platform, chatId, threadId, due));
    }

    @Override
    public Optional<String> trouble() {
        return store.trouble();
    }

    @Override
    public int pruneProcessed(Instant before) {
        return watched("pruneProcessed", () -> store.pruneProcessed(before));
    }

    @Override
    public void close() {
        closed = true;
        store.close();
    }
}
