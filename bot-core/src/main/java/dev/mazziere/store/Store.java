package dev.mazziere.store;

import dev.mazziere.records.PlayedMatch;
import dev.mazziere.records.PlayerRecords;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Tables and matches, persisted. Every method commits before it returns, so whatever a
 * caller announces to a chat after a call survives a crash. Safe for many threads, and
 * for several stores (processes) on one database: races end in typed outcomes
 * ({@link TableCommit.Conflict}, {@link TableCreation.ChatBusy}), never in a lost or
 * doubled write. Database failures throw {@link StoreException}.
 */
public interface Store extends AutoCloseable {

    // --- tables --------------------------------------------------------------------------

    /** Opens a table in the lobby, unless its place (chat and thread) already has an open table. */
    TableCreation createTable(NewTable table);

    /** A table with its current match, messages and deadlines; finished tables too. */
    Optional<StoredTable> loadTable(long tableId);

    /** The open (lobby or playing) table of a place: a chat's topic or thread ({@code threadId}, {@code ""} for none). */
    Optional<StoredTable> loadOpenTable(String platform, String chatId, String threadId);

    /** The open table of a chat itself, outside any topic or thread. */
    default Optional<StoredTable> loadOpenTable(String platform, String chatId) {
        return loadOpenTable(platform, chatId, "");
    }

    /** Every open table, for start-up: rebuild each match by replay, re-arm the deadlines. */
    List<StoredTable> loadOpenTables();

    /**
     * Moves every table of a chat, its messages there, and its leaderboard to a new chat id
     * (a Telegram group upgraded to a supergroup). Should the new chat already have an open
     * table, the old chat's open table stays where it was.
     *
     * @return how many tables moved
     */
    int moveChat(String platform, String oldChatId, String newChatId);

    // --- writes ----------------------------------------------------------------------------

    /**
     * Writes everything an event changed about a table in one transaction, or nothing:
     * {@link TableCommit.Conflict} when the stored table is no longer at the write's
     * expected version (or move count), the event was handled already, or the claimed
     * deadline is gone. Of several callers racing with the same expected version, exactly
     * one gets {@link TableCommit.Committed}.
     *
     * @throws StoreException if the table (or the move's match) does not exist
     */
    TableCommit commit(TableChange write);

    /**
     * Writes, in one transaction, what may wait for a batch: each light write
     * ({@link TableChange#isLight()}: messages, deadlines, its event) unless its table moved
     * on, which skips that one only; and marks {@code events} processed (those already
     * marked stay as they are).
     *
     * @return one outcome per write, in order
     */
    List<TableCommit> commitLight(List<TableChange> writes, List<TableChange.Event> events);

    /**
     * What a bot instance reads before each event: the version and move count of the open
     * table of a place (chat and {@code threadId}, {@code ""} for none), and whether the platform event ({@code eventId}, or null for none) was
     * handled already. One read-only transaction.
     */
    Freshness freshness(String platform, String chatId, String threadId, String eventId);

    /** {@link #freshness(String, String, String, String)} of a chat itself, outside any topic or thread. */
    default Freshness freshness(String platform, String chatId, String eventId) {
        return freshness(platform, chatId, "", eventId);
    }

    /**
     * Writes as {@link #commit(TableChange)}, and records the match the write ends in the
     * players' records ({@link PlayerRecords#record}): in the same transaction in the JDBC
     * stores, so a match's end and its ratings are saved together or not at all. By default
     * (a store that wraps another) right after the write; a match a crash left unrecorded is
     * recorded at the next start ({@link dev.mazziere.records.Backfill}).
     *
     * @param played the match {@code write} ends ({@code write.end()}, same match id)
     */
    default TableCommit commit(TableChange write, PlayedMatch played) {
        TableCommit outcome = commit(write);
        if (outcome instanceof TableCommit.Committed) {
            records().record(played);
        }
        return outcome;
    }

    /** The players' records kept in this store: ratings, profiles, settings, {@code /deleteme}, retention. */
    PlayerRecords records();

    // --- matches -------------------------------------------------------------------------

    /** The last finished matches of a chat, newest first. */
    List<FinishedMatch> finishedMatches(String platform, String chatId, int limit);

    /** A chat's leaderboard on one board: most wins first, then most points, then name. */
    List<LeaderboardRow> leaderboard(String platform, String chatId, String board);

    /** The boards a chat has results on, by name. */
    List<String> boards(String platform, String chatId);

    // --- who is told of new tables --------------------------------------------------------

    /**
     * Turns {@code userId}'s private note about tables opening in a chat on, or off when it
     * was on ({@code /notify}).
     *
     * @return true when it is on now
     */
    boolean toggleWatcher(String platform, String chatId, String userId);

    /** The users told privately when a table opens in a chat, by id. */
    List<String> watchers(String platform, String chatId);

    /** When {@code userId} was last told privately that a table opened ({@code /notify}), if ever. */
    Optional<Instant> pingedAt(String platform, String userId);

    /** {@code userId} was told privately at {@code at} that a table opened. */
    void pinged(String platform, String userId, Instant at);

    // --- places --------------------------------------------------------------------------

    /**
     * The topic of {@code userId}'s private chat that holds their messages about the table of
     * the place ({@code chatId}, {@code threadId}), if one was made.
     */
    Optional<String> privateTopic(String platform, String userId, String chatId, String threadId);

    /** The topic of {@code userId}'s private chat for the table of the place ({@code chatId}, {@code threadId}) is {@code topic}. */
    void savePrivateTopic(String platform, String userId, String chatId, String threadId, String topic);

    /**
     * The place ({@code chatId}, {@code threadId}), made for a table now over, is to be put away
     * at {@code due} (a Discord thread archived); replaces an earlier time.
     */
    void putAwayAt(String platform, String chatId, String threadId, Instant due);

    /** The places of a platform waiting to be put away, soonest first. */
    List<PlaceToPutAway> placesToPutAway(String platform);

    /** The place was put away, or is no longer to be put away at {@code due}: its row goes, if it still says {@code due}. */
    void placePutAway(String platform, String chatId, String threadId, Instant due);

    // --- health ------------------------------------------------------------------------------

    /**
     * Why the store cannot keep the tables now, or empty while it can: writes fail on the
     * database (a full disk, a read-only file, a server that is down), or the SQLite file
     * was deleted or replaced under the running bot. For readiness. A write that failed
     * sets it; a write of the store's own that needs room (more than a page) and leaves
     * nothing behind clears it, tried after each write that goes through meanwhile and at
     * each call, so the trouble clears once the database takes writes again even with
     * nobody playing: a call may take as long as a write.
     */
    Optional<String> trouble();

    // --- platform events -------------------------------------------------------------------

    /**
     * Forgets event ids marked before {@code before}, a small batch per transaction so
     * other writes go on meanwhile; returns how many.
     */
    int pruneProcessed(Instant before);

    /** Releases the connections (and the pool); the store is unusable afterwards. */
    @Override
    void close();
}
