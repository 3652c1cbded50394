package dev.mazziere.games.scopa;

import dev.mazziere.ai.Coach;
import dev.mazziere.ai.Determinizer;
import dev.mazziere.ai.GameAi;
import dev.mazziere.ai.Player;
import dev.mazziere.ai.SearchBudget;
import dev.mazziere.game.Options;

/** What Scopa gives its computer players: {@link ScopaHeuristicPlayer}, {@link ScopaDeterminizer} and its own search, {@link ScopaSearchPlayer}. */
public final class ScopaAi implements GameAi {

    private final ScopaGame game = new ScopaGame();

    @Override
    public Player heuristic(Options options, long seed) {
        return new ScopaHeuristicPlayer(seed);
    }

    @Override
    public Determinizer determinizer(Options options) {
        return new ScopaDeterminizer(game, options);
    }

    /**
     * 192 determinizations, each solved by alpha-beta past the current deal, with a 25 ms
     * safety stop: a two-player decision takes about 4 ms of CPU on average, and more
     * determinizations won more (400 matches, seed 1000: 71.5% with 64, 72.8% with 128,
     * 74.8% with 192; docs/measured.md).
     */
    @Override
    public SearchBudget searchBudget(Options options) {
        return SearchBudget.HARD.withIterations(192).withMillis(25);
    }

    /** {@link ScopaSearchPlayer}: determinized alpha-beta, exact where the view tells all. */
    @Override
    public Player searchPlayer(Options options, SearchBudget budget, long seed) {
        return new ScopaSearchPlayer(game, options, budget, seed);
    }

    /**
     * Hints and reviews from {@link ScopaSearchPlayer}'s values ({@link ScopaExplainer}
     * says why), in Scopa points: the side's margin at the end of the hand. A review
     * weighs each play on {@value #REVIEW_DETERMINIZATIONS} determinizations (twice the
     * table's, no time limit: a hand's review takes about a quarter of a second of CPU),
     * and shows plays that cost at least {@value #REVIEW_THRESHOLD} points.
     */
    @Override
    public Coach coach(Options options) {
        return new Coach(this, options, new ScopaExplainer(),
                searchBudget(options).forReview(REVIEW_DETERMINIZATIONS), REVIEW_THRESHOLD);
    }

    /** The determinizations a reviewed play is weighed on. */
    static final int REVIEW_DETERMINIZATIONS = 384;

    /** The expected points a play must cost to be shown in a review. */
    static final double REVIEW_THRESHOLD = 0.3;
}
