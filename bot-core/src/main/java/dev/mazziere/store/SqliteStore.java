package dev.mazziere.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Clock;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteErrorCode;
import org.sqlite.SQLiteException;
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
    /** Beside the database: sqlite-jdbc's native library, unpacked once (see {@link SqliteNative}). */
    static final String NATIVE_FOLDER = "native";

    private final SqliteFile file;

    private SqliteStore(Transactor tx, Clock clock, SqliteFile file) {
        super(tx, clock);
        this.file = file;
    }

    /** {@inheritDoc} Here also: the file was deleted or replaced under the running bot ({@link SqliteFile}). */
    @Override
    public Optional<String> trouble() {
        return file.lost().or(super::trouble);
    }

    @Override
    void written() {
        file.lost();
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
            SqliteFile opened = SqliteFile.opened(absolute);
            SqliteStore store = new SqliteStore(new SqliteConnections(dataSource, "the SQLite file " + absolute), clock,
                    opened);
            LOG.info("Store: SQLite file {}", absolute);
            return store;
        } catch (SQLException | StoreException | IOException e) {
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
}
