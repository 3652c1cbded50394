/**
 * Persistence of tables and matches behind one interface, {@link dev.mazziere.store.Store}:
 * a SQLite file by default ({@link dev.mazziere.store.SqliteStore}), PostgreSQL when
 * several bot instances share the load ({@link dev.mazziere.store.PostgresStore});
 * {@link dev.mazziere.store.Stores} opens the right one from a JDBC URL.
 *
 * <p>A match is kept as game + options + seat count + seed and an append-only move log
 * whose sequence numbers are the optimistic lock: appending move {@code n} succeeds only
 * while the log holds exactly {@code n} moves. Values are non-null unless the Javadoc
 * says "or null". Every store is safe to use from many threads at once.
 */
package dev.mazziere.store;
