package dev.mazziere.games.napoleone;

import dev.mazziere.cards.FrenchCard;
import dev.mazziere.cards.FrenchSuit;
import dev.mazziere.game.View;
import dev.mazziere.games.tricks.TrickEvents;
import dev.mazziere.games.tricks.TrickPlayView;
import dev.mazziere.games.tricks.TrickView;
import java.util.List;

/**
 * What one seat sees of a Napoleone match: its own hand (empty in the public view), the
 * trick play every seat sees alike ({@link TrickView}: how many cards each seat holds, the
 * trick on the table, the last trick, what each seat took), the bids so far, the caller
 * and contract once the bidding is over, the trump suit once the first card set it, the
 * cards played this hand, totals, and the rules in force.
 *
 * @param table the public trick play of this hand
 * @param caller the caller, or -1 while bidding
 * @param contract the caller's contract, or null while bidding
 * @param highest the highest bid so far, or null
 * @param trump the trump suit, or null (not set yet, or a hand without trumps)
 * @param played every card played this hand, in order
 * @param end {@code target} or {@code hands}
 */
public record NapoleoneView(
        int viewer,
        NapoleoneMatch.Phase phase,
        List<FrenchCard> hand,
        TrickView<FrenchCard> table,
        int dealer,
        int toAct,
        int handNumber,
        List<NapoleoneEvents.Bid> bids,
        Contract highest,
        int caller,
        Contract contract,
        FrenchSuit trump,
        List<FrenchCard> played,
        List<Integer> totals,
        int scoredHands,
        String end,
        int target,
        int hands,
        boolean strictOvercalls,
        boolean misereTrumps,
        int misereValue) implements View, TrickPlayView<FrenchCard> {

    public NapoleoneView {
        hand = List.copyOf(hand);
        bids = List.copyOf(bids);
        played = List.copyOf(played);
        totals = List.copyOf(totals);
    }

    /** The tricks each seat took this hand. */
    public List<Integer> tricks() {
        return table.taken().stream().map(cards -> cards.size() / seats()).toList();
    }

    /** The suit led in the trick on the table, or null when the trick is empty. */
    public FrenchSuit led() {
        return NapoleoneRules.TRICK_RULES.led(trick());
    }

    /** True when the first card of the hand is still to be played (it sets trumps). */
    public boolean firstLead() {
        return phase == NapoleoneMatch.Phase.PLAYING && played.isEmpty();
    }
}
