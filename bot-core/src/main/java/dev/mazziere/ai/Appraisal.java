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
     * The other moves weighed, best first: by value, ties in {@code order}.
     */
    public java.util.List<Move> others(java.util.List<? extends Move> order) {
        java.util.List<Move> out = new java.util.ArrayList<>();
        for (Move m : order) {
            if (!m.equals(best) && values.containsKey(m)) {
                out.add(m);
            }
        }
        out.sort(java.util.Comparator.comparingDouble((Move m) -> -values.get(m)));
        return out;
    }
}
