package dev.mazziere.games.napoleone;

import dev.mazziere.ai.DeterminizerKit;
import dev.mazziere.game.Options;
import java.util.List;
import java.util.Map;

class NapoleoneDeterminizerTest extends DeterminizerKit {

    NapoleoneDeterminizerTest() {
        super(new NapoleoneGame(), new NapoleoneAi());
    }

    @Override
    protected List<Integer> seatCounts() {
        return List.of(2, 5);
    }

    @Override
    protected int matches() {
        return 3;
    }

    /**
     * A match of a fixed number of hands: to a target, two-player Napoleone is a zero-sum
     * random walk whose length has no useful bound for "plays whole matches".
     */
    @Override
    protected Options options() {
        return game().resolveOptions(Map.of("end", "hands", "hands", "5"));
    }
}
