package dev.mazziere.store;

import java.sql.SQLException;
import java.time.Duration;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Whether the database takes writes: a write that failed on the database (a full disk, a
 * read-only file, a server that is down) starts an outage, and only a probe that needs
 * room ends it ({@link JdbcStore#trouble()}), not any small write that happened to fit:
 * a disk that is full but for a few pages would otherwise start and end an outage at
 * every other write. An outage is logged twice however many writes it refuses, an error
 * when it starts and a warning when it ends; the refusals in between at debug level.
 * Thread-safe.
 */
final class WriteOutage {

    private static final Logger LOG = LoggerFactory.getLogger(WriteOutage.class);

    /** The database, for the log: "the SQLite file /data/mazziere.db". */
    private final String database;
    /** Why writes fail, or null while they work. */
    private String reason;
    private long since;
    private long refused;

    WriteOutage(String database) {
        this.database = database;
    }

    /** A write failed on the database with {@code e}. */
    synchronized void failed(SQLException e) {
        String why = Reasons.of(e);
        refused++;
        if (reason == null) {
            since = System.nanoTime();
            LOG.error("{} refuses writes ({}): every change is answered that it cannot be saved, and readiness"
                    + " reports the store down, until it takes them again", database, why);
        } else {
            LOG.debug("{} still refuses writes: {}", database, why);
        }
        reason = why;
    }

    /** True while an outage goes on: time to probe after each write that goes through. */
    synchronized boolean ongoing() {
        return reason != null;
    }

    /** A probe that needs room went through: the outage, if any, is over. */
    synchronized void probed() {
        if (reason == null) {
            return;
        }
        LOG.warn("{} takes writes again, after {} s and {} refused writes", database,
                Duration.ofNanos(System.nanoTime() - since).toSeconds(), refused);
        reason = null;
        refused = 0;
    }

    /** Why writes fail, or empty while they work. */
    synchronized Optional<String> reason() {
        return Optional.ofNullable(reason).map(r -> database + " refuses writes: " + r);
    }
}
