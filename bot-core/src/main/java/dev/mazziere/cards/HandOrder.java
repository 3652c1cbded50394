package dev.mazziere.cards;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;

/**
 * The order a hand shows its cards in, wherever it shows them (its text, its buttons, its
 * picture): by suit, then rank, the cards' natural order, whatever order they were dealt in.
 * A game that ranks otherwise (Napoleone's ace high) keeps its own. Pure functions.
 */
public final class HandOrder {

    private HandOrder() {
    }

    /** {@code hand} in this order, as a new list. */
    public static <C extends Card & Comparable<? super C>> List<C> of(Collection<C> hand) {
        List<C> cards = new ArrayList<>(hand);
        cards.sort(null);
        return cards;
    }

    /**
     * {@code moves} in the order of the cards they play ({@code card}), the moves of one card
     * together in the order given: the order of a hand's move buttons.
     */
    public static <M, C extends Card & Comparable<? super C>> List<M> byCard(List<? extends M> moves,
            Function<? super M, C> card) {
        List<M> out = new ArrayList<>(moves);
        out.sort(Comparator.comparing(card, Comparator.naturalOrder()));
        return out;
    }
}
