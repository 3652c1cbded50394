package dev.mazziere.games.tricks;

import dev.mazziere.cards.ItalianCard;
import java.util.List;
import java.util.function.ToIntFunction;

/**
 * What the Italian cards are worth when taken, in the two counts trick games use: in
 * thirds of a point (Tressette, Traversone) or in whole points (Briscola).
 */
public enum CardPoints implements ToIntFunction<ItalianCard> {

    /**
     * Tressette's count, in thirds of a point: Asso 3 (one point); 3, 2, Re, Cavallo,
     * Fante 1 each (a third); 7, 6, 5, 4 nothing. A deck holds 32 thirds.
     */
    THIRDS(3, 1, 1, 0, 0, 0, 0, 1, 1, 1),

    /** Briscola's count: Asso 11, 3 10, Re 4, Cavallo 3, Fante 2, the others nothing. A deck holds 120. */
    BRISCOLA(11, 0, 10, 0, 0, 0, 0, 2, 3, 4);

    /** Thirds in one whole point. */
    public static final int THIRDS_PER_POINT = 3;

    /** The value of rank 1 to 10 (Asso ... Re), at index rank - 1. */
    private final int[] byRank;

    CardPoints(int... byRank) {
        this.byRank = byRank;
    }

    /** What one card is worth in this count. */
    public int of(ItalianCard card) {
        return byRank[card.rank() - 1];
    }

    /** What these cards are worth together. */
    public int of(List<ItalianCard> cards) {
        int sum = 0;
        for (int i = 0; i < cards.size(); i++) {
            sum += of(cards.get(i));
        }
        return sum;
    }

    @Override
    public int applyAsInt(ItalianCard card) {
        return of(card);
    }

    /** Thirds as whole points, rounded down, as players count them: 11 thirds are 3 points. */
    public static int wholePoints(int thirds) {
        return Math.floorDiv(thirds, THIRDS_PER_POINT);
    }
}
