package dev.mazziere.games.traversone;

import dev.mazziere.ai.Coach;
import dev.mazziere.ai.Determinizer;
import dev.mazziere.ai.GameAi;
import dev.mazziere.ai.Player;
import dev.mazziere.ai.SearchBudget;
import dev.mazziere.game.Options;

/** What Traversone gives its computer players: {@link TraversoneHeuristicPlayer} and {@link TraversoneDeterminizer}. */
public final class TraversoneAi implements GameAi {

    private final TraversoneGame game = new TraversoneGame();

    @Override
    public Player heuristic(Options options, long seed) {
        return new TraversoneHeuristicPlayer(seed);
    }

    @Override
    public Determinizer determinizer(Options options) {
        return new TraversoneDeterminizer(game, options);
    }

    /**
     * Hints and reviews from the tree search's values ({@link TraversoneExplainer} says
     * why), in Traversone points taken: the other seats' mean minus the seat's own, so
     * that more is better. A review searches each card with {@value #REVIEW_ITERATIONS}
     * iterations (the table's 300 leave the cards it rejects with few playouts each), no
     * time limit, and shows cards that cost at least {@value #REVIEW_THRESHOLD} points.
     */
    @Override
    public Coach coach(Options options) {
        return new Coach(this, options, new TraversoneExplainer(),
                searchBudget(options).forReview(REVIEW_ITERATIONS), REVIEW_THRESHOLD);
    }

    /** The iterations a reviewed decision is searched with. */
    static final int REVIEW_ITERATIONS = 1000;

    /** The expected points a card must cost to be shown in a review. */
    static final double REVIEW_THRESHOLD = 0.3;
}
