package dev.mazziere.games.tricks;

import static dev.mazziere.cards.CardRenderer.render;

import dev.mazziere.cards.Card;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.text.Names;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The pieces of text every trick game's presenter writes alike, in any language (they
 * hold names and cards only): a trick with who played each card, and a hand grouped by suit.
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
}
