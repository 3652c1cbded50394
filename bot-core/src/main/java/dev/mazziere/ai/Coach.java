package dev.mazziere.ai;

import dev.mazziere.game.Move;
import dev.mazziere.game.Options;
import dev.mazziere.game.View;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;

/**
 * A coach for one game: at a seat's turn, the move the {@code hard} search would make
 * and why ({@link #hint}); after a hand, the seat's costliest decisions against what the
 * same search prefers, in expected points ({@link #review}). It decides from views only,
 * like any computer player, so a hint never leaks a hidden card.
 *
 * <h2>How a game plugs in</h2>
 * A game's {@link GameAi} returns one from {@link GameAi#coach}, made of three parts:
 * <ol>
 *   <li>its search as a {@link MoveEvaluator}: {@link GameAi#evaluator} gives it for free
 *       when the game's {@code hard} player is the generic {@link IsmctsPlayer} (it values
 *       each root move by the mean points margin of its playouts) or a search player that
 *       implements {@code MoveEvaluator} itself (Scopa's, Ramino's, Briscola's, chiamata's,
 *       Tressette's);</li>
 *   <li>an {@link Explainer}: the game's facts, each a bundle key of a {@code coach}
 *       bundle in the game's resource folder, Italian and English;</li>
 *   <li>a review budget (iterations only, so that a review is deterministic for its seed)
 *       and a threshold in the game's points, below which a decision is not worth a word.</li>
 * </ol>
 * Briscola, Briscola chiamata and Tressette plug in the same way, each with its own
 * search as the evaluator; the explainer's one method, {@link Explainer#fact}, names the
 * first of the game's facts that holds for the preferred move and not for the other.
 * The {@link Decision}s a coach reads are the seat's views at
 * its turns, in order, with the legal moves and the move made: the table collects them,
 * or rebuilds them by replaying the move log.
 *
 * <p>Immutable and thread-safe: every call builds its own search.
 */
public final class Coach {

    /** How many decisions a review shows at most. */
    public static final int REVIEWED = 2;

    private final GameAi ai;
    private final Options options;
    private final Explainer explainer;
    private final SearchBudget reviewBudget;
    private final double threshold;

    /**
     * @param reviewBudget the search's budget in a review; iterations only (no time limit), so that the
     *                     review of a hand depends only on its seed
     * @param threshold    expected points, in the game's own unit, below which a decision is not shown
     */
    public Coach(GameAi ai, Options options, Explainer explainer, SearchBudget reviewBudget, double threshold) {
        if (reviewBudget.millis() != 0) {
            throw new IllegalArgumentException("a review's budget counts iterations only, to be repeatable");
        }
        if (!(threshold > 0)) {
            throw new IllegalArgumentException("a review's threshold must be above 0 points");
        }
        this.ai = Objects.requireNonNull(ai);
        this.options = Objects.requireNonNull(options);
        this.explainer = Objects.requireNonNull(explainer);
        this.reviewBudget = reviewBudget;
        this.threshold = threshold;
    }

    public double threshold() {
        return threshold;
    }

    public SearchBudget reviewBudget() {
        return reviewBudget;
    }

    /** {@link #hint(List, View, List, SearchBudget, long)} with nothing known of earlier turns, seed 0. */
    public Hint hint(View view, List<? extends Move> legal, SearchBudget budget) {
        return hint(List.of(), view, legal, budget, 0);
    }

    /**
     * The move {@code hard} would make in {@code view} with this budget (the table's:
     * {@link GameAi#searchBudget}), and why; with one legal move, that move, unsearched.
     *
     * @param earlier the seat's earlier decisions of this hand, in order, so that the search
     *                remembers what they showed (voids, who captured last); may be empty
     * @param seed    the search's seed: with a budget in iterations only, the same seed gives the same hint
     */
    public Hint hint(List<Decision> earlier, View view, List<? extends Move> legal, SearchBudget budget, long seed) {
        if (legal.isEmpty()) {
            throw new IllegalArgumentException("a hint needs legal moves");
        }
        if (legal.size() == 1) {
            return new Hint(legal.get(0), Reason.of(Explainer.BUNDLE, "coach.forced"));
        }
        MoveEvaluator search = evaluator(budget, seed);
        for (Decision d : earlier) {
            observe(search, d);
        }
        Appraisal appraisal = search.appraise(view, legal, null);
        return new Hint(appraisal.best(), explainer.why(view, legal, appraisal));
    }

    /**
     * The costliest decisions of one seat's hand: each decision with a choice is weighed by
     * the search with the review budget; those the search expects to cost at least the
     * threshold are kept, the costliest {@link #REVIEWED} shown. Deterministic for the seed.
     *
     * @param decisions the seat's decisions of one hand, in order
     */
    public Review review(List<Decision> decisions, long seed) {
        MoveEvaluator search = evaluator(reviewBudget, seed);
        List<Mistake> mistakes = new ArrayList<>();
        int weighed = 0;
        for (int i = 0; i < decisions.size(); i++) {
            Decision d = decisions.get(i);
            if (!d.hadChoice()) {
                observe(search, d);
                continue;
            }
            weighed++;
            Appraisal appraisal = search.appraise(d.view(), d.legal(), d.played());
            double lost = appraisal.lost(d.played());
            if (lost >= threshold) {
                mistakes.add(new Mistake(i, d.played(), appraisal.best(), lost,
                        explainer.whyNot(d.view(), d.legal(), d.played(), appraisal)));
            }
        }
        mistakes.sort(Comparator.comparingDouble(Mistake::pointsLost).reversed().thenComparingInt(Mistake::decision));
        return new Review(mistakes.subList(0, Math.min(REVIEWED, mistakes.size())), weighed, threshold);
    }

    private MoveEvaluator evaluator(SearchBudget budget, long seed) {
        MoveEvaluator e = ai.evaluator(options, budget, seed);
        if (e == null) {
            throw new IllegalStateException("this game's search cannot value its moves: it has no coach");
        }
        return e;
    }

    /** Shows the search a decision that needs no weighing, so that it remembers what the view showed. */
    private static void observe(MoveEvaluator search, Decision d) {
        if (search instanceof Player p) {
            p.choose(d.view(), List.of(d.played()));
        }
    }
}
