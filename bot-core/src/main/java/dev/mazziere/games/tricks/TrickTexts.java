package dev.mazziere.games.tricks;

import static dev.mazziere.cards.CardRenderer.render;

import dev.mazziere.cards.Card;
import dev.mazziere.cards.CardRenderer;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.text.Names;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The pieces of text every trick game's presenter writes alike, in any language (they
 * hold names, cards and the Italian suits' names only): a trick with who played each card, a
 * hand grouped by suit, a suit with its mark, a refusal's card or suit argument, and points in thirds.
 */
public final class TrickTexts {

    private TrickTexts() {
    }

    /** The cards of a trick with who played each, in playing order: {@code anna 3🍷 · carlo 5🍷}. */
    public static <C extends Card> String plays(List<TrickEvents.Play<C>> plays, Names names) {
        List<String> parts = new ArrayList<>(plays.size());
        for (TrickEvents.Play<C> p : plays) {
            parts.add(names.seat(p.seat()) + " " + render(p.card()));
        }
        return String.join(" · ", parts);
    }

    /**
     * An Italian hand grouped by suit (denari, coppe, spade, bastoni), each suit in
     * {@code order}, the groups apart: {@code A🪙 3🪙 · 5🍷 · F🪵}.
     */
    public static String bySuit(List<ItalianCard> hand, Comparator<ItalianCard> order) {
        List<String> groups = new ArrayList<>();
        for (ItalianSuit suit : ItalianSuit.values()) {
            List<ItalianCard> cards = hand.stream().filter(c -> c.suit() == suit).sorted(order).toList();
            if (!cards.isEmpty()) {
                groups.add(render(cards));
            }
        }
        return String.join(" · ", groups);
    }

    /** An Italian suit as players say it, with its mark: {@code 🍷 coppe}. */
    public static String suit(ItalianSuit suit) {
        return CardRenderer.mark(suit) + " " + suit.name().toLowerCase(Locale.ROOT);
    }

    /** A refusal's argument as players read it: a card drawn, a suit named with its mark, anything else as it is. */
    public static String cardOrSuit(String arg) {
        ItalianCard card = ItalianCard.tryParse(arg);
        if (card != null) {
            return render(card);
        }
        for (ItalianSuit suit : ItalianSuit.values()) {
            if (suit.name().toLowerCase(Locale.ROOT).equals(arg.toLowerCase(Locale.ROOT))) {
                return suit(suit);
            }
        }
        return arg;
    }

    /** Card points in thirds as players count them: {@code 0}, {@code ⅔}, {@code 1⅓}, {@code 3}. */
    public static String thirds(int thirds) {
        int whole = thirds / 3;
        String part = switch (thirds % 3) {
            case 1 -> "⅓";
            case 2 -> "⅔";
            default -> "";
        };
        return whole == 0 && !part.isEmpty() ? part : whole + part;
    }
}
