package dev.mazziere.store;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
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
    public Connection connect() throws SQLException {
        return DriverManager.getConnection(url);
    }

    @Override
    public void fillDisk() throws SQLException {
        FaultyDatabase.fillDisk(connect());
    }

    @Override
    public void freeDisk() throws SQLException {
        FaultyDatabase.freeDisk(connect());
    }
}
