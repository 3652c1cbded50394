package dev.mazziere.games.briscola;

import dev.mazziere.ai.Coach;
import dev.mazziere.ai.Determinizer;
import dev.mazziere.ai.GameAi;
import dev.mazziere.ai.Player;
import dev.mazziere.ai.SearchBudget;
import dev.mazziere.game.Options;

/**
 * What Briscola gives its computer players: {@link BriscolaHeuristicPlayer} ({@code medium}),
 * {@link BriscolaDeterminizer}, and its own search ({@link BriscolaSearchPlayer},
 * {@code hard}) with its budget.
 */
public final class BriscolaAi implements GameAi {

    /**
     * The {@code hard} level at a table: 400 deals a decision, each card played out on every
     * one, and a 25 ms safety stop that only a loaded machine reaches.
     */
    static final SearchBudget BUDGET = new SearchBudget(400, 25, 0.7, SearchBudget.Playout.HEURISTIC, 3);

    private final BriscolaGame game = new BriscolaGame();

    @Override
    public Player heuristic(Options options, long seed) {
        return new BriscolaHeuristicPlayer(seed);
    }

    @Override
    public Determinizer determinizer(Options options) {
        return new BriscolaDeterminizer(game, options);
    }

    @Override
    public SearchBudget searchBudget(Options options) {
        return BUDGET;
    }

    @Override
    public Player searchPlayer(Options options, SearchBudget budget, long seed) {
        return new BriscolaSearchPlayer(new BriscolaDeterminizer(game, options), budget, seed);
    }

    /**
     * Hints and reviews from the search's values ({@link BriscolaExplainer} says why), in
     * card points: the mean margin of the seat's side over the best other side at the end
     * of the hand. A review searches each card on {@value #REVIEW_DEALS} deals (the table's
     * 400), no time limit, and shows cards that cost at least {@value #REVIEW_THRESHOLD} points.
     */
    @Override
    public Coach coach(Options options) {
        return new Coach(this, options, new BriscolaExplainer(),
                BUDGET.forReview(REVIEW_DEALS), REVIEW_THRESHOLD);
    }

    /** The deals a reviewed decision is searched on. */
    static final int REVIEW_DEALS = 800;

    /** The card points a card must cost to be shown in a review. */
    static final double REVIEW_THRESHOLD = 4;
}
