package dev.mazziere.games.tricks;

import dev.mazziere.cards.ItalianCard;
import java.util.function.ToIntFunction;

/**
 * The two orders in which Italian cards take tricks, as a strength within a suit (higher
 * takes): the stronger card of a suit always has the higher number, and the weakest is 0.
 */
public enum ItalianOrder implements ToIntFunction<ItalianCard> {

    /** Tressette, Traversone: 3, 2, Asso, Re, Cavallo, Fante, 7, 6, 5, 4 (9 down to 0). */
    TRESSETTE(7, 8, 9, 0, 1, 2, 3, 4, 5, 6),

    /** Briscola: Asso, 3, Re, Cavallo, Fante, 7, 6, 5, 4, 2 (9 down to 0). */
    BRISCOLA(9, 0, 8, 1, 2, 3, 4, 5, 6, 7);

    /** The strength of rank 1 to 10 (Asso ... Re), at index rank - 1. */
    private final int[] byRank;

    ItalianOrder(int... byRank) {
        this.byRank = byRank;
    }

    /** The card's strength within its suit, 0 (weakest) to 9 (strongest). */
    public int strength(ItalianCard card) {
        return byRank[card.rank() - 1];
    }

    @Override
    public int applyAsInt(ItalianCard card) {
        return strength(card);
    }
}
