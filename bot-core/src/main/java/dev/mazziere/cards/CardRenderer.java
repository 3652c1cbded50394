package dev.mazziere.cards;

import java.util.List;
import java.util.stream.Collectors;

/**
 * The one way a card is shown to players, everywhere (table, hands, buttons, scores):
 * French cards with their suit symbol ({@code 10♥ Q♠ 🃏}); Italian cards with one mark
 * per suit (🪙 denari, 🍷 coppe, 🗡️ spade, 🪵 bastoni) and ranks A 2..7 F C R (Fante,
 * Cavallo, Re), the same in every language.
 */
public final class CardRenderer {

    private static final String[] ITALIAN_RANKS = {"", "A", "2", "3", "4", "5", "6", "7", "F", "C", "R"};

    private CardRenderer() {
    }

    public static String render(Card card) {
        return switch (card) {
            case ItalianCard c -> ITALIAN_RANKS[c.rank()] + mark(c.suit());
            case FrenchCard c -> c.isJoker() ? "🃏" : c.rankCode() + c.suit().symbol();
        };
    }

    /** The mark of an Italian suit. */
    public static String mark(ItalianSuit suit) {
        return switch (suit) {
            case DENARI -> "🪙";
            case COPPE -> "🍷";
            case SPADE -> "🗡️";
            case BASTONI -> "🪵";
        };
    }

    /** Cards separated by a space, in the order given. */
    public static String render(List<? extends Card> cards) {
        return cards.stream().map(CardRenderer::render).collect(Collectors.joining(" "));
    }

    /** Cards joined with {@code +}, for a capture. */
    public static String plus(List<? extends Card> cards) {
        return cards.stream().map(CardRenderer::render).collect(Collectors.joining("+"));
    }
}
