package dev.mazziere.ai;

import java.util.Objects;

/**
 * How much a search player may think per decision, and how it scores a playout: the
 * {@code hard} level's budget, which a game may tune ({@link GameAi#searchBudget}) and
 * {@code bench} varies.
 *
 * @param iterations  iterations (or determinizations) per decision; 0 for no limit (then {@code millis} must be set)
 * @param millis      milliseconds per decision on {@code clock}; 0 for no limit
 * @param exploration the UCB1 constant (rewards lie in [0, 1])
 * @param playout     how playouts choose moves
 * @param rewardScale points of difference that count as a clear win of the hand
 * @param clock       what {@code millis} counts: the wall clock at a table, where a player waits for the
 *                    answer; the deciding thread's CPU time in {@code bench}, so that a loaded machine does
 *                    not weaken the player measured
 */
public record SearchBudget(int iterations, long millis, double exploration, Playout playout, double rewardScale,
                           Clock clock) {

    /** How playouts choose moves. */
    public enum Playout { HEURISTIC, RANDOM }

    /** What a budget's milliseconds count. */
    public enum Clock {
        /** The wall clock: what a player at the table waits. */
        WALL,
        /** The CPU time of the deciding thread: the work done, whatever else the machine runs. */
        THREAD_CPU;

        private static final java.lang.management.ThreadMXBean THREADS =
                java.lang.management.ManagementFactory.getThreadMXBean();

        /** Now on this clock, in nanoseconds from an arbitrary origin. */
        public long nanos() {
            return this == WALL ? System.nanoTime() : THREADS.getCurrentThreadCpuTime();
        }
    }

    /**
     * The {@code hard} level at a table: 300 iterations with heuristic playouts, and a
     * 250 ms safety stop that only a very loaded machine reaches.
     */
    public static final SearchBudget HARD = new SearchBudget(300, 250, 0.7, Playout.HEURISTIC, 3, Clock.WALL);

    /** A budget on the wall clock, as a table spends it. */
    public SearchBudget(int iterations, long millis, double exploration, Playout playout, double rewardScale) {
        this(iterations, millis, exploration, playout, rewardScale, Clock.WALL);
    }

    public SearchBudget {
        if (iterations < 0 || millis < 0 || (iterations == 0 && millis == 0)) {
            throw new IllegalArgumentException("a budget needs iterations or milliseconds");
        }
        Objects.requireNonNull(playout);
        Objects.requireNonNull(clock);
    }

    /** When a decision that starts now must stop, on {@link #clock}: {@link Long#MAX_VALUE} without {@code millis}. */
    public long deadline() {
        return millis > 0 ? clock.nanos() + millis * 1_000_000L : Long.MAX_VALUE;
    }

    /** True once {@code deadline} (from {@link #deadline()}) has passed. */
    public boolean past(long deadline) {
        return deadline != Long.MAX_VALUE && clock.nanos() >= deadline;
    }

    public SearchBudget withIterations(int n) {
        return new SearchBudget(n, millis, exploration, playout, rewardScale, clock);
    }

    public SearchBudget withMillis(long ms) {
        return new SearchBudget(iterations, ms, exploration, playout, rewardScale, clock);
    }

    public SearchBudget withPlayout(Playout p) {
        return new SearchBudget(iterations, millis, exploration, p, rewardScale, clock);
    }

    public SearchBudget withRewardScale(double scale) {
        return new SearchBudget(iterations, millis, exploration, playout, scale, clock);
    }

    public SearchBudget withClock(Clock c) {
        return new SearchBudget(iterations, millis, exploration, playout, rewardScale, c);
    }

    /**
     * This budget for a coach's review ({@link Coach}): {@code n} iterations and no time
     * limit, so that a review is repeatable, timed on the thread's CPU clock.
     */
    public SearchBudget forReview(int n) {
        return withIterations(n).withMillis(0).withClock(Clock.THREAD_CPU);
    }
}
