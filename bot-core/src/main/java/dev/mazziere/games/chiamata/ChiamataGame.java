package dev.mazziere.games.chiamata;

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
 * Briscola chiamata, as docs/rules.md (Briscola chiamata) describes it, after pagat.com:
 * five players each for themselves, all 40 cards dealt, an auction for the right to call a
 * card, whose suit is briscola and whose holder is the caller's secret partner, then eight
 * tricks of Briscola; the caller's side needs 61 card points, or the points bid.
 *
 * <p>Options: {@code lead} (who leads the first trick: {@code first}, the seat after the
 * dealer, or {@code caller}), {@code cappotto} (all 120 card points to one side doubles the
 * hand's scores), and the end rule: {@code end=hands} (the default) ends the match after
 * exactly {@code hands} scored hands, every seat with the highest total winning;
 * {@code end=target} at the end of a hand where one seat alone has the highest total and
 * it is at least {@code target}. Each of {@code hands} and {@code target} is used only by
 * its own end rule.
 */
public final class ChiamataGame extends AbstractGame {

    public static final String ID = "chiamata";

    public static final String LEAD = "lead";
    public static final String CAPPOTTO = "cappotto";
    public static final String END = "end";
    public static final String HANDS = "hands";
    public static final String TARGET = "target";

    private static final List<OptionSpec> OPTIONS = List.of(
            new OptionSpec.Choice(LEAD, List.of("first", "caller"), "first"),
            new OptionSpec.Flag(CAPPOTTO, true),
            new OptionSpec.Choice(END, List.of("hands", "target"), "hands"),
            new OptionSpec.Number(HANDS, List.of(5, 10, 15, 20), 10),
            new OptionSpec.Number(TARGET, List.of(5, 10, 15, 20), 10));

    public ChiamataGame() {
        super(ID, OPTIONS, new ChiamataFeats(), ChiamataMove.class);
    }

    /** Five, and only five. */
    @Override
    public SeatRange seats(Options options) {
        return new SeatRange(ChiamataRules.SEATS, ChiamataRules.SEATS);
    }

    @Override
    protected MatchState start(Options options, int seats, long seed) {
        return new ChiamataMatch(this, options, seed);
    }

    @Override
    public ChiamataMove parseMove(String code) {
        return ChiamataMove.parse(code);
    }

    /** {@code bid}, {@code call} and {@code play} events are moves; deals, tricks, partners and scores are none. */
    @Override
    public SeatedMove moveOf(JsonNode event) {
        int seat = event.path("seat").asInt();
        return switch (event.path("type").asText()) {
            case "bid" -> {
                String bid = event.path("bid").asText();
                yield new SeatedMove(seat, "pass".equals(bid) ? ChiamataMove.pass()
                        : ChiamataMove.bid(event.has("points") ? Contract.ofPoints(event.path("points").asInt())
                        : Contract.parse(bid)));
            }
            case "call" -> new SeatedMove(seat, ChiamataMove.call(ItalianCard.parse(event.path("card").asText())));
            case "play" -> new SeatedMove(seat, ChiamataMove.play(ItalianCard.parse(event.path("card").asText())));
            default -> null;
        };
    }
}
