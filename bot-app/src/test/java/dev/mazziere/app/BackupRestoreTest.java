package dev.mazziere.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.app.console.ConsoleChat;
import dev.mazziere.app.console.ConsoleConfig;
import dev.mazziere.app.ops.Secrets;
import dev.mazziere.store.SqliteStore;
import dev.mazziere.store.Store;
import dev.mazziere.table.ExecutorScheduler;
import java.io.ByteArrayOutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code backup} and {@code restore} as an operator uses them: backups taken while
 * computer players play, each a sound and consistent database, and a match that goes on
 * to its end from a backup restored in place of the database.
 */
@DisplayName("Backup and restore")
@Timeout(120)
class BackupRestoreTest {

    private static final String MATCH_OVER = "🏁 Match over";

    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private Map<String, String> env() {
        return Map.of("MAZZIERE_DB_URL", "jdbc:sqlite:" + dir.resolve("data/mazziere.db"));
    }

    private int run(String... args) {
        Secrets.install(Secrets.of(env()));
        return Main.run(args, env(), new PrintWriter(out, true), new PrintWriter(err, true));
    }

    /** Computer players at the console's table, each thinking {@code pause}: a whole match plays on its own. */
    private static ConsoleConfig bots(ExecutorScheduler timers, Duration pause) {
        long[] seed = {11};
        return new ConsoleConfig(Locale.ENGLISH, pause, () -> seed[0]++, Clock.systemUTC(), timers, "you");
    }

    private static void await(String what, BooleanSupplier done) throws InterruptedException {
        long end = System.nanoTime() + Duration.ofSeconds(60).toNanos();
        while (!done.getAsBoolean()) {
            assertThat(System.nanoTime()).as(what).isLessThan(end);
            Thread.sleep(20);
        }
    }

    @Test
    @DisplayName("backups while a match plays are each sound and consistent; restored, the match plays on to its end")
    void backupWhilePlayingThenRestore() throws Exception {
        // given a match of two computer players under way at the console
        ExecutorScheduler timers = new ExecutorScheduler();
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        List<Path> backups = new ArrayList<>();
        try (Store store = SqliteStore.open(dir.resolve("data/mazziere.db"), Clock.systemUTC())) {
            ConsoleChat console = new ConsoleChat(new PrintStream(bytes, true, StandardCharsets.UTF_8),
                    bots(timers, Duration.ofMillis(15)), store, dir.resolve("files"), null);
            for (String line : List.of("/scopa", "/addbot", "you> /addbot easy", "/start", "/leave")) {
                console.handleLine(line);
            }

            // when backups are taken while it plays
            while (!bytes.toString(StandardCharsets.UTF_8).contains(MATCH_OVER) && backups.size() < 40) {
                Path backup = dir.resolve("backups/mazziere-" + backups.size() + ".db");
                assertThat(run("backup", "--out", backup.toString())).as(err.toString()).isZero();
                backups.add(backup);
            }
            timers.close(Duration.ofSeconds(2));
        }

        // then each backup is a sound database whose tables agree with their move logs
        assertThat(backups).hasSizeGreaterThanOrEqualTo(3);
        assertThat(out.toString().lines()).hasSize(backups.size())
                .allMatch(l -> l.startsWith("backed up " + dir.resolve("data/mazziere.db") + " to "));
        List<Integer> moveCounts = new ArrayList<>();
        for (Path backup : backups) {
            moveCounts.add(consistentMoveCount(backup));
        }
        assertThat(moveCounts).as("moves of the match under way in each backup").anyMatch(n -> n > 0);
        Path midMatch = backups.get(moveCounts.indexOf(moveCounts.stream().filter(n -> n > 0).findFirst().orElseThrow()));

        // when one taken mid-match is restored in place of the database, and the console starts again
        out.getBuffer().setLength(0);
        assertThat(run("restore", "--from", midMatch.toString())).as(err.toString()).isZero();
        assertThat(out.toString()).startsWith("restored " + dir.resolve("data/mazziere.db") + " from " + midMatch)
                .contains("1 open tables; the database it replaced is kept as "
                        + dir.resolve("data/mazziere.db.replaced-"));
        ByteArrayOutputStream after = new ByteArrayOutputStream();
        PipedOutputStream typing = new PipedOutputStream();
        PipedInputStream input = new PipedInputStream(typing);
        ExecutorScheduler again = new ExecutorScheduler();
        try (Store store = SqliteStore.open(dir.resolve("data/mazziere.db"), Clock.systemUTC())) {
            CompletableFuture<Void> console = CompletableFuture.runAsync(() -> ConsoleChat.run(input,
                    new PrintStream(after, true, StandardCharsets.UTF_8), bots(again, Duration.ZERO), store,
                    dir.resolve("files"), null));
            await("the restored match's end", () -> after.toString(StandardCharsets.UTF_8).contains(MATCH_OVER));
            typing.close();
            console.join();
        }

        // then the match went on from the backup to its end
        assertThat(after.toString(StandardCharsets.UTF_8)).contains(MATCH_OVER);
        assertThat(Files.list(dir.resolve("data")).map(p -> p.getFileName().toString()))
                .anyMatch(n -> n.startsWith("mazziere.db.replaced-"));
    }

    /** The moves of the backup's current match, checked against its table's own count. */
    private static int consistentMoveCount(Path backup) throws Exception {
        try (Connection c = DriverManager.getConnection("jdbc:sqlite:" + backup); Statement s = c.createStatement()) {
            try (ResultSet rs = s.executeQuery("PRAGMA integrity_check")) {
                assertThat(rs.next() && rs.getString(1).equals("ok")).as(backup + " sound").isTrue();
            }
            try (ResultSet rs = s.executeQuery("SELECT t.move_count, (SELECT COUNT(*) FROM match_moves mv"
                    + " WHERE mv.match_id = (SELECT MAX(m.id) FROM matches m WHERE m.table_id = t.id)) FROM game_tables t"
                    + " WHERE t.status = 'playing'")) {
                int moves = 0;
                while (rs.next()) {
                    assertThat(rs.getInt(1)).as(backup + ": the table's move count against its log").isEqualTo(rs.getInt(2));
                    moves = rs.getInt(2);
                }
                return moves;
            }
        }
    }

    @Test
    @DisplayName("backup refuses PostgreSQL (pg_dump's job) and an existing file, in one line each")
    void refusals() throws Exception {
        Secrets.install(Secrets.of(Map.of()));
        StringWriter pgErr = new StringWriter();
        assertThat(Main.run(new String[] {"backup", "--out", dir.resolve("x.db").toString()},
                Map.of("MAZZIERE_DB_URL", "jdbc:postgresql://db:5432/bot"), new PrintWriter(out, true),
                new PrintWriter(pgErr, true))).isEqualTo(2);
        assertThat(pgErr.toString().strip()).isEqualTo("mazziere: MAZZIERE_DB_URL names a PostgreSQL database: back it"
                + " up with pg_dump and restore it with pg_restore (see the README)");

        SqliteStore.open(dir.resolve("data/mazziere.db"), Clock.systemUTC()).close();
        Path existing = Files.writeString(dir.resolve("taken.db"), "something");
        assertThat(run("backup", "--out", existing.toString())).isEqualTo(1);
        assertThat(err.toString().strip()).isEqualTo("mazziere: " + existing + " exists already: back up to a new file");
        err.getBuffer().setLength(0);
        Path noise = Files.writeString(dir.resolve("noise.db"), "not a database at all, just text ".repeat(200));
        assertThat(run("restore", "--from", noise.toString())).isEqualTo(1);
        assertThat(err.toString().strip()).startsWith("mazziere: cannot restore " + noise + ": ");
        assertThat(Files.exists(dir.resolve("data/mazziere.db"))).isTrue();
    }
}
