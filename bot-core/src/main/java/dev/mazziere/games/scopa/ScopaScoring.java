package dev.mazziere.games.scopa;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import java.util.ArrayList;
import java.util.List;

/** The end-of-hand count: carte, denari, settebello, primiera, scope, napola, rebello. Pure. */
public final class ScopaScoring {

    /** Primiera value by rank 1..10: 7=21, 6=18, A=16, 5=15, 4=14, 3=13, 2=12, figures 10. */
    private static final int[] PRIMIERA = {0, 16, 12, 13, 14, 15, 18, 21, 10, 10, 10};

    private ScopaScoring() {
    }

    public static int primieraValue(ItalianCard card) {
        return PRIMIERA[card.rank()];
    }

    /**
     * The primiera of a pile: the sum of the best card of each suit, or -1 when a suit
     * is missing (such a side cannot win the primiera).
     */
    public static int primiera(List<ItalianCard> pile) {
        int[] best = new int[4];
        for (ItalianCard c : pile) {
            best[c.suit().ordinal()] = Math.max(best[c.suit().ordinal()], PRIMIERA[c.rank()]);
        }
        int sum = 0;
        for (int b : best) {
            if (b == 0) {
                return -1;
            }
            sum += b;
        }
        return sum;
    }

    /** Napola: ace, 2 and 3 of denari score 3, plus one per further denari in sequence; else 0. */
    public static int napola(List<ItalianCard> pile) {
        boolean[] denari = new boolean[11];
        for (ItalianCard c : pile) {
            if (c.suit() == ItalianSuit.DENARI) {
                denari[c.rank()] = true;
            }
        }
        int run = 0;
        while (run < 10 && denari[run + 1]) {
            run++;
        }
        return run >= 3 ? run : 0;
    }

    /**
     * Scores one hand.
     *
     * @param piles   each side's captured cards
     * @param scope   each side's scope
     * @param tiesEach {@code ties=each}: tied highest sides all score the point
     */
    public static List<TeamHandScore> score(List<List<ItalianCard>> piles, int[] scope,
                                            boolean tiesEach, boolean napolaOn, boolean rebelloOn) {
        int sides = piles.size();
        int[] cards = new int[sides];
        int[] denari = new int[sides];
        int[] primiera = new int[sides];
        for (int t = 0; t < sides; t++) {
            List<ItalianCard> pile = piles.get(t);
            cards[t] = pile.size();
            denari[t] = (int) pile.stream().filter(c -> c.suit() == ItalianSuit.DENARI).count();
            primiera[t] = primiera(pile);
        }
        int[] cartePts = highest(cards, tiesEach);
        int[] denariPts = highest(denari, tiesEach);
        int[] primieraPts = highest(primiera, tiesEach);
        ItalianCard settebello = ItalianCard.of(7, ItalianSuit.DENARI);
        ItalianCard reDenari = ItalianCard.of(ItalianCard.RE, ItalianSuit.DENARI);
        List<TeamHandScore> out = new ArrayList<>(sides);
        for (int t = 0; t < sides; t++) {
            List<ItalianCard> pile = piles.get(t);
            out.add(new TeamHandScore(cards[t], denari[t], scope[t],
                    pile.contains(settebello) ? 1 : 0,
                    primieraPts[t],
                    napolaOn ? napola(pile) : 0,
                    rebelloOn && pile.contains(reDenari) ? 1 : 0,
                    cartePts[t], denariPts[t], Math.max(primiera[t], 0)));
        }
        return out;
    }

    /**
     * One point to the single highest side; a shared highest is a tie: nobody scores,
     * or each tied side does. A negative value means the side cannot win the point.
     */
    static int[] highest(int[] values, boolean tiesEach) {
        int max = -1;
        int holders = 0;
        for (int v : values) {
            if (v > max) {
                max = v;
                holders = 1;
            } else if (v == max) {
                holders++;
            }
        }
        int[] points = new int[values.length];
        if (max < 0 || (holders > 1 && !tiesEach)) {
            return points;
        }
        for (int t = 0; t < values.length; t++) {
            if (values[t] == max) {
                points[t] = 1;
            }
        }
        return points;
    }
}
