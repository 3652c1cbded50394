package dev.mazziere.games.napoleone;

import dev.mazziere.ai.Determinizer;
import dev.mazziere.ai.GameAi;
import dev.mazziere.ai.Player;
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
}
