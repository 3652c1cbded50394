package dev.mazziere.games.ramino;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import dev.mazziere.cards.FrenchCard;
import dev.mazziere.game.MatchEvent;
import java.util.List;

/**
 * Ramino's own transcript events (docs/transcript.md, Ramino): {@code meld} and
 * {@code extend} carry {@code joker} (the card the joker stands for) when they hold a
 * joker, and {@code reentry} records a seat's choice after going out.
 */
public final class RaminoEvents {

    private RaminoEvents() {
    }

    /** A card drawn: {@code from} is {@code stock} or {@code discard}. */
    @JsonPropertyOrder({"type", "seat", "from", "card"})
    public record Draw(int seat, String from, FrenchCard card) implements MatchEvent {
        @Override
        public String type() {
            return "draw";
        }
    }

    /** A new combination laid down, cards in table order. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"type", "seat", "cards", "joker"})
    public record Meld(int seat, List<FrenchCard> cards, FrenchCard joker) implements MatchEvent {
        public Meld {
            cards = List.copyOf(cards);
        }

        @Override
        public String type() {
            return "meld";
        }
    }

    /** Cards added to meld number {@code meld}. */
    @JsonInclude(JsonInclude.Include.NON_NULL)
    @JsonPropertyOrder({"type", "seat", "meld", "cards", "joker"})
    public record Extend(int seat, int meld, List<FrenchCard> cards, FrenchCard joker) implements MatchEvent {
        public Extend {
            cards = List.copyOf(cards);
        }

        @Override
        public String type() {
            return "extend";
        }
    }

    /** The joker of meld {@code meld} replaced by {@code card}; the joker goes to the hand. */
    @JsonPropertyOrder({"type", "seat", "meld", "card"})
    public record SwapJoker(int seat, int meld, FrenchCard card) implements MatchEvent {
        @Override
        public String type() {
            return "swapJoker";
        }
    }

    @JsonPropertyOrder({"type", "seat", "card"})
    public record Discard(int seat, FrenchCard card) implements MatchEvent {
        @Override
        public String type() {
            return "discard";
        }
    }

    /** The discard pile turned over as the new stock. */
    public record Restock() implements MatchEvent {
        @Override
        public String type() {
            return "restock";
        }
    }

    @JsonPropertyOrder({"type", "seat", "inHand"})
    public record Close(int seat, boolean inHand) implements MatchEvent {
        @Override
        public String type() {
            return "close";
        }
    }

    /** A seat that went out chose to come back in, or not. */
    @JsonPropertyOrder({"type", "seat", "reenter"})
    public record Reentry(int seat, boolean reenter) implements MatchEvent {
        @Override
        public String type() {
            return "reentry";
        }
    }

    /**
     * The {@code hand} of a score event: what each seat pays, the seats that went out and
     * came back in this hand; and (additions) the closer (null when the stock ran out for
     * good) and how it closed: {@code normal}, {@code inHand}, {@code colore},
     * {@code ramino} or {@code none}.
     */
    @JsonPropertyOrder({"penalties", "eliminated", "reentered", "closer", "close"})
    public record HandScore(List<Integer> penalties, List<Integer> eliminated, List<Integer> reentered,
                            Integer closer, String close) {
        public HandScore {
            penalties = List.copyOf(penalties);
            eliminated = List.copyOf(eliminated);
            reentered = List.copyOf(reentered);
        }
    }
}
