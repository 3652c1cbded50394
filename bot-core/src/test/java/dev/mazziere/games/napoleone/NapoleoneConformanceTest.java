package dev.mazziere.games.napoleone;

import dev.mazziere.cards.Card;
import dev.mazziere.cards.Decks;
import dev.mazziere.cards.FrenchCard;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Move;
import dev.mazziere.game.conformance.GameConformanceTest;
import dev.mazziere.game.conformance.Setup;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;

@DisplayName("Napoleone passes the conformance kit")
final class NapoleoneConformanceTest extends GameConformanceTest {

    NapoleoneConformanceTest() {
        super(new NapoleoneGame(), new NapoleoneAi());
    }

    /**
     * Every value of every option, and every player count from 2 to 7. Scores are zero-sum and
     * equal highest totals play on, so large targets and many players make long matches (a
     * random player bidding Blücher over and over pays every other seat the same): the kit
     * keeps those for a few setups, and measures the rest.
     */
    @Override
    protected List<Setup> setups() {
        return List.of(
                Setup.of(2, "end", "hands", "hands", "5"),
                Setup.of(3, "overcalls", "free", "target", "30"),
                Setup.of(4),
                Setup.of(5, "misereTrumps", "true", "misereValue", "4", "end", "hands", "hands", "10"),
                Setup.of(6, "target", "30"),
                Setup.of(7, "end", "hands", "hands", "20", "misereTrumps", "on"),
                Setup.of(2, "overcalls", "free", "misereValue", "4", "target", "30"),
                Setup.of(4, "target", "100", "misereTrumps", "yes"),
                Setup.of(3, "end", "hands", "hands", "20", "overcalls", "free"),
                Setup.of(5, "target", "30", "misereValue", "4"));
    }

    @Override
    protected List<? extends Card> deck(Setup setup) {
        return Decks.french52();
    }

    /**
     * A hand is at most one bid and five cards per seat, a throw-in one bid per seat. Scores are
     * zero-sum, so under {@code end=target} totals wander like a random walk: the bound grows
     * with the square of the target. Far above anything measured; it only catches a match
     * that cannot end.
     */
    @Override
    protected int moveBound(Setup setup) {
        int seats = setup.seats();
        int hands;
        if ("hands".equals(setup.options().get("end"))) {
            hands = Integer.parseInt(setup.options().get("hands")) * 50;
        } else {
            int target = Integer.parseInt(setup.options().getOrDefault("target", "60"));
            hands = 20 * target * target / (seats * seats) + 500;
        }
        return hands * 6 * seats;
    }

    /** Every bid and the pass, the cards of the hand, and cards of the deck at random. */
    @Override
    protected Stream<? extends Move> arbitraryMoves(MatchState state, SeededRandom random) {
        NapoleoneView view = (NapoleoneView) state.view(state.toAct());
        Stream<NapoleoneMove> bids = Stream.concat(Stream.of(NapoleoneMove.PASS),
                Stream.of(Contract.values()).map(NapoleoneMove::bid));
        Stream<NapoleoneMove> hand = view.hand().stream().map(NapoleoneMove.Play::new);
        List<FrenchCard> deck = Decks.french52();
        Stream<NapoleoneMove> any = Stream.generate(() -> (NapoleoneMove) new NapoleoneMove.Play(
                deck.get(random.nextInt(deck.size())))).limit(10);
        return Stream.of(bids, hand, any).flatMap(s -> s);
    }
}
