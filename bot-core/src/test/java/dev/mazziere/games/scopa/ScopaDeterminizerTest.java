package dev.mazziere.games.scopa;

import dev.mazziere.ai.DeterminizerKit;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Nested;

class ScopaDeterminizerTest extends DeterminizerKit {

    ScopaDeterminizerTest() {
        super(new ScopaGame(), new ScopaAi());
    }

    @Override
    protected List<Integer> seatCounts() {
        return List.of(2, 3, 4);
    }

    @Nested
    class Scopone extends DeterminizerKit {

        Scopone() {
            super(new ScopaGame(), new ScopaAi());
        }

        @Override
        protected dev.mazziere.game.Options options() {
            return game().resolveOptions(Map.of(ScopaGame.VARIANT, "scopone", ScopaGame.CAPTURE_CHOICE, "fewest"));
        }

        @Override
        protected List<Integer> seatCounts() {
            return List.of(4);
        }

        @Override
        protected int matches() {
            return 2;
        }
    }
}
