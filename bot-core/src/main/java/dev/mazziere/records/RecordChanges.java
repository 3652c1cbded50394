package dev.mazziere.records;

import dev.mazziere.rating.RatingUpdate;
import java.util.List;
import java.util.Map;

/**
 * What recording one finished match changes: the ratings it moved (none when it is not
 * rated) and, for each player it counts for, their counters on its leaderboard after it.
 *
 * @param ratings  one update per rated player
 * @param counters each credited player's counters after the match, by user id
 */
public record RecordChanges(List<RatingUpdate> ratings, Map<String, Counters> counters) {

    public RecordChanges {
        ratings = List.copyOf(ratings);
        counters = Map.copyOf(counters);
    }
}
