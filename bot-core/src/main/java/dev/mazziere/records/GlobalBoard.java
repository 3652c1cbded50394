package dev.mazziere.records;

import dev.mazziere.rating.RatingUpdate;
import java.util.List;
import java.util.Objects;

/**
 * One leaderboard of the global ranking as one read of the store found it: its best
 * players among those who joined the global ranking, best first, and each one's first and
 * last rating update on it in the span asked for (one when they played once: what their
 * change in the span needs), in the order they ended ({@link PlayerRecords#globalRanking}).
 */
public record GlobalBoard(String board, List<RatedPlayer> top, List<RatingUpdate> updates) {

    public GlobalBoard {
        Objects.requireNonNull(board, "board");
        top = List.copyOf(top);
        updates = List.copyOf(updates);
    }
}
