package dev.mazziere.games.tressette;

import dev.mazziere.ai.Player;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.Move;
import dev.mazziere.game.View;
import dev.mazziere.games.tricks.CardPoints;
import dev.mazziere.games.tricks.TrickEvents;
import java.util.List;

/**
 * The {@code medium} Tressette player: it plays for its side's points. For each card it
 * estimates the chance that its side ends up taking the trick, from the cards it has not
 * seen and those it saw in the other hands (declared, or drawn face up), and weighs the
 * trick's points (the cards on it, its own card, what the later players are expected to
 * add, the last trick's point) won or lost, against spending a strong card (a 3 or a 2
 * kept is a trick taken later). So it takes an Asso with a 3 or a 2, loads its points
 * (the Asso first) on a trick its partner holds, plays a low card (liscio) on a trick it
 * cannot take, leads a card nobody can overtake, and keeps a lone Asso from the 3 and the
 * 2 still out. It reads only its view.
 */
public final class TressetteHeuristicPlayer implements Player {

    /** What keeping one step of a card's strength is worth, in thirds. */
    private static final double STRENGTH_KEPT = 0.12;
    /** What a later player is expected to add to a trick, in thirds. */
    private static final double EXPECTED_FOLLOW = 0.4;

    private final SeededRandom random;

    public TressetteHeuristicPlayer(long seed) {
        this.random = new SeededRandom(seed);
    }

    @Override
    public Move choose(View view, List<? extends Move> legal) {
        if (legal.size() == 1) {
            return legal.get(0);
        }
        TressetteView v = (TressetteView) view;
        Knowledge k = new Knowledge(v);
        Move best = null;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (Move m : legal) {
            double value = value(v, k, ((TressetteMove) m).card()) + random.nextDouble() * 0.001;
            if (value > bestValue) {
                bestValue = value;
                best = m;
            }
        }
        return best;
    }

    /** The expected points (in thirds) {@code card} wins for the side over the other, less the strength spent. */
    static double value(TressetteView v, Knowledge k, ItalianCard card) {
        List<TrickEvents.Play<ItalianCard>> trick = v.trick();
        int me = v.viewer();
        int mySide = TressetteRules.sideOf(me);
        ItalianSuit led = trick.isEmpty() ? card.suit() : trick.get(0).card().suit();
        // The card taking the trick after this one, and its side.
        ItalianCard best = card;
        int bestSide = mySide;
        double points = CardPoints.THIRDS.of(card);
        for (TrickEvents.Play<ItalianCard> p : trick) {
            points += CardPoints.THIRDS.of(p.card());
        }
        if (!trick.isEmpty()) {
            ItalianCard winning = trick.get(TressetteRules.TRICK_RULES.winningPlay(trick, null)).card();
            int winner = trick.get(TressetteRules.TRICK_RULES.winningPlay(trick, null)).seat();
            if (!TressetteRules.TRICK_RULES.beats(card, winning, null)) {
                best = winning;
                bestSide = TressetteRules.sideOf(winner);
            }
        }
        // The later seats, in order: each may take the trick over the best card so far.
        double pOurs = bestSide == mySide ? 1 : 0;
        int strength = TressetteRules.TRICK_RULES.strength(best);
        int later = v.seats() - trick.size() - 1;
        for (int i = 1; i <= later; i++) {
            int seat = (me + i) % v.seats();
            double over = k.chanceHigher(seat, led, strength);
            if (TressetteRules.sideOf(seat) == mySide) {
                pOurs += (1 - pOurs) * over;
            } else {
                pOurs -= pOurs * over;
            }
            if (over > 0.5) {
                strength = Math.min(9, strength + 1);
            }
            points += EXPECTED_FOLLOW;
        }
        if (v.hand().size() == 1) {
            points += TressetteRules.LAST_TRICK_THIRDS;
        }
        double kept = STRENGTH_KEPT * TressetteRules.TRICK_RULES.strength(card);
        return (2 * pOurs - 1) * points - kept;
    }

    /** What the player knows of the cards it cannot see: where they may be, and the cards seen in other hands. */
    static final class Knowledge {
        /** The unseen cards: in no hand seen, not taken, not on the table. */
        private final boolean[] unseen = new boolean[40];
        private int unseenCount;
        /** Per seat, the cards of it seen (declared, drawn) and how many cards it holds unseen. */
        private final boolean[][] shown;
        private final int[] unknown;
        /** Per seat and suit, true when the seat showed it holds none (in the trick on the table). */
        private final boolean[][] voids;

        Knowledge(TressetteView v) {
            java.util.Arrays.fill(unseen, true);
            for (ItalianCard c : v.hand()) {
                unseen[c.index()] = false;
            }
            for (List<ItalianCard> pile : v.taken()) {
                for (ItalianCard c : pile) {
                    unseen[c.index()] = false;
                }
            }
            for (TrickEvents.Play<ItalianCard> p : v.trick()) {
                unseen[p.card().index()] = false;
            }
            int seats = v.seats();
            shown = new boolean[seats][40];
            unknown = new int[seats];
            voids = new boolean[seats][4];
            for (int s = 0; s < seats; s++) {
                unknown[s] = s == v.viewer() ? 0 : v.handSizes().get(s);
                if (s == v.viewer()) {
                    continue;
                }
                for (ItalianCard c : v.shown().get(s)) {
                    shown[s][c.index()] = true;
                    unseen[c.index()] = false;
                    unknown[s]--;
                }
            }
            if (!v.trick().isEmpty()) {
                ItalianSuit led = v.trick().get(0).card().suit();
                for (TrickEvents.Play<ItalianCard> p : v.trick()) {
                    if (p.card().suit() != led) {
                        voids[p.seat()][led.ordinal()] = true;
                    }
                }
            }
            for (boolean u : unseen) {
                unseenCount += u ? 1 : 0;
            }
        }

        /**
         * The chance that {@code seat} holds a card of {@code suit} stronger than {@code strength}:
         * certain when one was seen in its hand, else from the unseen cards, in proportion to
         * the unseen cards it holds.
         */
        double chanceHigher(int seat, ItalianSuit suit, int strength) {
            if (voids[seat][suit.ordinal()] && !anyShown(seat, suit)) {
                return 0;
            }
            int higher = 0;
            for (int rank = 1; rank <= 10; rank++) {
                ItalianCard c = ItalianCard.of(rank, suit);
                if (TressetteRules.TRICK_RULES.strength(c) > strength) {
                    if (shown[seat][c.index()]) {
                        return 1;
                    }
                    if (unseen[c.index()]) {
                        higher++;
                    }
                }
            }
            if (higher == 0 || unknown[seat] <= 0 || unseenCount == 0 || voids[seat][suit.ordinal()]) {
                return 0;
            }
            double share = Math.min(1, unknown[seat] / (double) unseenCount);
            return 1 - Math.pow(1 - share, higher);
        }

        private boolean anyShown(int seat, ItalianSuit suit) {
            for (int rank = 1; rank <= 10; rank++) {
                if (shown[seat][ItalianCard.of(rank, suit).index()]) {
                    return true;
                }
            }
            return false;
        }
    }
}
