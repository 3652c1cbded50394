package dev.mazziere.records;

import dev.mazziere.rating.RatingUpdate;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * The store of players' records: ratings and their dated history, profile counters,
 * feats, the global-ranking opt-in, and what {@code /deleteme} and the retention remove.
 * Implemented by the JDBC stores ({@code store.Store#records()}), where recording can also
 * go in the transaction that ends the match ({@code Store#commit(TableChange, PlayedMatch)}).
 * Every method is one transaction and commits before it returns; safe for many threads
 * and several bot instances on one database. Database failures throw the store's
 * {@code StoreException}. Rating updates read back name their player as
 * {@link RatedPlayer#key} ({@code platform:userId}).
 */
public interface PlayerRecords {

    // --- recording -------------------------------------------------------------------------

    /**
     * Records a finished match, now, in its own transaction: its seats, its players' names,
     * profile counters and feats, and in a rated match their ratings and history
     * ({@link MatchRecorder}). Once: a match recorded already is left as it is.
     *
     * @return true when it was recorded now, false when it had been
     */
    boolean record(PlayedMatch match);

    /** Finished matches never recorded, the earliest ended first, at most {@code limit}. */
    List<UnrecordedMatch> unrecorded(int limit);

    /** Marks a finished match recorded with nothing to record (stopped, or of a game this release lacks). */
    void skip(long matchId);

    // --- rankings --------------------------------------------------------------------------

    /** The chat's players (those in its leaderboard on {@code board}) who have a rating there, with it. */
    List<RatedPlayer> chatRatings(String platform, String chatId, String board);

    /** The rating updates on {@code board} of the chat's players from {@code from} (inclusive) to {@code to}. */
    List<RatingUpdate> chatHistory(String platform, String chatId, String board, Instant from, Instant to);

    /**
     * The global ranking, read at once: every leaderboard on which a player who joined the
     * global ranking has a rating, by name, each with the best {@code limit} of those players
     * and each one's first and last rating update there from {@code from} (inclusive) to
     * {@code to}. A fixed number of queries in one read transaction, however many leaderboards
     * and players; never older than the last write committed before it, on any instance.
     */
    List<GlobalBoard> globalRanking(int limit, Instant from, Instant to);

    // --- a player --------------------------------------------------------------------------

    /** What is kept about the player, with their rating updates since {@code historyFrom}; empty for nobody known. */
    Optional<PlayerProfile> profile(String platform, String userId, Instant historyFrom);

    /**
     * Puts the player in the global ranking ({@code join} true) or takes them out; a player
     * the store does not know yet is kept as {@code name}.
     */
    void setGlobalRanking(String platform, String userId, String name, boolean join);

    /**
     * {@code /deleteme}: deletes the player's ratings, history, profile, feats and settings,
     * and replaces their name and id in every stored match, transcript, table seat and chat
     * leaderboard with a pseudonym drawn at random (one for all their rows, linked to
     * nothing). Refused, changing nothing, while they sit at or run an open table.
     */
    Forgetting forget(String platform, String userId);

    // --- retention and upkeep --------------------------------------------------------------

    /**
     * Deletes the finished tables whose match ended (or, without one, which closed) before
     * {@code before}: their matches, moves, transcripts and seats. The ratings, history,
     * profiles and chat leaderboards those matches fed are kept. In small transactions.
     *
     * @return how many tables were deleted
     */
    int pruneFinished(Instant before);

    /**
     * Recomputes every rating and its history from scratch from the stored matches' seats,
     * in the order they ended, replacing what is kept (what pruned matches taught is lost:
     * the bot never runs this on its own).
     */
    Rebuilt rebuildRatings();

    /** What {@link #rebuildRatings} did. */
    record Rebuilt(int matches, int rated, int updates, int ratings) {
    }
}
