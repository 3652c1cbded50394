package dev.mazziere.store;

import dev.mazziere.rating.RatingUpdate;
import dev.mazziere.records.Forgetting;
import dev.mazziere.records.GlobalBoard;
import dev.mazziere.records.PlayedMatch;
import dev.mazziere.records.PlayerProfile;
import dev.mazziere.records.PlayerRecords;
import dev.mazziere.records.Pseudonym;
import dev.mazziere.records.RatedPlayer;
import dev.mazziere.records.UnrecordedMatch;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

/**
 * Players' records in a JDBC store's database ({@link PlayerRecords}): each call one
 * transaction of the store's, writes through the store so that a failed one counts as an
 * outage like a table's. The SQL is in {@link RecordWrites}, {@link RecordReads},
 * {@link Forgetter}, {@link FinishedPruning} and {@link RatingRebuild}; the global ranking
 * is read through this instance's {@link GlobalRankingCache}.
 */
final class StoreRecords implements PlayerRecords {

    private final JdbcStore store;
    private final GlobalRankingCache global = new GlobalRankingCache();

    StoreRecords(JdbcStore store) {
        this.store = store;
    }

    @Override
    public boolean record(PlayedMatch match) {
        return store.write("record a match", c -> RecordWrites.record(c, match, store.now()));
    }

    @Override
    public List<UnrecordedMatch> unrecorded(int limit) {
        return store.transactor().read("list unrecorded matches", c -> RecordReads.unrecorded(c, limit));
    }

    @Override
    public void skip(long matchId) {
        store.write("skip a match", c -> RecordWrites.mark(c, matchId, null, store.now()));
    }

    @Override
    public List<RatedPlayer> chatRatings(String platform, String chatId, String board) {
        return store.transactor().read("read a chat's ratings", c -> RecordReads.chatRatings(c, platform, chatId, board));
    }

    @Override
    public List<RatingUpdate> chatHistory(String platform, String chatId, String board, Instant from, Instant to) {
        return store.transactor().read("read a chat's rating history",
                c -> RecordReads.chatHistory(c, platform, chatId, board, from, to));
    }

    @Override
    public List<GlobalBoard> globalRanking(int limit, Instant from, Instant to) {
        return store.transactor().read("read the global ranking", c -> global.read(c, limit, from, to));
    }

    @Override
    public Optional<PlayerProfile> profile(String platform, String userId, Instant historyFrom) {
        return store.transactor().read("read a profile",
                c -> Optional.ofNullable(RecordReads.profile(c, platform, userId, historyFrom)));
    }

    @Override
    public void setGlobalRanking(String platform, String userId, String name, boolean join) {
        store.write("set the global ranking", c -> {
            Sql.update(c, """
                    INSERT INTO players (platform, user_id, display_name, global_ranking, seen_at) VALUES (?, ?, ?, ?, ?)
                    ON CONFLICT (platform, user_id) DO UPDATE SET global_ranking = excluded.global_ranking""",
                    platform, userId, name, join ? 1 : 0, store.now());
            Sql.update(c, "UPDATE player_ratings SET global_ranking = ? WHERE platform = ? AND user_id = ?",
                    join ? 1 : 0, platform, userId);
            GlobalRankingCache.changed(c);
            return null;
        });
    }

    @Override
    public Forgetting forget(String platform, String userId) {
        return store.write("forget a player", c -> Forgetter.forget(c, platform, userId, Pseudonym.draw()));
    }

    @Override
    public int pruneFinished(Instant before) {
        int total = 0;
        while (true) {
            int pruned = store.write("prune finished tables", c -> FinishedPruning.batch(c, before));
            total += pruned;
            if (pruned < FinishedPruning.BATCH) {
                return total;
            }
        }
    }

    @Override
    public Rebuilt rebuildRatings() {
        return store.write("rebuild the ratings", c -> RatingRebuild.run(c, store.now()));
    }
}
