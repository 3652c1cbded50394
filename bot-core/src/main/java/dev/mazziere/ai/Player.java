package dev.mazziere.ai;

import dev.mazziere.game.Move;
import dev.mazziere.game.View;
import java.util.List;

/**
 * A computer player for one seat. It decides from the seat's view and its legal
 * moves only, never from the match state, so it cannot see hidden cards.
 * Deterministic for the seed it was built with.
 */
public interface Player {

    /** One of {@code legal}, which is never empty. */
    Move choose(View view, List<? extends Move> legal);
}
