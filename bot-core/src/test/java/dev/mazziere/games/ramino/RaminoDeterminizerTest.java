package dev.mazziere.games.ramino;

import dev.mazziere.ai.GameAi;
import dev.mazziere.ai.DeterminizerKit;
import dev.mazziere.game.Game;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Nested;

class RaminoDeterminizerTest extends DeterminizerKit {

    @Override
    protected Game game() {
        return new RaminoGame();
    }

    @Override
    protected GameAi ai() {
        return new RaminoAi();
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

        @Override
        protected Game game() {
            return new RaminoGame();
        }

        @Override
        protected GameAi ai() {
            return new RaminoAi();
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
