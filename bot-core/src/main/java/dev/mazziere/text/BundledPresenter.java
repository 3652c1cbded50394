package dev.mazziere.text;

import dev.mazziere.game.Options;
import dev.mazziere.game.Rejection;
import java.util.List;
import java.util.Objects;

/**
 * The part of a game's presenter that is data and one lookup: its bundle, its commands,
 * its title, and a refusal told from the bundle's {@code reject.<code>} text with each
 * argument as players read it ({@link #shownArgument}); a code with no text there is left
 * to the core's bundle (null). A game adds how its table, hands, moves and scores read.
 */
public abstract class BundledPresenter implements GamePresenter {

    private final String bundle;
    private final List<GameCommand> commands;
    private final String title;

    protected BundledPresenter(String bundle, List<GameCommand> commands, String title) {
        this.bundle = Objects.requireNonNull(bundle);
        this.commands = List.copyOf(commands);
        this.title = Objects.requireNonNull(title);
    }

    @Override
    public final String bundle() {
        return bundle;
    }

    @Override
    public final List<GameCommand> commands() {
        return commands;
    }

    /** The game's name; a game whose options change it says otherwise. */
    @Override
    public String title(Options options) {
        return title;
    }

    @Override
    public String rejection(Rejection rejection, Texts t) {
        Texts s = t.bundle(bundle);
        String key = "reject." + rejection.code();
        if (!s.has(key)) {
            return null;
        }
        Object[] args = rejection.args().stream().map(a -> shownArgument(a, s)).toArray();
        return s.get(key, args);
    }

    /** A refusal's argument as players read it, with the game's own texts at hand; as it is by default. */
    protected String shownArgument(String arg, Texts own) {
        return arg;
    }
}
