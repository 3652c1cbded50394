package dev.mazziere.games.tricks;

import dev.mazziere.cards.Card;
import dev.mazziere.game.StatePart;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * The face-down stock of a trick game that draws (Briscola, Tressette with two players),
 * a {@link StatePart}: its cards from the top, the next to be drawn, to the bottom, which
 * in Briscola is the face-up card. After each trick, while cards are left, every seat
 * draws one, the trick's winner first, then the others in playing order.
 *
 * @param <C> the card type
 */
public final class Stock<C extends Card> implements StatePart<Stock<C>> {

    private final List<C> cards;

    /** An empty stock. */
    public Stock() {
        this.cards = new ArrayList<>();
    }

    private Stock(Stock<C> o) {
        this.cards = new ArrayList<>(o.cards);
    }

    /** Puts these cards in the stock, the first on top, in place of any it held. */
    public void fill(List<? extends C> fromTop) {
        cards.clear();
        cards.addAll(fromTop);
    }

    /** Cards left. */
    public int size() {
        return cards.size();
    }

    public boolean isEmpty() {
        return cards.isEmpty();
    }

    /** The bottom card, drawn last (Briscola's face-up card), or null when the stock is empty. */
    public C bottom() {
        return cards.isEmpty() ? null : cards.get(cards.size() - 1);
    }

    /** The cards from the top; unmodifiable, live. Hidden information: never in a view. */
    public List<C> cards() {
        return Collections.unmodifiableList(cards);
    }

    /**
     * One round of draws after a trick: each seat from {@code first} (the trick's winner)
     * round the table takes the top card into its hand. Nothing when the stock is empty.
     *
     * @return the draws, in order, to emit
     * @throws IllegalStateException when some cards are left but fewer than the seats
     */
    public List<TrickEvents.Draw<C>> drawRound(Tricks<C> tricks, int first) {
        if (cards.isEmpty()) {
            return List.of();
        }
        int seats = tricks.seats();
        if (cards.size() < seats) {
            throw new IllegalStateException(cards.size() + " cards left for " + seats + " seats");
        }
        List<TrickEvents.Draw<C>> draws = new ArrayList<>(seats);
        for (int i = 0; i < seats; i++) {
            int seat = (first + i) % seats;
            C card = cards.remove(0);
            tricks.hand(seat).add(card);
            draws.add(new TrickEvents.Draw<>(seat, card));
        }
        return draws;
    }

    @Override
    public Stock<C> copy() {
        return new Stock<>(this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Stock<?> s && cards.equals(s.cards);
    }

    @Override
    public int hashCode() {
        return cards.hashCode();
    }
}
