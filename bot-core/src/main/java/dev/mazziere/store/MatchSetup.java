package dev.mazziere.store;

import java.util.Map;
import java.util.Objects;

/**
 * What a match is made from, besides its moves: replaying the moves on
 * {@code Game.newMatch(options, seatCount, seed)} rebuilds it.
 *
 * @param options raw option values by name, defaults included, in the game's order
 */
public record MatchSetup(String game, Map<String, String> options, int seatCount, long seed) {

    public MatchSetup {
        Objects.requireNonNull(game, "game");
        options = Records.orderedCopy(options);
        if (seatCount < 1) {
            throw new IllegalArgumentException("seatCount " + seatCount);
        }
    }
}
