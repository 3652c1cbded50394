package dev.mazziere.games.chiamata;

import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.Move;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/**
 * A Briscola chiamata move: in the auction a pass or a bid, then the caller's call of a
 * card, then a card played. Codes: {@code b:pass}, {@code b:} and the bid
 * ({@code b:1} Asso ... {@code b:2}, {@code b:2:75} the 2 at 75 points), {@code c:} and
 * the card called ({@code c:3D}), {@code p:} and the card played ({@code p:7B}). A move
 * is written to JSON as its code. Every move is one shared instance ({@link #pass},
 * {@link #bid}, {@link #call}, {@link #play}).
 */
@JsonDeserialize(using = ChiamataMove.FromCode.class)
public sealed interface ChiamataMove extends Move {

    @Override
    @JsonValue
    String code();

    /** Passo: out of the auction for this hand. */
    record Pass() implements ChiamataMove {
        @Override
        public String code() {
            return "b:pass";
        }

        @Override
        public String toString() {
            return code();
        }
    }

    /** A bid: a rank, or the 2 with points. */
    record Bid(Contract contract) implements ChiamataMove {
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

    /** The caller names a card of the winning rank: its suit is briscola, its holder the partner. */
    record Call(ItalianCard card) implements ChiamataMove {
        public Call {
            if (card == null) {
                throw new IllegalArgumentException("a call needs a card");
            }
        }

        @Override
        public String code() {
            return "c:" + card.code();
        }

        @Override
        public String toString() {
            return code();
        }
    }

    /** A card played from the hand. */
    record Play(ItalianCard card) implements ChiamataMove {
        public Play {
            if (card == null) {
                throw new IllegalArgumentException("a play needs a card");
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

    /** The shared instances, so that listing legal moves allocates nothing. */
    final class Shared {
        static final Pass PASS = new Pass();
        static final Bid[] BIDS = new Bid[Contract.LEVELS];
        static final Call[] CALLS = new Call[40];
        static final Play[] PLAYS = new Play[40];
        /** The auction's moves after each highest bid (index: its level + 1, 0 for none): a pass and every higher bid. */
        static final List<List<ChiamataMove>> AUCTION = new ArrayList<>();

        static {
            for (int level = 0; level < Contract.LEVELS; level++) {
                BIDS[level] = new Bid(Contract.ofLevel(level));
            }
            for (int i = 0; i < 40; i++) {
                CALLS[i] = new Call(ItalianCard.ofIndex(i));
                PLAYS[i] = new Play(ItalianCard.ofIndex(i));
            }
            for (int above = -1; above < Contract.LEVELS; above++) {
                List<ChiamataMove> moves = new ArrayList<>();
                moves.add(PASS);
                for (int level = above + 1; level < Contract.LEVELS; level++) {
                    moves.add(BIDS[level]);
                }
                AUCTION.add(List.copyOf(moves));
            }
        }

        private Shared() {
        }
    }

    static Pass pass() {
        return Shared.PASS;
    }

    static Bid bid(Contract contract) {
        return Shared.BIDS[contract.level()];
    }

    /** The moves of a seat in the auction over {@code highest} (null: no bid yet): a pass and every higher bid, shared. */
    static List<ChiamataMove> auction(Contract highest) {
        return Shared.AUCTION.get(highest == null ? 0 : highest.level() + 1);
    }

    static Call call(ItalianCard card) {
        return Shared.CALLS[card.index()];
    }

    static Play play(ItalianCard card) {
        return Shared.PLAYS[card.index()];
    }

    /**
     * Parses {@link #code()}; a pass may also be {@code b:passo}.
     *
     * @throws IllegalArgumentException naming what is wrong
     */
    static ChiamataMove parse(String code) {
        String text = code.trim();
        if (text.length() > 2 && text.charAt(1) == ':') {
            String rest = text.substring(2);
            switch (Character.toLowerCase(text.charAt(0))) {
                case 'b' -> {
                    return rest.equalsIgnoreCase("pass") || rest.equalsIgnoreCase("passo") ? pass()
                            : bid(Contract.parse(rest));
                }
                case 'c' -> {
                    return call(ItalianCard.parse(rest));
                }
                case 'p' -> {
                    return play(ItalianCard.parse(rest));
                }
                default -> {
                    // falls through to the error
                }
            }
        }
        throw new IllegalArgumentException("not a Briscola chiamata move: '" + code
                + "' (expected b:pass, b: and a bid such as b:9 or b:2:75, c: and the card called, p: and a card)");
    }

    /** Reads a move back from its code. */
    final class FromCode extends StdDeserializer<ChiamataMove> {
        FromCode() {
            super(ChiamataMove.class);
        }

        @Override
        public ChiamataMove deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            String code = p.getValueAsString();
            try {
                return parse(code);
            } catch (IllegalArgumentException e) {
                return (ChiamataMove) ctxt.handleWeirdStringValue(ChiamataMove.class, code, e.getMessage());
            }
        }
    }
}
