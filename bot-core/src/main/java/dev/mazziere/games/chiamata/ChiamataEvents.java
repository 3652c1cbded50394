package dev.mazziere.games.chiamata;

import com.fasterxml.jackson.annotation.JsonIgnore;
import com.fasterxml.jackson.annotation.JsonInclude;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.MatchEvent;
import java.util.List;

/**
 * Briscola chiamata's own transcript events (docs/transcript.md, Briscola chiamata); its
 * {@code play} and {@code trick} events are the trick kit's
 * ({@link dev.mazziere.games.tricks.TrickEvents}).
 */
public final class ChiamataEvents {

    private ChiamataEvents() {
    }

    /**
     * A seat bid or passed: {@code bid} is {@code pass} or a rank as in card codes
     * ({@code 1}, {@code 3}, {@code 10} ... {@code 2}); {@code points} is set only for the
     * 2 with points ({@code {"bid":"2","points":75}}).
     */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record Bid(int seat, String bid, Integer points) implements MatchEvent {

        /** The event of a pass ({@code contract} null) or of a bid. */
        static Bid of(int seat, Contract contract) {
            if (contract == null) {
                return new Bid(seat, "pass", null);
            }
            return new Bid(seat, Integer.toString(contract.rank()), contract.withPoints() ? contract.points() : null);
        }

        /** True for a pass. */
        public boolean pass() {
            return "pass".equals(bid);
        }

        /** The contract bid; null for a pass. */
        public Contract contract() {
            return pass() ? null : points != null ? Contract.ofPoints(points) : Contract.ofRank(Integer.parseInt(bid));
        }

        @Override
        public String type() {
            return "bid";
        }
    }

    /** Everyone passed: the cards are thrown in and the next dealer deals. */
    public record Redeal() implements MatchEvent {
        @Override
        public String type() {
            return "redeal";
        }
    }

    /** The caller named the card whose suit is briscola and whose holder is its partner. */
    public record Call(int seat, ItalianCard card) implements MatchEvent {
        @Override
        public String type() {
            return "call";
        }
    }

    /**
     * The called card was just played, by {@code seat}: the partner (the caller itself when
     * alone). {@code caller} is not written: the chat says whose partner it is.
     */
    public record Partner(int seat, @JsonIgnore int caller) implements MatchEvent {
        @Override
        public String type() {
            return "partner";
        }
    }

    /**
     * The {@code hand} of a score event: the caller, the card called, the partner (the
     * caller when alone), the card points the caller's side needed, the card points each
     * seat took, whether the side made them, and whether one side took all 120 (whatever
     * the {@code cappotto} option).
     */
    public record HandScore(int caller, String called, int partner, int needed, List<Integer> cardPoints,
                            boolean made, boolean cappotto) {
        public HandScore {
            cardPoints = List.copyOf(cardPoints);
        }

        /** True when the caller called its own card and played alone against four. */
        public boolean alone() {
            return partner == caller;
        }

        /** The card points of the caller's side. */
        public int sidePoints() {
            return cardPoints.get(caller) + (alone() ? 0 : cardPoints.get(partner));
        }
    }
}
