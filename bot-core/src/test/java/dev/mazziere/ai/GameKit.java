package dev.mazziere.ai;

import dev.mazziere.game.Game;

/**
 * The game a test kit checks, with its computer players: what a game's test names once,
 * in its constructor, to the conformance or determinizer kit it extends.
 */
public abstract class GameKit {

    private final Game game;
    private final GameAi ai;

    protected GameKit(Game game, GameAi ai) {
        this.game = game;
        this.ai = ai;
    }

    /** The game under test. */
    protected final Game game() {
        return game;
    }

    /** The game's computer-player parts: its heuristic, determinizer, budget and search player. */
    protected final GameAi ai() {
        return ai;
    }
}
