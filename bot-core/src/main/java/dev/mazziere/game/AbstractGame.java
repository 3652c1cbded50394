package dev.mazziere.game;

import java.util.List;
import java.util.Objects;

/**
 * The facts every game definition holds as plain values (its id, options, feats and move
 * type) and the seat check before a match starts: {@link #newMatch} refuses a seat count
 * the options do not allow, then asks the game's own {@link #start}. A game adds its seat
 * range, its match, and how its moves read from codes and transcripts.
 */
public abstract class AbstractGame implements Game {

    private final String id;
    private final List<OptionSpec> options;
    private final Feats feats;
    private final Class<? extends Move> moveType;

    protected AbstractGame(String id, List<OptionSpec> options, Feats feats, Class<? extends Move> moveType) {
        this.id = Objects.requireNonNull(id);
        this.options = List.copyOf(options);
        this.feats = Objects.requireNonNull(feats);
        this.moveType = Objects.requireNonNull(moveType);
    }

    @Override
    public final String id() {
        return id;
    }

    @Override
    public final List<OptionSpec> options() {
        return options;
    }

    /** The feats a profile counts, as the game gave them. */
    @Override
    public final Feats feats() {
        return feats;
    }

    @Override
    public final Class<? extends Move> moveType() {
        return moveType;
    }

    /**
     * Checks the seat count against {@link #seats} for these options, then starts the match.
     *
     * @throws SetupException when the seat count does not fit the options
     */
    @Override
    public final MatchState newMatch(Options options, int seats, long seed) {
        seats(options).check(setupName(options), seats);
        return start(options, seats, seed);
    }

    /** What a refused seat count calls the game: its id, unless a variant goes by a name of its own. */
    protected String setupName(Options options) {
        return id;
    }

    /** A new match of a seat count already checked; all chance comes from {@code seed}. */
    protected abstract MatchState start(Options options, int seats, long seed);
}
