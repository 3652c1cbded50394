package dev.mazziere.games.scopa;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.MatchEvent;
import java.util.List;

/** Scopa's own transcript events. */
public final class ScopaEvents {

    private ScopaEvents() {
    }

    /** A card played; {@code capture} empty when it stays on the table; {@code scopa} only when it scores. */
    public record Play(int seat, ItalianCard card, List<ItalianCard> capture, boolean scopa) implements MatchEvent {
        public Play {
            capture = List.copyOf(capture);
        }

        @Override
        public String type() {
            return "play";
        }
    }

    /** At the end of a hand the last capturer takes what is left on the table. */
    public record Sweep(int seat, List<ItalianCard> cards) implements MatchEvent {
        public Sweep {
            cards = List.copyOf(cards);
        }

        @Override
        public String type() {
            return "sweep";
        }
    }
}
