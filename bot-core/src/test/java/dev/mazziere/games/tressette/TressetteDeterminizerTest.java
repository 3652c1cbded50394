package dev.mazziere.games.tressette;

import dev.mazziere.ai.DeterminizerKit;
import java.util.List;

class TressetteDeterminizerTest extends DeterminizerKit {

    TressetteDeterminizerTest() {
        super(new TressetteGame(), new TressetteAi());
    }

    @Override
    protected List<Integer> seatCounts() {
        return List.of(2, 4);
    }

    @Override
    protected int matches() {
        return 2;
    }
}
