package dev.mazziere.games.tricks;

import dev.mazziere.cards.Card;
import java.util.List;

/**
 * The part of a trick game's view that every seat sees alike: the trick on the table
 * with who played what, the seat that led it, the tricks completed, the last one, how
 * many cards each seat holds and the cards each seat has taken (every one was shown when
 * played). A game's view carries one beside its own fields. Immutable.
 *
 * @param trick        the cards on the table, in playing order (empty between tricks)
 * @param leader       the seat that led (or leads) the trick on the table
 * @param tricksPlayed tricks completed this hand
 * @param lastTrick    the last trick completed this hand, or null
 * @param handSizes    how many cards each seat holds
 * @param taken        the cards each seat has taken this hand
 */
public record TrickView<C extends Card>(
        List<TrickEvents.Play<C>> trick,
        int leader,
        int tricksPlayed,
        TrickEvents.Trick<C> lastTrick,
        List<Integer> handSizes,
        List<List<C>> taken) {

    public TrickView {
        trick = List.copyOf(trick);
        handSizes = List.copyOf(handSizes);
        taken = taken.stream().map(List::copyOf).toList();
    }

    /** The number of seats. */
    public int seats() {
        return handSizes.size();
    }

    /** The cards on the table, without who played them. */
    public List<C> cardsOnTable() {
        return trick.stream().map(TrickEvents.Play::card).toList();
    }

    /** The seats still to play to the trick on the table, in order (all of them from the leader when it is empty). */
    public List<Integer> stillToPlay() {
        int n = seats();
        int first = (leader + trick.size()) % n;
        List<Integer> seats = new java.util.ArrayList<>(n - trick.size());
        for (int i = 0; i < n - trick.size(); i++) {
            seats.add((first + i) % n);
        }
        return seats;
    }
}
