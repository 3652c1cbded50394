package dev.mazziere.store;

import dev.mazziere.rating.Rating;
import dev.mazziere.rating.RatingUpdate;
import dev.mazziere.records.Counters;
import dev.mazziere.records.MatchRecorder;
import dev.mazziere.records.PlayedMatch;
import dev.mazziere.records.PlayedSeat;
import dev.mazziere.records.RecordChanges;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Instant;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The SQL of recording one finished match, run inside the caller's transaction (the one
 * that ends the match, or one of its own): the match is marked recorded (once: a match
 * marked already is left alone), its seats kept, and its players' names, counters, feats,
 * ratings and history written as {@link MatchRecorder} decides. Each player's rows are
 * read and locked by an upsert that returns them, players in user id order, so two
 * matches ending at once with a player in common wait for each other rather than lose an
 * update or deadlock.
 */
final class RecordWrites {

    private static final MatchRecorder RECORDER = new MatchRecorder();

    private RecordWrites() {
    }

    /**
     * Records {@code m} as of when it ended (its ratings and counters dated then), marking it
     * recorded at {@code now}; false when it was recorded already.
     */
    static boolean record(Tx tx, PlayedMatch m, Instant now) throws SQLException {
        Instant at = mark(tx, m.matchId(), m.board(), now);
        if (at == null) {
            return false;
        }
        seats(tx, m);
        List<PlayedSeat> credited = m.credited().stream().sorted(Comparator.comparing(PlayedSeat::userId)).toList();
        boolean rated = m.rated(at).rated();
        Map<String, Rating> ratings = new HashMap<>();
        Map<String, Counters> counters = new HashMap<>();
        for (PlayedSeat s : credited) {
            player(tx, m.platform(), s.userId(), s.name(), at);
            counters.put(s.userId(), lockCounters(tx, m, s.userId(), at));
            if (rated) {
                ratings.put(s.userId(), lockRating(tx, m.platform(), s.userId(), m.board(), at));
            }
        }
        RecordChanges changes = RECORDER.changes(m, at, ratings::get, counters::get);
        for (PlayedSeat s : credited) {
            writeCounters(tx, m, s.userId(), changes.counters().get(s.userId()), at);
            feats(tx, m, s);
        }
        writeRatings(tx, m, changes.ratings());
        GlobalRankingCache.changedFor(tx, m.platform(), credited.stream().map(PlayedSeat::userId).toList());
        return true;
    }

    /**
     * Marks the match recorded on its board (null for none: a match recorded with nothing to
     * record); returns when it ended, or null when it was recorded already or is not finished.
     */
    static Instant mark(Tx tx, long matchId, String board, Instant now) throws SQLException {
        Long ended = Sql.first(tx, """
                UPDATE matches SET board = ?, recorded_at = ?
                 WHERE id = ? AND recorded_at IS NULL AND finished_at IS NOT NULL
                RETURNING finished_at""", rs -> rs.getLong(1), board, now, matchId);
        if (ended == null && Sql.first(tx, "SELECT id FROM matches WHERE id = ?", rs -> rs.getLong(1), matchId) == null) {
            throw new StoreException("no match " + matchId);
        }
        return ended == null ? null : Instant.ofEpochMilli(ended);
    }

    private static void seats(Tx tx, PlayedMatch m) throws SQLException {
        PreparedStatement ps = tx.prepare("""
                INSERT INTO match_seats (match_id, seat, team, place, user_id, computer_level, kind, won)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)""");
        for (PlayedSeat s : m.seats()) {
            String kind = s.userId() == null ? "computer" : s.earned() ? "player" : "taken";
            Sql.bind(ps, m.matchId(), s.seat(), s.team(), s.place(), s.userId(), s.level().id(), kind, s.won() ? 1 : 0);
            ps.addBatch();
        }
        ps.executeBatch();
    }

    /** The player's row, with the name this match showed them under. */
    private static void player(Tx tx, String platform, String userId, String name, Instant at) throws SQLException {
        Sql.update(tx, """
                INSERT INTO players (platform, user_id, display_name, global_ranking, seen_at) VALUES (?, ?, ?, 0, ?)
                ON CONFLICT (platform, user_id) DO UPDATE SET display_name = excluded.display_name, seen_at = excluded.seen_at""",
                platform, userId, name, at);
    }

    /** The player's counters on the board, their row created (empty) if new and locked. */
    private static Counters lockCounters(Tx tx, PlayedMatch m, String userId, Instant at) throws SQLException {
        return Sql.first(tx, """
                INSERT INTO player_boards (platform, user_id, board, game, matches, wins, streak, best_streak, last_at)
                VALUES (?, ?, ?, ?, 0, 0, 0, 0, ?)
                ON CONFLICT (platform, user_id, board) DO UPDATE SET matches = player_boards.matches
                RETURNING matches, wins, streak, best_streak""",
                rs -> new Counters(rs.getInt(1), rs.getInt(2), rs.getInt(3), rs.getInt(4)),
                m.platform(), userId, m.board(), m.game(), at);
    }

    /**
     * The player's rating on the board, a newcomer's row created if new, locked; either way
     * with the player's global-ranking opt-in copied from their row (written just before).
     */
    static Rating lockRating(Tx tx, String platform, String userId, String board, Instant at) throws SQLException {
        Rating newcomer = Rating.newcomer();
        return Sql.first(tx, """
                INSERT INTO player_ratings (platform, user_id, board, mu, sigma, conservative, matches, updated_at,
                                            global_ranking)
                VALUES (?, ?, ?, ?, ?, ?, 0, ?,
                        COALESCE((SELECT global_ranking FROM players WHERE platform = ? AND user_id = ?), 0))
                ON CONFLICT (platform, user_id, board) DO UPDATE SET global_ranking = excluded.global_ranking
                RETURNING mu, sigma, matches""",
                rs -> new Rating(rs.getDouble(1), rs.getDouble(2), rs.getInt(3)),
                platform, userId, board, newcomer.mu(), newcomer.sigma(), newcomer.conservative(), at, platform, userId);
    }

    private static void writeCounters(Tx tx, PlayedMatch m, String userId, Counters c, Instant at)
            throws SQLException {
        Sql.update(tx, """
                UPDATE player_boards SET game = ?, matches = ?, wins = ?, streak = ?, best_streak = ?, last_at = ?
                 WHERE platform = ? AND user_id = ? AND board = ?""",
                m.game(), c.matches(), c.wins(), c.streak(), c.bestStreak(), at, m.platform(), userId, m.board());
    }

    private static void feats(Tx tx, PlayedMatch m, PlayedSeat s) throws SQLException {
        if (s.feats().isEmpty()) {
            return;
        }
        PreparedStatement ps = tx.prepare("""
                INSERT INTO player_feats (platform, user_id, board, feat, times) VALUES (?, ?, ?, ?, ?)
                ON CONFLICT (platform, user_id, board, feat) DO UPDATE SET times = player_feats.times + excluded.times""");
        for (Map.Entry<String, Integer> f : s.feats().entrySet().stream().sorted(Map.Entry.comparingByKey()).toList()) {
            Sql.bind(ps, m.platform(), s.userId(), m.board(), f.getKey(), f.getValue());
            ps.addBatch();
        }
        ps.executeBatch();
    }

    private static void writeRatings(Tx tx, PlayedMatch m, List<RatingUpdate> updates) throws SQLException {
        if (updates.isEmpty()) {
            return;
        }
        PreparedStatement set = tx.prepare("""
                UPDATE player_ratings SET mu = ?, sigma = ?, conservative = ?, matches = ?, updated_at = ?
                 WHERE platform = ? AND user_id = ? AND board = ?""");
        for (RatingUpdate u : updates) {
            Rating r = u.after();
            Sql.bind(set, r.mu(), r.sigma(), r.conservative(), r.matches(), u.at(), m.platform(), u.player(), u.board());
            set.addBatch();
        }
        set.executeBatch();
        history(tx, m.platform(), m.matchId(), updates);
    }

    /** The updates of match {@code matchId}, kept in the history. */
    static void history(Tx tx, String platform, long matchId, List<RatingUpdate> updates) throws SQLException {
        PreparedStatement ps = tx.prepare("""
                INSERT INTO rating_history (platform, user_id, board, match_id, rated_at, mu_before, sigma_before,
                                            mu, sigma, matches)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""");
        for (RatingUpdate u : updates) {
            Sql.bind(ps, platform, u.player(), u.board(), matchId, u.at(), u.before().mu(), u.before().sigma(),
                    u.after().mu(), u.after().sigma(), u.after().matches());
            ps.addBatch();
        }
        ps.executeBatch();
    }
}
