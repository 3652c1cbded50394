package dev.mazziere.games.briscola;

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

@DisplayName("Briscola passes the conformance kit")
final class BriscolaConformanceTest extends GameConformanceTest {

    BriscolaConformanceTest() {
        super(new BriscolaGame(), new BriscolaAi());
    }

    /** Every seat count, with every value of {@code games}. */
    @Override
    protected List<Setup> setups() {
        return List.of(
                Setup.of(2),
                Setup.of(3),
                Setup.of(4),
                Setup.of(2, "games", "1"),
                Setup.of(3, "games", "3"),
                Setup.of(4, "games", "5"),
                Setup.of(2, "games", "5"),
                Setup.of(4, "games", "1"));
    }

    @Override
    protected List<? extends Card> deck(Setup setup) {
        return BriscolaRules.deck(setup.seats());
    }

    /**
     * A side needs {@code games} hands; every hand but a drawn one gives one to some side,
     * so (games - 1) x sides + 1 decided hands end the match; 20 more for drawn hands.
     */
    @Override
    protected int moveBound(Setup setup) {
        int games = Integer.parseInt(setup.options().getOrDefault("games", "2"));
        int cards = BriscolaRules.deck(setup.seats()).size();
        return cards * ((games - 1) * BriscolaRules.sides(setup.seats()) + 1 + 20);
    }

    /** A card from the hand, or any card of the 40, the 2 of coppe included with three players. */
    @Override
    protected Stream<? extends Move> arbitraryMoves(MatchState state, SeededRandom random) {
        BriscolaView view = (BriscolaView) state.view(state.toAct());
        return Stream.generate(() -> random.nextInt(2) == 0 && !view.hand().isEmpty()
                ? BriscolaMove.play(view.hand().get(random.nextInt(view.hand().size())))
                : BriscolaMove.play(ItalianCard.ofIndex(random.nextInt(40)))).limit(20);
    }
}
