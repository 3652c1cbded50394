package dev.mazziere.games.chiamata;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.StatePart;
import dev.mazziere.games.tricks.TrickEvents;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * What one Briscola chiamata hand adds to its trick play (which the match keeps in the
 * kit's {@link dev.mazziere.games.tricks.Tricks}): the phase, the bids with the highest
 * and its bidder and who has passed, the caller and the card it called, the seat holding
 * that card (the partner, hidden until the card is played) and whether it was played, and
 * every card played in order. {@link ChiamataMatch} changes it in place, and
 * {@link ChiamataAuction} during the auction.
 */
final class ChiamataHand implements StatePart<ChiamataHand> {

    ChiamataMatch.Phase phase;
    final List<ChiamataEvents.Bid> bids;
    Contract highest;
    int bidder;
    final boolean[] passed;
    int caller;
    ItalianCard called;
    /** The seat holding the called card when it was called: the partner, or the caller alone. Hidden. */
    int partner;
    boolean revealed;
    final List<TrickEvents.Play<ItalianCard>> plays;

    ChiamataHand(int seats) {
        this.bids = new ArrayList<>();
        this.passed = new boolean[seats];
        this.plays = new ArrayList<>();
        clear();
    }

    private ChiamataHand(ChiamataHand o) {
        this.phase = o.phase;
        this.bids = new ArrayList<>(o.bids);
        this.highest = o.highest;
        this.bidder = o.bidder;
        this.passed = o.passed.clone();
        this.caller = o.caller;
        this.called = o.called;
        this.partner = o.partner;
        this.revealed = o.revealed;
        this.plays = new ArrayList<>(o.plays);
    }

    /** A new hand: the auction opens, nothing bid, called or played. */
    void clear() {
        phase = ChiamataMatch.Phase.AUCTION;
        bids.clear();
        highest = null;
        bidder = -1;
        Arrays.fill(passed, false);
        caller = -1;
        called = null;
        partner = -1;
        revealed = false;
        plays.clear();
    }

    /**
     * The hand {@code view} describes: its phase, bids, call and plays; the partner as the
     * view knows it, else {@code holder}, the seat holding the called card (for search).
     */
    void restore(ChiamataView view, int holder) {
        clear();
        phase = view.phase();
        bids.addAll(view.bids());
        for (ChiamataEvents.Bid b : view.bids()) {
            if (b.pass()) {
                passed[b.seat()] = true;
            }
        }
        highest = view.highest();
        bidder = view.bidder();
        caller = view.caller();
        called = view.called();
        plays.addAll(view.plays());
        if (called != null) {
            revealed = view.revealed();
            partner = view.partner() >= 0 ? view.partner() : holder;
        }
    }

    /** How many seats have passed. */
    int passes() {
        int n = 0;
        for (boolean p : passed) {
            n += p ? 1 : 0;
        }
        return n;
    }

    @Override
    public ChiamataHand copy() {
        return new ChiamataHand(this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof ChiamataHand h && phase == h.phase && bids.equals(h.bids)
                && Objects.equals(highest, h.highest) && bidder == h.bidder && Arrays.equals(passed, h.passed)
                && caller == h.caller && Objects.equals(called, h.called) && partner == h.partner
                && revealed == h.revealed && plays.equals(h.plays);
    }

    @Override
    public int hashCode() {
        return Objects.hash(phase, bids.size(), plays.size(), caller);
    }
}
