package dev.mazziere.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Objects;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Whether the SQLite file the store opened is still the one at its path. Deleted, or
 * replaced by another file (its identity, the file system's key of it, changed), it is a
 * file nobody will open again: the store goes on writing to it, but the tables are gone
 * after a restart. Looked at (a stat of the path, a few microseconds) after each write
 * and at each readiness check; logged once. Thread-safe.
 */
final class SqliteFile {

    private static final Logger LOG = LoggerFactory.getLogger(SqliteFile.class);

    private final Path path;
    /** The file's identity when opened: its key (device and inode on Unix), else its creation time. */
    private final Object identity;
    /** What happened to the file, once noticed; it stays so. */
    private String lost;

    private SqliteFile(Path path, Object identity) {
        this.path = path;
        this.identity = identity;
    }

    /** The file at {@code path} as it is now, just opened. */
    static SqliteFile opened(Path path) throws IOException {
        return new SqliteFile(path, identity(path));
    }

    private static Object identity(Path path) throws IOException {
        BasicFileAttributes a = Files.readAttributes(path, BasicFileAttributes.class);
        return a.fileKey() != null ? a.fileKey() : a.creationTime();
    }

    /** Why the file the store writes is not the one at its path any more, or empty while it is. */
    synchronized Optional<String> lost() {
        if (lost == null) {
            lost = look();
            if (lost != null) {
                LOG.error("{}: the bot goes on writing to the file it opened, which nobody will open again, so the"
                        + " tables are lost at the next restart; put the database back from a backup, then restart"
                        + " the bot", lost);
            }
        }
        return Optional.ofNullable(lost);
    }

    private String look() {
        try {
            return Objects.equals(identity, identity(path)) ? null
                    : "the SQLite file " + path + " was replaced by another file while the bot ran";
        } catch (NoSuchFileException e) {
            return "the SQLite file " + path + " was deleted while the bot ran";
        } catch (IOException e) {
            return null; // cannot tell: the next check may
        }
    }
}
