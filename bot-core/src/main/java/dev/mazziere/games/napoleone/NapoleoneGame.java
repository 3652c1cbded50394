package dev.mazziere.games.napoleone;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazziere.cards.FrenchCard;
import dev.mazziere.game.AbstractGame;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.OptionSpec;
import dev.mazziere.game.Options;
import dev.mazziere.game.SeatRange;
import dev.mazziere.game.SeatedMove;
import java.util.List;

/**
 * Napoleone (Nap), as docs/rules.md (Napoleone) describes it: French 52 cards, ace high, 2 to 7 players, five
 * cards each, one round of bids, the caller alone against the others.
 *
 * <p>Options: {@code overcalls} ({@code strict}: Wellington only over a Napoleone and
 * Blücher only over a Wellington; {@code free}), {@code misereTrumps} (whether the first
 * card of a Misère sets trumps), {@code misereValue} (3 or 4), and the end rule:
 * {@code end=target} (the default) ends the match at the end of a hand once someone has
 * reached {@code target} points, the single highest total winning; {@code end=hands}
 * ends it after exactly {@code hands} scored hands, every seat with the highest total
 * winning. Each of {@code target} and {@code hands} is used only by its own end rule.
 */
public final class NapoleoneGame extends AbstractGame {

    public static final String ID = "napoleone";

    public static final String OVERCALLS = "overcalls";
    public static final String MISERE_TRUMPS = "misereTrumps";
    public static final String MISERE_VALUE = "misereValue";
    public static final String END = "end";
    public static final String TARGET = "target";
    public static final String HANDS = "hands";

    private static final List<OptionSpec> OPTIONS = List.of(
            new OptionSpec.Choice(OVERCALLS, List.of("strict", "free"), "strict"),
            new OptionSpec.Flag(MISERE_TRUMPS, false),
            new OptionSpec.Number(MISERE_VALUE, List.of(3, 4), 3),
            new OptionSpec.Choice(END, List.of("target", "hands"), "target"),
            new OptionSpec.Number(TARGET, List.of(30, 60, 100), 60),
            new OptionSpec.Number(HANDS, List.of(5, 10, 20), 10));

    public NapoleoneGame() {
        super(ID, OPTIONS, new NapoleoneFeats(), NapoleoneMove.class);
    }

    @Override
    public SeatRange seats(Options options) {
        return new SeatRange(2, 7);
    }

    @Override
    protected MatchState start(Options options, int seats, long seed) {
        return new NapoleoneMatch(this, options, seats, seed);
    }

    @Override
    public NapoleoneMove parseMove(String code) {
        return NapoleoneMove.parse(code);
    }

    /** Bid events give {@code b:<bid>}, play events {@code p:<card>}; other events are no move. */
    @Override
    public SeatedMove moveOf(JsonNode event) {
        int seat = event.path("seat").asInt();
        return switch (event.path("type").asText()) {
            case "bid" -> new SeatedMove(seat, NapoleoneMove.parse("b:" + event.path("bid").asText()));
            case "play" -> new SeatedMove(seat, new NapoleoneMove.Play(FrenchCard.parse(event.path("card").asText())));
            default -> null;
        };
    }
}
