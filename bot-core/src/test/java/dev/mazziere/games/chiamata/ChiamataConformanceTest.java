package dev.mazziere.games.chiamata;

import dev.mazziere.cards.Card;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Move;
import dev.mazziere.game.conformance.GameConformanceTest;
import dev.mazziere.game.conformance.Setup;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;

@DisplayName("Briscola chiamata passes the conformance kit")
final class ChiamataConformanceTest extends GameConformanceTest {

    ChiamataConformanceTest() {
        super(new ChiamataGame(), new ChiamataAi());
    }

    /** Every value of every option at least once: who leads, cappotto, both end rules with each of their values. */
    @Override
    protected List<Setup> setups() {
        return List.of(
                Setup.of(5),
                Setup.of(5, "lead", "caller", "cappotto", "off"),
                Setup.of(5, "hands", "5"),
                Setup.of(5, "hands", "15", "lead", "caller"),
                Setup.of(5, "hands", "20", "cappotto", "off"),
                Setup.of(5, "end", "target", "target", "5"),
                Setup.of(5, "end", "target", "target", "10", "lead", "caller"),
                Setup.of(5, "end", "target", "target", "15"),
                Setup.of(5, "end", "target", "target", "20", "cappotto", "off"));
    }

    /** A match is ten hands of about 55 moves, five times a Briscola match for two: a third of the kit's matches. */
    @Override
    protected int randomMatches() {
        return 800;
    }

    @Override
    protected int viewedMatches() {
        return 100;
    }

    @Override
    protected List<? extends Card> deck(Setup setup) {
        return ChiamataRules.deck();
    }

    /**
     * At most 20 hands (or, to a target, a generous 200: a hand moves the leader by 4 at
     * most), each an auction of at most 69 bids and 5 passes, a call and 40 cards; 20
     * throw-ins more.
     */
    @Override
    protected int moveBound(Setup setup) {
        boolean target = "target".equals(setup.options().get("end"));
        int hands = target ? 200 : Integer.parseInt(setup.options().getOrDefault("hands", "10"));
        return (hands + 20) * (Contract.LEVELS + 5 + 1 + 40);
    }

    /** Every kind of move, legal or not: a pass, bids low and high, calls of any card, cards from the hand or not. */
    @Override
    protected Stream<? extends Move> arbitraryMoves(MatchState state, SeededRandom random) {
        ChiamataView view = (ChiamataView) state.view(state.toAct());
        return Stream.generate(() -> switch (random.nextInt(5)) {
            case 0 -> ChiamataMove.pass();
            case 1 -> ChiamataMove.bid(Contract.ofLevel(random.nextInt(Contract.LEVELS)));
            case 2 -> ChiamataMove.call(ItalianCard.ofIndex(random.nextInt(40)));
            case 3 -> view.hand().isEmpty() ? ChiamataMove.pass()
                    : ChiamataMove.play(view.hand().get(random.nextInt(view.hand().size())));
            default -> ChiamataMove.play(ItalianCard.ofIndex(random.nextInt(40)));
        }).limit(20);
    }
}
