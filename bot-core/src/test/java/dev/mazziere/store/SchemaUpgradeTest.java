package dev.mazziere.store;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazziere.game.Json;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.records.Backfill;
import dev.mazziere.records.GlobalBoard;
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
import java.util.List;
import org.flywaydb.core.Flyway;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Databases of earlier releases upgraded in place: one the release before ratings wrote
 * (schema version 3), which the store migrates to the latest version keeping every row and
 * whose matches the start-up backfill rates; and one of version 8, whose ratings take their
 * players' global-ranking opt-in (version 9), on both databases.
 */
@DisplayName("Databases of earlier releases are upgraded in place")
class SchemaUpgradeTest {

    private static final Instant ENDED = Instant.parse("2026-10-12T20:15:00Z");

    @TempDir
    Path dir;

    @Test
    @DisplayName("version 3: the leaderboard, the match and its transcript stay; the backfill rates both players once")
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
                    .satisfies(m -> assertThat(m.transcriptJson()).contains("\"anna\""))
                    .satisfies(m -> assertThat(m.threadId()).as("an old table lived in the chat itself").isEmpty());
            assertThat(store.records().chatRatings("telegram", "g1", "scopa"))
                    .extracting(RatedPlayer::userId, p -> p.rating().matches())
                    .containsExactlyInAnyOrder(org.assertj.core.groups.Tuple.tuple("u-anna", 1),
                            org.assertj.core.groups.Tuple.tuple("u-carlo", 1));
        }
        assertThat(Files.exists(file)).isTrue();
    }

    @Test
    @DisplayName("SQLite: a version-8 database's ratings of players who joined the global ranking are in it after the upgrade")
    void upgradesVersionEightSqlite() throws Exception {
        String url = "jdbc:sqlite:" + dir.resolve("v8.db");
        versionEight(url, "sqlite");

        try (Store store = SqliteStore.open(dir.resolve("v8.db"), Clock.systemUTC())) {
            assertGlobalRankingKept(store);
        }
    }

    @Test
    @DisplayName("PostgreSQL: a version-8 database's ratings of players who joined the global ranking are in it after the upgrade")
    void upgradesVersionEightPostgres() throws Exception {
        String url = TestPostgres.newSchemaUrl();
        try {
            versionEight(url, "postgresql");

            try (Store store = PostgresStore.open(url, null, null, Clock.systemUTC())) {
                assertGlobalRankingKept(store);
            }
        } finally {
            TestPostgres.dropSchema(url);
        }
    }

    /**
     * A database at schema version 8 (before the ratings carried the global-ranking opt-in):
     * anna (joined) and carlo (private) rated at Scopa, anna better; anna alone at Scopone.
     */
    private static void versionEight(String url, String database) throws SQLException {
        Flyway.configure().dataSource(url, null, null)
                .locations("classpath:db/migration/common", "classpath:db/migration/" + database).target("8").load()
                .migrate();
        try (Connection c = DriverManager.getConnection(url)) {
            exec(c, "INSERT INTO players VALUES ('telegram', 'u-anna', 'anna', 1, 0)");
            exec(c, "INSERT INTO players VALUES ('telegram', 'u-carlo', 'carlo', 0, 0)");
            String rating = "INSERT INTO player_ratings (platform, user_id, board, mu, sigma, conservative, matches,"
                    + " updated_at) VALUES ('telegram', ?, ?, ?, 2, ?, 4, 0)";
            exec(c, rating, "u-anna", "scopa", 30.0, 24.0);
            exec(c, rating, "u-carlo", "scopa", 35.0, 29.0);
            exec(c, rating, "u-anna", "scopone", 26.0, 20.0);
        }
    }

    /** The upgraded store's global ranking: anna on both boards, carlo (better, private) on none. */
    private static void assertGlobalRankingKept(Store store) {
        List<GlobalBoard> global = store.records().globalRanking(10, Instant.EPOCH, Instant.parse("2100-01-01T00:00:00Z"));
        assertThat(global).extracting(GlobalBoard::board).containsExactly("scopa", "scopone");
        assertThat(global).allSatisfy(b -> assertThat(b.top()).extracting(RatedPlayer::name).containsExactly("anna"));
        assertThat(global.getFirst().top().getFirst().rating().mu()).isEqualTo(30.0);
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
