package dev.mazziere.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Duration;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The shared store: PostgreSQL through a HikariCP pool, for several bot instances on one
 * database. Writes run at READ COMMITTED (the conditional inserts and updates of
 * {@link JdbcStore} are race-safe there); loads run in a read-only REPEATABLE READ
 * transaction, so a table and its match are loaded from one snapshot; the freshness check
 * is one statement, run outside a transaction.
 */
public final class PostgresStore extends JdbcStore {

    private static final Logger LOG = LoggerFactory.getLogger(PostgresStore.class);

    /** Enough for a bot's handful of concurrent tables; PostgreSQL's default limit is 100. */
    static final int POOL_SIZE = 8;
    /**
     * How long a call waits for a connection: a press while the database is down is
     * answered that the table cannot be saved within this (plus the answer's own time).
     */
    static final Duration CONNECTION_TIMEOUT = Duration.ofMillis(1_200);

    private PostgresStore(Transactor tx, Clock clock) {
        super(tx, clock);
    }

    /**
     * Connects and migrates.
     *
     * @param url      a {@code jdbc:postgresql://} URL; credentials in it (a user part
     *                 {@code //user:secret@host}, a {@code password} parameter) are taken out and
     *                 handed to the pool apart, so they are never logged
     * @param user     the user, or null to take the URL's
     * @param password the password, or null to take the URL's (or none)
     * @throws StoreException if the database cannot be reached or migrated; its message
     *                        shows no password
     */
    public static PostgresStore open(String url, String user, String password, Clock clock) {
        JdbcUrl parsed = JdbcUrl.parse(url);
        if (!parsed.isPostgres()) {
            throw new IllegalArgumentException("not a PostgreSQL URL: " + parsed.redacted());
        }
        HikariConfig config = new HikariConfig();
        config.setPoolName("mazziere-store");
        config.setJdbcUrl(parsed.withoutCredentials());
        String effectiveUser = user != null ? user : parsed.user();
        if (effectiveUser != null) {
            config.setUsername(effectiveUser);
        }
        String effectivePassword = password != null ? password : parsed.password();
        if (effectivePassword != null) {
            config.setPassword(effectivePassword);
        }
        config.setMaximumPoolSize(POOL_SIZE);
        config.setTransactionIsolation("TRANSACTION_READ_COMMITTED");
        config.setMinimumIdle(1);
        // A database that is down is answered for within CONNECTION_TIMEOUT ("cannot be saved"); the pool goes on
        // trying to reconnect in the background, and the table layer retries what it must do later.
        config.setConnectionTimeout(CONNECTION_TIMEOUT.toMillis());
        config.setValidationTimeout(CONNECTION_TIMEOUT.toMillis() / 2);
        HikariDataSource pool;
        try {
            pool = new HikariDataSource(config);
        } catch (RuntimeException e) {
            throw failure("cannot connect to " + parsed.redacted(), e, parsed, effectivePassword);
        }
        try {
            Migrations.apply(pool, "postgresql");
        } catch (RuntimeException e) {
            pool.close();
            throw failure("cannot prepare the database at " + parsed.redacted(), e, parsed, effectivePassword);
        }
        LOG.info("Store: PostgreSQL at {}", parsed.redacted());
        return new PostgresStore(new Pool(pool, new WriteOutage("PostgreSQL at " + parsed.redacted())), clock);
    }

    /** A one-line store error, scrubbed of every secret; the cause stays attached for a debug log. */
    private static StoreException failure(String what, Exception e, JdbcUrl url, String password) {
        String reason = url.scrub(Reasons.of(e));
        if (password != null && !password.isEmpty()) {
            reason = reason.replace(password, JdbcUrl.MASK);
        }
        return new StoreException(what + ": " + reason, new Scrubbed(e));
    }

    /**
     * Stands for a cause whose messages may hold a secret: it keeps the class names and the
     * stack trace for a debug log, never the text.
     */
    static final class Scrubbed extends Exception {
        Scrubbed(Throwable cause) {
            super(cause.getClass().getName() + " (message withheld: it may show a password)",
                    cause.getCause() == null ? null : new Scrubbed(cause.getCause()), false, true);
            setStackTrace(cause.getStackTrace());
        }
    }

    /** A pooled connection per transaction; the driver keeps each connection's prepared statements. */
    private record Pool(HikariDataSource pool, WriteOutage outage) implements Transactor {

        @Override
        public <T> T write(String what, Work<T> work) {
            // The pool's connections read committed already: nothing to set but the transaction.
            return run(what, false, work);
        }

        @Override
        public <T> T read(String what, Work<T> work) {
            return run(what, true, work);
        }

        @Override
        public <T> T query(String what, Work<T> work) {
            try (Connection c = pool.getConnection(); Tx tx = Tx.plain(c)) {
                return work.run(tx);
            } catch (SQLException e) {
                throw new StoreException("cannot " + what + ": " + e.getMessage(), e);
            }
        }

        private <T> T run(String what, boolean snapshot, Work<T> work) {
            // Hikari resets auto-commit, read-only and isolation when the connection returns.
            try (Connection c = pool.getConnection()) {
                c.setAutoCommit(false);
                if (snapshot) {
                    c.setReadOnly(true);
                    c.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
                }
                try (Tx tx = Tx.plain(c)) {
                    T result = work.run(tx);
                    c.commit();
                    return result;
                } catch (SQLException | RuntimeException | Error e) {
                    try {
                        c.rollback();
                    } catch (SQLException r) {
                        e.addSuppressed(r);
                    }
                    throw e;
                }
            } catch (SQLException e) {
                if (!snapshot) {
                    outage.failed(e);
                }
                throw new StoreException("cannot " + what + ": " + e.getMessage(), e);
            }
        }

        @Override
        public void close() {
            pool.close();
        }
    }
}
