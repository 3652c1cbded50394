package dev.mazziere.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The queries of /stats global on PostgreSQL read each leaderboard from the top of the
 * opted-in ratings' index, in the plan the bot's statements end up with (the generic plan
 * of a statement prepared and run again and again), on ratings analysed as a busy store's
 * are: not a hash join over every rating (the design before) nor a subquery run once per
 * rating (a correlated top 10 tried and dropped: 8.7 s at 100,000 matches).
 */
@DisplayName("/stats global on PostgreSQL reads each leaderboard's top from the top of the opted-in ratings' index")
final class GlobalRankingPostgresPlanTest {

    private static final List<String> BOARDS = List.of("napoleone", "scopa", "scopone");

    private String url;

    @BeforeEach
    void storeWithRatings() throws SQLException {
        url = TestPostgres.newSchemaUrl();
        PostgresStore.open(url, null, null, Clock.systemUTC()).close();
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            // 3,000 players, one in fifty joined; a rating of each on each of the three boards.
            s.execute("""
                    INSERT INTO players (platform, user_id, display_name, global_ranking, seen_at)
                    SELECT 'telegram', 'u' || i, 'P' || i, CASE WHEN i % 50 = 0 THEN 1 ELSE 0 END, 0
                      FROM generate_series(1, 3000) i""");
            s.execute("""
                    INSERT INTO player_ratings (platform, user_id, board, mu, sigma, conservative, matches, updated_at,
                                                global_ranking)
                    SELECT p.platform, p.user_id, b.board, 25 + (i % 97) / 10.0, 3, 16 + (i % 97) / 10.0, 1 + i % 30, 0,
                           p.global_ranking
                      FROM generate_series(1, 3000) i
                      JOIN players p ON p.user_id = 'u' || i
                     CROSS JOIN (VALUES ('napoleone'), ('scopa'), ('scopone')) b (board)""");
            // Forty updates of each rating, a minute apart.
            s.execute("""
                    INSERT INTO rating_history (platform, user_id, board, match_id, rated_at, mu_before, sigma_before,
                                                mu, sigma, matches)
                    SELECT r.platform, r.user_id, r.board, m, m * 60000, 25, 8, 25, 8, m
                      FROM player_ratings r CROSS JOIN generate_series(1, 40) m""");
            s.execute("ANALYZE");
        }
    }

    @AfterEach
    void dropSchema() throws SQLException {
        TestPostgres.dropSchema(url);
    }

    /**
     * The generic plan of {@code sql} with its {@code ?} as parameters, as run with {@code args}
     * (run: a plain EXPLAIN leaves out the subqueries of a select list).
     */
    private String genericPlan(String sql, String types, String args) throws SQLException {
        StringBuilder numbered = new StringBuilder();
        int n = 0;
        for (char ch : sql.toCharArray()) {
            numbered.append(ch == '?' ? "$" + ++n : String.valueOf(ch));
        }
        List<String> lines = new ArrayList<>();
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute("SET plan_cache_mode = force_generic_plan");
            s.execute("PREPARE q" + types + " AS " + numbered);
            try (ResultSet rs = s.executeQuery("EXPLAIN (ANALYZE) EXECUTE q" + args)) {
                while (rs.next()) {
                    lines.add(rs.getString(1));
                }
            }
        }
        return String.join("\n", lines);
    }

    @Test
    @DisplayName("the leaderboards are found by a walk down the opted-in ratings' index, never a scan of the ratings")
    void boardsWalkTheIndex() throws SQLException {
        String plan = genericPlan(RecordReads.GLOBAL_BOARDS, "", "");

        assertThat(plan).contains("using player_ratings_global on player_ratings r").doesNotContain("Seq Scan on player_ratings");
    }

    @Test
    @DisplayName("each leaderboard's top 10 is the first ten entries of the index under its name, then each name by key")
    void topsReadFromTheTop() throws SQLException {
        String plan = genericPlan(RecordReads.globalTop(BOARDS.size(), 10), "(text, text, text)",
                "('napoleone', 'scopa', 'scopone')");

        assertThat(plan.split("Index Scan using player_ratings_global on player_ratings", -1)).hasSize(BOARDS.size() + 1);
        assertThat(plan).contains("Index Scan using players_pkey on players p")
                .doesNotContain("Seq Scan", "Hash", "Sort Key: player_ratings.conservative");
    }

    @Test
    @DisplayName("each top player's first and last update of the span are found at its two ends, once a player, then read by key")
    void spanEndsReadByKey() throws SQLException {
        String plan = genericPlan(RecordReads.spanEnds(2), "(int, text, text, text, int, text, text, text,"
                + " bigint, bigint, bigint, bigint)", "(0, 'telegram', 'u50', 'scopa', 1, 'telegram', 'u100', 'scopa',"
                + " 600000, 1800000, 600000, 1800000)");

        assertThat(plan).contains("CTE ends", "Scan using rating_history_player on rating_history",
                "Scan Backward using rating_history_player on rating_history");
        assertThat(plan.split("Index Scan using rating_history_pkey on rating_history", -1)).hasSize(3);
        assertThat(plan).doesNotContain("Seq Scan", "Hash", "Filter: ((match_id");
    }
}
