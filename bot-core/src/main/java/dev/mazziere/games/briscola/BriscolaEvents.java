package dev.mazziere.games.briscola;

import java.util.List;

/**
 * Briscola's score breakdown (docs/transcript.md, Briscola); its {@code play},
 * {@code trick} and {@code draw} events are the trick kit's
 * ({@link dev.mazziere.games.tricks.TrickEvents}).
 */
public final class BriscolaEvents {

    private BriscolaEvents() {
    }

    /** The {@code hand} of a score event: the card points each side took ({@code {"cardPoints":[72,48]}}). */
    public record HandScore(List<Integer> cardPoints) {
        public HandScore {
            cardPoints = List.copyOf(cardPoints);
        }
    }
}
