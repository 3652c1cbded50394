package dev.mazziere.ai;

import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.Game;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Move;
import dev.mazziere.game.Options;
import dev.mazziere.game.Outcome;
import dev.mazziere.game.Transcript;
import java.util.ArrayList;
import java.util.List;

/**
 * Plays whole matches between computer players, for {@code simulate}, tests and
 * benchmarks. Everything follows from the match seed: the deal and every player's
 * choices, so a transcript's seed reproduces its match.
 */
public final class Simulator {

    /** A bound far above any real match, so a game that never ends fails loudly instead of hanging. */
    private static final int MAX_MOVES = 5_000_000;

    private final Game game;
    private final GameAi ai;
    private final Options options;
    private final List<Level> levels;

    /**
     * @param levels one level per seat, in seat order
     */
    public Simulator(Game game, GameAi ai, Options options, List<Level> levels) {
        game.seats(options).check(game.id(), levels.size());
        this.game = game;
        this.ai = ai;
        this.options = options;
        this.levels = List.copyOf(levels);
    }

    /** Plays one match to its end and returns the finished state. */
    public MatchState play(long seed) {
        MatchState match = game.newMatch(options, levels.size(), seed);
        SeededRandom seeds = new SeededRandom(~seed);
        List<Player> players = new ArrayList<>();
        for (Level level : levels) {
            players.add(Players.of(level, ai, options, seeds.split()));
        }
        for (int moves = 0; !match.isOver(); moves++) {
            if (moves >= MAX_MOVES) {
                throw new IllegalStateException(game.id() + " match with seed " + seed
                        + " did not end within " + MAX_MOVES + " moves");
            }
            int seat = match.toAct();
            Move move = players.get(seat).choose(match.view(seat), match.legalMoves());
            Outcome outcome = match.apply(seat, move);
            if (outcome instanceof Outcome.Rejected rejected) {
                throw new IllegalStateException(levels.get(seat).id() + " player of " + game.id()
                        + " chose an illegal move " + move.code() + " (" + rejected.rejection()
                        + ") in the match with seed " + seed);
            }
        }
        return match;
    }

    /** Plays one match and returns its transcript, seats named "Bot 1", "Bot 2", ... */
    public Transcript transcript(long seed) {
        MatchState match = play(seed);
        List<String> names = new ArrayList<>();
        for (int s = 1; s <= levels.size(); s++) {
            names.add("Bot " + s);
        }
        return Transcript.of(match, names);
    }
}
