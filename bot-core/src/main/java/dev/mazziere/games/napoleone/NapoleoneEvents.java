package dev.mazziere.games.napoleone;

import dev.mazziere.game.MatchEvent;

/**
 * Napoleone's own transcript events (docs/transcript.md, Napoleone); its {@code play} and
 * {@code trick} events are the trick kit's ({@link dev.mazziere.games.tricks.TrickEvents}).
 */
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

    /**
     * The {@code hand} of a score event: the caller, the contract's code, the trump suit's
     * letter (null without trumps), the caller's tricks when the hand stopped, and whether
     * the contract was made.
     */
    public record HandScore(int caller, String contract, String trump, int tricks, boolean made) {
    }
}
