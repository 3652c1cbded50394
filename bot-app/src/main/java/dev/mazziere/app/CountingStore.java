package dev.mazziere.app;

import dev.mazziere.store.FinishedMatch;
import dev.mazziere.store.Freshness;
import dev.mazziere.store.LeaderboardRow;
import dev.mazziere.store.NewTable;
import dev.mazziere.store.Store;
import dev.mazziere.store.StoredTable;
import dev.mazziere.store.TableCommit;
import dev.mazziere.store.TableCreation;
import dev.mazziere.store.TableWrite;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.LongAdder;

/**
 * A store that counts the calls made to the store it wraps, for {@code bench tables}:
 * each call of a {@link Store} is one transaction (pruning aside, which the bench does not
 * wait for).
 */
final class CountingStore implements Store {

    private final Store store;
    final LongAdder calls = new LongAdder();

    CountingStore(Store store) {
        this.store = store;
    }

    private <T> T counted(T result) {
        calls.increment();
        return result;
    }

    @Override
    public TableCreation createTable(NewTable table) {
        return counted(store.createTable(table));
    }

    @Override
    public Optional<StoredTable> loadTable(long tableId) {
        return counted(store.loadTable(tableId));
    }

    @Override
    public Optional<StoredTable> loadOpenTable(String platform, String chatId) {
        return counted(store.loadOpenTable(platform, chatId));
    }

    @Override
    public List<StoredTable> loadOpenTables() {
        return counted(store.loadOpenTables());
    }

    @Override
    public int moveChat(String platform, String oldChatId, String newChatId) {
        return counted(store.moveChat(platform, oldChatId, newChatId));
    }

    @Override
    public TableCommit commit(TableWrite write) {
        return counted(store.commit(write));
    }

    @Override
    public List<TableCommit> commitLight(List<TableWrite> writes, List<TableWrite.Event> events) {
        return counted(store.commitLight(writes, events));
    }

    @Override
    public Freshness freshness(String platform, String chatId, String eventId) {
        return counted(store.freshness(platform, chatId, eventId));
    }

    @Override
    public List<FinishedMatch> finishedMatches(String platform, String chatId, int limit) {
        return counted(store.finishedMatches(platform, chatId, limit));
    }

    @Override
    public List<LeaderboardRow> leaderboard(String platform, String chatId, String game) {
        return counted(store.leaderboard(platform, chatId, game));
    }

    @Override
    public int pruneProcessed(Instant before) {
        return counted(store.pruneProcessed(before));
    }

    @Override
    public void close() {
        store.close();
    }
}
