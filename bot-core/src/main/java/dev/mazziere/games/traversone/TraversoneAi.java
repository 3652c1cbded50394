package dev.mazziere.games.traversone;

import dev.mazziere.ai.Determinizer;
import dev.mazziere.ai.GameAi;
import dev.mazziere.ai.Player;
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
}
