package dev.mazziere.store;

import dev.mazziere.records.PlayedMatch;
import dev.mazziere.records.PlayerRecords;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A real store, for tests, that fails on demand as a full disk or a lost database would
 * ({@link #writesFail}, {@link #readsFail}), counts the transactions it is asked for, and
 * keeps the table writes it was given; and may run a hook before a write goes through,
 * to let another instance win a race.
 */
public final class TestStore implements Store {

    private final Store store;
    public volatile boolean writesFail;
    public volatile boolean readsFail;
    public final AtomicInteger writes = new AtomicInteger();
    public final AtomicInteger reads = new AtomicInteger();
    public final List<TableChange> written = Collections.synchronizedList(new ArrayList<>());
    /** Run once, before the next {@link #commit} with a move goes to the database. */
    public volatile Runnable beforeNextMove;

    public TestStore(Store store) {
        this.store = store;
    }

    private void write() {
        writes.incrementAndGet();
        if (writesFail) {
            throw new StoreException("cannot write a table: [SQLITE_FULL] database or disk is full");
        }
    }

    private void read() {
        reads.incrementAndGet();
        if (readsFail) {
            throw new StoreException("cannot check a chat's table: Connection refused");
        }
    }

    @Override
    public TableCreation createTable(NewTable table) {
        write();
        return store.createTable(table);
    }

    @Override
    public Optional<StoredTable> loadTable(long tableId) {
        read();
        return store.loadTable(tableId);
    }

    @Override
    public Optional<StoredTable> loadOpenTable(String platform, String chatId, String threadId) {
        read();
        return store.loadOpenTable(platform, chatId, threadId);
    }

    @Override
    public List<StoredTable> loadOpenTables() {
        read();
        return store.loadOpenTables();
    }

    @Override
    public int moveChat(String platform, String oldChatId, String newChatId) {
        write();
        return store.moveChat(platform, oldChatId, newChatId);
    }

    @Override
    public TableCommit commit(TableChange write) {
        before(write);
        return store.commit(write);
    }

    /** The final move's write, which ends a match and records it: the same hooks as any. */
    @Override
    public TableCommit commit(TableChange write, PlayedMatch played) {
        before(write);
        return store.commit(write, played);
    }

    private void before(TableChange write) {
        write();
        Runnable hook = beforeNextMove;
        if (write.move() != null && hook != null) {
            beforeNextMove = null;
            hook.run();
        }
        written.add(write);
    }

    @Override
    public PlayerRecords records() {
        return store.records();
    }

    @Override
    public List<TableCommit> commitLight(List<TableChange> writes, List<TableChange.Event> events) {
        write();
        return store.commitLight(writes, events);
    }

    @Override
    public Freshness freshness(String platform, String chatId, String threadId, String eventId) {
        read();
        return store.freshness(platform, chatId, threadId, eventId);
    }

    @Override
    public List<FinishedMatch> finishedMatches(String platform, String chatId, int limit) {
        read();
        return store.finishedMatches(platform, chatId, limit);
    }

    @Override
    public List<LeaderboardRow> leaderboard(String platform, String chatId, String game) {
        read();
        return store.leaderboard(platform, chatId, game);
    }

    @Override
    public List<String> boards(String platform, String chatId) {
        read();
        return store.boards(platform, chatId);
    }

    @Override
    public boolean toggleWatcher(String platform, String chatId, String userId) {
        write();
        return store.toggleWatcher(platform, chatId, userId);
    }

    @Override
    public List<String> watchers(String platform, String chatId) {
        read();
        return store.watchers(platform, chatId);
    }

    @Override
    public Optional<Instant> pingedAt(String platform, String userId) {
        read();
        return store.pingedAt(platform, userId);
    }

    @Override
    public void pinged(String platform, String userId, Instant at) {
        write();
        store.pinged(platform, userId, at);
    }

    @Override
    public Optional<String> privateTopic(String platform, String userId, String chatId, String threadId) {
        read();
        return store.privateTopic(platform, userId, chatId, threadId);
    }

    @Override
    public void savePrivateTopic(String platform, String userId, String chatId, String threadId, String topic) {
        write();
        store.savePrivateTopic(platform, userId, chatId, threadId, topic);
    }

    @Override
    public void putAwayAt(String platform, String chatId, String threadId, Instant due) {
        write();
        store.putAwayAt(platform, chatId, threadId, due);
    }

    @Override
    public List<PlaceToPutAway> placesToPutAway(String platform) {
        read();
        return store.placesToPutAway(platform);
    }

    @Override
    public void placePutAway(String platform, String chatId, String threadId, Instant due) {
        write();
        store.placePutAway(platform, chatId, threadId, due);
    }

    /** The store's own trouble, or a full disk's while {@link #writesFail}. */
    @Override
    public Optional<String> trouble() {
        return writesFail ? Optional.of("the test's database refuses writes: [SQLITE_FULL] database or disk is full")
                : store.trouble();
    }

    @Override
    public int pruneProcessed(Instant before) {
        write();
        return store.pruneProcessed(before);
    }

    @Override
    public void close() {
        store.close();
    }
}
