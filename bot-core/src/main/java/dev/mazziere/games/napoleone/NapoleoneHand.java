package dev.mazziere.games.napoleone;

import dev.mazziere.cards.FrenchCard;
import dev.mazziere.cards.FrenchSuit;
import dev.mazziere.game.StatePart;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * What one Napoleone hand adds to its trick play (which the match keeps in a
 * {@link dev.mazziere.games.tricks.Tricks}): the phase, the bids with the highest
 * contract and its caller, the trump, and every card played in order.
 * {@link NapoleoneMatch} changes it in place.
 */
final class NapoleoneHand implements StatePart<NapoleoneHand> {

    NapoleoneMatch.Phase phase;
    final List<NapoleoneEvents.Bid> bids;
    Contract highest;
    int caller;
    FrenchSuit trump;
    final List<FrenchCard> played;

    NapoleoneHand() {
        this.bids = new ArrayList<>();
        this.played = new ArrayList<>();
    }

    private NapoleoneHand(NapoleoneHand o) {
        this.phase = o.phase;
        this.bids = new ArrayList<>(o.bids);
        this.highest = o.highest;
        this.caller = o.caller;
        this.trump = o.trump;
        this.played = new ArrayList<>(o.played);
    }

    @Override
    public NapoleoneHand copy() {
        return new NapoleoneHand(this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof NapoleoneHand h && phase == h.phase && bids.equals(h.bids) && highest == h.highest
                && caller == h.caller && trump == h.trump && played.equals(h.played);
    }

    @Override
    public int hashCode() {
        return Objects.hash(phase, played);
    }
}
