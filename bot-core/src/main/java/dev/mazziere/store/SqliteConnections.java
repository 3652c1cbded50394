package dev.mazziere.store;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;
import javax.sql.DataSource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The transactions of one SQLite file: one writer connection, taken one transaction at a
 * time ({@code BEGIN IMMEDIATE} takes the file's write lock up front); a few reader
 * connections beside it, which in WAL mode read a consistent snapshot without waiting for
 * the writer; and a checkpointer, which copies the log into the database file mostly off
 * the writer's path. Every connection keeps its statements prepared ({@link Tx#cached}).
 * Thread-safe.
 */
final class SqliteConnections implements Transactor {

    /** Readers beside the writer: enough for the handler threads of a small machine. */
    static final int READERS = 3;
    /** How often the log is copied into the database file. */
    static final Duration CHECKPOINT_EVERY = Duration.ofMillis(200);
    private static final Logger LOG = LoggerFactory.getLogger(SqliteConnections.class);

    /** A connection with its statements. */
    private record Link(Connection connection, Tx.Cached statements) {

        static Link open(DataSource source) throws SQLException {
            Connection c = source.getConnection();
            return new Link(c, Tx.cached(c));
        }

        <T> T run(String begin, Work<T> work) throws SQLException {
            try {
                statements.prepare(begin).execute();
            } catch (SQLException e) {
                statements.forget();
                throw e;
            }
            try {
                T result = work.run(statements);
                statements.prepare("COMMIT").execute();
                return result;
            } catch (SQLException | RuntimeException | Error e) {
                try {
                    statements.prepare("ROLLBACK").execute();
                } catch (SQLException r) {
                    e.addSuppressed(r);
                }
                if (e instanceof SQLException) {
                    statements.forget();
                }
                throw e;
            }
        }

        void close() throws SQLException {
            try {
                statements.release();
            } finally {
                connection.close();
            }
        }
    }

    private final Link writer;
    private final ReentrantLock writing = new ReentrantLock();
    private final BlockingQueue<Link> readers;
    private final Link checkpointer;
    private final ScheduledExecutorService checkpoints = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "mazziere-sqlite-checkpoint");
        t.setDaemon(true);
        return t;
    });
    private final List<Link> all = new ArrayList<>();
    /** Writes committed so far, and as many as the last checkpoint had seen: an idle store is not checkpointed. */
    private final AtomicLong committed = new AtomicLong();
    private long checkpointed;
    private volatile boolean closed;
    private final WriteOutage outage;

    /** @param database the file, for the log: "the SQLite file /data/mazziere.db" */
    SqliteConnections(DataSource source, String database) throws SQLException {
        outage = new WriteOutage(database);
        writer = Link.open(source);
        all.add(writer);
        readers = new ArrayBlockingQueue<>(READERS);
        try {
            for (int i = 0; i < READERS; i++) {
                Link reader = Link.open(source);
                all.add(reader);
                readers.add(reader);
            }
            checkpointer = Link.open(source);
            all.add(checkpointer);
        } catch (SQLException e) {
            close();
            throw e;
        }
        checkpoints.scheduleWithFixedDelay(this::checkpoint, CHECKPOINT_EVERY.toMillis(), CHECKPOINT_EVERY.toMillis(),
                TimeUnit.MILLISECONDS);
    }

    /**
     * Copies the write-ahead log into the database file beside the writer: a passive
     * checkpoint waits for nobody, and its disk syncs are this thread's. The writer still
     * checkpoints when the log reaches SQLite's 1,000 pages (which lets the next write
     * start the log afresh), but finds little left to copy or sync, so no commit stalls on
     * the disk for long (with {@code synchronous=NORMAL} in WAL mode a commit itself does
     * not sync).
     */
    private void checkpoint() {
        long seen = committed.get();
        if (closed || seen == checkpointed) {
            return;
        }
        checkpointed = seen;
        try {
            try (var rs = checkpointer.statements().prepare("PRAGMA wal_checkpoint(PASSIVE)").executeQuery()) {
                rs.next();
            }
        } catch (SQLException | RuntimeException e) {
            checkpointer.statements().forget();
            LOG.warn("SQLite checkpoint failed, trying again in {} ms: {}", CHECKPOINT_EVERY.toMillis(), e.getMessage());
        }
    }

    @Override
    public <T> T write(String what, Work<T> work) {
        writing.lock();
        try {
            checkOpen();
            T result = writer.run("BEGIN IMMEDIATE", work);
            committed.incrementAndGet();
            return result;
        } catch (SQLException e) {
            outage.failed(e);
            throw new StoreException("cannot " + what + ": " + e.getMessage(), e);
        } finally {
            writing.unlock();
        }
    }

    @Override
    public WriteOutage outage() {
        return outage;
    }

    /**
     * Runs a pragma on the writer connection, outside any transaction and unseen by
     * {@link #outage()}, and returns its value: for tests in this package, e.g.
     * {@code max_page_count}, the size a full disk allows.
     */
    long writerPragma(String pragma) throws SQLException {
        writing.lock();
        try (var st = writer.connection().createStatement(); var rs = st.executeQuery("PRAGMA " + pragma)) {
            return rs.next() ? rs.getLong(1) : 0;
        } finally {
            writing.unlock();
        }
    }

    @Override
    public <T> T read(String what, Work<T> work) {
        Link reader;
        try {
            reader = readers.take();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new StoreException("interrupted while waiting to " + what, e);
        }
        try {
            checkOpen();
            return reader.run("BEGIN", work);
        } catch (SQLException e) {
            throw new StoreException("cannot " + what + ": " + e.getMessage(), e);
        } finally {
            readers.add(reader);
        }
    }

    @Override
    public <T> T query(String what, Work<T> work) {
        // SQLite runs a statement outside a transaction in one of its own: a plain read is as consistent.
        return read(what, work);
    }

    private void checkOpen() {
        if (closed) {
            throw new StoreException("the store is closed");
        }
    }

    @Override
    public void close() {
        writing.lock();
        try {
            if (closed) {
                return;
            }
            closed = true;
            checkpoints.shutdown();
            try {
                checkpoints.awaitTermination(5, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            SQLException first = null;
            for (Link link : all) {
                try {
                    link.close();
                } catch (SQLException e) {
                    first = first == null ? e : first;
                }
            }
            if (first != null) {
                throw new StoreException("cannot close the SQLite store: " + first.getMessage(), first);
            }
        } finally {
            writing.unlock();
        }
    }
}
