package dev.mazziere.games.napoleone;

import dev.mazziere.cards.FrenchCard;
import dev.mazziere.game.MatchEvent;
import java.util.List;

/** Napoleone's own transcript events (docs/transcript.md, Napoleone). */
public final class NapoleoneEvents {

    private NapoleoneEvents() {
    }

    /** A seat bid: {@code pass 2 3 misere 4 nap wellington blucher}. */
    public record Bid(int seat, String bid) implements MatchEvent {
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

    /** A card played. */
    public record Play(int seat, FrenchCard card) implements MatchEvent {
        @Override
        public String type() {
            return "play";
        }
    }

    /** A trick taken: its cards in playing order, the lead first. */
    public record Trick(int winner, List<FrenchCard> cards) implements MatchEvent {
        public Trick {
            cards = List.copyOf(cards);
        }

        @Override
        public String type() {
            return "trick";
        }
    }

    /**
     * The {@code hand} of a score event: the caller, the contract's code, the trump suit's
     * letter (null without trumps), the caller's tricks when the hand stopped, and whether
     * the contract was made.
     */
    public record HandScore(int caller, String contract, String trump, int tricks, boolean made) {
    }
}
