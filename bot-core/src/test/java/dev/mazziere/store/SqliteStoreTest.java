package dev.mazziere.store;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.io.TempDir;

/** On a temporary file, in a folder the store has to create. */
@DisplayName("The SQLite store")
final class SqliteStoreTest extends StoreContractTest {

    @TempDir
    Path dir;

    private Path file;

    @Override
    void createDatabase() {
        file = dir.resolve("data/mazziere.db");
    }

    @Override
    Store open() {
        return SqliteStore.open(file, clock);
    }

    @Override
    public Connection connect() throws SQLException {
        return DriverManager.getConnection("jdbc:sqlite:" + file);
    }

    @Override
    public void fillDisk() throws SQLException {
        FaultyDatabase.fillDisk((SqliteStore) store);
    }

    @Override
    public void freeDisk() throws SQLException {
        FaultyDatabase.freeDisk((SqliteStore) store);
    }
}
