package dev.mazziere.games.tressette;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.MatchEvent;
import java.util.List;

/**
 * Tressette's own transcript events (docs/transcript.md): a declared combination and the
 * score breakdown; {@code play}, {@code trick} and {@code draw} are the trick kit's
 * ({@link dev.mazziere.games.tricks.TrickEvents}).
 */
public final class TressetteEvents {

    private TressetteEvents() {
    }

    /**
     * A combination declared for {@code seat} right before its first play of the hand:
     * {@code {"type":"declare","seat":0,"kind":"napoletana","cards":["1D","2D","3D"]}}.
     */
    public record Declare(int seat, Accuso.Kind kind, List<ItalianCard> cards) implements MatchEvent {
        public Declare {
            cards = List.copyOf(cards);
        }

        Declare(int seat, Accuso accuso) {
            this(seat, accuso.kind(), accuso.cards());
        }

        /** The combination declared. */
        public Accuso accuso() {
            return new Accuso(kind, cards);
        }

        @Override
        public String type() {
            return "declare";
        }
    }

    /**
     * The {@code hand} of a score event: card points per side in thirds (the last trick
     * not included, before rounding), the seat that took the last trick, the accusi
     * declared per side, and the side that took every trick, or null (whatever the
     * {@code cappotto} option says).
     */
    public record HandScore(List<Integer> thirds, int lastTrick, List<Integer> accusi, Integer cappotto) {
        public HandScore {
            thirds = List.copyOf(thirds);
            accusi = List.copyOf(accusi);
        }
    }
}
