package dev.mazziere.game;

import java.util.ArrayList;
import java.util.List;

/**
 * One group of a match's mutable state, kept together because its fields live as long
 * (a hand, a turn, the whole match): the group copies itself whole and compares itself
 * whole, so a match's {@code copy()} and {@code equals} name groups, never their fields.
 *
 * <p>An implementation overrides {@code equals} over every field it holds (and
 * {@code hashCode} over any of them); a derived field that does not count is
 * {@code transient}. The conformance kit checks, field by field, that changing any one
 * makes the match unequal and that a copy shares nothing mutable with its original.
 *
 * @param <T> the implementing class
 */
public interface StatePart<T extends StatePart<T>> {

    /** A deep copy: equal to this, sharing nothing mutable with it. */
    T copy();

    /** A copy of each pile (hands, taken cards ...) as a list of its own, for a part's {@link #copy()}. */
    static <C> List<List<C>> copyEach(List<List<C>> piles) {
        List<List<C>> copy = new ArrayList<>(piles.size());
        for (List<C> pile : piles) {
            copy.add(new ArrayList<>(pile));
        }
        return copy;
    }

    /** Each pile as an unmodifiable list of cards as they are now, for an event (a deal's hands). */
    static <C> List<List<C>> frozenEach(List<? extends List<? extends C>> piles) {
        List<List<C>> frozen = new ArrayList<>(piles.size());
        for (List<? extends C> pile : piles) {
            frozen.add(List.copyOf(pile));
        }
        return frozen;
    }

    /** True when every pile is empty: every hand played out. */
    static boolean allEmpty(List<? extends List<?>> piles) {
        for (List<?> pile : piles) {
            if (!pile.isEmpty()) {
                return false;
            }
        }
        return true;
    }
}
