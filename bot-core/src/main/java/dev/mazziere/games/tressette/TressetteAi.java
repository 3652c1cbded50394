package dev.mazziere.games.tressette;

import dev.mazziere.ai.Coach;
import dev.mazziere.ai.Determinizer;
import dev.mazziere.ai.GameAi;
import dev.mazziere.ai.Player;
import dev.mazziere.ai.SearchBudget;
import dev.mazziere.game.Options;

/**
 * What Tressette gives its computer players: {@link TressetteHeuristicPlayer}, the
 * {@link TressetteDeterminizer}, and its own search player, {@link TressetteSearchPlayer}.
 */
public final class TressetteAi implements GameAi {

    /** 1,000 iterations a decision, stopped after 30 ms on a loaded machine. */
    static final SearchBudget BUDGET = new SearchBudget(1000, 30, 0.7, SearchBudget.Playout.HEURISTIC, 3);

    private final TressetteGame game = new TressetteGame();

    @Override
    public Player heuristic(Options options, long seed) {
        return new TressetteHeuristicPlayer(seed);
    }

    @Override
    public Determinizer determinizer(Options options) {
        return new TressetteDeterminizer(game, options);
    }

    /** {@code hard}'s budget: ISMCTS iterations on fast positions, and a safety stop. */
    @Override
    public SearchBudget searchBudget(Options options) {
        return BUDGET;
    }

    @Override
    public Player searchPlayer(Options options, SearchBudget budget, long seed) {
        return new TressetteSearchPlayer(game, options, budget, seed);
    }

    /**
     * Hints and reviews from the search's values ({@link TressetteExplainer} says why), in
     * points of the hand: the seat's side's less the other side's. A review searches each
     * card with {@value #REVIEW_ITERATIONS} iterations (the table's 1,000; two players
     * without a stock are solved exactly), no time limit, and shows cards that cost at
     * least {@value #REVIEW_THRESHOLD} points.
     */
    @Override
    public Coach coach(Options options) {
        return new Coach(this, options, new TressetteExplainer(),
                BUDGET.forReview(REVIEW_ITERATIONS), REVIEW_THRESHOLD);
    }

    /** The iterations a reviewed decision is searched with. */
    static final int REVIEW_ITERATIONS = 2000;

    /** The points a card must cost to be shown in a review. */
    static final double REVIEW_THRESHOLD = 0.5;
}
