package dev.mazziere.game;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazziere.ai.Determinizer;
import dev.mazziere.ai.IsmctsPlayer;
import dev.mazziere.ai.Level;
import dev.mazziere.ai.Player;
import java.util.List;
import java.util.Map;

/**
 * A game definition: stateless facts (id, options, seat counts) and the factory
 * of matches. One instance serves every table.
 */
public interface Game {

    /** The stable id: {@code scopa}, {@code traversone}, ... (also the command name). */
    String id();

    /** Every rule option, with its default, in display order. */
    List<OptionSpec> options();

    /** The seat counts these options allow. */
    SeatRange seats(Options options);

    /**
     * Starts a match. All chance comes from {@code seed}: the same seed, options and
     * moves always give the same state.
     *
     * @throws SetupException when the seat count does not fit the options
     */
    MatchState newMatch(Options options, int seats, long seed);

    /**
     * The move with this code.
     *
     * @throws IllegalArgumentException when the code is no move of this game
     */
    Move parseMove(String code);

    /**
     * The move a transcript event records, with its seat; null for events that are
     * no move (deals, sweeps, scores). Used to replay transcripts.
     */
    SeatedMove moveOf(JsonNode event);

    /** The type of this game's moves, for Jackson. */
    Class<? extends Move> moveType();

    /** A computer player of this level for one seat, deterministic for its seed. */
    Player newPlayer(Level level, long seed);

    /**
     * A computer player of this level for one seat of a match with these options (the
     * {@code hard} search needs the rules in force); deterministic for its seed.
     */
    default Player newPlayer(Level level, Options options, long seed) {
        return level == Level.HARD ? searchPlayer(options, searchConfig(options), seed) : newPlayer(level, seed);
    }

    /**
     * The {@code hard} player with this budget ({@code bench} varies it): the game-independent
     * search ({@link IsmctsPlayer#of}) unless the game searches its own way.
     */
    default Player searchPlayer(Options options, IsmctsPlayer.Config config, long seed) {
        return IsmctsPlayer.of(this, options, config, seed);
    }

    /**
     * A fresh determinizer for one seat of a match with these options, for search; null
     * when the game has none (then {@code hard} plays as {@code medium}).
     */
    default Determinizer determinizer(Options options) {
        return null;
    }

    /**
     * The {@code hard} level's search budget and reward scale for matches with these
     * options; {@link IsmctsPlayer.Config#HARD} unless the game's hands call for another.
     */
    default IsmctsPlayer.Config searchConfig(Options options) {
        return IsmctsPlayer.Config.HARD;
    }

    /**
     * The pace a new table of this game starts with: {@code live} (everyone at the phone,
     * minutes per turn) or {@code async} (a turn may wait for hours, the limit is a day).
     * The table's owner can still change it in the lobby ({@code /option pace live}).
     */
    default String defaultPace() {
        return "live";
    }

    /** Validates raw option values; see {@link Options#resolve}. */
    default Options resolveOptions(Map<String, String> raw) {
        return Options.resolve(options(), raw);
    }

    default Options defaultOptions() {
        return Options.defaults(options());
    }
}
