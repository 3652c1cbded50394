package dev.mazziere.games.tressette;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.games.tricks.TrickEvents;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What one seat has read of the others' hands in the hand being played, from the views
 * it was shown in turn (a seat plays to every trick, so it sees each one): which seats
 * showed a void (did not follow the suit led), the cards each seat played and drew. From
 * these it tells whether a deal of the unseen cards fits the accusi: a seat that has
 * played its first card had every combination of its hand dealt declared for it, so that
 * hand (the cards it played and holds, less those it drew) holds exactly the combinations
 * declared, no more. Mutable; one per determinizer.
 */
final class TressetteReading {

    private int hand = -1;
    private int tricksSeen = -1;
    /** True while every trick of the hand was seen, so the plays and draws are all known. */
    private boolean whole;
    private boolean[][] voids;
    private List<Set<ItalianCard>> played;
    private List<Set<ItalianCard>> drawn;

    /** A reading of a single view, with no earlier views: the voids of the trick on the table. */
    static TressetteReading of(TressetteView v) {
        TressetteReading r = new TressetteReading();
        r.observe(v);
        return r;
    }

    /** True when this reading was last brought up to date with a view of this hand and trick. */
    boolean reads(TressetteView v) {
        return v.handNumber() == hand && v.tricksPlayed() == tricksSeen;
    }

    /** Takes note of a view of this seat, in the order the seat saw them. */
    void observe(TressetteView v) {
        int seats = v.seats();
        if (v.handNumber() != hand || voids == null) {
            hand = v.handNumber();
            voids = new boolean[seats][ItalianSuit.values().length];
            played = new ArrayList<>(seats);
            drawn = new ArrayList<>(seats);
            for (int s = 0; s < seats; s++) {
                played.add(new HashSet<>());
                drawn.add(new HashSet<>());
            }
            whole = v.tricksPlayed() == 0;
            tricksSeen = v.tricksPlayed();
        }
        if (v.tricksPlayed() == tricksSeen + 1 && v.lastTrick() != null) {
            note(TressetteRules.TRICK_RULES.plays(v.lastTrick(), null, seats));
            for (TrickEvents.Draw<ItalianCard> d : v.lastDraws()) {
                drawn.get(d.seat()).add(d.card());
            }
        } else if (v.tricksPlayed() != tricksSeen) {
            whole = false;
        }
        tricksSeen = v.tricksPlayed();
        note(v.trick());
    }

    private void note(List<TrickEvents.Play<ItalianCard>> plays) {
        if (plays.isEmpty()) {
            return;
        }
        ItalianSuit led = plays.get(0).card().suit();
        for (TrickEvents.Play<ItalianCard> p : plays) {
            played.get(p.seat()).add(p.card());
            if (p.card().suit() != led) {
                voids[p.seat()][led.ordinal()] = true;
            }
        }
    }

    /** True when {@code seat} showed it holds no {@code suit} among the cards nobody has seen. */
    boolean isVoid(int seat, ItalianSuit suit) {
        return voids[seat][suit.ordinal()];
    }

    /**
     * How many seats' accusi a deal contradicts: for each other seat that has played its
     * first card, its hand dealt (played and held, less drawn) against the combinations
     * declared for it. 0 without accusi, or when some trick of the hand went unseen.
     *
     * @param deal the unseen cards of each seat, as the determinizer deals them
     */
    int misfit(TressetteView v, List<List<ItalianCard>> deal) {
        if (!v.accusi() || !whole) {
            return 0;
        }
        int misfit = 0;
        for (int s = 0; s < v.seats(); s++) {
            if (s == v.viewer() || !v.opened(s)) {
                continue;
            }
            List<ItalianCard> dealt = new ArrayList<>(10);
            dealt.addAll(played.get(s));
            dealt.addAll(v.shown().get(s));
            dealt.addAll(deal.get(s));
            dealt.removeAll(drawn.get(s));
            if (!Accuso.of(dealt).equals(v.declared().get(s))) {
                misfit++;
            }
        }
        return misfit;
    }
}
