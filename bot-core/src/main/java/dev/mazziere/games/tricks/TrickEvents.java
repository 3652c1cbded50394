package dev.mazziere.games.tricks;

import dev.mazziere.cards.Card;
import dev.mazziere.game.MatchEvent;
import java.util.List;

/**
 * The transcript events of trick play, the same in every trick game
 * (TRANSCRIPT.md: Traversone, Napoleone, Briscola, Briscola chiamata, Tressette):
 * {@code play}, {@code trick} and {@code draw}. Cards are written as their codes.
 */
public final class TrickEvents {

    private TrickEvents() {
    }

    /** A card played to the trick by {@code seat}: {@code {"type":"play","seat":1,"card":"3C"}}. */
    public record Play<C extends Card>(int seat, C card) implements MatchEvent {
        @Override
        public String type() {
            return "play";
        }
    }

    /**
     * A trick complete: who took it and its cards in the order played, the lead first:
     * {@code {"type":"trick","winner":1,"cards":["5C","3C"]}}.
     */
    public record Trick<C extends Card>(int winner, List<C> cards) implements MatchEvent {
        public Trick {
            cards = List.copyOf(cards);
        }

        @Override
        public String type() {
            return "trick";
        }
    }

    /**
     * A card drawn from the stock after a trick: {@code {"type":"draw","seat":1,"card":"9C"}}.
     * It is in the transcript; a game decides who may see it while the match goes on.
     */
    public record Draw<C extends Card>(int seat, C card) implements MatchEvent {
        @Override
        public String type() {
            return "draw";
        }
    }
}
