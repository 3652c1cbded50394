package dev.mazziere.games.scopa;

/**
 * The chance that a two-sided hand of Scopa ends the match, for one side or the other,
 * from the points each side has made in it so far and the chances of the points still
 * open (the settebello, carte, denari, primiera, a sweep): each open point is taken to
 * go its own way, and every split of them is added up against the match's rule (at or
 * over the target, the highest side wins alone; equal highest play on).
 *
 * <p>The search's exact leaves count a hand that ends the match as {@link ScopaSolver#MATCH}
 * points more or less; with these odds its estimated leaves count the same, by chance,
 * so that the early deals of a deciding hand are played for the match too.
 */
final class MatchOdds {

    /** More open points than a hand has (the settebello, re bello, carte, denari, primiera, a sweep). */
    private static final int MAX_POINTS = 8;

    private final double[] onlyFirst = new double[MAX_POINTS];
    private final double[] onlySecond = new double[MAX_POINTS];
    private final double[] both = new double[MAX_POINTS];
    private int open;
    /** Scratch: {@code split[a][b]}, the chance that the points open so far go a to the first side and b to the second. */
    private final double[][] split = new double[MAX_POINTS + 1][MAX_POINTS + 1];
    private final double[][] next = new double[MAX_POINTS + 1][MAX_POINTS + 1];

    /** Forgets the open points, for a new estimate. */
    void clear() {
        open = 0;
    }

    /**
     * One point still open: the first side takes it with {@code first}, the second with
     * {@code second}; when the two add up to more than one, each takes it on a tie (ties
     * counted to each side), with the excess as that chance; what is left goes to nobody.
     */
    void add(double first, double second) {
        if (open == MAX_POINTS) {
            throw new IllegalStateException("more than " + MAX_POINTS + " open points in a hand");
        }
        double shared = Math.max(0, first + second - 1);
        onlyFirst[open] = first - shared;
        onlySecond[open] = second - shared;
        both[open] = shared;
        open++;
    }

    /**
     * The chance that the hand ends the match won by side {@code root}, minus the chance
     * that it ends the match won by the other side.
     *
     * @param made   the points each side has for certain in this hand
     * @param totals each side's total before the hand
     */
    double swing(int root, int[] made, int[] totals, int target) {
        int first = totals[0] + made[0];
        int second = totals[1] + made[1];
        if (first + open < target && second + open < target) {
            return 0;
        }
        spread();
        double firstWins = 0;
        double secondWins = 0;
        for (int a = 0; a <= open; a++) {
            for (int b = 0; b <= open; b++) {
                double chance = split[a][b];
                int x = first + a;
                int y = second + b;
                if (chance == 0 || Math.max(x, y) < target || x == y) {
                    continue;
                }
                if (x > y) {
                    firstWins += chance;
                } else {
                    secondWins += chance;
                }
            }
        }
        return root == 0 ? firstWins - secondWins : secondWins - firstWins;
    }

    /** Fills {@link #split} with the chance of each split of the open points, point by point. */
    private void spread() {
        for (int a = 0; a <= open; a++) {
            java.util.Arrays.fill(split[a], 0, open + 1, 0);
        }
        split[0][0] = 1;
        for (int i = 0; i < open; i++) {
            double none = 1 - onlyFirst[i] - onlySecond[i] - both[i];
            for (int a = 0; a <= i + 1; a++) {
                java.util.Arrays.fill(next[a], 0, i + 2, 0);
            }
            for (int a = 0; a <= i; a++) {
                for (int b = 0; b <= i; b++) {
                    double c = split[a][b];
                    if (c == 0) {
                        continue;
                    }
                    next[a][b] += c * none;
                    next[a + 1][b] += c * onlyFirst[i];
                    next[a][b + 1] += c * onlySecond[i];
                    next[a + 1][b + 1] += c * both[i];
                }
            }
            for (int a = 0; a <= i + 1; a++) {
                System.arraycopy(next[a], 0, split[a], 0, i + 2);
            }
        }
    }
}
