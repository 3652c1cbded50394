package dev.mazziere.store;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import org.sqlite.SQLiteConfig;
import org.sqlite.SQLiteDataSource;

/**
 * Backs up and restores the SQLite store. A backup is SQLite's {@code VACUUM INTO}: one
 * read transaction, so the copy is the database at one instant even while the bot writes
 * (in WAL mode readers never block the writer), compacted, and a file SQLite checks
 * before it is called done. A restore puts a checked copy in place of the database with
 * the bot stopped, and keeps the database it replaces beside it.
 */
public final class SqliteBackup {

    /**
     * What a backup or restore did.
     *
     * @param replaced after a restore, where the database it replaced is kept; null if there was none
     */
    public record Done(Path file, long bytes, String schemaVersion, int openTables, Path replaced) {
    }

    private SqliteBackup() {
    }

    /**
     * The SQLite file of the database URL {@code url} ({@code MAZZIERE_DB_URL}; null or
     * blank: {@link Stores#DEFAULT_URL}).
     *
     * @throws IllegalArgumentException for a PostgreSQL URL (pg_dump backs it up) or any other
     */
    public static Path file(String url) {
        JdbcUrl parsed = JdbcUrl.parse(url == null || url.isBlank() ? Stores.DEFAULT_URL : url);
        if (parsed.isPostgres()) {
            throw new IllegalArgumentException(Stores.URL_VARIABLE + " names a PostgreSQL database: back it up with"
                    + " pg_dump and restore it with pg_restore (see the README)");
        }
        if (!parsed.isSqlite()) {
            throw new IllegalArgumentException("unsupported database URL " + parsed.redacted() + "; check "
                    + Stores.URL_VARIABLE);
        }
        return parsed.sqliteFile();
    }

    /**
     * Copies {@code database} to {@code out}, which must not exist, while the bot may run.
     *
     * @throws StoreException when the database is missing or no Mazziere database, or the copy fails
     */
    public static Done backup(Path database, Path out) {
        Path source = database.toAbsolutePath().normalize();
        Path target = out.toAbsolutePath().normalize();
        if (!Files.isRegularFile(source)) {
            throw new StoreException("there is no database at " + source + ": check MAZZIERE_DB_URL");
        }
        if (Files.exists(target)) {
            throw new StoreException(target + " exists already: back up to a new file");
        }
        try {
            Files.createDirectories(target.getParent());
        } catch (IOException e) {
            throw new StoreException("cannot create the folder " + target.getParent() + ": " + Reasons.of(e), e);
        }
        SqliteNative.useFolder(source.getParent().resolve(SqliteStore.NATIVE_FOLDER));
        SQLiteDataSource from = dataSource(source);
        String version = Migrations.check(from, "sqlite");
        try (Connection c = from.getConnection(); PreparedStatement copy = c.prepareStatement("VACUUM INTO ?")) {
            copy.setString(1, target.toString());
            copy.execute();
        } catch (SQLException e) {
            throw new StoreException("cannot back up " + source + " to " + target + ": " + Reasons.of(e), e);
        }
        return checked(target, version);
    }

    /**
     * Puts a copy of {@code backup} in place of {@code database}; the database it replaces,
     * if any, is kept as {@code <name>.replaced-<time>} (with its {@code -wal} and
     * {@code -shm} files). The bot must be stopped.
     *
     * @return the restored database, and where the one it replaced is kept
     * @throws StoreException when the backup is no sound Mazziere database, its schema is
     *                        newer than this release knows, or the database is open in a running bot
     */
    public static Done restore(Path backup, Path database) {
        Path source = backup.toAbsolutePath().normalize();
        Path target = database.toAbsolutePath().normalize();
        if (!Files.isRegularFile(source)) {
            throw new StoreException("there is no backup at " + source);
        }
        try {
            Files.createDirectories(target.getParent());
        } catch (IOException e) {
            throw new StoreException("cannot create the folder " + target.getParent() + ": " + Reasons.of(e), e);
        }
        SqliteNative.useFolder(target.getParent().resolve(SqliteStore.NATIVE_FOLDER));
        SQLiteDataSource from = dataSource(source);
        String version;
        try {
            version = Migrations.check(from, "sqlite");
            checked(source, version);
        } catch (StoreException e) {
            throw new StoreException("cannot restore " + source + ": " + e.getMessage(), e);
        }
        if (inUse(target)) {
            throw new StoreException(target + " is open in a running bot: stop the bot, then restore");
        }
        Path incoming = target.resolveSibling(target.getFileName() + ".restoring");
        Path replaced = null;
        try {
            Files.deleteIfExists(incoming);
            try (Connection c = from.getConnection(); PreparedStatement copy = c.prepareStatement("VACUUM INTO ?")) {
                copy.setString(1, incoming.toString());
                copy.execute();
            }
            if (Files.exists(target)) {
                String suffix = ".replaced-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"));
                replaced = target.resolveSibling(target.getFileName() + suffix);
                for (String part : new String[] {"", "-wal", "-shm"}) {
                    Path file = target.resolveSibling(target.getFileName() + part);
                    if (Files.exists(file)) {
                        Files.move(file, target.resolveSibling(target.getFileName() + suffix + part));
                    }
                }
            }
            Files.move(incoming, target, StandardCopyOption.ATOMIC_MOVE);
        } catch (SQLException | IOException e) {
            throw new StoreException("cannot restore " + source + " to " + target + ": " + Reasons.of(e), e);
        }
        Done done = checked(target, version);
        return new Done(done.file(), done.bytes(), done.schemaVersion(), done.openTables(), replaced);
    }

    /** {@code file} is a sound SQLite database with Mazziere's tables: its size and open tables. */
    private static Done checked(Path file, String version) {
        try (Connection c = dataSource(file).getConnection(); Statement s = c.createStatement()) {
            try (ResultSet rs = s.executeQuery("PRAGMA integrity_check")) {
                String verdict = rs.next() ? rs.getString(1) : "no answer";
                if (!"ok".equals(verdict)) {
                    throw new StoreException(file + " is damaged (" + verdict + ")");
                }
            }
            int open;
            try (ResultSet rs = s.executeQuery("SELECT count(*) FROM game_tables WHERE status <> 'finished'")) {
                open = rs.next() ? rs.getInt(1) : 0;
            }
            return new Done(file, Files.size(file), version, open, null);
        } catch (SQLException e) {
            throw new StoreException(file + " is not a Mazziere database (" + Reasons.of(e) + ")", e);
        } catch (IOException e) {
            throw new StoreException("cannot read " + file + ": " + Reasons.of(e), e);
        }
    }

    /**
     * True when another process has {@code database} open: each SQLite connection in WAL
     * mode holds a read lock on one byte of the {@code -shm} file (the "dead man switch",
     * offset 128) for as long as it is open. Locks of this process are not seen.
     */
    private static boolean inUse(Path database) {
        Path shm = database.resolveSibling(database.getFileName() + "-shm");
        if (!Files.exists(shm)) {
            return false;
        }
        try (FileChannel channel = FileChannel.open(shm, StandardOpenOption.READ, StandardOpenOption.WRITE)) {
            FileLock lock = channel.tryLock(128, 1, false);
            if (lock == null) {
                return true;
            }
            lock.release();
            return false;
        } catch (IOException e) {
            return false;
        }
    }

    private static SQLiteDataSource dataSource(Path file) {
        SQLiteConfig config = new SQLiteConfig();
        config.setBusyTimeout(SqliteStore.BUSY_TIMEOUT_MILLIS);
        SQLiteDataSource source = new SQLiteDataSource(config);
        source.setUrl("jdbc:sqlite:" + file);
        return source;
    }
}
