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
}
