package dev.mazziere.games.chiamata;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Rejection;
import java.util.ArrayList;
import java.util.List;

/**
 * The rules of a Briscola chiamata hand's auction and call, over its {@link ChiamataHand}:
 * the bids, passes and calls open to the seat to act, why one is refused, and what a bid
 * or a pass leads to (the next seat still in, the call by the last bidder left, or a
 * throw-in when everyone passed). {@link ChiamataMatch} emits the events and deals again.
 */
final class ChiamataAuction {

    private ChiamataAuction() {
    }

    /** The moves open in the auction or the call; none once the play has started. */
    static List<ChiamataMove> legal(ChiamataHand hand) {
        return switch (hand.phase) {
            case AUCTION -> ChiamataMove.auction(hand.highest);
            case CALL -> {
                List<ChiamataMove> calls = new ArrayList<>(4);
                for (ItalianCard card : ChiamataRules.callable(hand.highest)) {
                    calls.add(ChiamataMove.call(card));
                }
                yield calls;
            }
            case PLAY -> List.of();
        };
    }

    /** Why a pass, a bid or a call is refused now; null when it is allowed. */
    static Rejection check(ChiamataHand hand, ChiamataMove move) {
        ChiamataMatch.Phase phase = hand.phase;
        return switch (move) {
            case ChiamataMove.Pass p -> phase == ChiamataMatch.Phase.AUCTION ? null
                    : Rejection.of("chiamata.auctionOver");
            case ChiamataMove.Bid b -> phase != ChiamataMatch.Phase.AUCTION ? Rejection.of("chiamata.auctionOver")
                    : b.contract().beats(hand.highest) ? null
                    : Rejection.of("chiamata.bidTooLow", b.contract().code(), hand.highest.code());
            case ChiamataMove.Call c -> switch (phase) {
                case AUCTION -> Rejection.of("chiamata.stillBidding", c.card().code());
                case CALL -> c.card().rank() == hand.highest.rank() ? null
                        : Rejection.of("chiamata.wrongRank", c.card().code(), Integer.toString(hand.highest.rank()));
                case PLAY -> Rejection.of("chiamata.alreadyCalled", hand.called.code());
            };
            case ChiamataMove.Play p -> throw new IllegalArgumentException("a card is no auction move: " + p);
        };
    }

    /**
     * Records a bid, or a pass ({@code contract} null), with its event, and says who acts next: the next seat that has not passed,
     * or the last bidder left in, who becomes the caller and calls its card (the phase
     * turns to the call); {@link MatchState#NOBODY} when everyone passed and the cards are
     * thrown in.
     */
    static int record(ChiamataHand hand, ChiamataEvents.Bid bid, Contract contract) {
        int seat = bid.seat();
        hand.bids.add(bid);
        if (contract == null) {
            hand.passed[seat] = true;
        } else {
            hand.highest = contract;
            hand.bidder = seat;
        }
        int passes = hand.passes();
        if (passes == ChiamataRules.SEATS) {
            return MatchState.NOBODY;
        }
        if (passes == ChiamataRules.SEATS - 1 && hand.bidder >= 0 && !hand.passed[hand.bidder]) {
            hand.caller = hand.bidder;
            hand.phase = ChiamataMatch.Phase.CALL;
            return hand.caller;
        }
        int next = (seat + 1) % ChiamataRules.SEATS;
        while (hand.passed[next]) {
            next = (next + 1) % ChiamataRules.SEATS;
        }
        return next;
    }
}
