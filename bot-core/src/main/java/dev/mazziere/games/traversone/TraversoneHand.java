package dev.mazziere.games.traversone;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.StatePart;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The state of one Traversone hand: the seats' hands, the cards each seat has taken, the
 * trick on the table, its leader, the seat to play, the tricks played and the last trick.
 * {@link TraversoneMatch} plays on it in place.
 */
final class TraversoneHand implements StatePart<TraversoneHand> {

    final List<List<ItalianCard>> hands;
    final List<List<ItalianCard>> taken;
    final List<TraversoneEvents.Play> trick;
    int leader;
    int toAct;
    int tricksPlayed;
    TraversoneEvents.Trick lastTrick;

    TraversoneHand(int seats) {
        this.hands = new ArrayList<>(seats);
        this.taken = new ArrayList<>(seats);
        for (int s = 0; s < seats; s++) {
            hands.add(new ArrayList<>());
            taken.add(new ArrayList<>());
        }
        this.trick = new ArrayList<>();
    }

    private TraversoneHand(TraversoneHand o) {
        this.hands = StatePart.copyEach(o.hands);
        this.taken = StatePart.copyEach(o.taken);
        this.trick = new ArrayList<>(o.trick);
        this.leader = o.leader;
        this.toAct = o.toAct;
        this.tricksPlayed = o.tricksPlayed;
        this.lastTrick = o.lastTrick;
    }

    boolean handsEmpty() {
        return StatePart.allEmpty(hands);
    }

    @Override
    public TraversoneHand copy() {
        return new TraversoneHand(this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof TraversoneHand h && hands.equals(h.hands) && taken.equals(h.taken)
                && trick.equals(h.trick) && leader == h.leader && toAct == h.toAct
                && tricksPlayed == h.tricksPlayed && Objects.equals(lastTrick, h.lastTrick);
    }

    @Override
    public int hashCode() {
        return Objects.hash(hands, trick, tricksPlayed);
    }
}
