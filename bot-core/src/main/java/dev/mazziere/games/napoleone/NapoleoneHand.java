package dev.mazziere.games.napoleone;

import dev.mazziere.cards.Card;
import dev.mazziere.cards.FrenchCard;
import dev.mazziere.cards.FrenchSuit;
import dev.mazziere.game.StatePart;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * The state of one Napoleone hand: the seats' hands, the phase and the seat to act, the
 * bids with the highest contract and its caller, the trump, the trick on the table, the
 * last trick, the cards played and each seat's tricks. {@link NapoleoneMatch} plays on it
 * in place.
 */
final class NapoleoneHand implements StatePart<NapoleoneHand> {

    final List<List<FrenchCard>> hands;
    NapoleoneMatch.Phase phase;
    int toAct;
    final List<NapoleoneEvents.Bid> bids;
    Contract highest;
    int caller;
    FrenchSuit trump;
    final List<NapoleoneEvents.Play> trick;
    NapoleoneEvents.Trick lastTrick;
    final List<FrenchCard> played;
    final int[] tricks;

    NapoleoneHand(int seats) {
        this.hands = new ArrayList<>(seats);
        for (int s = 0; s < seats; s++) {
            hands.add(new ArrayList<>());
        }
        this.bids = new ArrayList<>();
        this.trick = new ArrayList<>();
        this.played = new ArrayList<>();
        this.tricks = new int[seats];
    }

    private NapoleoneHand(NapoleoneHand o) {
        this.hands = new ArrayList<>(o.hands.size());
        for (List<FrenchCard> hand : o.hands) {
            hands.add(new ArrayList<>(hand));
        }
        this.phase = o.phase;
        this.toAct = o.toAct;
        this.bids = new ArrayList<>(o.bids);
        this.highest = o.highest;
        this.caller = o.caller;
        this.trump = o.trump;
        this.trick = new ArrayList<>(o.trick);
        this.lastTrick = o.lastTrick;
        this.played = new ArrayList<>(o.played);
        this.tricks = o.tricks.clone();
    }

    /** The hands as they are now, for a deal event. */
    List<List<Card>> snapshotHands() {
        return StatePart.frozenEach(hands);
    }

    @Override
    public NapoleoneHand copy() {
        return new NapoleoneHand(this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof NapoleoneHand h && hands.equals(h.hands) && phase == h.phase && toAct == h.toAct
                && bids.equals(h.bids) && highest == h.highest && caller == h.caller && trump == h.trump
                && trick.equals(h.trick) && Objects.equals(lastTrick, h.lastTrick)
                && played.equals(h.played) && Arrays.equals(tricks, h.tricks);
    }

    @Override
    public int hashCode() {
        return Objects.hash(phase, toAct, played);
    }
}
