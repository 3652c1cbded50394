package dev.mazziere.ai;

import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.Move;
import dev.mazziere.game.View;
import java.util.List;

/** Plays a uniformly random legal move. */
public final class RandomPlayer implements Player {

    private final SeededRandom random;

    public RandomPlayer(long seed) {
        this.random = new SeededRandom(seed);
    }

    @Override
    public Move choose(View view, List<? extends Move> legal) {
        return legal.get(random.nextInt(legal.size()));
    }
}
