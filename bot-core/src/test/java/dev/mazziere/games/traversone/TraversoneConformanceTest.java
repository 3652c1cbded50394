package dev.mazziere.games.traversone;

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

@DisplayName("Traversone passes the conformance kit")
final class TraversoneConformanceTest extends GameConformanceTest {

    TraversoneConformanceTest() {
        super(new TraversoneGame(), new TraversoneAi());
    }

    /** Every option value, at 3, 4, 5 and 6 players. */
    @Override
    protected List<Setup> setups() {
        return List.of(
                Setup.of(3),
                Setup.of(4, "remainders", "drop"),
                Setup.of(5, "cappotto", "charge", "assoBastoni", "true"),
                Setup.of(6, "cappotto", "off", "limit", "21"),
                Setup.of(3, "assoBastoni", "on", "remainders", "drop", "limit", "41"),
                Setup.of(4, "cappotto", "charge", "limit", "51"),
                Setup.of(6, "assoBastoni", "yes", "cappotto", "win", "limit", "101"),
                Setup.of(5, "remainders", "drop", "cappotto", "off", "limit", "21"));
    }

    @Override
    protected List<? extends Card> deck(Setup setup) {
        return TraversoneRules.deck(setup.seats());
    }

    /**
     * Every hand gives at least 7 points in all (11 less what {@code drop} loses), so
     * within seats x limit / 7 hands someone is over the limit; 20 more hands for ties
     * over the limit.
     */
    @Override
    protected int moveBound(Setup setup) {
        int limit = Integer.parseInt(setup.options().getOrDefault("limit", "31"));
        return 40 * (setup.seats() * limit / 7 + 20);
    }

    /** A card from the hand (off suit now and then), or any card of the 40, the removed ones included. */
    @Override
    protected Stream<? extends Move> arbitraryMoves(MatchState state, SeededRandom random) {
        TraversoneView view = (TraversoneView) state.view(state.toAct());
        return Stream.generate(() -> random.nextInt(2) == 0 && !view.hand().isEmpty()
                ? new TraversoneMove(view.hand().get(random.nextInt(view.hand().size())))
                : new TraversoneMove(ItalianCard.ofIndex(random.nextInt(40)))).limit(20);
    }
}
