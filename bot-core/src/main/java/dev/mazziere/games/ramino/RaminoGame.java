package dev.mazziere.games.ramino;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazziere.cards.FrenchCard;
import dev.mazziere.game.AbstractGame;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.OptionSpec;
import dev.mazziere.game.Options;
import dev.mazziere.game.SeatRange;
import dev.mazziere.game.SeatedMove;
import java.util.ArrayList;
import java.util.List;

/**
 * Ramino, as docs/rules.md (Ramino) describes it.
 * {@code variant=classico}: French 52 and 2 jokers, 2 to 5 players, 7 cards each;
 * {@code duemazzi}: 108 cards, 2 to 6 players, 10 each, the first player takes the
 * up-card, colore and ramino closes. Options: {@code extendOthers} (add to others'
 * melds), {@code closeWithoutDiscard} (the last card may be melded), {@code limit} 101 or
 * 201, {@code reentry} (once, with more than two players).
 */
public final class RaminoGame extends AbstractGame {

    public static final String ID = "ramino";

    public static final String VARIANT = "variant";
    public static final String EXTEND_OTHERS = "extendOthers";
    public static final String CLOSE_WITHOUT_DISCARD = "closeWithoutDiscard";
    public static final String LIMIT = "limit";
    public static final String REENTRY = "reentry";

    public static final String CLASSICO = "classico";
    public static final String DUEMAZZI = "duemazzi";

    private static final List<OptionSpec> OPTIONS = List.of(
            new OptionSpec.Choice(VARIANT, List.of(CLASSICO, DUEMAZZI), CLASSICO),
            new OptionSpec.Flag(EXTEND_OTHERS, true),
            new OptionSpec.Flag(CLOSE_WITHOUT_DISCARD, false),
            new OptionSpec.Number(LIMIT, List.of(101, 201), 101),
            new OptionSpec.Flag(REENTRY, true));

    public RaminoGame() {
        super(ID, OPTIONS, new RaminoFeats(), RaminoMove.class);
    }

    @Override
    public SeatRange seats(Options options) {
        return DUEMAZZI.equals(options.choice(VARIANT)) ? new SeatRange(2, 6) : new SeatRange(2, 5);
    }

    /** A Ramino turn is several actions and friends play it over days: async by default. */
    @Override
    public String defaultPace() {
        return "async";
    }

    @Override
    protected MatchState start(Options options, int seats, long seed) {
        return new RaminoMatch(this, options, seats, seed);
    }

    @Override
    public RaminoMove parseMove(String code) {
        return RaminoMove.parse(code);
    }

    /**
     * {@code draw}, {@code meld} (a colore when its cards are no meld), {@code extend},
     * {@code swapJoker}, {@code discard} and {@code reentry} events are moves; the others
     * (deal, restock, close, score) follow from them.
     */
    @Override
    public SeatedMove moveOf(JsonNode event) {
        int seat = event.path("seat").asInt();
        FrenchCard joker = event.hasNonNull("joker") ? FrenchCard.parse(event.path("joker").asText()) : null;
        RaminoMove move = switch (event.path("type").asText()) {
            case "draw" -> "discard".equals(event.path("from").asText()) ? RaminoMove.DRAW_PILE : RaminoMove.DRAW_STOCK;
            case "meld" -> {
                List<FrenchCard> cards = cards(event.path("cards"));
                yield Melds.check(cards, joker).valid()
                        ? new RaminoMove.Meld(cards, joker) : new RaminoMove.Colore(cards);
            }
            case "extend" -> new RaminoMove.Extend(event.path("meld").asInt(), cards(event.path("cards")), joker);
            case "swapJoker" -> new RaminoMove.SwapJoker(event.path("meld").asInt(),
                    FrenchCard.parse(event.path("card").asText()));
            case "discard" -> new RaminoMove.Discard(FrenchCard.parse(event.path("card").asText()));
            case "reentry" -> event.path("reenter").asBoolean() ? RaminoMove.REENTER : RaminoMove.STAY_OUT;
            default -> null;
        };
        return move == null ? null : new SeatedMove(seat, move);
    }

    private static List<FrenchCard> cards(JsonNode array) {
        List<FrenchCard> out = new ArrayList<>();
        array.forEach(c -> out.add(FrenchCard.parse(c.asText())));
        return out;
    }
}
