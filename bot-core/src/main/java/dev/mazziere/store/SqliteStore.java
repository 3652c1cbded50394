package dev.mazziere.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Clock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;

/**
 * The embedded store: one SQLite file, zero set-up. In WAL mode, so readers never wait for
 * the writer, with a busy timeout, so another process on the same file (an old instance
 * still shutting down) makes writes wait instead of fail. Within one store writes run on
 * one connection, one at a time, and reads on a few others beside it
 * ({@link SqliteConnections}).
 */
public final class SqliteStore extends JdbcStore {

    private static final Logger LOG = LoggerFactory.getLogger(SqliteStore.class);

    /** How long a write waits for another process holding the file's write lock. */
    static final int BUSY_TIMEOUT_MILLIS = 10_000;

    private SqliteStore(Transactor tx, Clock clock) {
        super(tx, clock);
    }

    /**
     * Opens (creating it and its folder if needed) and migrates the database file.
     *
     * @throws StoreException if the file cannot be opened or migrated
     */
    public static SqliteStore open(Path file, Clock clock) {
        Path absolute = file.toAbsolutePath().normalize();
        try {
            if (absolute.getParent() != null) {
                Files.createDirectories(absolute.getParent());
            }
        } catch (IOException e) {
            throw new StoreException("cannot create the folder of " + absolute + ": " + e.getMessage(), e);
        }
        SQLiteConfig config = new SQLiteConfig();
        config.setJournalMode(SQLiteConfig.JournalMode.WAL);
        // In WAL mode NORMAL survives a crash of the process; only a power cut may lose the last commits.
        config.setSynchronous(SQLiteConfig.SynchronousMode.NORMAL);
        config.setBusyTimeout(BUSY_TIMEOUT_MILLIS);
        config.enforceForeignKeys(true);
        SQLiteDataSource dataSource = new SQLiteDataSource(config);
        dataSource.setUrl("jdbc:sqlite:" + absolute);
        Migrations.apply(dataSource, "sqlite");
        try {
            SqliteStore store = new SqliteStore(new SqliteConnections(dataSource), clock);
            LOG.info("Store: SQLite file {}", absolute);
            return store;
        } catch (SQLException e) {
            throw new StoreException("cannot open " + absolute + ": " + e.getMessage(), e);
        }
    }
}
