package dev.mazziere.games.ramino;

import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import dev.mazziere.cards.FrenchCard;
import dev.mazziere.game.Move;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A Ramino move. Codes: {@code d:s} draw from the stock (tallone), {@code d:p} draw the
 * top of the discard pile (pozzo); {@code m:7H8H9H} lay down a new meld; {@code x:2:10H}
 * add cards to meld 2; {@code j:1:5S} take the joker of meld 1, putting 5S in its place;
 * {@code q:KD} discard (ends the turn); {@code k:2H5H9H...} lay down a {@code duemazzi}
 * colore (all one suit, not a meld); {@code r:y} / {@code r:n} re-enter or not after
 * going out.
 *
 * <p>Cards are written one after another in their transcript notation, sorted (suit,
 * then rank, jokers last), so the same cards in any order are the same move. A joker is
 * written {@code *} and the card it stands for: {@code m:7H8H*9H} is 7H 8H and a joker
 * standing for 9H. A hand never holds more than 11 cards and a meld of one suit at most
 * one 10, so every legal code fits 40 bytes (the longest, an 11-card run or colore, is
 * under 30) without a compact encoding. A move is written to JSON as its code.
 */
@JsonDeserialize(using = RaminoMove.FromCode.class)
public sealed interface RaminoMove extends Move {

    @Override
    @JsonValue
    String code();

    /** Draw from the stock ({@code d:s}) or the discard pile ({@code d:p}). */
    record Draw(boolean fromPile) implements RaminoMove {
        @Override
        public String code() {
            return fromPile ? "d:p" : "d:s";
        }

        @Override
        public String toString() {
            return code();
        }
    }

    /** Lay down a new meld; {@code joker} is the card the joker stands for (null without). */
    record Meld(List<FrenchCard> cards, FrenchCard joker) implements RaminoMove {
        public Meld {
            cards = sorted(cards);
        }

        @Override
        public String code() {
            return "m:" + write(cards, joker);
        }

        @Override
        public String toString() {
            return code();
        }
    }

    /** Add cards to meld number {@code meld}. */
    record Extend(int meld, List<FrenchCard> cards, FrenchCard joker) implements RaminoMove {
        public Extend {
            cards = sorted(cards);
        }

        @Override
        public String code() {
            return "x:" + meld + ":" + write(cards, joker);
        }

        @Override
        public String toString() {
            return code();
        }
    }

    /** Take the joker of meld {@code meld} by putting {@code card}, the card it stands for, in its place. */
    record SwapJoker(int meld, FrenchCard card) implements RaminoMove {
        public SwapJoker {
            if (card == null) {
                throw new IllegalArgumentException("a joker swap needs a card");
            }
        }

        @Override
        public String code() {
            return "j:" + meld + ":" + card.code();
        }

        @Override
        public String toString() {
            return code();
        }
    }

    /** Discard a card: the turn ends (and the hand, when it was the last card). */
    record Discard(FrenchCard card) implements RaminoMove {
        public Discard {
            if (card == null) {
                throw new IllegalArgumentException("a discard needs a card");
            }
        }

        @Override
        public String code() {
            return "q:" + card.code();
        }

        @Override
        public String toString() {
            return code();
        }
    }

    /** {@code duemazzi}: lay down every card but the one to discard as a colore. */
    record Colore(List<FrenchCard> cards) implements RaminoMove {
        public Colore {
            cards = sorted(cards);
        }

        @Override
        public String code() {
            return "k:" + write(cards, null);
        }

        @Override
        public String toString() {
            return code();
        }
    }

    /** After going out: come back in ({@code r:y}) or stay out ({@code r:n}). */
    record Reenter(boolean yes) implements RaminoMove {
        @Override
        public String code() {
            return yes ? "r:y" : "r:n";
        }

        @Override
        public String toString() {
            return code();
        }
    }

    Draw DRAW_STOCK = new Draw(false);
    Draw DRAW_PILE = new Draw(true);
    Reenter REENTER = new Reenter(true);
    Reenter STAY_OUT = new Reenter(false);

    private static List<FrenchCard> sorted(List<FrenchCard> cards) {
        if (cards == null) {
            throw new IllegalArgumentException("cards needed");
        }
        // Every legal meld and extension is made here, its cards sorted and immutable already:
        // those are kept as they are (List.copyOf returns an immutable list itself).
        boolean sorted = true;
        for (int i = 0; i < cards.size(); i++) {
            if (cards.get(i) == null) {
                throw new IllegalArgumentException("cards needed");
            }
            sorted &= i == 0 || cards.get(i - 1).compareTo(cards.get(i)) <= 0;
        }
        if (sorted) {
            return List.copyOf(cards);
        }
        FrenchCard[] out = cards.toArray(new FrenchCard[0]);
        Arrays.sort(out);
        return List.of(out);
    }

    private static String write(List<FrenchCard> cards, FrenchCard joker) {
        StringBuilder sb = new StringBuilder();
        boolean placed = false;
        for (FrenchCard c : cards) {
            if (c.isJoker() && joker != null && !placed) {
                sb.append('*').append(joker.code());
                placed = true;
            } else {
                sb.append(c.code());
            }
        }
        if (!placed && joker != null) {
            sb.append('=').append(joker.code());
        }
        return sb.toString();
    }

    /** Cards and the card the joker stands for, as a code writes them. */
    record Cards(List<FrenchCard> cards, FrenchCard joker) {
    }

    static Cards read(String text) {
        List<FrenchCard> cards = new ArrayList<>();
        FrenchCard joker = null;
        int i = 0;
        while (i < text.length()) {
            boolean star = text.charAt(i) == '*';
            boolean eq = text.charAt(i) == '=';
            if (star || eq) {
                i++;
            }
            int len = text.startsWith("10", i) ? 3 : 2;
            if (i + len > text.length()) {
                throw new IllegalArgumentException("not a card list: '" + text + "'");
            }
            FrenchCard c = FrenchCard.parse(text.substring(i, i + len));
            i += len;
            if (star || eq) {
                if (joker != null || c.isJoker()) {
                    throw new IllegalArgumentException("one joker card only: '" + text + "'");
                }
                joker = c;
                if (star) {
                    cards.add(FrenchCard.JOKER);
                }
            } else {
                cards.add(c);
            }
        }
        return new Cards(cards, joker);
    }

    /**
     * Parses {@link #code()}.
     *
     * @throws IllegalArgumentException naming what is wrong
     */
    static RaminoMove parse(String code) {
        String text = code.trim();
        try {
            if (text.length() > 2 && text.charAt(1) == ':') {
                String rest = text.substring(2);
                switch (Character.toLowerCase(text.charAt(0))) {
                    case 'd' -> {
                        if (rest.equalsIgnoreCase("s") || rest.equalsIgnoreCase("p")) {
                            return rest.equalsIgnoreCase("p") ? DRAW_PILE : DRAW_STOCK;
                        }
                    }
                    case 'r' -> {
                        if (rest.equalsIgnoreCase("y") || rest.equalsIgnoreCase("n")) {
                            return rest.equalsIgnoreCase("y") ? REENTER : STAY_OUT;
                        }
                    }
                    case 'q' -> {
                        return new Discard(FrenchCard.parse(rest));
                    }
                    case 'm' -> {
                        Cards c = read(rest);
                        return new Meld(c.cards(), c.joker());
                    }
                    case 'k' -> {
                        Cards c = read(rest);
                        if (c.joker() == null) {
                            return new Colore(c.cards());
                        }
                    }
                    case 'x', 'j' -> {
                        int colon = rest.indexOf(':');
                        if (colon > 0) {
                            int meld = Integer.parseInt(rest.substring(0, colon));
                            String tail = rest.substring(colon + 1);
                            if (text.charAt(0) == 'j' || text.charAt(0) == 'J') {
                                return new SwapJoker(meld, FrenchCard.parse(tail));
                            }
                            Cards c = read(tail);
                            return new Extend(meld, c.cards(), c.joker());
                        }
                    }
                    default -> {
                        // falls through to the error
                    }
                }
            }
        } catch (IllegalArgumentException e) {
            // falls through to the error that lists the forms
        }
        throw new IllegalArgumentException("not a Ramino move: '" + code
                + "' (expected d:s, d:p, m:<cards>, x:<meld>:<cards>, j:<meld>:<card>, q:<card>,"
                + " k:<cards>, r:y or r:n; a joker as * and its card, e.g. m:7H8H*9H)");
    }

    /** Reads a move back from its code. */
    final class FromCode extends StdDeserializer<RaminoMove> {
        FromCode() {
            super(RaminoMove.class);
        }

        @Override
        public RaminoMove deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            String code = p.getValueAsString();
            try {
                return parse(code);
            } catch (IllegalArgumentException e) {
                return (RaminoMove) ctxt.handleWeirdStringValue(RaminoMove.class, code, e.getMessage());
            }
        }
    }
}
