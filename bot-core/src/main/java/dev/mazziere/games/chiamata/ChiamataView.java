package dev.mazziere.games.chiamata;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.game.View;
import dev.mazziere.games.tricks.TrickEvents;
import dev.mazziere.games.tricks.TrickPlayView;
import dev.mazziere.games.tricks.TrickView;
import java.util.List;

/**
 * What one seat sees of a Briscola chiamata match: its own hand (empty in the public
 * view), the trick play every seat sees alike ({@link TrickView}) and every card played
 * this hand in order, the bids, the caller and the briscola suit once called, the partner
 * as far as this seat knows it, the totals, and the rules in force.
 *
 * <p>The called card is never written as a card: it is the rank of the winning bid
 * ({@code highest}) in the briscola suit ({@code trump}), named by the call, held by a
 * seat nobody else knows. {@code partner} is the seat holding it as this seat knows it:
 * everyone once the card is played; before that only its holder (the partner itself, or
 * the caller who called its own card) sees it; -1 for everyone else and in the public view.
 *
 * @param phase      the auction, the call, or the play
 * @param table      the public trick play of this hand
 * @param plays      every card played this hand, in order
 * @param toAct      the seat to act, or -1 when the match is over
 * @param handNumber the hand being played, from 1 (a throw-in is dealt again under the same number)
 * @param bids       this hand's bids and passes, in order
 * @param highest    the highest bid so far, or null
 * @param bidder     the seat that made it, or -1
 * @param caller     the caller once the auction is over, else -1
 * @param trump      the briscola suit once the card is called, else null
 * @param partner    the seat holding the called card as this seat knows it, else -1
 * @param totals     points per seat
 * @param scoredHands hands scored so far (throw-ins do not count)
 * @param end        {@code hands} or {@code target}
 * @param lead       {@code first} or {@code caller}: who leads the first trick
 * @param cappotto   whether taking all 120 card points doubles the hand's scores
 */
public record ChiamataView(
        int viewer,
        ChiamataMatch.Phase phase,
        List<ItalianCard> hand,
        TrickView<ItalianCard> table,
        List<TrickEvents.Play<ItalianCard>> plays,
        int dealer,
        int toAct,
        int handNumber,
        List<ChiamataEvents.Bid> bids,
        Contract highest,
        int bidder,
        int caller,
        ItalianSuit trump,
        int partner,
        List<Integer> totals,
        int scoredHands,
        String end,
        int target,
        int hands,
        String lead,
        boolean cappotto) implements View, TrickPlayView<ItalianCard> {

    public ChiamataView {
        hand = List.copyOf(hand);
        plays = List.copyOf(plays);
        bids = List.copyOf(bids);
        totals = List.copyOf(totals);
    }

    /** The card called, once it is: the winning rank in the briscola suit; else null. */
    public ItalianCard called() {
        return trump == null ? null : ItalianCard.of(highest.rank(), trump);
    }

    /** True once the called card has been played: everyone knows the partner. */
    public boolean revealed() {
        ItalianCard called = called();
        if (called == null) {
            return false;
        }
        for (TrickEvents.Play<ItalianCard> p : plays) {
            if (p.card() == called) {
                return true;
            }
        }
        return false;
    }

    /** True when this seat holds the called card (the partner, or the caller alone) and has not played it. */
    public boolean holdsCalled() {
        return trump != null && hand.contains(called());
    }

    /** True when the caller plays alone against four, as far as this seat knows it. */
    public boolean alone() {
        return caller >= 0 && partner == caller;
    }

    /** True when {@code seat} has passed in this hand's auction. */
    public boolean passed(int seat) {
        for (ChiamataEvents.Bid b : bids) {
            if (b.seat() == seat && b.pass()) {
                return true;
            }
        }
        return false;
    }

    /** The card points the caller's side needs: 61, or the points bid. */
    public int needed() {
        return highest == null ? Contract.PLAIN : highest.points();
    }
}
