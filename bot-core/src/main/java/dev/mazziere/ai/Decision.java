package dev.mazziere.ai;

import dev.mazziere.game.Move;
import dev.mazziere.game.View;
import java.util.List;

/**
 * One decision a seat made: the view it decided from, its legal moves then, and the move
 * it made. A hand's decisions of one seat, in order, are what a coach reviews
 * ({@link Coach#review}) and what it is told of before a hint ({@link Coach#hint}).
 */
public record Decision(View view, List<Move> legal, Move played) {

    public Decision {
        legal = List.copyOf(legal);
        if (!legal.contains(played)) {
            throw new IllegalArgumentException("the move played, " + played + ", is not among the legal moves " + legal);
        }
    }

    /** True when the seat had a choice (more than one legal move). */
    public boolean hadChoice() {
        return legal.size() > 1;
    }
}
