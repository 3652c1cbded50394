package dev.mazziere.store;

import java.sql.Connection;
import java.sql.SQLException;

/**
 * Runs units of work in transactions on one database: the only thing the two stores do
 * differently at run time. A unit of work is committed when it returns and rolled back when
 * it throws; SQL failures come out as {@link StoreException}. Thread-safe.
 */
interface Transactor extends AutoCloseable {

    /** A unit of work on a connection inside a transaction; it must not commit or close. */
    @FunctionalInterface
    interface Work<T> {
        T run(Connection connection) throws SQLException;
    }

    /** A transaction that writes; writers to the same rows are serialized by the database. */
    <T> T write(String what, Work<T> work);

    /** A read-only transaction that sees one consistent state of the database. */
    <T> T read(String what, Work<T> work);

    @Override
    void close();
}
