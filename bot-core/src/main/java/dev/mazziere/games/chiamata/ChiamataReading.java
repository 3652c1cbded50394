package dev.mazziere.games.chiamata;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.games.tricks.CardPoints;
import dev.mazziere.games.tricks.TrickEvents;
import java.util.List;

/**
 * Who may be the partner, as one seat reads it from what the play has shown before the
 * called card is out: the chance, for each seat, that it holds the called card. Before
 * any play every seat but the caller is as likely (the caller, who would play alone, much
 * less). Then each card a seat other than the caller played onto a trick counts as a
 * player reads it: points thrown (a carico) onto the caller's trick say "partner", taking
 * the caller's trick says "not the partner"; the same onto another seat's trick says
 * weaker that the two play together. The caller's own plays tell nothing: it does not know
 * its partner either. Reads the view only.
 */
final class ChiamataReading {

    /** The prior weight of "the caller called its own card and plays alone", against 1 for each other seat. */
    static final double ALONE_PRIOR = 0.05;
    /** How much likelier a carico (Asso or 3) is thrown onto a friend's trick than onto a foe's. */
    static final double CARICO = 3.0;
    /** The same for a Re, Cavallo or Fante. */
    static final double POINTS = 1.4;
    /** How much likelier a seat takes a foe's trick than a friend's (as the ratio friend / foe). */
    static final double TAKES = 0.5;
    /** How much a liscio (no points) onto a trick with points says "foe". */
    static final double LISCIO = 0.85;
    /** How much of a ratio counts when the trick's taker is not the caller (the thrower may not know the sides). */
    static final double INDIRECT = 0.5;

    private ChiamataReading() {
    }

    /**
     * For each seat, the chance it holds the called card, as {@code v}'s seat reads it; all
     * zero when no card is called. Known holders (the card played, or in the viewer's hand)
     * get 1.
     */
    static double[] holder(ChiamataView v) {
        int n = v.seats();
        double[] w = new double[n];
        ItalianCard called = v.called();
        if (called == null) {
            return w;
        }
        if (v.partner() >= 0) {
            w[v.partner()] = 1;
            return w;
        }
        int caller = v.caller();
        for (int s = 0; s < n; s++) {
            w[s] = s == v.viewer() || v.table().handSizes().get(s) == 0 ? 0 : s == caller ? ALONE_PRIOR : 1;
        }
        List<TrickEvents.Play<ItalianCard>> plays = v.plays();
        int start = 0;
        while (start < plays.size()) {
            int end = Math.min(plays.size(), start + n);
            read(plays.subList(start, end), v, w);
            start = end;
        }
        double sum = 0;
        for (double x : w) {
            sum += x;
        }
        for (int s = 0; s < n; s++) {
            w[s] = sum > 0 ? w[s] / sum : 0;
        }
        return w;
    }

    /** Weighs each hypothesis by the plays of one trick. */
    private static void read(List<TrickEvents.Play<ItalianCard>> trick, ChiamataView v, double[] w) {
        int caller = v.caller();
        int winning = 0;
        int onTable = CardPoints.BRISCOLA.of(trick.get(0).card());
        for (int i = 1; i < trick.size(); i++) {
            TrickEvents.Play<ItalianCard> play = trick.get(i);
            int taker = trick.get(winning).seat();
            boolean takes = ChiamataRules.TRICK_RULES.beats(play.card(), trick.get(winning).card(), v.trump());
            int points = CardPoints.BRISCOLA.of(play.card());
            double ratio = takes ? TAKES : points >= 10 ? CARICO : points > 0 ? POINTS : onTable > 0 ? LISCIO : 1;
            int x = play.seat();
            if (x != caller && x != v.viewer() && ratio != 1) {
                if (taker != caller) {
                    ratio = 1 + (ratio - 1) * INDIRECT;
                }
                for (int h = 0; h < w.length; h++) {
                    // Under "h holds the called card", the sides are the caller and h against the rest.
                    boolean friends = side(x, caller, h) == side(taker, caller, h);
                    if (friends) {
                        w[h] *= ratio;
                    }
                }
            }
            if (takes) {
                winning = i;
            }
            onTable += points;
        }
    }

    private static boolean side(int seat, int caller, int holder) {
        return seat == caller || seat == holder;
    }
}
