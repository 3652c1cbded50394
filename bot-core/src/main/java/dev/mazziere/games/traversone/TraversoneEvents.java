package dev.mazziere.games.traversone;

import java.util.List;

/**
 * Traversone's score breakdown (docs/transcript.md); its {@code play} and {@code trick}
 * events are the trick kit's ({@link dev.mazziere.games.tricks.TrickEvents}).
 */
public final class TraversoneEvents {

    private TraversoneEvents() {
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
