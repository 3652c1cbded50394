package dev.mazziere.rating;

import java.time.Instant;
import java.util.Objects;

/** One player's rating on one leaderboard before and after a rated match that ended at {@code at}. */
public record RatingUpdate(String player, String board, Instant at, Rating before, Rating after) {

    public RatingUpdate {
        Objects.requireNonNull(player, "player");
        Objects.requireNonNull(board, "board");
        Objects.requireNonNull(at, "at");
        Objects.requireNonNull(before, "before");
        Objects.requireNonNull(after, "after");
    }

    /** The change in display points this match made. */
    public int pointsChange() {
        return after.points() - before.points();
    }
}
