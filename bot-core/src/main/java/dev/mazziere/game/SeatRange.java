package dev.mazziere.game;

import java.util.List;

/** How many seats a game takes, inclusive. */
public record SeatRange(int min, int max) {

    public SeatRange {
        if (min < 1 || max < min) {
            throw new IllegalArgumentException("bad seat range " + min + ".." + max);
        }
    }

    public boolean contains(int seats) {
        return seats >= min && seats <= max;
    }

    /** Throws a {@link SetupException} naming the allowed counts when {@code seats} is out of range. */
    public void check(String gameId, int seats) {
        if (!contains(seats)) {
            String allowed = min == max ? Integer.toString(min) : min + "-" + max;
            throw new SetupException("seats.outOfRange", List.of(gameId, Integer.toString(seats), allowed),
                    gameId + " is played by " + allowed + " players, not " + seats);
        }
    }
}
