package dev.mazziere.games.ramino;

import dev.mazziere.ai.Coach;
import dev.mazziere.ai.Determinizer;
import dev.mazziere.ai.GameAi;
import dev.mazziere.ai.Player;
import dev.mazziere.ai.SearchBudget;
import dev.mazziere.game.Options;

/**
 * What Ramino gives its computer players: {@link RaminoHeuristicPlayer}, the determinizer
 * that reads the other seats ({@link RaminoDeterminizer}), and a search of its own for
 * {@code hard}, {@link RaminoRolloutPlayer}: the tree search over single moves lost to the
 * heuristic (6 of 20 matches), a turn being many moves with many choices each; the
 * rollouts won 85 of 100 (bench duel).
 */
public final class RaminoAi implements GameAi {

    private final RaminoGame game = new RaminoGame();

    @Override
    public Player heuristic(Options options, long seed) {
        return new RaminoHeuristicPlayer(seed);
    }

    @Override
    public Determinizer determinizer(Options options) {
        return new RaminoDeterminizer(game, options);
    }

    @Override
    public Player searchPlayer(Options options, SearchBudget budget, long seed) {
        return new RaminoRolloutPlayer(determinizer(options), budget, seed);
    }

    /**
     * The rollout player's budget: the finalists of a decision are played out on 128
     * determinizations, with a 200 ms safety stop (64 won 77 of 100 matches against medium,
     * 128 won 85, at p95 118 ms a decision). The reward scale of 20 (a hand's
     * penalties run to tens of points) serves the generic search, which {@code bench} and
     * the tests still run.
     */
    @Override
    public SearchBudget searchBudget(Options options) {
        return SearchBudget.HARD.withIterations(128).withMillis(200).withRewardScale(20);
    }

    /**
     * Hints and reviews of draws, melds and discards from {@link RaminoRolloutPlayer}'s
     * values ({@link RaminoExplainer} says why), in penalty points: what the others are
     * expected to pay on average minus what the seat pays. A review plays each weighed
     * decision on {@value #REVIEW_DETERMINIZATIONS} determinizations, no time limit (a hand
     * holds dozens of decisions), and shows those that cost at least
     * {@value #REVIEW_THRESHOLD} penalty points.
     */
    @Override
    public Coach coach(Options options) {
        return new Coach(this, options, new RaminoExplainer(),
                searchBudget(options).forReview(REVIEW_DETERMINIZATIONS), REVIEW_THRESHOLD);
    }

    /** The determinizations of a reviewed decision's finalists. */
    static final int REVIEW_DETERMINIZATIONS = 64;

    /** The expected penalty points a decision must cost to be shown in a review. */
    static final double REVIEW_THRESHOLD = 3;
}
