package dev.mazziere.games.napoleone;

import dev.mazziere.cards.FrenchCard;
import dev.mazziere.cards.FrenchSuit;
import dev.mazziere.game.View;
import java.util.List;

/**
 * What one seat sees of a Napoleone match: its own hand (empty in the public view), how
 * many cards each seat holds, the bids so far, the caller and contract once the bidding
 * is over, the trump suit once the first card set it, the trick on the table, the cards
 * played this hand, tricks per seat, totals, and the rules in force.
 *
 * @param caller the caller, or -1 while bidding
 * @param contract the caller's contract, or null while bidding
 * @param highest the highest bid so far, or null
 * @param trump the trump suit, or null (not set yet, or a hand without trumps)
 * @param trick the cards on the table, in playing order
 * @param lastTrick the last trick taken this hand, or null
 * @param played every card played this hand, in order
 * @param tricks the tricks each seat took this hand
 * @param end {@code target} or {@code hands}
 */
public record NapoleoneView(
        int viewer,
        NapoleoneMatch.Phase phase,
        List<FrenchCard> hand,
        List<Integer> handSizes,
        int dealer,
        int toAct,
        int handNumber,
        List<NapoleoneEvents.Bid> bids,
        Contract highest,
        int caller,
        Contract contract,
        FrenchSuit trump,
        List<NapoleoneEvents.Play> trick,
        NapoleoneEvents.Trick lastTrick,
        List<FrenchCard> played,
        List<Integer> tricks,
        List<Integer> totals,
        int scoredHands,
        String end,
        int target,
        int hands,
        boolean strictOvercalls,
        boolean misereTrumps,
        int misereValue) implements View {

    public NapoleoneView {
        hand = List.copyOf(hand);
        handSizes = List.copyOf(handSizes);
        bids = List.copyOf(bids);
        trick = List.copyOf(trick);
        played = List.copyOf(played);
        tricks = List.copyOf(tricks);
        totals = List.copyOf(totals);
    }

    /** Number of seats. */
    public int seats() {
        return handSizes.size();
    }

    /** The suit led in the trick on the table, or null when the trick is empty. */
    public FrenchSuit led() {
        return trick.isEmpty() ? null : trick.get(0).card().suit();
    }

    /** True when the first card of the hand is still to be played (it sets trumps). */
    public boolean firstLead() {
        return phase == NapoleoneMatch.Phase.PLAYING && played.isEmpty();
    }
}
