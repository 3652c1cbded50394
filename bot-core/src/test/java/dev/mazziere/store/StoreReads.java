package dev.mazziere.store;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;

/**
 * Reads a test looks under the store with, which the bot itself never needs: a match row,
 * its move log. Over a plain connection to the store's database, through the store's own
 * row mappers.
 */
public final class StoreReads {

    private StoreReads() {
    }

    /** The match row with this id. */
    public static Optional<MatchRecord> match(Connection c, long matchId) throws SQLException {
        return Optional.ofNullable(Sql.first(c, "SELECT * FROM matches WHERE id = ?", TableLoader::matchRow, matchId));
    }

    /** The moves of a match from {@code fromSeq} on, in order. */
    public static List<MoveRecord> moves(Connection c, long matchId, int fromSeq) throws SQLException {
        return Sql.list(c, "SELECT * FROM match_moves WHERE match_id = ? AND seq >= ? ORDER BY seq",
                TableLoader::moveRow, matchId, fromSeq);
    }

    /** The moves of a match, in order, from the database at {@code jdbcUrl}. */
    public static List<MoveRecord> moves(String jdbcUrl, long matchId) throws SQLException {
        try (Connection c = DriverManager.getConnection(jdbcUrl)) {
            return moves(c, matchId, 0);
        }
    }
}
