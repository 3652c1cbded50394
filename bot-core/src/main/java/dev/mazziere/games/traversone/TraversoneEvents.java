package dev.mazziere.games.traversone;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.MatchEvent;
import java.util.List;

/** Traversone's own transcript events and its score breakdown (docs/transcript.md). */
public final class TraversoneEvents {

    private TraversoneEvents() {
    }

    /** A card played to the trick. */
    public record Play(int seat, ItalianCard card) implements MatchEvent {
        @Override
        public String type() {
            return "play";
        }
    }

    /** A trick complete: its winner and its cards in the order played. */
    public record Trick(int winner, List<ItalianCard> cards) implements MatchEvent {
        public Trick {
            cards = List.copyOf(cards);
        }

        @Override
        public String type() {
            return "trick";
        }
    }

    /**
     * The {@code hand} of a score event: card points per seat in thirds (the last trick
     * not included, before rounding), who took the last trick, and the seat that took
     * all the hand's points, or null.
     */
    public record HandScore(List<Integer> thirds, int lastTrick, Integer cappotto) {
        public HandScore {
            thirds = List.copyOf(thirds);
        }
    }
}
