package dev.mazziere.store;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazziere.game.Json;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.records.Backfill;
import dev.mazziere.records.RatedPlayer;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A database the release before ratings wrote (schema version 3) upgraded in place: the
 * store opens it, migrates it to version 4 keeping every row, and the start-up backfill
 * rates the matches it already held.
 */
@DisplayName("A version-3 database is upgraded in place, and its finished matches are rated")
class SchemaUpgradeTest {

    private static final Instant ENDED = Instant.parse("2026-10-12T20:15:00Z");

    @TempDir
    Path dir;

    @Test
    @DisplayName("the leaderboard, the match and its transcript stay; the backfill rates both players once")
    void upgradesVersionThree() throws Exception {
        // given a database at schema version 3 with a finished Scopa match anna won against carlo
        Path file = dir.resolve("v3.db");
        String url = "jdbc:sqlite:" + file;
        Flyway.configure().dataSource(url, null, null)
                .locations("classpath:db/migration/common", "classpath:db/migration/sqlite").target("3").load()
                .migrate();
        try (Connection c = DriverManager.getConnection(url)) {
            oldMatch(c);
        }

        // when today's store opens it and the backfill runs
        try (Store store = SqliteStore.open(file, Clock.fixed(ENDED.plusSeconds(3600), ZoneOffset.UTC))) {
            int rated = Backfill.run(store.records(), GameRegistry.standard());
            int again = Backfill.run(store.records(), GameRegistry.standard());

            // then the old rows are all there, and both players have a rating from that match
            assertThat(rated).isEqualTo(1);
            assertThat(again).isZero();
            assertThat(store.leaderboard("telegram", "g1", "scopa")).extracting(LeaderboardRow::displayName)
                    .containsExactlyInAnyOrder("anna", "carlo");
            assertThat(store.finishedMatches("telegram", "g1", 1)).singleElement()
                    .satisfies(m -> assertThat(m.transcriptJson()).contains("\"anna\""));
            assertThat(store.records().chatRatings("telegram", "g1", "scopa"))
                    .extracting(RatedPlayer::userId, p -> p.rating().matches())
                    .containsExactlyInAnyOrder(org.assertj.core.groups.Tuple.tuple("u-anna", 1),
                            org.assertj.core.groups.Tuple.tuple("u-carlo", 1));
        }
        assertThat(Files.exists(file)).isTrue();
    }

    /** What the release before ratings wrote for a finished match: table, seats, match, transcript, leaderboard. */
    private static void oldMatch(Connection c) throws Exception {
        long at = ENDED.toEpochMilli();
        exec(c, "INSERT INTO game_tables (id, platform, chat_id, game, options, owner_id, locale, status, extra,"
                + " version, created_at, updated_at, move_count) VALUES (1, 'telegram', 'g1', 'scopa', '{}', 'u-anna',"
                + " 'it', 'finished', '{\"moves\":[20,20],\"ownMoves\":[20,20]}', 9, ?, ?, 40)", at, at);
        exec(c, "INSERT INTO table_seats VALUES (1, 0, 'u-anna', 'anna', NULL)");
        exec(c, "INSERT INTO table_seats VALUES (1, 1, 'u-carlo', 'carlo', NULL)");
        exec(c, "INSERT INTO matches (id, table_id, game, options, seat_count, seed, started_at, finished_at)"
                + " VALUES (1, 1, 'scopa', '{}', 2, 305, ?, ?)", at - 600_000, at);
        exec(c, "INSERT INTO match_transcripts VALUES (1, ?)", transcript());
        exec(c, "INSERT INTO leaderboard VALUES ('telegram', 'g1', 'scopa', 'u-anna', 'anna', 1, 1, 11)");
        exec(c, "INSERT INTO leaderboard VALUES ('telegram', 'g1', 'scopa', 'u-carlo', 'carlo', 1, 0, 6)");
    }

    private static void exec(Connection c, String sql, Object... args) throws SQLException {
        try (PreparedStatement ps = c.prepareStatement(sql)) {
            for (int i = 0; i < args.length; i++) {
                ps.setObject(i + 1, args[i]);
            }
            ps.executeUpdate();
        }
    }

    /** The saved two-player Scopa playthrough, its seats named anna and carlo. */
    private static String transcript() throws Exception {
        try (InputStream in = SchemaUpgradeTest.class.getResourceAsStream("/golden/scopa/two-players-default.jsonl")) {
            ObjectNode root = (ObjectNode) Json.mapper().readTree(new String(in.readAllBytes(), StandardCharsets.UTF_8)
                    .lines().findFirst().orElseThrow());
            ((ObjectNode) root.path("seats").get(0)).put("name", "anna");
            ((ObjectNode) root.path("seats").get(1)).put("name", "carlo");
            return Json.line(root);
        }
    }
}
