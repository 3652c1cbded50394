package dev.mazziere.ai;

import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.View;

/**
 * How a game deals the cards one seat cannot see, for search (OpenSpiel's
 * {@code ResampleFromInfostate}): from a seat's view, a whole match state whose
 * {@code view(seat)} equals that view, with every card the seat has not seen dealt at
 * random to the other hands and the stock, consistently with what the seat has seen
 * (cards played, captured, revealed voids, bids), and the future deck order shuffled.
 *
 * <p>A determinizer serves one seat of one match and may remember what earlier views
 * showed ({@link #observe}): facts a later view no longer shows, such as who failed to
 * follow suit three tricks ago. It never sees the match state.
 */
public interface Determinizer {

    /**
     * Takes note of a view of this seat, in the order the seat saw them. Called once per
     * decision, before {@link #sample}. The default remembers nothing.
     */
    default void observe(View view) {
    }

    /** A full state consistent with {@code view} and what was observed before; a fresh object each call. */
    MatchState sample(View view, SeededRandom random);

    /** True when a side wants more points (most games); false when fewer is better (Traversone). */
    default boolean morePointsBetter() {
        return true;
    }
}
