package dev.mazziere.store;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

/**
 * A real database, SQLite in a temporary file or PostgreSQL in a schema of its own, that
 * goes wrong the way databases do at run time: it refuses every write (a full disk) and
 * takes them again, or the insert of one seat's moves fails (a trigger, removed again).
 * Each failure is the database's own error: a trigger's RAISE(ABORT) on SQLite, a
 * trigger's exception with SQLSTATE 53100 (disk_full) on PostgreSQL; and, for one store
 * at a time, SQLite's own SQLITE_FULL ({@link #fillDisk(SqliteStore)}).
 */
public final class FaultyDatabase implements AutoCloseable {

    /** The two databases the store runs on. */
    public enum Kind { SQLITE, POSTGRES }

    private static final List<String> TABLES = List.of("game_tables", "table_seats", "matches", "match_moves",
            "match_transcripts", "table_messages", "table_deadlines", "processed_events", "leaderboard");

    private final Kind kind;
    /** The SQLite file's JDBC URL, or the PostgreSQL schema's. */
    private final String url;
    private final List<Store> stores = new ArrayList<>();

    private FaultyDatabase(Kind kind, String url) {
        this.kind = kind;
        this.url = url;
    }

    /** A new, empty database of {@code kind}. */
    public static FaultyDatabase create(Kind kind) {
        try {
            if (kind == Kind.SQLITE) {
                Path dir = Files.createTempDirectory("mazziere-faulty");
                return new FaultyDatabase(kind, "jdbc:sqlite:" + dir.resolve("mazziere.db"));
            }
            return new FaultyDatabase(kind, TestPostgres.newSchemaUrl());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A store on this database (a bot instance), closed with it. */
    public Store open(Clock clock) {
        Store s = Stores.open(url, clock);
        stores.add(s);
        return s;
    }

    /**
     * From now on the database refuses every write, as a full disk does: PostgreSQL with
     * its error for one (SQLSTATE 53100), SQLite with triggers that abort with SQLite's
     * words for one (its own SQLITE_FULL needs writes that grow the file, see
     * {@link #fillDisk(SqliteStore)}).
     */
    public void refuseWrites() throws SQLException {
        if (kind == Kind.POSTGRES) {
            fillDisk(connect());
            return;
        }
        forEachChange("CREATE TRIGGER refuse_%1$s_%2$s BEFORE %1$s ON %2$s"
                + " BEGIN SELECT RAISE(ABORT, 'database or disk is full'); END");
    }

    /** Writes are taken again. */
    public void takeWrites() throws SQLException {
        if (kind == Kind.POSTGRES) {
            freeDisk(connect());
            return;
        }
        forEachChange("DROP TRIGGER refuse_%1$s_%2$s");
    }

    /** Runs {@code sql}, formatted with each kind of change (INSERT ...) and each table, on SQLite. */
    private void forEachChange(String sql) throws SQLException {
        try (Connection c = connect(); Statement s = c.createStatement()) {
            for (String table : TABLES) {
                for (String change : List.of("INSERT", "UPDATE", "DELETE")) {
                    s.execute(String.format(sql, change, table));
                }
            }
        }
    }

    /**
     * From now on the database may not grow, as on a full disk: each SQLite store's writer
     * may not add a page (SQLite answers SQLITE_FULL once a write needs one, which may take
     * a few writes); on PostgreSQL every write is refused ({@link #refuseWrites()}).
     */
    public void fillDisk() throws SQLException {
        if (kind == Kind.POSTGRES) {
            refuseWrites();
            return;
        }
        for (Store s : stores) {
            fillDisk((SqliteStore) s);
        }
    }

    /** Room again. */
    public void freeDisk() throws SQLException {
        if (kind == Kind.POSTGRES) {
            takeWrites();
            return;
        }
        for (Store s : stores) {
            freeDisk((SqliteStore) s);
        }
    }

    /** From now on the insert of a move of {@code seat} fails (as one on a full disk may, when others fit). */
    public void refuseMoves(int seat) throws SQLException {
        try (Connection c = connect(); Statement s = c.createStatement()) {
            if (kind == Kind.SQLITE) {
                s.execute("CREATE TRIGGER refuse_moves BEFORE INSERT ON match_moves WHEN NEW.seat = " + seat
                        + " BEGIN SELECT RAISE(ABORT, 'database or disk is full (a test''s trigger)'); END");
            } else {
                s.execute("""
                        CREATE FUNCTION refuse_moves() RETURNS trigger LANGUAGE plpgsql AS $$
                        BEGIN
                          RAISE EXCEPTION 'could not extend file: No space left on device (a test''s trigger)'
                            USING ERRCODE = 'disk_full';
                        END $$""");
                s.execute("CREATE TRIGGER refuse_moves BEFORE INSERT ON match_moves FOR EACH ROW WHEN (NEW.seat = "
                        + seat + ") EXECUTE FUNCTION refuse_moves()");
            }
        }
    }

    /** Moves are inserted again. */
    public void allowMoves() throws SQLException {
        try (Connection c = connect(); Statement s = c.createStatement()) {
            s.execute(kind == Kind.SQLITE ? "DROP TRIGGER refuse_moves" : "DROP FUNCTION refuse_moves() CASCADE");
        }
    }

    private Connection connect() throws SQLException {
        return DriverManager.getConnection(url);
    }

    @Override
    public void close() throws SQLException {
        stores.forEach(Store::close);
        if (kind == Kind.POSTGRES) {
            TestPostgres.dropSchema(url);
        }
    }

    // ---- the disk, on each database

    /** The store's writer may not grow its file: SQLite answers SQLITE_FULL, as on a full disk. */
    static void fillDisk(SqliteStore store) throws SQLException {
        SqliteConnections writer = (SqliteConnections) store.transactor();
        writer.writerPragma("max_page_count = " + writer.writerPragma("page_count"));
    }

    static void freeDisk(SqliteStore store) throws SQLException {
        ((SqliteConnections) store.transactor()).writerPragma("max_page_count = 1073741823");
    }

    /** Every write of a row is refused with PostgreSQL's own error for a full disk (SQLSTATE 53100). */
    static void fillDisk(Connection postgres) throws SQLException {
        try (Connection c = postgres; Statement s = c.createStatement()) {
            s.execute("""
                    CREATE FUNCTION disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
                    BEGIN
                      RAISE EXCEPTION 'could not extend file "base/16384/16390": No space left on device'
                        USING ERRCODE = 'disk_full', HINT = 'Check free disk space.';
                    END $$""");
            for (String table : TABLES) {
                s.execute("CREATE TRIGGER disk_full BEFORE INSERT OR UPDATE OR DELETE ON " + table
                        + " FOR EACH ROW EXECUTE FUNCTION disk_full()");
            }
        }
    }

    static void freeDisk(Connection postgres) throws SQLException {
        try (Connection c = postgres; Statement s = c.createStatement()) {
            s.execute("DROP FUNCTION disk_full() CASCADE");
        }
    }
}
