package dev.mazziere.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.util.concurrent.locks.ReentrantLock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;
import org.sqlite.SQLiteDataSource;

/**
 * The embedded store: one SQLite file, zero set-up. In WAL mode, so readers never wait for
 * the writer, with a busy timeout, so another process on the same file (an old instance
 * still shutting down) makes writes wait instead of fail. Within one store every call runs
 * on one connection, one at a time; a writing transaction starts with
 * {@code BEGIN IMMEDIATE}, taking the file's write lock up front.
 */
public final class SqliteStore extends JdbcStore {

    private static final Logger LOG = LoggerFactory.getLogger(SqliteStore.class);

    /** How long a write waits for another process holding the file's write lock. */
    static final int BUSY_TIMEOUT_MILLIS = 10_000;
    /** Beside the database: sqlite-jdbc's native library, unpacked once (see {@link SqliteNative}). */
    static final String NATIVE_FOLDER = "native";

    private SqliteStore(Transactor tx, Clock clock) {
        super(tx, clock);
    }

    /**
     * Opens (creating it and its folder if needed) and migrates the database file. The
     * driver's native library is kept in {@value #NATIVE_FOLDER} beside it.
     *
     * @throws StoreException if the file cannot be opened or migrated
     */
    public static SqliteStore open(Path file, Clock clock) {
        Path absolute = file.toAbsolutePath().normalize();
        Path folder = absolute.getParent();
        try {
            Files.createDirectories(folder);
        } catch (IOException e) {
            throw new StoreException("cannot create the database folder " + folder + ": " + Reasons.of(e)
                    + "; create it, or set MAZZIERE_DB_URL to a file in a folder the bot may write", e);
        }
        if (!Files.isWritable(folder) || Files.exists(absolute) && !Files.isWritable(absolute)) {
            throw new StoreException("cannot write in " + (Files.isWritable(folder) ? absolute : folder)
                    + ": SQLite keeps the database and its -wal and -shm files in that folder; make it writable"
                    + " for the user the bot runs as");
        }
        SqliteNative.useFolder(folder.resolve(NATIVE_FOLDER));
        SQLiteConfig config = new SQLiteConfig();
        config.setJournalMode(SQLiteConfig.JournalMode.WAL);
        // In WAL mode NORMAL survives a crash of the process; only a power cut may lose the last commits.
        config.setSynchronous(SQLiteConfig.SynchronousMode.NORMAL);
        config.setBusyTimeout(BUSY_TIMEOUT_MILLIS);
        config.enforceForeignKeys(true);
        SQLiteDataSource dataSource = new SQLiteDataSource(config);
        dataSource.setUrl("jdbc:sqlite:" + absolute);
        try {
            Migrations.apply(dataSource, "sqlite");
            Connection connection = dataSource.getConnection();
            LOG.info("Store: SQLite file {}", absolute);
            return new SqliteStore(new OneConnection(connection), clock);
        } catch (SQLException | StoreException e) {
            throw new StoreException("cannot open the SQLite file " + absolute + ": " + Reasons.of(e) + hint(e), e);
        }
    }

    /** What to do about a file that is not a database, or a damaged one. */
    private static String hint(Exception e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof SQLiteException s && (s.getResultCode() == SQLiteErrorCode.SQLITE_NOTADB
                    || s.getResultCode() == SQLiteErrorCode.SQLITE_CORRUPT)) {
                return "; it is not a Mazziere database or it is damaged: restore a backup, or move it away to start"
                        + " afresh";
            }
        }
        return "";
    }

    /** One connection in auto-commit mode; transactions are explicit BEGIN / COMMIT, one at a time. */
    private static final class OneConnection implements Transactor {

        private final Connection connection;
        private final ReentrantLock lock = new ReentrantLock();
        private boolean closed;

        OneConnection(Connection connection) {
            this.connection = connection;
        }

        @Override
        public <T> T write(String what, Work<T> work) {
            return run(what, "BEGIN IMMEDIATE", work);
        }

        @Override
        public <T> T read(String what, Work<T> work) {
            return run(what, "BEGIN", work);
        }

        private <T> T run(String what, String begin, Work<T> work) {
            lock.lock();
            try {
                if (closed) {
                    throw new StoreException("the store is closed");
                }
                exec(begin);
                try {
                    T result = work.run(connection);
                    exec("COMMIT");
                    return result;
                } catch (SQLException | RuntimeException | Error e) {
                    rollback(e);
                    throw e;
                }
            } catch (SQLException e) {
                throw new StoreException("cannot " + what + ": " + e.getMessage(), e);
            } finally {
                lock.unlock();
            }
        }

        private void exec(String sql) throws SQLException {
            try (Statement s = connection.createStatement()) {
                s.execute(sql);
            }
        }

        private void rollback(Throwable cause) {
            try {
                exec("ROLLBACK");
            } catch (SQLException e) {
                cause.addSuppressed(e);
            }
        }

        @Override
        public void close() {
            lock.lock();
            try {
                if (!closed) {
                    closed = true;
                    connection.close();
                }
            } catch (SQLException e) {
                throw new StoreException("cannot close the SQLite store: " + e.getMessage(), e);
            } finally {
                lock.unlock();
            }
        }
    }
}
