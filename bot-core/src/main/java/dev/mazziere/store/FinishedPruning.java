package dev.mazziere.store;

import java.sql.SQLException;
import java.time.Instant;
import java.util.List;

/**
 * The SQL of the retention, one batch inside the caller's transaction: finished tables
 * closed before a date, whose match (if any) ended before it too, deleted with their
 * matches, moves, transcripts, match seats, messages, deadlines and seats. Leaderboards,
 * ratings, their history, profiles and feats stay: they hold no move and no transcript.
 */
final class FinishedPruning {

    /** Tables deleted per transaction, so tables in play are written in between. */
    static final int BATCH = 200;

    private FinishedPruning() {
    }

    /** Deletes up to {@value #BATCH} tables; returns how many. */
    static int batch(Tx tx, Instant before) throws SQLException {
        List<Long> ids = Sql.list(tx, """
                SELECT t.id FROM game_tables t
                 WHERE t.status = 'finished' AND t.updated_at < ?
                   AND NOT EXISTS (SELECT 1 FROM matches m
                                    WHERE m.table_id = t.id AND (m.finished_at IS NULL OR m.finished_at >= ?))
                 ORDER BY t.updated_at
                 LIMIT ?""", rs -> rs.getLong(1), before, before, BATCH);
        if (ids.isEmpty()) {
            return 0;
        }
        String in = "(" + Sql.marks(ids.size()) + ")";
        String matches = "(SELECT id FROM matches WHERE table_id IN " + in + ")";
        Object[] params = ids.toArray();
        for (String child : List.of("match_moves", "match_transcripts", "match_seats")) {
            Sql.update(tx, "DELETE FROM " + child + " WHERE match_id IN " + matches, params);
        }
        for (String child : List.of("matches", "table_messages", "table_deadlines", "table_seats")) {
            Sql.update(tx, "DELETE FROM " + child + " WHERE table_id IN " + in, params);
        }
        Sql.update(tx, "DELETE FROM game_tables WHERE id IN " + in, params);
        return ids.size();
    }
}
