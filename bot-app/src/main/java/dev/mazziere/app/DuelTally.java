package dev.mazziere.app;

import dev.mazziere.game.MatchResult;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Keeps the record of one {@code bench duel}: A's matches won alone, shared and lost,
 * A against each other side, the match win rate with its Wilson interval, and the points
 * per hand of A and of the other sides, with the margin's 95% interval taken over the
 * matches (each match is one cluster of hands).
 */
final class DuelTally {

    private final boolean fewerBetter;
    private int matches;
    private int wins;
    private int draws;
    private int losses;
    private int pairWins;
    private int pairTies;
    private int pairLosses;
    private double scoreSum;
    private double pointsA;
    private double pointsB;
    private long hands;
    /** Per match: A's points minus the other sides' mean, and the hands played. */
    private final List<double[]> margins = new ArrayList<>();

    /** @param fewerBetter true when fewer points are better (Traversone, Ramino) */
    DuelTally(boolean fewerBetter) {
        this.fewerBetter = fewerBetter;
    }

    /**
     * Records one match. A against each other side: the winner beats a non-winner;
     * between two sides alike the better total (fewer points when fewer are better) wins.
     *
     * @param teamA     A's side
     * @param teamCount the number of sides
     * @param hands     the hands the match took
     */
    void add(MatchResult result, int teamA, int teamCount, int hands) {
        matches++;
        double score = 0;
        for (int t = 0; t < teamCount; t++) {
            if (t != teamA) {
                score += pairScore(result, teamA, t);
            }
        }
        scoreSum += score / (teamCount - 1);
        boolean won = result.winners().contains(teamA);
        if (won && result.winners().size() == 1) {
            wins++;
        } else if (won) {
            draws++;
        } else {
            losses++;
        }
        List<Integer> totals = result.totals();
        double others = 0;
        for (int t = 0; t < teamCount; t++) {
            others += t == teamA ? 0 : totals.get(t);
        }
        others /= teamCount - 1;
        int handCount = Math.max(1, hands);
        this.hands += handCount;
        pointsA += totals.get(teamA);
        pointsB += others;
        margins.add(new double[] {totals.get(teamA) - others, handCount});
    }

    private double pairScore(MatchResult result, int teamA, int t) {
        int cmp = Boolean.compare(result.winners().contains(teamA), result.winners().contains(t));
        if (cmp == 0) {
            cmp = Integer.compare(result.totals().get(teamA), result.totals().get(t)) * (fewerBetter ? -1 : 1);
        }
        if (cmp > 0) {
            pairWins++;
            return 1;
        }
        if (cmp == 0) {
            pairTies++;
            return 0.5;
        }
        pairLosses++;
        return 0;
    }

    /**
     * A's points per hand minus the other sides', and its 95% interval: the ratio of sums
     * over matches, with the matches' residuals for its standard error (delta method).
     */
    double[] margin() {
        double d = 0;
        double h = 0;
        for (double[] m : margins) {
            d += m[0];
            h += m[1];
        }
        double mean = d / h;
        if (margins.size() < 2) {
            return new double[] {mean, Double.NaN, Double.NaN};
        }
        double squares = 0;
        for (double[] m : margins) {
            double residual = m[0] - mean * m[1];
            squares += residual * residual;
        }
        int n = margins.size();
        double se = Math.sqrt(squares * n / (n - 1)) / h;
        double z = 1.959963984540054;
        return new double[] {mean, mean - z * se, mean + z * se};
    }

    /** Writes the record; {@code rotations} is how many seatings each deal was played in. */
    void print(PrintWriter out, int rotations, double seconds) {
        double rate = scoreSum / matches;
        double[] ci = BenchCommand.wilson(scoreSum, matches);
        out.printf(Locale.ROOT, "A alone won %d, shared the win %d, lost %d of %d matches (even strength: %.1f%% alone)%n",
                wins, draws, losses, matches, 100.0 / rotations);
        if (rotations > 2) {
            out.printf(Locale.ROOT, "A against each other side: %d wins, %d ties, %d losses%n",
                    pairWins, pairTies, pairLosses);
        }
        out.printf(Locale.ROOT, "A match win rate %.1f%% (ties count half), 95%% CI [%.1f%%, %.1f%%] (Wilson, n=%d; even strength 50%%)%n",
                100 * rate, 100 * ci[0], 100 * ci[1], matches);
        out.printf(Locale.ROOT, "mean points per hand: A %.2f, B %.2f (%s)%n",
                pointsA / hands, pointsB / hands, fewerBetter ? "fewer is better" : "more is better");
        double[] m = margin();
        out.printf(Locale.ROOT, "margin per hand A-B %+.3f, 95%% CI [%+.3f, %+.3f] (over %d matches)%n",
                m[0], m[1], m[2], matches);
        out.printf(Locale.ROOT, "%d hands in %.1f s%n", hands, seconds);
    }
}
