package dev.mazziere.games.tressette;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.AbstractGame;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.OptionSpec;
import dev.mazziere.game.Options;
import dev.mazziere.game.SeatRange;
import dev.mazziere.game.SeatedMove;
import java.util.List;

/**
 * Tressette, as docs/rules.md (Tressette) describes it, after Chitarrella's rules: 4
 * players in two partnerships or 2 with a stock drawn face up, the Tressette order,
 * follow suit, no trumps, points in thirds, the accusi declared by the bot, and the
 * first side to reach the target wins.
 */
public final class TressetteGame extends AbstractGame {

    public static final String ID = "tressette";

    public static final String ACCUSI = "accusi";
    public static final String CAPPOTTO = "cappotto";
    public static final String TARGET = "target";

    private static final List<OptionSpec> OPTIONS = List.of(
            new OptionSpec.Flag(ACCUSI, true),
            new OptionSpec.Choice(CAPPOTTO, List.of("win", "double", "off"), "win"),
            new OptionSpec.Number(TARGET, List.of(21, 31, 41), 21));

    public TressetteGame() {
        super(ID, OPTIONS, new TressetteFeats(), TressetteMove.class);
    }

    /** Two players, or four in partnerships: three is refused. */
    private static final SeatRange SEATS = SeatRange.of(2, 4);

    @Override
    public SeatRange seats(Options options) {
        return SEATS;
    }

    @Override
    protected MatchState start(Options options, int seats, long seed) {
        return new TressetteMatch(this, options, seats, seed);
    }

    @Override
    public TressetteMove parseMove(String code) {
        return TressetteMove.parse(code);
    }

    @Override
    public SeatedMove moveOf(JsonNode event) {
        if (!"play".equals(event.path("type").asText())) {
            return null;
        }
        return new SeatedMove(event.path("seat").asInt(),
                new TressetteMove(ItalianCard.parse(event.path("card").asText())));
    }
}
