package dev.mazziere.store;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The queries of /stats global read only what the answer shows, on SQLite: the leaderboards
 * and each one's top from the index of the opted-in ratings, ten entries a leaderboard (at
 * 100,000 matches the scan of every rating was 40,441 rows an answer, the window over the
 * opted-in ones 4,020), and the top players' updates by key, not by board (every update of
 * the board in the month, per player). PostgreSQL's plans: {@link GlobalRankingPostgresPlanTest}.
 */
@DisplayName("/stats global reads the opted-in players' tops and only their updates")
final class GlobalRankingPlanTest {

    @TempDir
    Path dir;

    /** SQLite's plan of {@code sql}, its steps' details, with {@code ints} bound first. */
    private List<String> plan(String sql, int... ints) throws Exception {
        Path file = dir.resolve("mazziere.db");
        SqliteStore.open(file, Clock.systemUTC()).close();
        List<String> plan = new ArrayList<>();
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + file);
                PreparedStatement s = c.prepareStatement("EXPLAIN QUERY PLAN " + sql)) {
            for (int i = 0; i < ints.length; i++) {
                s.setInt(i + 1, ints[i]);
            }
            try (ResultSet rs = s.executeQuery()) {
                while (rs.next()) {
                    plan.add(rs.getString("detail"));
                }
            }
        }
        return plan;
    }

    @Test
    @DisplayName("SQLite finds the leaderboards by a walk down the opted-in ratings' index, one entry each, scanning no table")
    void boardsQueryWalksTheIndex() throws Exception {
        List<String> plan = plan(RecordReads.GLOBAL_BOARDS);

        assertThat(plan).anyMatch(step -> step.matches("SEARCH r USING (COVERING )?INDEX player_ratings_global \\(board>\\?\\)"));
        assertThat(plan).noneMatch(step -> step.matches("SCAN (player_ratings|r)\\b.*"));
    }

    @Test
    @DisplayName("SQLite reads each leaderboard's top from the top of the opted-in ratings' index, in order, then names by key")
    void topsQueryReadsEachBoardFromTheTop() throws Exception {
        List<String> plan = plan(RecordReads.globalTop(3, 10));

        assertThat(plan).filteredOn(step -> step.matches(
                "SEARCH player_ratings USING (COVERING )?INDEX player_ratings_global \\(board=\\?\\)")).hasSize(3);
        assertThat(plan).anyMatch(step -> step.startsWith("SEARCH p USING INDEX sqlite_autoindex_players_1"));
        assertThat(plan).noneMatch(step -> step.matches("SCAN (player_ratings|p)\\b.*"));
        // One sort: the 30 rows read, by board; none of a board's ratings to find its best.
        assertThat(plan).filteredOn(step -> step.contains("TEMP B-TREE")).hasSize(1);
    }

    @Test
    @DisplayName("SQLite finds each top player's first and last update at the ends of their month on their own index, then reads two by key")
    void updatesReadByKey() throws Exception {
        List<String> plan = plan(RecordReads.spanEnds(3));

        assertThat(plan).filteredOn(step -> step.matches("SEARCH h USING (COVERING )?INDEX rating_history_player"
                + " \\(platform=\\? AND user_id=\\? AND board=\\? AND rated_at>\\? AND rated_at<\\?\\)")).hasSize(2);
        assertThat(plan).filteredOn(step -> step.startsWith("SEARCH h USING INDEX sqlite_autoindex_rating_history_1"
                + " (platform=? AND user_id=? AND board=? AND match_id=?)")).hasSize(2);
        assertThat(plan).noneMatch(step -> step.contains("rating_history_board") || step.matches("SCAN h\\b.*"));
        // Sorts only of the updates found, by date (each half of the union, then merged); none to find the ends.
        assertThat(plan).filteredOn(step -> step.contains("TEMP B-TREE")).hasSize(2);
    }
}
