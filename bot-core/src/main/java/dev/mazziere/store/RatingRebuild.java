package dev.mazziere.store;

import dev.mazziere.ai.Level;
import dev.mazziere.rating.Member;
import dev.mazziere.rating.RatedMatch;
import dev.mazziere.rating.Rating;
import dev.mazziere.rating.RatingBook;
import dev.mazziere.rating.RatingUpdate;
import dev.mazziere.rating.Side;
import dev.mazziere.records.PlayerRecords;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The SQL of recomputing every rating from scratch, inside the caller's transaction: the
 * recorded matches' seats read in the order the matches ended, replayed through a
 * {@link RatingBook}, and the ratings (with their players' global-ranking opt-in) and their
 * history written anew. Players are keyed
 * {@code platform:userId} during the replay.
 */
final class RatingRebuild {

    /** Rows per batch of inserts. */
    private static final int BATCH = 1000;

    private RatingRebuild() {
    }

    /** One match as read: its id, platform, board, end, and each seat's team, place and member. */
    private record Read(long id, String platform, String board, Instant at, TreeMap<Integer, List<Member>> teams,
            Map<Integer, Integer> places) {
        RatedMatch rated() {
            List<Side> sides = new ArrayList<>();
            teams.forEach((team, members) -> sides.add(new Side(members, places.get(team))));
            return new RatedMatch(board, at, sides);
        }
    }

    static PlayerRecords.Rebuilt run(Tx tx, Instant now) throws SQLException {
        List<Read> matches = read(tx);
        Map<Long, List<RatingUpdate>> updates = new HashMap<>();
        RatingBook book = new RatingBook(new dev.mazziere.rating.Rater());
        int rated = 0;
        Set<String> boards = new LinkedHashSet<>();
        for (Read m : matches) {
            List<RatingUpdate> u = book.apply(m.rated());
            if (!u.isEmpty()) {
                rated++;
                updates.put(m.id(), u);
                boards.add(m.board());
            }
        }
        Sql.update(tx, "DELETE FROM rating_history");
        Sql.update(tx, "DELETE FROM player_ratings");
        int written = history(tx, matches, updates);
        int ratings = 0;
        PreparedStatement ps = tx.prepare("""
                INSERT INTO player_ratings (platform, user_id, board, mu, sigma, conservative, matches, updated_at)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?)""");
        for (String board : boards) {
            for (Map.Entry<String, Rating> e : book.board(board).entrySet()) {
                String[] key = split(e.getKey());
                Rating r = e.getValue();
                Sql.bind(ps, key[0], key[1], board, r.mu(), r.sigma(), r.conservative(), r.matches(), now);
                ps.addBatch();
                if (++ratings % BATCH == 0) {
                    ps.executeBatch();
                }
            }
        }
        ps.executeBatch();
        Sql.update(tx, """
                UPDATE player_ratings SET global_ranking = 1
                 WHERE EXISTS (SELECT 1 FROM players p WHERE p.platform = player_ratings.platform
                                  AND p.user_id = player_ratings.user_id AND p.global_ranking = 1)""");
        GlobalRankingCache.changed(tx);
        return new PlayerRecords.Rebuilt(matches.size(), rated, written, ratings);
    }

    private static List<Read> read(Tx tx) throws SQLException {
        List<Read> out = new ArrayList<>();
        try (ResultSet rs = Sql.prepare(tx, """
                SELECT m.id, t.platform, m.board, m.finished_at, s.team, s.place, s.user_id, s.computer_level, s.kind
                  FROM matches m
                  JOIN game_tables t ON t.id = m.table_id
                  JOIN match_seats s ON s.match_id = m.id
                 WHERE m.recorded_at IS NOT NULL AND m.board IS NOT NULL AND m.finished_at IS NOT NULL
                 ORDER BY m.finished_at, m.id, s.seat""").executeQuery()) {
            Read current = null;
            while (rs.next()) {
                long id = rs.getLong(1);
                if (current == null || current.id() != id) {
                    current = new Read(id, rs.getString(2), rs.getString(3), Instant.ofEpochMilli(rs.getLong(4)),
                            new TreeMap<>(), new HashMap<>());
                    out.add(current);
                }
                int team = rs.getInt(5);
                Level level = Level.parse(rs.getString(8));
                Member member = switch (rs.getString(9)) {
                    case "player" -> new Member.Player(current.platform() + ":" + rs.getString(7));
                    case "taken" -> new Member.TakenOver(level);
                    default -> new Member.Computer(level);
                };
                current.teams().computeIfAbsent(team, t -> new ArrayList<>()).add(member);
                current.places().put(team, rs.getInt(6));
            }
        }
        return out;
    }

    private static int history(Tx tx, List<Read> matches, Map<Long, List<RatingUpdate>> updates) throws SQLException {
        PreparedStatement ps = tx.prepare("""
                INSERT INTO rating_history (platform, user_id, board, match_id, rated_at, mu_before, sigma_before,
                                            mu, sigma, matches)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)""");
        int rows = 0;
        for (Read m : matches) {
            for (RatingUpdate u : updates.getOrDefault(m.id(), List.of())) {
                String[] key = split(u.player());
                Sql.bind(ps, key[0], key[1], u.board(), m.id(), u.at(), u.before().mu(), u.before().sigma(),
                        u.after().mu(), u.after().sigma(), u.after().matches());
                ps.addBatch();
                if (++rows % BATCH == 0) {
                    ps.executeBatch();
                }
            }
        }
        ps.executeBatch();
        return rows;
    }

    private static String[] split(String key) {
        int colon = key.indexOf(':');
        return new String[] {key.substring(0, colon), key.substring(colon + 1)};
    }
}
