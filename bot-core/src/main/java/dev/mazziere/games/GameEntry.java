package dev.mazziere.games;

import dev.mazziere.ai.GameAi;
import dev.mazziere.ai.Level;
import dev.mazziere.ai.Player;
import dev.mazziere.ai.Players;
import dev.mazziere.game.Game;
import dev.mazziere.game.Options;
import dev.mazziere.picture.GamePicture;
import dev.mazziere.text.GameCommand;
import dev.mazziere.text.GamePresenter;
import java.util.List;
import java.util.Objects;

/**
 * One game as the bot offers it: its rules, how it shows itself in a chat (and the
 * commands that open it there), its computer players, and its pictures.
 *
 * @param game      the rules: options, seats, matches
 * @param presenter its texts in a chat, and its commands
 * @param ai        its heuristic, and what its search players need
 * @param picture   its table and hands drawn as scenes
 */
public record GameEntry(Game game, GamePresenter presenter, GameAi ai, GamePicture picture) {

    public GameEntry {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(presenter, "presenter");
        Objects.requireNonNull(ai, "ai");
        Objects.requireNonNull(picture, "picture");
    }

    public String id() {
        return game.id();
    }

    /** The commands that open a table of this game ({@code /scopa}, {@code /scopone}), the first named after it. */
    public List<GameCommand> commands() {
        return presenter.commands();
    }

    /** A computer player of {@code level} for one seat of a match with {@code options}. */
    public Player player(Level level, Options options, long seed) {
        return Players.of(level, ai, options, seed);
    }
}
