package dev.mazziere.ai;

import dev.mazziere.game.Move;
import dev.mazziere.game.View;
import java.util.List;
import java.util.Map;

/**
 * A search player that can say what every legal move is worth, not only which it would
 * play: for a coach, which compares the move a player made with the one the search
 * prefers, in expected points.
 *
 * <p>Like {@link Player#choose}, it decides from the seat's view only, and it may
 * remember what each view showed (who captured last, what a play revealed): give it the
 * seat's views in the order the seat saw them, as to {@code choose}.
 */
public interface MoveEvaluator {

    /**
     * Every move of {@code legal}, in its order, with its value for the side of the seat
     * to act: the points that side is expected to make by the end of the hand, minus the
     * other sides' mean (the game's own measure; a game says how it counts a hand that
     * ends the match). The best move has the highest value; the difference between two
     * values is what choosing the worse one is expected to cost.
     */
    Map<Move, Double> evaluate(View view, List<? extends Move> legal);

    /**
     * The move this search plays in {@code view} and the values of the moves it weighed,
     * {@code also} among them when not null (the move a seat made, for a review). By
     * default every legal move is valued ({@link #evaluate}) and the best is the highest,
     * on a tie the first by code (the order the search players break ties in); a search that picks its move otherwise (by
     * visits) or cannot value every move (too many) overrides it.
     */
    default Appraisal appraise(View view, List<? extends Move> legal, Move also) {
        Map<Move, Double> values = evaluate(view, legal);
        Move best = null;
        List<Move> byCode = new java.util.ArrayList<>(legal);
        byCode.sort(java.util.Comparator.comparing(Move::code));
        for (Move m : byCode) {
            if (best == null || values.get(m) > values.get(best)) {
                best = m;
            }
        }
        return new Appraisal(best, values);
    }
}
