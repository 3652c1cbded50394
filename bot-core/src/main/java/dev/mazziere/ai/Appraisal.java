package dev.mazziere.ai;

import dev.mazziere.game.Move;
import java.util.Map;

/**
 * What a search made of one decision: the move it plays, and the expected value of the
 * moves it weighed, in the game's own points (see {@link MoveEvaluator#evaluate}).
 *
 * @param best   the move the search plays (one of the legal moves)
 * @param values expected values of the moves weighed, {@code best} among them; a move the
 *               search never tried is absent
 */
public record Appraisal(Move best, Map<Move, Double> values) {

    public Appraisal {
        values = Map.copyOf(values);
    }

    /**
     * What playing {@code move} instead of {@link #best} is expected to cost, never below
     * 0; NaN when the search did not weigh {@code move} or {@code best}.
     */
    public double lost(Move move) {
        Double mine = values.get(move);
        Double top = values.get(best);
        if (mine == null || top == null) {
            return Double.NaN;
        }
        return Math.max(0, top - mine);
    }

    /**
     * The move with the highest value other than {@code best} (the runner-up), or null
     * when the search weighed no other move. Ties go to the first in {@code order}.
     */
    public Move runnerUp(java.util.List<? extends Move> order) {
        Move second = null;
        for (Move m : order) {
            if (!m.equals(best) && values.containsKey(m) && (second == null || values.get(m) > values.get(second))) {
                second = m;
            }
        }
        return second;
    }
}
