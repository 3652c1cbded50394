package dev.mazziere.app;

import dev.mazziere.store.Deadline;
import dev.mazziere.store.FinishedMatch;
import dev.mazziere.store.LeaderboardRow;
import dev.mazziere.store.MatchSetup;
import dev.mazziere.store.MatchStart;
import dev.mazziere.store.MoveAppend;
import dev.mazziere.store.NewTable;
import dev.mazziere.store.PlayerResult;
import dev.mazziere.store.Store;
import dev.mazziere.store.StoredMessage;
import dev.mazziere.store.StoredTable;
import dev.mazziere.store.TableCreation;
import dev.mazziere.store.TableRecord;
import dev.mazziere.store.TableUpdate;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.LongAdder;

/**
 * A store that counts the calls made to the store it wraps, for {@code bench tables}:
 * each call of a {@link Store} is one transaction.
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
    public TableUpdate updateTable(TableRecord changed) {
        return counted(store.updateTable(changed));
    }

    @Override
    public MatchStart startMatch(TableRecord changed, MatchSetup setup) {
        return counted(store.startMatch(changed, setup));
    }

    @Override
    public int moveChat(String platform, String oldChatId, String newChatId) {
        return counted(store.moveChat(platform, oldChatId, newChatId));
    }

    @Override
    public MoveAppend appendMove(long matchId, int expectedSeq, int seat, String code) {
        return counted(store.appendMove(matchId, expectedSeq, seat, code));
    }

    @Override
    public boolean finishMatch(long matchId, String transcriptJson, List<PlayerResult> results) {
        return counted(store.finishMatch(matchId, transcriptJson, results));
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
    public void putMessage(long tableId, StoredMessage message) {
        store.putMessage(tableId, message);
        calls.increment();
    }

    @Override
    public void removeMessage(long tableId, String kind, String userId) {
        store.removeMessage(tableId, kind, userId);
        calls.increment();
    }

    @Override
    public void putDeadline(long tableId, Deadline deadline) {
        store.putDeadline(tableId, deadline);
        calls.increment();
    }

    @Override
    public void clearDeadlines(long tableId) {
        store.clearDeadlines(tableId);
        calls.increment();
    }

    @Override
    public boolean markProcessed(String platform, String eventId) {
        return counted(store.markProcessed(platform, eventId));
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
