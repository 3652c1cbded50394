package dev.mazziere.games.ramino;

import dev.mazziere.ai.DeterminizerKit;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Nested;

class RaminoDeterminizerTest extends DeterminizerKit {

    RaminoDeterminizerTest() {
        super(new RaminoGame(), new RaminoAi());
    }

    @Override
    protected List<Integer> seatCounts() {
        return List.of(2);
    }

    @Override
    protected int matches() {
        return 1;
    }

    /** Each search iteration plays a Ramino hand out: a few decisions prove the point. */
    @Override
    protected int searchComparisons() {
        return 6;
    }

    /** A Ramino match runs to many long hands: two whole hands with tiny budgets. */
    @Override
    protected int wholeMatchHands() {
        return 2;
    }

    /** Two decks: the forced first take, colore and the closing kinds depend on the turn so far. */
    @Nested
    class Duemazzi extends DeterminizerKit {

        Duemazzi() {
            super(new RaminoGame(), new RaminoAi());
        }

        @Override
        protected dev.mazziere.game.Options options() {
            return game().resolveOptions(Map.of(RaminoGame.VARIANT, RaminoGame.DUEMAZZI));
        }

        @Override
        protected List<Integer> seatCounts() {
            return List.of(2);
        }

        @Override
        protected int matches() {
            return 1;
        }

        @Override
        protected int searchComparisons() {
            return 4;
        }

        @Override
        protected int wholeMatchHands() {
            return 1;
        }
    }
}
