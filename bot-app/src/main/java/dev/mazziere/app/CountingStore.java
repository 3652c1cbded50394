package dev.mazziere.app;

import dev.mazziere.records.PlayedMatch;
import dev.mazziere.records.PlayerRecords;
import dev.mazziere.store.FinishedMatch;
import dev.mazziere.store.Freshness;
import dev.mazziere.store.LeaderboardRow;
import dev.mazziere.store.NewTable;
import dev.mazziere.store.PlaceToPutAway;
import dev.mazziere.store.Store;
import dev.mazziere.store.StoredTable;
import dev.mazziere.store.TableChange;
import dev.mazziere.store.TableCommit;
import dev.mazziere.store.TableCreation;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.LongAdder;

/**
 * A store that counts the calls made to the store it wraps, writes and reads apart, for
 * {@code bench tables}: each call of a {@link Store} is one transaction (pruning aside,
 * which the bench does not wait for).
 */
final class CountingStore implements Store {

    private final Store store;
    final LongAdder writes = new LongAdder();
    final LongAdder reads = new LongAdder();

    CountingStore(Store store) {
        this.store = store;
    }

    private <T> T written(T result) {
        writes.increment();
        return result;
    }

    private <T> T read(T result) {
        reads.increment();
        return result;
    }

    @Override
    public TableCreation createTable(NewTable table) {
        return written(store.createTable(table));
    }

    @Override
    public Optional<StoredTable> loadTable(long tableId) {
        return read(store.loadTable(tableId));
    }

    @Override
    public Optional<StoredTable> loadOpenTable(String platform, String chatId, String threadId) {
        return read(store.loadOpenTable(platform, chatId, threadId));
    }

    @Override
    public List<StoredTable> loadOpenTables() {
        return read(store.loadOpenTables());
    }

    @Override
    public int moveChat(String platform, String oldChatId, String newChatId) {
        return written(store.moveChat(platform, oldChatId, newChatId));
    }

    @Override
    public TableCommit commit(TableChange write) {
        return written(store.commit(write));
    }

    @Override
    public TableCommit commit(TableChange write, PlayedMatch played) {
        return written(store.commit(write, played));
    }

    @Override
    public PlayerRecords records() {
        return store.records();
    }

    @Override
    public List<TableCommit> commitLight(List<TableChange> writes, List<TableChange.Event> events) {
        return written(store.commitLight(writes, events));
    }

    @Override
    public Freshness freshness(String platform, String chatId, String threadId, String eventId) {
        return read(store.freshness(platform, chatId, threadId, eventId));
    }

    @Override
    public List<FinishedMatch> finishedMatches(String platform, String chatId, int limit) {
        return read(store.finishedMatches(platform, chatId, limit));
    }

    @Override
    public List<LeaderboardRow> leaderboard(String platform, String chatId, String game) {
        return read(store.leaderboard(platform, chatId, game));
    }

    @Override
    public List<String> boards(String platform, String chatId) {
        return read(store.boards(platform, chatId));
    }

    @Override
    public boolean toggleWatcher(String platform, String chatId, String userId) {
        return written(store.toggleWatcher(platform, chatId, userId));
    }

    @Override
    public List<String> watchers(String platform, String chatId) {
        return read(store.watchers(platform, chatId));
    }

    @Override
    public Optional<Instant> pingedAt(String platform, String userId) {
        return read(store.pingedAt(platform, userId));
    }

    @Override
    public void pinged(String platform, String userId, Instant at) {
        store.pinged(platform, userId, at);
        written(null);
    }

    @Override
    public Optional<String> privateTopic(String platform, String userId, String chatId, String threadId) {
        return read(store.privateTopic(platform, userId, chatId, threadId));
    }

    @Override
    public void savePrivateTopic(String platform, String userId, String chatId, String threadId, String topic) {
        store.savePrivateTopic(platform, userId, chatId, threadId, topic);
        written(null);
    }

    @Override
    public void putAwayAt(String platform, String chatId, String threadId, Instant due) {
        store.putAwayAt(platform, chatId, threadId, due);
        written(null);
    }

    @Override
    public List<PlaceToPutAway> placesToPutAway(String platform) {
        return read(store.placesToPutAway(platform));
    }

    @Override
    public void placePutAway(String platform, String chatId, String threadId, Instant due) {
        store.placePutAway(platform, chatId, threadId, due);
        written(null);
    }

    @Override
    public Optional<String> trouble() {
        return store.trouble();
    }

    @Override
    public int pruneProcessed(Instant before) {
        return written(store.pruneProcessed(before));
    }

    @Override
    public void close() {
        store.close();
    }
}
