package dev.mazziere.ai;

import dev.mazziere.game.Options;

/** The one place that turns a level into a computer player for one seat. */
public final class Players {

    private Players() {
    }

    /**
     * A player of {@code level} for a match with {@code options}, deterministic for its seed:
     * {@code easy} is the heuristic part of the time ({@link SensiblePlayer}), {@code medium}
     * the heuristic, {@code hard} the game's search player with the game's budget.
     */
    public static Player of(Level level, GameAi ai, Options options, long seed) {
        return switch (level) {
            case EASY -> SensiblePlayer.easy(ai.heuristic(options, ~seed), seed);
            case MEDIUM -> ai.heuristic(options, seed);
            case HARD -> ai.searchPlayer(options, ai.searchBudget(options), seed);
        };
    }
}
