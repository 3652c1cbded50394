package dev.mazziere.games.scopa;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazziere.game.AbstractGame;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.OptionSpec;
import dev.mazziere.game.Options;
import dev.mazziere.game.SeatRange;
import dev.mazziere.game.SeatedMove;
import dev.mazziere.cards.ItalianCard;
import java.util.ArrayList;
import java.util.List;

/**
 * Scopa and Scopone, as docs/rules.md (Scopa) describes them.
 */
public final class ScopaGame extends AbstractGame {

    public static final String ID = "scopa";

    public static final String VARIANT = "variant";
    public static final String SCOPONE_DEAL = "scoponeDeal";
    public static final String CAPTURE_CHOICE = "captureChoice";
    public static final String TIES = "ties";
    public static final String NAPOLA = "napola";
    public static final String REBELLO = "rebello";
    public static final String KINGS_REDEAL = "kingsRedeal";
    public static final String TARGET = "target";

    private static final List<OptionSpec> OPTIONS = List.of(
            new OptionSpec.Choice(VARIANT, List.of("scopa", "scopone"), "scopa"),
            new OptionSpec.Choice(SCOPONE_DEAL, List.of("scientifico", "classico"), "scientifico"),
            new OptionSpec.Choice(CAPTURE_CHOICE, List.of("free", "fewest"), "free"),
            new OptionSpec.Choice(TIES, List.of("none", "each"), "none"),
            new OptionSpec.Flag(NAPOLA, false),
            new OptionSpec.Flag(REBELLO, false),
            new OptionSpec.Flag(KINGS_REDEAL, true),
            new OptionSpec.Number(TARGET, List.of(11, 16, 21, 31), 11));

    public ScopaGame() {
        super(ID, OPTIONS, new ScopaFeats(), ScopaMove.class);
    }

    static boolean isScopone(Options options) {
        return "scopone".equals(options.choice(VARIANT));
    }

    @Override
    public SeatRange seats(Options options) {
        return isScopone(options) ? new SeatRange(4, 4) : new SeatRange(2, 4);
    }

    /** Scopone's seat count is refused as Scopone's. */
    @Override
    protected String setupName(Options options) {
        return isScopone(options) ? "scopone" : ID;
    }

    @Override
    protected MatchState start(Options options, int seats, long seed) {
        return new ScopaMatch(this, options, seats, seed);
    }

    @Override
    public ScopaMove parseMove(String code) {
        return ScopaMove.parse(code);
    }

    @Override
    public SeatedMove moveOf(JsonNode event) {
        if (!"play".equals(event.path("type").asText())) {
            return null;
        }
        List<ItalianCard> capture = new ArrayList<>();
        event.path("capture").forEach(c -> capture.add(ItalianCard.parse(c.asText())));
        return new SeatedMove(event.path("seat").asInt(),
                new ScopaMove(ItalianCard.parse(event.path("card").asText()), capture));
    }
}
