package dev.mazziere.store;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DisplayName;

/** Against a real PostgreSQL: {@code MAZZIERE_TEST_POSTGRES_URL}, or an embedded one; a schema per test. */
@DisplayName("The PostgreSQL store")
final class PostgresStoreTest extends StoreContractTest {

    private String url;

    @BeforeAll
    static void startServer() {
        TestPostgres.serverUrl();
    }

    @Override
    void createDatabase() throws SQLException {
        url = TestPostgres.newSchemaUrl();
    }

    @Override
    void dropDatabase() throws SQLException {
        TestPostgres.dropSchema(url);
    }

    @Override
    Store open() {
        return PostgresStore.open(url, null, null, clock);
    }

    @Override
    Connection connect() throws SQLException {
        return DriverManager.getConnection(url);
    }

    /** Every write of a row is refused with PostgreSQL's own error for a full disk (SQLSTATE 53100). */
    @Override
    public void fillDisk() throws SQLException {
        try (Connection c = connect(); Statement s = c.createStatement()) {
            s.execute("""
                    CREATE FUNCTION disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
                    BEGIN
                      RAISE EXCEPTION 'could not extend file "base/16384/16390": No space left on device'
                        USING ERRCODE = 'disk_full', HINT = 'Check free disk space.';
                    END $$""");
            for (String table : List.of("game_tables", "table_seats", "matches", "match_moves", "table_messages",
                    "table_deadlines", "processed_events", "leaderboard")) {
                s.execute("CREATE TRIGGER disk_full BEFORE INSERT OR UPDATE OR DELETE ON " + table
                        + " FOR EACH ROW EXECUTE FUNCTION disk_full()");
            }
        }
    }

    @Override
    public void freeDisk() throws SQLException {
        try (Connection c = connect(); Statement s = c.createStatement()) {
            s.execute("DROP FUNCTION disk_full() CASCADE");
        }
    }
}
