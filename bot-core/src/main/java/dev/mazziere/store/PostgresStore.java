package dev.mazziere.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.pool.HikariPool;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Clock;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The shared store: PostgreSQL through a HikariCP pool, for several bot instances on one
 * database. Writes run at READ COMMITTED (the conditional inserts and updates of
 * {@link JdbcStore} are race-safe there); reads run in a read-only REPEATABLE READ
 * transaction, so a table and its match are loaded from one snapshot.
 */
public final class PostgresStore extends JdbcStore {

    private static final Logger LOG = LoggerFactory.getLogger(PostgresStore.class);

    /** Enough for a bot's handful of concurrent tables; PostgreSQL's default limit is 100. */
    static final int POOL_SIZE = 8;

    private PostgresStore(Transactor tx, Clock clock) {
        super(tx, clock);
    }

    /**
     * Connects and migrates.
     *
     * @param url      a {@code jdbc:postgresql://} URL; a {@code password} parameter in it is
     *                 taken out and handed to the pool apart, so it is never logged
     * @param user     the user, or null to take the URL's
     * @param password the password, or null to take the URL's (or none)
     * @throws StoreException if the database cannot be reached or migrated
     */
    public static PostgresStore open(String url, String user, String password, Clock clock) {
        JdbcUrl parsed = JdbcUrl.parse(url);
        if (!parsed.isPostgres()) {
            throw new IllegalArgumentException("not a PostgreSQL URL: " + parsed.redacted());
        }
        HikariConfig config = new HikariConfig();
        config.setPoolName("mazziere-store");
        config.setJdbcUrl(parsed.withoutPassword());
        String effectiveUser = user != null ? user : parsed.parameter("user");
        if (effectiveUser != null) {
            config.setUsername(effectiveUser);
        }
        String effectivePassword = password != null ? password : parsed.parameter("password");
        if (effectivePassword != null) {
            config.setPassword(effectivePassword);
        }
        config.setMaximumPoolSize(POOL_SIZE);
        config.setMinimumIdle(1);
        config.setConnectionTimeout(10_000);
        HikariDataSource pool;
        try {
            pool = new HikariDataSource(config);
        } catch (HikariPool.PoolInitializationException e) {
            throw new StoreException("cannot connect to " + parsed.redacted() + ": " + rootMessage(e), e);
        }
        try {
            Migrations.apply(pool, "postgresql");
        } catch (RuntimeException e) {
            pool.close();
            throw e;
        }
        LOG.info("Store: PostgreSQL at {}", parsed.redacted());
        return new PostgresStore(new Pool(pool), clock);
    }

    private static String rootMessage(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null) {
            root = root.getCause();
        }
        return root.getMessage();
    }

    /** A pooled connection per transaction; the driver keeps each connection's prepared statements. */
    private record Pool(HikariDataSource pool) implements Transactor {

        @Override
        public <T> T write(String what, Work<T> work) {
            return run(what, false, Connection.TRANSACTION_READ_COMMITTED, work);
        }

        @Override
        public <T> T read(String what, Work<T> work) {
            return run(what, true, Connection.TRANSACTION_REPEATABLE_READ, work);
        }

        private <T> T run(String what, boolean readOnly, int isolation, Work<T> work) {
            // Hikari resets auto-commit, read-only and isolation when the connection returns.
            try (Connection c = pool.getConnection()) {
                c.setAutoCommit(false);
                c.setReadOnly(readOnly);
                c.setTransactionIsolation(isolation);
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
                throw new StoreException("cannot " + what + ": " + e.getMessage(), e);
            }
        }

        @Override
        public void close() {
            pool.close();
        }
    }
}
