package dev.mazziere.games.chiamata;

import dev.mazziere.ai.Coach;
import dev.mazziere.ai.Determinizer;
import dev.mazziere.ai.GameAi;
import dev.mazziere.ai.Player;
import dev.mazziere.ai.SearchBudget;
import dev.mazziere.game.Options;

/**
 * What Briscola chiamata gives its computer players: {@link ChiamataHeuristicPlayer}
 * ({@code medium}), {@link ChiamataDeterminizer}, and its own search
 * ({@link ChiamataSearchPlayer}, {@code hard}) with its budget.
 */
public final class ChiamataAi implements GameAi {

    /**
     * The {@code hard} level at a table: 300 deals for a card (fewer for a bid or the
     * call, which play out more hands on each), and a 30 ms safety stop that only a loaded
     * machine reaches.
     */
    static final SearchBudget BUDGET = new SearchBudget(300, 30, 0.7, SearchBudget.Playout.HEURISTIC, 3);

    private final ChiamataGame game = new ChiamataGame();

    @Override
    public Player heuristic(Options options, long seed) {
        return new ChiamataHeuristicPlayer(seed);
    }

    @Override
    public Determinizer determinizer(Options options) {
        return new ChiamataDeterminizer(game, options);
    }

    @Override
    public SearchBudget searchBudget(Options options) {
        return BUDGET;
    }

    @Override
    public Player searchPlayer(Options options, SearchBudget budget, long seed) {
        return new ChiamataSearchPlayer(new ChiamataDeterminizer(game, options), budget, seed);
    }

    /**
     * Hints and reviews from the search's values ({@link ChiamataExplainer} says why), in
     * points of the seat's score for the hand: a card's and a call's mean over the deals, a
     * bid's what being the caller with it is worth, a pass's the threshold a bid must beat.
     * A review searches each decision with {@value #REVIEW_DEALS} deals (the table's 300;
     * a bid and the call get fewer, as at the table), no time limit, and shows decisions
     * that cost at least {@value #REVIEW_THRESHOLD} points.
     */
    @Override
    public Coach coach(Options options) {
        return new Coach(this, options, new ChiamataExplainer(),
                BUDGET.forReview(REVIEW_DEALS), REVIEW_THRESHOLD);
    }

    /** The deals a reviewed card is searched on. */
    static final int REVIEW_DEALS = 600;

    /** The score points a decision must cost to be shown in a review. */
    static final double REVIEW_THRESHOLD = 0.3;
}
