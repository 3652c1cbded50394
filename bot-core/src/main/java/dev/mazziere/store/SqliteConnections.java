package dev.mazziere.store;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.locks.ReentrantLock;
import javax.sql.DataSource;

/**
 * The transactions of one SQLite file: one writer connection, taken one transaction at a
 * time ({@code BEGIN IMMEDIATE} takes the file's write lock up front), and a few reader
 * connections beside it, which in WAL mode read a consistent snapshot without waiting for
 * the writer. Every connection keeps its statements prepared ({@link Tx#cached}).
 * Thread-safe.
 */
final class SqliteConnections implements Transactor {

    /** Readers beside the writer: enough for the handler threads of a small machine. */
    static final int READERS = 3;

    /** A connection with its statements. */
    private record Link(Connection connection, Tx.Cached statements) {

        static Link open(DataSource source) throws SQLException {
            Connection c = source.getConnection();
            return new Link(c, Tx.cached(c));
        }

        <T> T run(String begin, Work<T> work) throws SQLException {
            statements.prepare(begin).execute();
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
    private final List<Link> all = new ArrayList<>();
    private volatile boolean closed;

    SqliteConnections(DataSource source) throws SQLException {
        writer = Link.open(source);
        all.add(writer);
        readers = new ArrayBlockingQueue<>(READERS);
        try {
            for (int i = 0; i < READERS; i++) {
                Link reader = Link.open(source);
                all.add(reader);
                readers.add(reader);
            }
        } catch (SQLException e) {
            close();
            throw e;
        }
    }

    @Override
    public <T> T write(String what, Work<T> work) {
        writing.lock();
        try {
            checkOpen();
            return writer.run("BEGIN IMMEDIATE", work);
        } catch (SQLException e) {
            throw new StoreException("cannot " + what + ": " + e.getMessage(), e);
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
