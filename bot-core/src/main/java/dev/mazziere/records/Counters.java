package dev.mazziere.records;

/**
 * A player's profile counters on one leaderboard: matches that counted for them (the
 * fair-credit rule, against people or the computer), wins, the run of wins going on and
 * the longest one.
 */
public record Counters(int matches, int wins, int streak, int bestStreak) {

    /** Nothing played yet. */
    public static final Counters NONE = new Counters(0, 0, 0, 0);

    public Counters {
        if (matches < 0 || wins < 0 || wins > matches || streak < 0 || streak > bestStreak || bestStreak > wins) {
            throw new IllegalArgumentException("counters " + matches + "/" + wins + "/" + streak + "/" + bestStreak);
        }
    }

    /** The counters after one more match, won or not: a loss (or a draw) ends the run of wins. */
    public Counters after(boolean won) {
        int run = won ? streak + 1 : 0;
        return new Counters(matches + 1, wins + (won ? 1 : 0), run, Math.max(bestStreak, run));
    }
}
