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
 * The two queries of /stats global read only what the answer shows: the tops start from the
 * players who joined the global ranking, not from every rating (at 100,000 matches the full
 * scan was 40,441 rows an answer), and the top players' updates are read by key, not by
 * board (every update of the board in the month, per player).
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
    @DisplayName("SQLite plans the tops query on the players' global-ranking index, then each one's ratings by key, scanning no table")
    void topsQueryReadsOptedInPlayersFirst() throws Exception {
        List<String> plan = plan(RecordReads.GLOBAL_TOP, 10);

        assertThat(plan).anyMatch(step -> step.startsWith("SEARCH p USING INDEX players_global"));
        assertThat(plan).anyMatch(step -> step.startsWith("SEARCH r USING INDEX sqlite_autoindex_player_ratings_1"));
        assertThat(plan).noneMatch(step -> step.matches("SCAN (p|r)\\b.*"));
    }

    @Test
    @DisplayName("SQLite reads the top players' updates on the history's primary key, player and board, not on the board's index")
    void updatesReadByKey() throws Exception {
        List<String> plan = plan(RecordReads.spanEnds(3));

        assertThat(plan).anyMatch(step -> step.startsWith(
                "SEARCH h USING INDEX sqlite_autoindex_rating_history_1 (platform=? AND user_id=? AND board=?)"));
        assertThat(plan).noneMatch(step -> step.contains("rating_history_board") || step.matches("SCAN h\\b.*"));
    }
}
