package dev.mazziere.ai;

import dev.mazziere.game.Move;
import dev.mazziere.game.View;
import java.util.List;

/**
 * A game's way of saying why a move is better, as a fact of the position: the words a
 * {@link Coach} gives with a hint or a reviewed decision. It reads what the view shows
 * (the cards a move takes, what it leaves, which cards are still out, who showed a suit
 * void) and what the search found ({@link Appraisal}), and names the first fact, in its
 * own order of importance, that holds for the preferred move and not for the one it is
 * compared with. When no such fact holds it falls back on the search's own figure
 * ({@link #margin}, {@link #marginOver}), which is true too. It never picks a text at
 * random, and never reads a card the view does not show.
 */
public interface Explainer {

    /** The bundle of the coach's own texts, the game-independent fallbacks. */
    String BUNDLE = "dev.mazziere.ai.coach";

    /**
     * Why the search plays {@code appraisal.best()} in {@code view}: a fact that holds for
     * it, preferably one that does not hold for the runner-up ({@link Appraisal#runnerUp}).
     */
    Reason why(View view, List<? extends Move> legal, Appraisal appraisal);

    /** Why the search prefers {@code appraisal.best()} to {@code played}, which the seat made in {@code view}. */
    Reason whyNot(View view, List<? extends Move> legal, Move played, Appraisal appraisal);

    /**
     * The fallback of a hint: the best move makes this many points more, on average, than
     * the runner-up; "the only sensible move" when the search weighed no other.
     */
    static Reason margin(List<? extends Move> legal, Appraisal appraisal) {
        Move second = appraisal.runnerUp(legal);
        if (second == null) {
            return Reason.of(BUNDLE, "coach.only");
        }
        return Reason.of(BUNDLE, "coach.margin", appraisal.lost(second));
    }

    /** The fallback of a review: the preferred move makes this many points more, on average, than the one played. */
    static Reason marginOver(Move played, Appraisal appraisal) {
        return Reason.of(BUNDLE, "coach.margin.review", appraisal.lost(played));
    }
}
