package dev.mazziere.store;

import dev.mazziere.rating.RatingUpdate;
import dev.mazziere.records.GlobalBoard;
import java.sql.SQLException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;

/**
 * The global ranking as this store instance last read it, served again while the
 * database's global-ranking version (table {@code global_ranking_version}) is the one it was
 * read at. Every write that can change what {@code /stats global} shows bumps that version
 * in its own transaction, on any instance sharing the database: a match's ratings or names
 * when one of its players joined the ranking, a player joining or leaving it, a
 * {@code /deleteme}, a rebuild of the ratings. A read checks the version in the same
 * snapshot it would read the ranking in, so an answer is never older than the last write
 * committed before it: the cache saves the queries, never freshness. Thread-safe.
 */
final class GlobalRankingCache {

    /** A cached read's span runs to here: a later answer's span, which ends now, ends before it. */
    private static final Instant OPEN_END = Instant.parse("9999-01-01T00:00:00Z");

    /**
     * A read: the version it was taken at, what it asked, what it found (spans from
     * {@code from} on), and the latest update in it.
     */
    private record Read(long version, int limit, Instant from, List<GlobalBoard> boards, Instant latest) {
    }

    private volatile Read last;

    /** The global ranking ({@link RecordReads#globalRanking}), from the cache when nothing changed since. */
    List<GlobalBoard> read(Tx tx, int limit, Instant from, Instant to) throws SQLException {
        long version = Sql.first(tx, "SELECT version FROM global_ranking_version WHERE id = 1", rs -> rs.getLong(1));
        Read read = last;
        if (read == null || read.version() != version || read.limit() != limit || !read.from().equals(from)) {
            List<GlobalBoard> boards = RecordReads.globalRanking(tx, limit, from, OPEN_END);
            Instant latest = boards.stream().flatMap(b -> b.updates().stream()).map(RatingUpdate::at)
                    .max(Comparator.naturalOrder()).orElse(Instant.MIN);
            read = new Read(version, limit, from, boards, latest);
            last = read;
        }
        if (read.latest().isBefore(to)) {
            return read.boards();
        }
        // An update dated at or after `to` (another instance's clock ahead of this one's): the span read exactly.
        return RecordReads.globalRanking(tx, limit, from, to);
    }

    /** Marks every instance's cached global ranking stale, in the caller's write transaction (its last statement). */
    static void changed(Tx tx) throws SQLException {
        Sql.update(tx, "UPDATE global_ranking_version SET version = version + 1 WHERE id = 1");
    }

    /**
     * Marks the cached global rankings stale when one of {@code userIds} joined it: their
     * ratings or names just changed. A match of players who never joined locks no shared row.
     */
    static void changedFor(Tx tx, String platform, Collection<String> userIds) throws SQLException {
        if (userIds.isEmpty()) {
            return;
        }
        List<Object> params = new ArrayList<>(List.of(platform));
        params.addAll(userIds);
        Sql.update(tx, "UPDATE global_ranking_version SET version = version + 1 WHERE id = 1 AND EXISTS ("
                + "SELECT 1 FROM players WHERE platform = ? AND user_id IN (" + Sql.marks(userIds.size())
                + ") AND global_ranking = 1)", params.toArray());
    }
}
