package dev.mazziere.games.napoleone;

import dev.mazziere.ai.DeterminizerKit;
import dev.mazziere.game.Game;
import java.util.List;

class NapoleoneDeterminizerTest extends DeterminizerKit {

    @Override
    protected Game game() {
        return new NapoleoneGame();
    }

    @Override
    protected List<Integer> seatCounts() {
        return List.of(2, 5);
    }

    @Override
    protected int matches() {
        return 3;
    }
}
