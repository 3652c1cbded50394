package dev.mazziere.games.briscola;

import com.fasterxml.jackson.annotation.JsonValue;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.annotation.JsonDeserialize;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.Move;
import java.io.IOException;

/**
 * A Briscola move: a card played from the hand, the only move there is. Its code is the
 * card's ({@code 3C}), as Traversone's; a move is written to JSON as its code.
 */
@JsonDeserialize(using = BriscolaMove.FromCode.class)
public sealed interface BriscolaMove extends Move permits BriscolaMove.Play {

    /** The card played. */
    ItalianCard card();

    @Override
    @JsonValue
    String code();

    /** Play {@code card} from the hand. */
    record Play(ItalianCard card) implements BriscolaMove {
        public Play {
            if (card == null) {
                throw new IllegalArgumentException("a Briscola move needs a card");
            }
        }

        @Override
        public String code() {
            return card.code();
        }

        @Override
        public String toString() {
            return code();
        }
    }

    /** Play this card. */
    static BriscolaMove play(ItalianCard card) {
        return new Play(card);
    }

    /**
     * Parses {@link #code()}.
     *
     * @throws IllegalArgumentException naming the bad code
     */
    static BriscolaMove parse(String code) {
        ItalianCard card = ItalianCard.tryParse(code.trim());
        if (card == null) {
            throw new IllegalArgumentException("not a Briscola move: '" + code
                    + "' (expected a card: rank 1-10 and suit D, C, S or B, e.g. 3C)");
        }
        return new Play(card);
    }

    /** Reads a move back from its code. */
    final class FromCode extends StdDeserializer<BriscolaMove> {
        FromCode() {
            super(BriscolaMove.class);
        }

        @Override
        public BriscolaMove deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
            String code = p.getValueAsString();
            try {
                return parse(code);
            } catch (IllegalArgumentException e) {
                return (BriscolaMove) ctxt.handleWeirdStringValue(BriscolaMove.class, code, e.getMessage());
            }
        }
    }
}
