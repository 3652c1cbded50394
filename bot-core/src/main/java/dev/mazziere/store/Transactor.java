package dev.mazziere.store;

import java.sql.SQLException;

/**
 * Runs units of work in transactions on one database: the only thing the two stores do
 * differently at run time. A unit of work is committed when it returns and rolled back when
 * it throws; SQL failures come out as {@link StoreException}, a {@link Rollback} as itself.
 * Thread-safe.
 */
interface Transactor extends AutoCloseable {

    /** A unit of work on a transaction's statements; it must not commit or close. */
    @FunctionalInterface
    interface Work<T> {
        T run(Tx tx) throws SQLException;
    }

    /** Thrown by a unit of work to undo what it wrote and hand {@code outcome} to its caller. */
    final class Rollback extends RuntimeException {
        private final transient Object outcome;

        Rollback(Object outcome) {
            super(null, null, false, false);
            this.outcome = outcome;
        }

        Object outcome() {
            return outcome;
        }
    }

    /** A transaction that writes; writers to the same rows are serialized by the database. */
    <T> T write(String what, Work<T> work);

    /** A read-only transaction that sees one consistent state of the database. */
    <T> T read(String what, Work<T> work);

    /**
     * A read of one statement, outside any transaction: the statement sees one consistent
     * state by itself, and no round trip is spent beginning and ending a transaction.
     */
    <T> T query(String what, Work<T> work);

    /** Whether writes work: each write that fails on the database, or goes through, tells it. */
    WriteOutage outage();

    @Override
    void close();
}
