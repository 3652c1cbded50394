package dev.mazziere.games.scopa;

import java.util.HashMap;
import java.util.Map;

/**
 * Sums the margins of the root's answers over the determinizations, by root move and the
 * other seat's reply, so that the root answers each reply with one move for every deal
 * where that reply is made: at the table it sees the reply, not the hand behind it. A root
 * move is then worth, over the replies, the best answer's summed margin, rather than the
 * sum of the best answer to each deal (the search's clairvoyance one move deep, removed).
 */
final class ScopaAnswers {

    /** By root move: by reply, by answer, the weighted margins summed over deals. */
    private final Map<Long, Map<Long, Double>>[] sums;

    @SuppressWarnings("unchecked")
    ScopaAnswers(int rootMoves) {
        sums = new Map[rootMoves];
        for (int i = 0; i < rootMoves; i++) {
            sums[i] = new HashMap<>();
        }
    }

    /** One deal's line: root move {@code root}, then {@code reply}, then {@code answer}, worth {@code value}. */
    void add(int root, long reply, long answer, double value) {
        sums[root].computeIfAbsent(reply, r -> new HashMap<>()).merge(answer, value, Double::sum);
    }

    /** Root move {@code root}'s margin summed over the deals, answering each reply by its best answer over all of them. */
    double sum(int root) {
        double total = 0;
        for (Map<Long, Double> answers : sums[root].values()) {
            double best = Double.NEGATIVE_INFINITY;
            for (double v : answers.values()) {
                best = Math.max(best, v);
            }
            total += best;
        }
        return total;
    }
}
