package dev.mazziere.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The statements of one transaction: each SQL text prepared once, and reused for as long
 * as its connection lives ({@link #cached}), or for the transaction only ({@link #plain},
 * where the driver keeps prepared statements itself, as PostgreSQL's does). Callers bind
 * and execute the statements it gives and close only their result sets. Not thread-safe:
 * one transaction on one thread.
 */
abstract sealed class Tx implements AutoCloseable {

    /** The statement for {@code sql}, its parameters cleared; it stays the transaction's to close. */
    abstract PreparedStatement prepare(String sql) throws SQLException;

    /** Statements kept per connection across transactions: the connection's own cache. */
    static Cached cached(Connection connection) {
        return new Cached(connection);
    }

    /** Statements prepared for one transaction and closed with it. */
    static Tx plain(Connection connection) {
        return new Plain(connection);
    }

    /** Ends the transaction's use of its statements. */
    @Override
    public abstract void close() throws SQLException;

    /** One connection's statements, prepared on first use and reused until {@link #release}. */
    static final class Cached extends Tx {
        private final Connection connection;
        private final Map<String, PreparedStatement> statements = new HashMap<>();

        private Cached(Connection connection) {
            this.connection = connection;
        }

        @Override
        PreparedStatement prepare(String sql) throws SQLException {
            PreparedStatement ps = statements.get(sql);
            if (ps == null) {
                ps = connection.prepareStatement(sql);
                statements.put(sql, ps);
            } else {
                ps.clearParameters();
            }
            return ps;
        }

        /** Kept for the next transaction on the connection. */
        @Override
        public void close() {
        }

        /**
         * Closes every statement, so the next transaction prepares them anew: after a
         * failure. sqlite-jdbc finalizes a statement whose execution failed (a full disk, a
         * trigger's abort) without marking it closed, and reusing it fails every later
         * transaction on the connection ("statement is not executing").
         */
        void forget() {
            try {
                release();
            } catch (SQLException e) {
                // a statement that cannot even close is gone all the same
            }
        }

        /** Closes every statement, before the connection closes. */
        void release() throws SQLException {
            SQLException first = null;
            for (PreparedStatement ps : statements.values()) {
                try {
                    ps.close();
                } catch (SQLException e) {
                    first = first == null ? e : first;
                }
            }
            statements.clear();
            if (first != null) {
                throw first;
            }
        }
    }

    private static final class Plain extends Tx {
        private final Connection connection;
        private final List<PreparedStatement> opened = new ArrayList<>();

        private Plain(Connection connection) {
            this.connection = connection;
        }

        @Override
        PreparedStatement prepare(String sql) throws SQLException {
            PreparedStatement ps = connection.prepareStatement(sql);
            opened.add(ps);
            return ps;
        }

        @Override
        public void close() throws SQLException {
            SQLException first = null;
            for (PreparedStatement ps : opened) {
                try {
                    ps.close();
                } catch (SQLException e) {
                    first = first == null ? e : first;
                }
            }
            opened.clear();
            if (first != null) {
                throw first;
            }
        }
    }
}
