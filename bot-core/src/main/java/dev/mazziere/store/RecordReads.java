package dev.mazziere.store;

import dev.mazziere.rating.Rating;
import dev.mazziere.rating.RatingUpdate;
import dev.mazziere.records.BoardRecord;
import dev.mazziere.records.Counters;
import dev.mazziere.records.GlobalBoard;
import dev.mazziere.records.PlayerProfile;
import dev.mazziere.records.RatedPlayer;
import dev.mazziere.records.UnrecordedMatch;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;

/**
 * The SQL that reads players' records back, inside the caller's read transaction: a
 * chat's rated players and their updates in a season, the global top of players who
 * joined it, and one player's profile. Rating updates name their player as
 * {@link RatedPlayer#key}.
 */
final class RecordReads {

    private static final String HISTORY_COLUMNS =
            "h.platform, h.user_id, h.board, h.rated_at, h.mu_before, h.sigma_before, h.mu, h.sigma, h.matches";

    private RecordReads() {
    }

    static List<RatedPlayer> chatRatings(Tx tx, String platform, String chatId, String board) throws SQLException {
        return Sql.list(tx, """
                SELECT l.platform, l.user_id, l.display_name, r.mu, r.sigma, r.matches
                  FROM leaderboard l
                  JOIN player_ratings r ON r.platform = l.platform AND r.user_id = l.user_id AND r.board = l.game
                 WHERE l.platform = ? AND l.chat_id = ? AND l.game = ? AND r.matches > 0""",
                RecordReads::rated, platform, chatId, board);
    }

    static List<RatingUpdate> chatHistory(Tx tx, String platform, String chatId, String board, Instant from,
            Instant to) throws SQLException {
        return Sql.list(tx, "SELECT " + HISTORY_COLUMNS + """
                  FROM leaderboard l
                  JOIN rating_history h ON h.platform = l.platform AND h.user_id = l.user_id AND h.board = l.game
                 WHERE l.platform = ? AND l.chat_id = ? AND l.game = ? AND h.rated_at >= ? AND h.rated_at < ?
                 ORDER BY h.rated_at, h.match_id""", RecordReads::update, platform, chatId, board, from, to);
    }

    /**
     * The leaderboards with a rated player who joined the global ranking, by name: a walk
     * down the index of the opted-in ratings (player_ratings_global, migration V9) that
     * reads one entry per leaderboard, not every rating.
     */
    static final String GLOBAL_BOARDS = """
            WITH RECURSIVE boards (board) AS (
                 SELECT MIN(board) FROM player_ratings WHERE global_ranking = 1 AND matches > 0
                 UNION ALL
                 SELECT (SELECT MIN(r.board) FROM player_ratings r
                          WHERE r.global_ranking = 1 AND r.matches > 0 AND r.board > boards.board)
                   FROM boards WHERE boards.board IS NOT NULL)
            SELECT board FROM boards WHERE board IS NOT NULL""";

    /**
     * The query of the best {@code limit} players who joined the global ranking on each of
     * {@code boards} leaderboards (bound by name), by board then place: each leaderboard's
     * top read from the top of the opted-in ratings' index, in the ranking's order (the
     * rating's conservative estimate, the more matches first, then by key), then each one's
     * name by key (a rating with the opt-in always has its player's row: the opt-in is copied
     * from it). The limit is written in, not bound: bound, PostgreSQL's generic plan expects a
     * tenth of the ratings.
     */
    static String globalTop(int boards, int limit) {
        StringJoiner tops = new StringJoiner("\n UNION ALL\n");
        for (int i = 0; i < boards; i++) {
            tops.add("SELECT * FROM (SELECT board, platform, user_id, mu, sigma, matches, conservative FROM player_ratings"
                    + " WHERE global_ranking = 1 AND matches > 0 AND board = ?"
                    + " ORDER BY conservative DESC, matches DESC, platform, user_id LIMIT " + limit + ") top" + i);
        }
        return """
                SELECT t.board, t.platform, t.user_id,
                       (SELECT p.display_name FROM players p WHERE p.platform = t.platform AND p.user_id = t.user_id),
                       t.mu, t.sigma, t.matches
                  FROM (
                """ + tops + """
                ) t
                 ORDER BY t.board, t.conservative DESC, t.matches DESC, t.platform, t.user_id""";
    }

    /**
     * The global ranking's boards, and from {@code from} to {@code to} each top player's first
     * and last update on their board (one when they played once: what the span's change
     * needs), in three queries, whatever the number of players: the boards
     * ({@link #GLOBAL_BOARDS}), their tops ({@link #globalTop}), then every top player's span at once.
     */
    static List<GlobalBoard> globalRanking(Tx tx, int limit, Instant from, Instant to) throws SQLException {
        List<String> names = limit < 1 ? List.of() : Sql.list(tx, GLOBAL_BOARDS, rs -> rs.getString(1));
        if (names.isEmpty()) {
            return List.of();
        }
        Map<String, List<RatedPlayer>> tops = new LinkedHashMap<>();
        for (Object[] row : Sql.list(tx, globalTop(names.size(), limit),
                rs -> new Object[] {rs.getString(1), new RatedPlayer(rs.getString(2), rs.getString(3), rs.getString(4),
                        new Rating(rs.getDouble(5), rs.getDouble(6), rs.getInt(7)))}, names.toArray())) {
            tops.computeIfAbsent((String) row[0], b -> new ArrayList<>()).add((RatedPlayer) row[1]);
        }
        Map<String, List<RatingUpdate>> updates = new HashMap<>();
        spanEnds(tx, tops, from, to).forEach(u -> updates.computeIfAbsent(u.board(), b -> new ArrayList<>()).add(u));
        List<GlobalBoard> out = new ArrayList<>();
        tops.forEach((board, top) -> out.add(new GlobalBoard(board, top, updates.getOrDefault(board, List.of()))));
        return out;
    }

    /**
     * The first and last update of every (player, board) in {@code tops} from {@code from}
     * to {@code to}, in the order they ended.
     */
    private static List<RatingUpdate> spanEnds(Tx tx, Map<String, List<RatedPlayer>> tops, Instant from, Instant to)
            throws SQLException {
        List<String> players = new ArrayList<>();
        List<String> boards = new ArrayList<>();
        List<Object> params = new ArrayList<>();
        tops.forEach((board, top) -> top.forEach(p -> {
            params.addAll(List.of(players.size(), p.platform(), p.userId(), board));
            players.add(p.key());
            boards.add(board);
        }));
        if (players.isEmpty()) {
            return List.of();
        }
        params.addAll(List.of(from, to, from, to));
        return Sql.list(tx, spanEnds(players.size()), rs -> {
            int n = rs.getInt(1);
            int matches = rs.getInt(7);
            return new RatingUpdate(players.get(n), boards.get(n), Instant.ofEpochMilli(rs.getLong(2)),
                    new Rating(rs.getDouble(3), rs.getDouble(4), matches - 1),
                    new Rating(rs.getDouble(5), rs.getDouble(6), matches));
        }, params.toArray());
    }

    /**
     * The query of {@code rows} numbered (n, platform, user id, board) rows' first and last
     * updates in a span (bound twice, after the rows), by number, in the order they ended:
     * each row's first and last match found at the two ends of its updates in the span on the
     * index of a player's updates by date (rating_history_player, migration V9), once a row
     * (MATERIALIZED: inlined, PostgreSQL ran both for every update it read), then each read by
     * the history's primary key: two index entries and two rows a row, however many matches
     * they played in the span.
     */
    static String spanEnds(int rows) {
        StringJoiner values = new StringJoiner(", ");
        for (int i = 0; i < rows; i++) {
            values.add("(?, ?, ?, ?)");
        }
        String end = """
                (SELECT h.match_id FROM rating_history h
                  WHERE h.platform = top.platform AND h.user_id = top.user_id AND h.board = top.board
                    AND h.rated_at >= ? AND h.rated_at < ?
                  ORDER BY h.rated_at %1$s, h.match_id %1$s LIMIT 1)""";
        String read = """
                SELECT ends.n, h.rated_at, h.mu_before, h.sigma_before, h.mu, h.sigma, h.matches, h.match_id
                  FROM ends
                  JOIN rating_history h ON h.platform = ends.platform AND h.user_id = ends.user_id
                                       AND h.board = ends.board AND h.match_id = ends.%s""";
        return "WITH top (n, platform, user_id, board) AS (VALUES " + values + "),\n"
                + "ends AS MATERIALIZED (SELECT top.n, top.platform, top.user_id, top.board,\n"
                + end.formatted("ASC") + " AS first_id,\n" + end.formatted("DESC") + " AS last_id\n"
                + "FROM top)\n"
                + read.formatted("first_id") + "\nUNION ALL\n"
                + read.formatted("last_id") + " WHERE ends.last_id <> ends.first_id\n"
                + "ORDER BY 2, 8";
    }

    /** The player's profile, or null when the store keeps nothing of them. */
    static PlayerProfile profile(Tx tx, String platform, String userId, Instant historyFrom) throws SQLException {
        Object[] player = Sql.first(tx, "SELECT display_name, global_ranking FROM players WHERE platform = ? AND user_id = ?",
                rs -> new Object[] {rs.getString(1), rs.getInt(2) == 1}, platform, userId);
        if (player == null) {
            return null;
        }
        Map<String, Rating> ratings = new HashMap<>();
        for (Object[] r : Sql.list(tx, """
                SELECT board, mu, sigma, matches FROM player_ratings
                 WHERE platform = ? AND user_id = ? AND matches > 0""",
                rs -> new Object[] {rs.getString(1), new Rating(rs.getDouble(2), rs.getDouble(3), rs.getInt(4))},
                platform, userId)) {
            ratings.put((String) r[0], (Rating) r[1]);
        }
        Map<String, Map<String, Integer>> feats = new HashMap<>();
        for (Object[] f : Sql.list(tx, "SELECT board, feat, times FROM player_feats WHERE platform = ? AND user_id = ?",
                rs -> new Object[] {rs.getString(1), rs.getString(2), rs.getInt(3)}, platform, userId)) {
            feats.computeIfAbsent((String) f[0], b -> new HashMap<>()).put((String) f[1], (Integer) f[2]);
        }
        List<BoardRecord> boards = Sql.list(tx, """
                SELECT board, game, matches, wins, streak, best_streak FROM player_boards
                 WHERE platform = ? AND user_id = ? AND matches > 0
                 ORDER BY matches DESC, board""",
                rs -> new BoardRecord(rs.getString(1), rs.getString(2),
                        new Counters(rs.getInt(3), rs.getInt(4), rs.getInt(5), rs.getInt(6)),
                        feats.getOrDefault(rs.getString(1), Map.of()), ratings.get(rs.getString(1))),
                platform, userId);
        List<RatingUpdate> history = Sql.list(tx, "SELECT " + HISTORY_COLUMNS + """
                  FROM rating_history h
                 WHERE h.platform = ? AND h.user_id = ? AND h.rated_at >= ?
                 ORDER BY h.rated_at, h.match_id""", RecordReads::update, platform, userId, historyFrom);
        return new PlayerProfile(platform, userId, (String) player[0], (Boolean) player[1], boards, history);
    }

    /** Finished matches never recorded, the earliest ended first, with their tables' seats and extra state. */
    static List<UnrecordedMatch> unrecorded(Tx tx, int limit) throws SQLException {
        record Row(long matchId, long tableId, String platform, String game, String transcript, String extra) {
        }
        List<Row> rows = Sql.list(tx, """
                SELECT m.id, m.table_id, t.platform, m.game, tr.transcript, t.extra
                  FROM matches m
                  JOIN game_tables t ON t.id = m.table_id
                  LEFT JOIN match_transcripts tr ON tr.match_id = m.id
                 WHERE m.recorded_at IS NULL AND m.finished_at IS NOT NULL
                 ORDER BY m.finished_at, m.id
                 LIMIT ?""", rs -> new Row(rs.getLong(1), rs.getLong(2), rs.getString(3), rs.getString(4),
                rs.getString(5), rs.getString(6)), limit);
        List<UnrecordedMatch> out = new ArrayList<>();
        for (Row r : rows) {
            List<UnrecordedMatch.Seat> seats = Sql.list(tx, """
                    SELECT seat, user_id, display_name, computer_level FROM table_seats WHERE table_id = ? ORDER BY seat""",
                    rs -> new UnrecordedMatch.Seat(rs.getInt(1), rs.getString(2), rs.getString(3), rs.getString(4)),
                    r.tableId());
            out.add(new UnrecordedMatch(r.matchId(), r.platform(), r.game(), r.transcript() == null ? "" : r.transcript(),
                    seats, r.extra()));
        }
        return out;
    }

    private static RatedPlayer rated(ResultSet rs) throws SQLException {
        return new RatedPlayer(rs.getString(1), rs.getString(2), rs.getString(3),
                new Rating(rs.getDouble(4), rs.getDouble(5), rs.getInt(6)));
    }

    private static RatingUpdate update(ResultSet rs) throws SQLException {
        int matches = rs.getInt(9);
        return new RatingUpdate(RatedPlayer.key(rs.getString(1), rs.getString(2)), rs.getString(3),
                Instant.ofEpochMilli(rs.getLong(4)), new Rating(rs.getDouble(5), rs.getDouble(6), matches - 1),
                new Rating(rs.getDouble(7), rs.getDouble(8), matches));
    }
}
