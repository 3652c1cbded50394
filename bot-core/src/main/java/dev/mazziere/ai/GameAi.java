package dev.mazziere.ai;

import dev.mazziere.game.Options;

/**
 * What one game gives its computer players: its heuristic, and optionally a determinizer
 * (without one, {@code hard} plays as the heuristic), a search budget and a search player
 * of its own. The game's rules ({@link dev.mazziere.game.Game}) know nothing of this; the
 * level a seat plays at is turned into a player in one place, {@link Players#of}.
 */
public interface GameAi {

    /** The game's own heuristic, the {@code medium} level; deterministic for its seed. */
    Player heuristic(Options options, long seed);

    /**
     * A fresh determinizer for one seat of a match with these options, for search; null
     * when the game has none (then {@code hard} plays as {@code medium}).
     */
    default Determinizer determinizer(Options options) {
        return null;
    }

    /** The {@code hard} level's budget for matches with these options; {@link SearchBudget#HARD} by default. */
    default SearchBudget searchBudget(Options options) {
        return SearchBudget.HARD;
    }

    /**
     * The {@code hard} player with this budget ({@code bench} varies it): the game-independent
     * tree search ({@link IsmctsPlayer#of}) unless the game searches its own way.
     */
    default Player searchPlayer(Options options, SearchBudget budget, long seed) {
        return IsmctsPlayer.of(this, options, budget, seed);
    }

    /**
     * The {@code hard} player with this budget as a {@link MoveEvaluator}, for a coach: the
     * value of each legal move; null when this game's search cannot tell one.
     */
    default MoveEvaluator evaluator(Options options, SearchBudget budget, long seed) {
        return searchPlayer(options, budget, seed) instanceof MoveEvaluator e ? e : null;
    }

    /**
     * This game's coach ({@link Coach}): hints and hand reviews from the {@code hard}
     * search; null when the game has none.
     */
    default Coach coach(Options options) {
        return null;
    }
}
