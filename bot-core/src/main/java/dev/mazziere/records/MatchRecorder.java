package dev.mazziere.records;

import dev.mazziere.rating.Rater;
import dev.mazziere.rating.Rating;
import dev.mazziere.rating.RatingUpdate;
import java.time.Instant;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Decides what a finished match changes in its players' records: the ratings of a rated
 * match ({@link dev.mazziere.rating.RatedMatch#rated()}: no seat taken over, two sides with
 * a player), and the profile counters of every player it counts for, rated or not (a game
 * against the computer counts in a profile, never in a rating). The store reads the
 * records before, calls this, and writes what it returns, in one transaction. Stateless
 * and thread-safe.
 */
public final class MatchRecorder {

    private final Rater rater = new Rater();

    /**
     * The changes {@code match}, ended at {@code at}, makes.
     *
     * @param ratings  each credited player's rating on the match's board before it (a newcomer's
     *                 when they have none)
     * @param counters each credited player's counters on the match's board before it
     */
    public RecordChanges changes(PlayedMatch match, Instant at, Function<String, Rating> ratings,
            Function<String, Counters> counters) {
        List<RatingUpdate> updates = rater.rate(match.rated(at), ratings);
        Map<String, Counters> after = new HashMap<>();
        for (PlayedSeat s : match.credited()) {
            after.put(s.userId(), counters.apply(s.userId()).after(s.won()));
        }
        return new RecordChanges(updates, after);
    }
}
