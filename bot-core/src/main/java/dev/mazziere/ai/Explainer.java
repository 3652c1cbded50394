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
     * The first fact, in the game's order of importance, that holds in {@code view} for
     * {@code preferred} and not for {@code other}; null when none does.
     */
    Reason fact(View view, Move preferred, Move other);

    /**
     * Why the search plays {@code appraisal.best()} in {@code view}: the first fact found
     * against the other moves weighed, the next best first; else {@link #margin}.
     */
    default Reason why(View view, List<? extends Move> legal, Appraisal appraisal) {
        return firstFact(legal, appraisal, (best, other) -> fact(view, best, other));
    }

    /** Why the search prefers {@code appraisal.best()} to {@code played}, which the seat made in {@code view}. */
    default Reason whyNot(View view, List<? extends Move> legal, Move played, Appraisal appraisal) {
        Reason fact = fact(view, appraisal.best(), played);
        return fact != null ? fact : marginOver(played, appraisal);
    }

    /**
     * A hint's reason, for a game whose facts compare two moves: the first fact that
     * {@code compare} finds for the best move against the others weighed, the next best
     * first; else {@link #margin}.
     *
     * @param compare a fact that holds for its first move and not for its second, or null
     */
    static Reason firstFact(List<? extends Move> legal, Appraisal appraisal,
                            java.util.function.BiFunction<Move, Move, Reason> compare) {
        for (Move other : appraisal.others(legal)) {
            Reason fact = compare.apply(appraisal.best(), other);
            if (fact != null) {
                return fact;
            }
        }
        return margin(legal, appraisal);
    }

    /**
     * The fallback of a hint: the best move makes this many points more, on average, than
     * the next move worth less; "the only legal move", "the only move the search weighs"
     * when it weighed no other, "as good as the best alternatives" when none is worth less.
     */
    static Reason margin(List<? extends Move> legal, Appraisal appraisal) {
        if (legal.size() == 1) {
            return Reason.of(BUNDLE, "coach.forced");
        }
        List<Move> others = appraisal.others(legal);
        if (others.isEmpty()) {
            return Reason.of(BUNDLE, "coach.only");
        }
        for (Move m : others) {
            if (appraisal.lost(m) >= 0.05) {
                return Reason.of(BUNDLE, "coach.margin", appraisal.lost(m));
            }
        }
        return Reason.of(BUNDLE, "coach.equal");
    }

    /** The fallback of a review: the preferred move makes this many points more, on average, than the one played. */
    static Reason marginOver(Move played, Appraisal appraisal) {
        return Reason.of(BUNDLE, "coach.margin.review", appraisal.lost(played));
    }
}
