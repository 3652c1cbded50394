package dev.mazziere.games.tressette;

import dev.mazziere.ai.Determinizer;
import dev.mazziere.ai.GameAi;
import dev.mazziere.ai.Player;
import dev.mazziere.game.Options;

/** What Tressette gives its computer players: {@link TressetteHeuristicPlayer} and {@link TressetteDeterminizer}. */
public final class TressetteAi implements GameAi {

    private final TressetteGame game = new TressetteGame();

    @Override
    public Player heuristic(Options options, long seed) {
        return new TressetteHeuristicPlayer(seed);
    }

    @Override
    public Determinizer determinizer(Options options) {
        return new TressetteDeterminizer(game, options);
    }
}
