package dev.mazziere.games.napoleone;

import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import dev.mazziere.cards.FrenchCard;
import dev.mazziere.game.Move;
import java.io.IOException;

/**
 * A Napoleone move: a pass or a bid during the bidding, a card during the play. Codes:
 * {@code b:pass}, {@code b:2}, {@code b:3}, {@code b:misere}, {@code b:4}, {@code b:nap},
 * {@code b:wellington}, {@code b:blucher}, and {@code p:KH} for a card. A move is written
 * to JSON as its code.
 */
@JsonDeserialize(using = NapoleoneMove.FromCode.class)
public sealed interface NapoleoneMove extends Move {

    @Override
    @JsonValue
    String code();

    /** Passo: no bid. */
    record Pass() implements NapoleoneMove {
        @Override
        public String code() {
            return "b:pass";
        }

        @Override
        public String toString() {
            return code();
        }
    }

    /** A bid of a contract. */
    record Bid(Contract contract) implements NapoleoneMove {
        public Bid {
            if (contract == null) {
                throw new IllegalArgumentException("a bid needs a contract");
            }
        }

        @Override
        public String code() {
            return "b:" + contract.code();
        }

        @Override
        public String toString() {
            return code();
        }
    }

    /** A card played from the hand. */
    record Play(FrenchCard card) implements NapoleoneMove {
        public Play {
            if (card == null || card.isJoker()) {
                throw new IllegalArgumentException("Napoleone plays a card of the 52, not " + card);
            }
        }

        @Override
        public String code() {
            return "p:" + card.code();
        }

        @Override
        public String toString() {
            return code();
        }
    }

    Pass PASS = new Pass();

    static Bid bid(Contract contract) {
        return new Bid(contract);
    }

    static Play play(String card) {
        return new Play(FrenchCard.parse(card));
    }

    /**
     * Parses {@link #code()}; a bid may also be {@code b:passo}.
     *
     * @throws IllegalArgumentException naming what is wrong
     */
    static NapoleoneMove parse(String code) {
        String text = code.trim();
        if (text.length() > 2 && text.charAt(1) == ':') {
            String rest = text.substring(2);
            switch (Character.toLowerCase(text.charAt(0))) {
                case 'b' -> {
                    return rest.equalsIgnoreCase("pass") || rest.equalsIgnoreCase("passo")
                            ? PASS : new Bid(Contract.parse(rest));
                }
                case 'p' -> {
                    return new Play(FrenchCard.parse(rest));
                }
                default -> {
                    // falls through to the error
                }
            }
        }
        throw new IllegalArgumentException("not a Napoleone move: '" + code
                + "' (expected b:pass, b:2, b:3, b:misere, b:4, b:nap, b:wellington, b:blucher or p: and a card, e.g. p:KH)");
    }

    /** Reads a move back from its code. */
    final class FromCode extends StdDeserializer<NapoleoneMove> {
        FromCode() {
            super(NapoleoneMove.class);
        }

        @Override
        public NapoleoneMove deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            String code = p.getValueAsString();
            try {
                return parse(code);
            } catch (IllegalArgumentException e) {
                return (NapoleoneMove) ctxt.handleWeirdStringValue(NapoleoneMove.class, code, e.getMessage());
            }
        }
    }
}
