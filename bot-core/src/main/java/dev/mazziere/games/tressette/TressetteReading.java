package dev.mazziere.games.tressette;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.games.tricks.TrickEvents;
import java.util.List;

/**
 * What one seat has read of the others' hands in the hand being played, from the views
 * it was shown in turn (a seat plays to every trick, so it sees each one): which seats
 * showed a void (did not follow the suit led), and the cards each seat played and drew.
 * With these a deal of the unseen cards can be checked against the accusi: a seat that
 * has played its first card had every combination of its hand dealt declared for it, so
 * that hand (the cards it played and holds, less those it drew) holds exactly the
 * combinations declared, no more ({@link #accusiFit}). Mutable; one per determinizer.
 */
final class TressetteReading {

    private int hand = -1;
    private int tricksSeen = -1;
    /** True while every trick of the hand was seen, so the plays and draws are all known. */
    private boolean whole;
    private boolean[][] voids;
    private long[] played;
    private long[] drawn;

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
            played = new long[seats];
            drawn = new long[seats];
            whole = v.tricksPlayed() == 0;
            tricksSeen = v.tricksPlayed();
        }
        if (v.tricksPlayed() == tricksSeen + 1 && v.lastTrick() != null) {
            note(TressetteRules.TRICK_RULES.plays(v.lastTrick(), null, seats));
            for (TrickEvents.Draw<ItalianCard> d : v.lastDraws()) {
                drawn[d.seat()] |= 1L << d.card().index();
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
            played[p.seat()] |= 1L << p.card().index();
            if (p.card().suit() != led) {
                voids[p.seat()][led.ordinal()] = true;
            }
        }
    }

    /** True when {@code seat} showed it holds no {@code suit} among the cards nobody has seen. */
    boolean isVoid(int seat, int suit) {
        return voids[seat][suit];
    }

    /**
     * True when the accusi can be read: they are declared in this game, and every trick of
     * the hand was seen, so the cards each seat played and drew are all known.
     */
    boolean accusiReadable(TressetteView v) {
        return v.accusi() && whole;
    }

    /** The cards {@code seat} played this hand, as a bit set (all of them when {@link #accusiReadable}). */
    long played(int seat) {
        return played[seat];
    }

    /** The cards {@code seat} drew this hand, as a bit set. */
    long drawn(int seat) {
        return drawn[seat];
    }

    /**
     * The combinations a hand dealt holds, as a number two hands share exactly when their
     * accusi are the same: a bit per suit for its napoletana, and for each of Assi, 2s and
     * 3s held three or four times, which of them.
     */
    static int signature(long hand) {
        int sig = 0;
        for (int suit = 0; suit < 4; suit++) {
            if ((hand >>> (10 * suit) & 0b111) == 0b111) {
                sig |= 1 << suit;
            }
        }
        for (int rank = 0; rank < 3; rank++) {
            int pattern = 0;
            for (int suit = 0; suit < 4; suit++) {
                if ((hand >>> (10 * suit + rank) & 1) != 0) {
                    pattern |= 1 << suit;
                }
            }
            if (Integer.bitCount(pattern) >= 3) {
                sig |= pattern << (4 + 4 * rank);
            }
        }
        return sig;
    }

    /** The signature of the combinations declared. */
    static int signature(List<Accuso> declared) {
        long cards = 0;
        for (Accuso a : declared) {
            for (ItalianCard c : a.cards()) {
                cards |= 1L << c.index();
            }
        }
        return signature(cards);
    }
}
