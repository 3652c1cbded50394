package dev.mazziere.game;

import com.fasterxml.jackson.databind.JsonNode;
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

    /**
     * The pace a new table of this game starts with: {@code live} (everyone at the phone,
     * minutes per turn) or {@code async} (a turn may wait for hours, the limit is a day).
     * The table's owner can still change it in the lobby ({@code /option pace live}).
     */
    default String defaultPace() {
        return "live";
    }

    /** What this game counts as its players' feats for their profiles; none by default. */
    default Feats feats() {
        return Feats.NONE;
    }

    /** Validates raw option values; see {@link Options#resolve}. */
    default Options resolveOptions(Map<String, String> raw) {
        return Options.resolve(options(), raw);
    }

    default Options defaultOptions() {
        return Options.defaults(options());
    }
}
