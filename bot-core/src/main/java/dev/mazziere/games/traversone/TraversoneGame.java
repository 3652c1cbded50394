package dev.mazziere.games.traversone;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazziere.game.AbstractGame;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.OptionSpec;
import dev.mazziere.game.Options;
import dev.mazziere.game.SeatRange;
import dev.mazziere.game.SeatedMove;
import dev.mazziere.games.tricks.TrickEvents;
import java.util.List;

/**
 * Traversone (also Rovescino, Ciapanò, Tressette a perdere), as docs/rules.md
 * (Traversone) describes it: 3 to 6
 * players, Tressette capture order, follow suit, no trumps, and the fewest points win.
 */
public final class TraversoneGame extends AbstractGame {

    public static final String ID = "traversone";

    public static final String REMAINDERS = "remainders";
    public static final String CAPPOTTO = "cappotto";
    public static final String ASSO_BASTONI = "assoBastoni";
    public static final String LIMIT = "limit";

    private static final List<OptionSpec> OPTIONS = List.of(
            new OptionSpec.Choice(REMAINDERS, List.of("lastTrick", "drop"), "lastTrick"),
            new OptionSpec.Choice(CAPPOTTO, List.of("win", "charge", "off"), "win"),
            new OptionSpec.Flag(ASSO_BASTONI, false),
            new OptionSpec.Number(LIMIT, List.of(21, 31, 41, 51, 101), 31));

    public TraversoneGame() {
        super(ID, OPTIONS, new TraversoneFeats(), TraversoneMove.class);
    }

    @Override
    public SeatRange seats(Options options) {
        return new SeatRange(3, 6);
    }

    @Override
    protected MatchState start(Options options, int seats, long seed) {
        return new TraversoneMatch(this, options, seats, seed);
    }

    @Override
    public TraversoneMove parseMove(String code) {
        return TraversoneMove.parse(code);
    }

    @Override
    public SeatedMove moveOf(JsonNode event) {
        return TrickEvents.playOf(event, TraversoneMove::new);
    }
}
