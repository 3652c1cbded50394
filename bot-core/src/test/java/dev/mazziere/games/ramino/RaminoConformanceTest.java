package dev.mazziere.games.ramino;

import dev.mazziere.cards.Card;
import dev.mazziere.cards.Decks;
import dev.mazziere.cards.FrenchCard;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Move;
import dev.mazziere.game.conformance.GameConformanceTest;
import dev.mazziere.game.conformance.Setup;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;

@DisplayName("Ramino passes the conformance kit")
final class RaminoConformanceTest extends GameConformanceTest {

    RaminoConformanceTest() {
        super(new RaminoGame(), new RaminoAi());
    }

    /** Both variants, every player count, every option value somewhere. */
    @Override
    protected List<Setup> setups() {
        return List.of(
                Setup.of(2),
                Setup.of(3, "extendOthers", "false"),
                Setup.of(4, "closeWithoutDiscard", "true"),
                Setup.of(5, "reentry", "false", "limit", "201"),
                Setup.of(2, "variant", "duemazzi"),
                Setup.of(3, "variant", "duemazzi", "closeWithoutDiscard", "true", "extendOthers", "false"),
                Setup.of(4, "variant", "duemazzi", "limit", "201"),
                Setup.of(5, "variant", "duemazzi", "reentry", "false"),
                Setup.of(6, "variant", "duemazzi", "closeWithoutDiscard", "true"));
    }

    @Override
    protected List<? extends Card> deck(Setup setup) {
        return "duemazzi".equals(setup.options().get("variant")) ? Decks.frenchDouble108() : Decks.french54();
    }

    /**
     * A hand is bounded: the stock is rebuilt at most twice, each turn is a draw, a few
     * plays (each lays a card down or swaps a joker) and a discard; every hand costs the
     * seats that do not close at least a point, and each seat re-enters once at most. Far
     * above anything measured; it only catches a match that cannot end.
     */
    @Override
    protected int moveBound(Setup setup) {
        int limit = Integer.parseInt(setup.options().getOrDefault("limit", "101"));
        return 400 * limit * setup.seats();
    }

    @Override
    protected int randomMatches() {
        return 360;
    }

    @Override
    protected int probedMatches() {
        return 45;
    }

    @Override
    protected int replayedMatches() {
        return 45;
    }

    @Override
    protected int moveCodeMatches() {
        return 27;
    }

    @Override
    protected int viewedMatches() {
        return 27;
    }

    @Override
    protected int transcriptMatches() {
        return 27;
    }

    /** Draws, re-entry answers, discards, melds of hand cards near and far from valid, extends, swaps, colori. */
    @Override
    protected Stream<? extends Move> arbitraryMoves(MatchState state, SeededRandom random) {
        RaminoView view = (RaminoView) state.view(state.toAct());
        List<FrenchCard> hand = new ArrayList<>(view.hand());
        List<FrenchCard> deck = "duemazzi".equals(view.variant()) ? Decks.frenchDouble108() : Decks.french54();
        List<RaminoMove> out = new ArrayList<>(List.of(RaminoMove.DRAW_STOCK, RaminoMove.DRAW_PILE,
                RaminoMove.REENTER, RaminoMove.STAY_OUT));
        hand.forEach(c -> out.add(new RaminoMove.Discard(c)));
        out.add(new RaminoMove.Discard(deck.get(random.nextInt(deck.size()))));
        for (int i = 0; i < 12 && hand.size() >= 2; i++) {
            List<FrenchCard> pick = pick(hand, 2 + random.nextInt(4), random);
            out.add(new RaminoMove.Meld(pick, jokerFor(pick, random)));
        }
        hand.sort(null);
        for (int i = 0; i + 3 <= hand.size(); i++) {
            List<FrenchCard> window = hand.subList(i, i + 3);
            out.add(new RaminoMove.Meld(window, jokerFor(window, random)));
        }
        for (int i = 0; i < 10 && !hand.isEmpty(); i++) {
            int meld = random.nextInt(view.melds().size() + 2) - 1;
            List<FrenchCard> pick = pick(hand, 1 + random.nextInt(3), random);
            out.add(new RaminoMove.Extend(meld, pick, jokerFor(pick, random)));
        }
        for (RaminoView.MeldView m : view.melds()) {
            if (m.joker() != null) {
                out.add(new RaminoMove.SwapJoker(m.index(), m.joker().card()));
            }
            if (!hand.isEmpty()) {
                out.add(new RaminoMove.SwapJoker(m.index(), hand.get(random.nextInt(hand.size()))));
            }
        }
        if (!hand.isEmpty()) {
            out.add(new RaminoMove.Colore(Melds.without(hand, List.of(hand.get(random.nextInt(hand.size()))))));
            out.add(new RaminoMove.Colore(hand));
        }
        random.shuffle(out);
        return out.stream();
    }

    private static List<FrenchCard> pick(List<FrenchCard> hand, int n, SeededRandom random) {
        List<FrenchCard> copy = new ArrayList<>(hand);
        random.shuffle(copy);
        return copy.subList(0, Math.min(n, copy.size()));
    }

    private static FrenchCard jokerFor(List<FrenchCard> cards, SeededRandom random) {
        if (!cards.contains(FrenchCard.JOKER)) {
            return random.nextInt(10) == 0 ? FrenchCard.of(1 + random.nextInt(13), FrenchCard.of(1,
                    dev.mazziere.cards.FrenchSuit.HEARTS).suit()) : null;
        }
        List<FrenchCard> options = Melds.jokerOptions(cards);
        if (!options.isEmpty() && random.nextInt(4) != 0) {
            return options.get(random.nextInt(options.size()));
        }
        return FrenchCard.of(1 + random.nextInt(13), dev.mazziere.cards.FrenchSuit.values()[random.nextInt(4)]);
    }
}
