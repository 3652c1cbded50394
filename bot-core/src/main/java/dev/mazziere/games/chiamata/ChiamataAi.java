package dev.mazziere.games.chiamata;

import dev.mazziere.ai.GameAi;
import dev.mazziere.ai.Player;
import dev.mazziere.game.Options;

/**
 * What Briscola chiamata gives its computer players: {@link ChiamataHeuristicPlayer}
 * ({@code medium}).
 */
public final class ChiamataAi implements GameAi {

    @Override
    public Player heuristic(Options options, long seed) {
        return new ChiamataHeuristicPlayer(seed);
    }
}
