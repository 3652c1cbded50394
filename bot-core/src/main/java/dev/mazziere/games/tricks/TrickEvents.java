package dev.mazziere.games.tricks;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazziere.cards.Card;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.MatchEvent;
import dev.mazziere.game.Move;
import dev.mazziere.game.SeatedMove;
import java.util.List;
import java.util.function.Function;

/**
 * The transcript events of trick play, the same in every trick game
 * (TRANSCRIPT.md: Traversone, Napoleone, Briscola, Briscola chiamata, Tressette):
 * {@code play}, {@code trick} and {@code draw}. Cards are written as their codes.
 */
public final class TrickEvents {

    private TrickEvents() {
    }

    /**
     * The move a transcript's {@code play} event records, with its seat, for a game whose
     * play is an Italian card ({@link dev.mazziere.game.Game#moveOf}); null for any other event.
     *
     * @param move the game's move playing a card
     */
    public static SeatedMove playOf(JsonNode event, Function<ItalianCard, ? extends Move> move) {
        if (!"play".equals(event.path("type").asText())) {
            return null;
        }
        return new SeatedMove(event.path("seat").asInt(), move.apply(ItalianCard.parse(event.path("card").asText())));
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
