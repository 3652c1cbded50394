package dev.mazziere.games.ramino;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazziere.ai.Determinizer;
import dev.mazziere.ai.IsmctsPlayer;
import dev.mazziere.ai.Level;
import dev.mazziere.ai.Player;
import dev.mazziere.ai.SensiblePlayer;
import dev.mazziere.cards.FrenchCard;
import dev.mazziere.game.Game;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Move;
import dev.mazziere.game.OptionSpec;
import dev.mazziere.game.Options;
import dev.mazziere.game.SeatRange;
import dev.mazziere.game.SeatedMove;
import dev.mazziere.text.GamePresenter;
import dev.mazziere.text.Presentable;
import dev.mazziere.picture.GamePicture;
import dev.mazziere.picture.Picturable;
import java.util.ArrayList;
import java.util.List;

/**
 * Ramino, after RULES.md (Ramino section) and the seed text {@code seeds/ramino-it.txt}.
 * {@code variant=classico}: French 52 and 2 jokers, 2 to 5 players, 7 cards each;
 * {@code duemazzi}: 108 cards, 2 to 6 players, 10 each, the first player takes the
 * up-card, colore and ramino closes. Options: {@code extendOthers} (add to others'
 * melds), {@code closeWithoutDiscard} (the last card may be melded), {@code limit} 101 or
 * 201, {@code reentry} (once, with more than two players).
 */
public final class RaminoGame implements Game, Presentable, Picturable {

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

    private static final RaminoPresenter PRESENTER = new RaminoPresenter();

    @Override
    public GamePresenter presenter() {
        return PRESENTER;
    }

    @Override
    public GamePicture picture() {
        return new RaminoPicture();
    }

    @Override
    public String id() {
        return ID;
    }

    @Override
    public List<OptionSpec> options() {
        return OPTIONS;
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
    public MatchState newMatch(Options options, int seats, long seed) {
        seats(options).check(ID, seats);
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

    @Override
    public Class<? extends Move> moveType() {
        return RaminoMove.class;
    }

    @Override
    public Player newPlayer(Level level, long seed) {
        return newPlayer(level, defaultOptions(), seed);
    }

    @Override
    public Player newPlayer(Level level, Options options, long seed) {
        return switch (level) {
            case EASY -> SensiblePlayer.easy(new RaminoHeuristicPlayer(~seed), seed);
            case MEDIUM -> new RaminoHeuristicPlayer(seed);
            // Rollouts of the heuristic's draws and discards (RaminoRolloutPlayer): the generic
            // tree search lost to the heuristic, 6 of 20 matches; these won 85 of 100 (bench duel).
            case HARD -> searchPlayer(options, searchConfig(options), seed);
        };
    }

    /**
     * Ramino searches its own way ({@link RaminoRolloutPlayer}): the tree search over single
     * moves lost to the heuristic, a turn being many moves with many choices each.
     */
    @Override
    public Player searchPlayer(Options options, IsmctsPlayer.Config config, long seed) {
        return new RaminoRolloutPlayer(this, options, config, seed);
    }

    /**
     * The rollout player's budget: the finalists of a decision are played out on 128
     * determinizations, with a 200 ms safety stop (64 won 77 of 100 matches against medium,
     * 128 won 85, at p95 118 ms a decision). The reward scale of 20 (a hand's
     * penalties run to tens of points) serves the generic search, which {@code bench} and
     * the tests still run.
     */
    @Override
    public IsmctsPlayer.Config searchConfig(Options options) {
        return IsmctsPlayer.Config.HARD.withIterations(128).withMillis(200).withRewardScale(20);
    }

    @Override
    public Determinizer determinizer(Options options) {
        return new RaminoDeterminizer(this, options);
    }
}
