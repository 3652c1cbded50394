package dev.mazziere.store;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Tables and matches, persisted. Every method commits before it returns, so whatever a
 * caller announces to a chat after a call survives a crash. Safe for many threads, and
 * for several stores (processes) on one database: races end in typed outcomes
 * ({@link MoveAppend.Conflict}, {@link TableUpdate.Conflict} ...), never in a lost or
 * doubled write. Database failures throw {@link StoreException}.
 */
public interface Store extends AutoCloseable {

    // --- tables --------------------------------------------------------------------------

    /** Opens a table in the lobby, unless its chat already has an open table. */
    TableCreation createTable(NewTable table);

    /** A table with its current match, messages and deadlines; finished tables too. */
    Optional<StoredTable> loadTable(long tableId);

    /** The open (lobby or playing) table of a chat. */
    Optional<StoredTable> loadOpenTable(String platform, String chatId);

    /** Every open table, for start-up: rebuild each match by replay, re-arm the deadlines. */
    List<StoredTable> loadOpenTables();

    /**
     * Writes a changed table (status, options, owner, locale, seats, extra state) if the
     * stored version is still {@code changed.version()}; the written table gets the next
     * version. Platform, chat and game are not changed here.
     */
    TableUpdate updateTable(TableRecord changed);

    /**
     * Creates the table's next match with an empty move log and writes {@code changed} with
     * status {@link TableStatus#PLAYING}, in one transaction, if the stored version is still
     * {@code changed.version()}.
     */
    MatchStart startMatch(TableRecord changed, MatchSetup setup);

    /**
     * Moves every table of a chat, its messages there, and its leaderboard to a new chat id
     * (a Telegram group upgraded to a supergroup). Should the new chat already have an open
     * table, the old chat's open table stays where it was.
     *
     * @return how many tables moved
     */
    int moveChat(String platform, String oldChatId, String newChatId);

    // --- matches -------------------------------------------------------------------------

    /**
     * Appends a move if the log holds exactly {@code expectedSeq} moves and the match has
     * not finished: of several callers racing with the same {@code expectedSeq}, exactly one
     * gets {@link MoveAppend.Appended}.
     *
     * @throws StoreException if there is no such match
     */
    MoveAppend appendMove(long matchId, int expectedSeq, int seat, String code);

    /**
     * Records the end of a match once: marks it finished, keeps its transcript for
     * {@code /history} and adds the results to its chat's leaderboard for its game, in one
     * transaction. The table's status is the caller's to change ({@link #updateTable}).
     *
     * @param board   the leaderboard the results count in: a game, or one of its variants
     *                ({@code scopa}, {@code scopone}, {@code ramino due mazzi})
     * @param results one per player to count (computer players are usually left out)
     * @return false, changing nothing, if the match was already finished
     * @throws StoreException if there is no such match
     */
    boolean finishMatch(long matchId, String board, String transcriptJson, List<PlayerResult> results);

    /** The last finished matches of a chat, newest first. */
    List<FinishedMatch> finishedMatches(String platform, String chatId, int limit);

    /** A chat's leaderboard on one board: most wins first, then most points, then name. */
    List<LeaderboardRow> leaderboard(String platform, String chatId, String board);

    /** The boards a chat has results on, by name. */
    List<String> boards(String platform, String chatId);

    // --- what a table edits and waits for --------------------------------------------------

    /** Remembers a message (replacing the one of the same kind and user). */
    void putMessage(long tableId, StoredMessage message);

    void removeMessage(long tableId, String kind, String userId);

    /** Sets a timer (replacing the one of the same kind and seat). */
    void putDeadline(long tableId, Deadline deadline);

    /** Removes every timer of a table. */
    void clearDeadlines(long tableId);

    // --- platform events -------------------------------------------------------------------

    /**
     * Records that a platform event (update, interaction) is being processed.
     *
     * @return true the first time this id is seen for this platform; false for a redelivery
     */
    boolean markProcessed(String platform, String eventId);

    /** Forgets event ids marked before {@code before}; returns how many. */
    int pruneProcessed(Instant before);

    /** Releases the connections (and the pool); the store is unusable afterwards. */
    @Override
    void close();
}
