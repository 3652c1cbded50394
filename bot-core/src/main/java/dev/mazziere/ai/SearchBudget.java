package dev.mazziere.ai;

import java.util.Objects;

/**
 * How much a search player may think per decision, and how it scores a playout: the
 * {@code hard} level's budget, which a game may tune ({@link GameAi#searchBudget}) and
 * {@code bench} varies.
 *
 * @param iterations  iterations (or determinizations) per decision; 0 for no limit (then {@code millis} must be set)
 * @param millis      wall-clock milliseconds per decision; 0 for no limit
 * @param exploration the UCB1 constant (rewards lie in [0, 1])
 * @param playout     how playouts choose moves
 * @param rewardScale points of difference that count as a clear win of the hand
 */
public record SearchBudget(int iterations, long millis, double exploration, Playout playout, double rewardScale) {

    /** How playouts choose moves. */
    public enum Playout { HEURISTIC, RANDOM }

    /**
     * The {@code hard} level at a table: 300 iterations with heuristic playouts, and a
     * 250 ms safety stop that only a very loaded machine reaches.
     */
    public static final SearchBudget HARD = new SearchBudget(300, 250, 0.7, Playout.HEURISTIC, 3);

    public SearchBudget {
        if (iterations < 0 || millis < 0 || (iterations == 0 && millis == 0)) {
            throw new IllegalArgumentException("a budget needs iterations or milliseconds");
        }
        Objects.requireNonNull(playout);
    }

    public SearchBudget withIterations(int n) {
        return new SearchBudget(n, millis, exploration, playout, rewardScale);
    }

    public SearchBudget withMillis(long ms) {
        return new SearchBudget(iterations, ms, exploration, playout, rewardScale);
    }

    public SearchBudget withPlayout(Playout p) {
        return new SearchBudget(iterations, millis, exploration, p, rewardScale);
    }

    public SearchBudget withRewardScale(double scale) {
        return new SearchBudget(iterations, millis, exploration, playout, scale);
    }
}
