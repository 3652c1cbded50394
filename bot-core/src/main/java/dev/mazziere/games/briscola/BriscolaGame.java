package dev.mazziere.games.briscola;

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
 * Briscola, as docs/rules.md (Briscola) describes it, after pagat.com and viniciocoletti:
 * 40 Italian cards (39 with three players), 2 to 4 players (four in two partnerships),
 * three cards each, a face-up card whose suit is briscola under the stock, no obligation
 * to follow suit, a draw after every trick, and the side with more than half the 120 card
 * points wins the hand.
 *
 * <p>Option {@code games}: the hands a side needs to win the match (1, 2, 3 or 5; 2 is
 * the best of three). A drawn hand counts for nobody.
 */
public final class BriscolaGame extends AbstractGame {

    public static final String ID = "briscola";

    public static final String GAMES = "games";

    private static final List<OptionSpec> OPTIONS = List.of(
            new OptionSpec.Number(GAMES, List.of(1, 2, 3, 5), 2));

    public BriscolaGame() {
        super(ID, OPTIONS, new BriscolaFeats(), BriscolaMove.class);
    }

    /** Two, three each for themselves, or four in partnerships; five play Briscola chiamata. */
    @Override
    public SeatRange seats(Options options) {
        return new SeatRange(2, 4);
    }

    @Override
    protected MatchState start(Options options, int seats, long seed) {
        return new BriscolaMatch(this, options, seats, seed);
    }

    @Override
    public BriscolaMove parseMove(String code) {
        return BriscolaMove.parse(code);
    }

    /** A {@code play} event is the move of its seat; deals, tricks, draws and scores are none. */
    @Override
    public SeatedMove moveOf(JsonNode event) {
        return TrickEvents.playOf(event, BriscolaMove::play);
    }
}
