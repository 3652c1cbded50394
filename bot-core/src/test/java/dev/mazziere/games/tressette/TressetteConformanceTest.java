package dev.mazziere.games.tressette;

import dev.mazziere.cards.Card;
import dev.mazziere.cards.Decks;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Move;
import dev.mazziere.game.conformance.GameConformanceTest;
import dev.mazziere.game.conformance.Setup;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;

@DisplayName("Tressette passes the conformance kit")
final class TressetteConformanceTest extends GameConformanceTest {

    TressetteConformanceTest() {
        super(new TressetteGame(), new TressetteAi());
    }

    /** Every option value, with 2 and 4 players. */
    @Override
    protected List<Setup> setups() {
        return List.of(
                Setup.of(2),
                Setup.of(4),
                Setup.of(2, "accusi", "off", "cappotto", "double", "target", "31"),
                Setup.of(4, "cappotto", "double", "target", "41"),
                Setup.of(2, "cappotto", "off", "target", "41"),
                Setup.of(4, "accusi", "false", "cappotto", "off", "target", "31"));
    }

    @Override
    protected List<? extends Card> deck(Setup setup) {
        return Decks.italian40();
    }

    /**
     * Every hand gives 11 points at least, so the target is reached within target / 5.5
     * hands by one side or the other; 20 more hands for equal totals.
     */
    @Override
    protected int moveBound(Setup setup) {
        int target = Integer.parseInt(setup.options().getOrDefault("target", "21"));
        return 40 * (2 * target / 11 + 20);
    }

    /** A card from the hand (off suit now and then), or any card of the 40. */
    @Override
    protected Stream<? extends Move> arbitraryMoves(MatchState state, SeededRandom random) {
        TressetteView view = (TressetteView) state.view(state.toAct());
        return Stream.generate(() -> random.nextInt(2) == 0 && !view.hand().isEmpty()
                ? new TressetteMove(view.hand().get(random.nextInt(view.hand().size())))
                : new TressetteMove(ItalianCard.ofIndex(random.nextInt(40)))).limit(20);
    }
}
