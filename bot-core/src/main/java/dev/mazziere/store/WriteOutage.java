package dev.mazziere.store;

import java.sql.SQLException;
import java.time.Duration;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Whether the database takes writes, as the last write found: a write that failed on the
 * database (a full disk, a read-only file, a server that is down) starts an outage, and
 * the next write that succeeds ends it. An outage is logged twice however many writes it
 * refuses, an error when it starts and a warning when it ends; the refusals in between at
 * debug level. Thread-safe.
 */
final class WriteOutage {

    /** While writes fail, how often {@link #probeDue()} lets a small write of the store's own see if they work again. */
    static final Duration PROBE_EVERY = Duration.ofSeconds(1);
    private static final Logger LOG = LoggerFactory.getLogger(WriteOutage.class);

    /** The database, for the log: "the SQLite file /data/mazziere.db". */
    private final String database;
    /** Why writes fail, or null while they work. */
    private String reason;
    private long since;
    private long refused;
    private long lastProbe;

    WriteOutage(String database) {
        this.database = database;
    }

    /** A write failed on the database with {@code e}. */
    synchronized void failed(SQLException e) {
        String why = Reasons.of(e);
        refused++;
        if (reason == null) {
            reason = why;
            since = System.nanoTime();
            lastProbe = since;
            LOG.error("{} refuses writes ({}): every change is answered that it cannot be saved, and readiness"
                    + " reports the store down, until a write works again", database, why);
        } else {
            reason = why;
            LOG.debug("{} still refuses writes: {}", database, why);
        }
    }

    /** A write went through: an outage, if any, is over. */
    synchronized void wrote() {
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

    /**
     * True, at most once per {@link #PROBE_EVERY}, while writes fail: time for a small
     * write to see whether they work again, so the outage ends with nobody playing.
     */
    synchronized boolean probeDue() {
        long now = System.nanoTime();
        if (reason == null || now - lastProbe < PROBE_EVERY.toNanos()) {
            return false;
        }
        lastProbe = now;
        return true;
    }
}
