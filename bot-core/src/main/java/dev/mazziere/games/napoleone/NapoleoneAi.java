package dev.mazziere.games.napoleone;

import dev.mazziere.ai.Coach;
import dev.mazziere.ai.Determinizer;
import dev.mazziere.ai.GameAi;
import dev.mazziere.ai.Player;
import dev.mazziere.ai.SearchBudget;
import dev.mazziere.game.Options;

/** What Napoleone gives its computer players: {@link NapoleoneHeuristicPlayer} and {@link NapoleoneDeterminizer}. */
public final class NapoleoneAi implements GameAi {

    private final NapoleoneGame game = new NapoleoneGame();

    @Override
    public Player heuristic(Options options, long seed) {
        return new NapoleoneHeuristicPlayer(seed);
    }

    @Override
    public Determinizer determinizer(Options options) {
        return new NapoleoneDeterminizer(game, options);
    }

    /**
     * Hints and reviews, bids included, from the tree search's values
     * ({@link NapoleoneExplainer} says why), in score points: the seat's gain minus the
     * other seats' mean (with four players, 4/3 of its own gain). A review searches each
     * decision with {@value #REVIEW_ITERATIONS} iterations (the table's 300 leave the moves it
     * rejects with few playouts each), no time limit, and shows decisions that
     * cost at least {@value #REVIEW_THRESHOLD} points.
     */
    @Override
    public Coach coach(Options options) {
        return new Coach(this, options, new NapoleoneExplainer(),
                searchBudget(options).forReview(REVIEW_ITERATIONS), REVIEW_THRESHOLD);
    }

    /** The iterations a reviewed decision is searched with. */
    static final int REVIEW_ITERATIONS = 1000;

    /** The expected points a decision must cost to be shown in a review. */
    static final double REVIEW_THRESHOLD = 0.5;
}
