package dev.mazziere.games.briscola;

import dev.mazziere.ai.Player;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.Move;
import dev.mazziere.game.View;
import dev.mazziere.games.tricks.CardPoints;
import dev.mazziere.games.tricks.ItalianOrder;
import dev.mazziere.games.tricks.TrickEvents;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The {@code medium} Briscola player: it plays each card for what the trick is likely to
 * bring its side, less what the card is worth keeping. For each card it estimates, from
 * the cards it has not seen, the chance that its side ends up taking the trick (the seats
 * still to play after it may hold a stronger card of the suit, or a briscola, and do not
 * spend one on a trick worth little; a partner may take it for the side), and weighs the
 * points on the table and in its own card won or lost; a briscola spent costs some of the
 * tricks it would take later, more while much of the stock is left. So it leads a card
 * worth nothing (a liscio), takes a carico (an Asso or a 3) with the smallest briscola,
 * takes a liscio with the Asso or the 3 of its suit (lo strozzo), throws a liscio on a
 * trick it cannot take cheaply, and gives points (carica) to a partner who is taking the
 * trick. It reads only its view.
 */
public final class BriscolaHeuristicPlayer implements Player {

    /** What spending a briscola costs at the start of a hand, in card points, plus a part of its strength. */
    private static final double TRUMP_COST = 3.0;
    private static final double TRUMP_STRENGTH_COST = 0.6;
    /** What spending a card of another suit costs per step of strength: keeping strong cards is worth a little. */
    private static final double STRENGTH_COST = 0.1;

    private final SeededRandom random;

    public BriscolaHeuristicPlayer(long seed) {
        this.random = new SeededRandom(seed);
    }

    @Override
    public Move choose(View view, List<? extends Move> legal) {
        BriscolaView v = (BriscolaView) view;
        Knowledge k = new Knowledge(v);
        Move best = null;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (Move m : legal) {
            double value = value(v, k, ((BriscolaMove) m).card()) + random.nextDouble() * 0.001;
            if (value > bestValue) {
                bestValue = value;
                best = m;
            }
        }
        return best;
    }

    /** The expected card points playing {@code card} brings the viewer's side, less the cost of spending it. */
    static double value(BriscolaView v, Knowledge k, ItalianCard card) {
        int viewer = v.viewer();
        List<TrickEvents.Play<ItalianCard>> trick = v.trick();
        int onTable = 0;
        ItalianCard winning = card;
        int winningSeat = viewer;
        for (TrickEvents.Play<ItalianCard> p : trick) {
            onTable += CardPoints.BRISCOLA.of(p.card());
        }
        if (!trick.isEmpty()) {
            int w = BriscolaRules.TRICK_RULES.winningPlay(trick, v.trump());
            winning = trick.get(w).card();
            winningSeat = trick.get(w).seat();
            if (BriscolaRules.TRICK_RULES.beats(card, winning, v.trump())) {
                winning = card;
                winningSeat = viewer;
            }
        }
        int stake = onTable + CardPoints.BRISCOLA.of(card);
        int side = v.sideOf(viewer);
        double ours = v.sideOf(winningSeat) == side ? 1 : 0;
        for (int seat : later(v)) {
            double beat = k.chanceToBeat(seat, winning, v.trump()) * willingness(stake);
            if (v.sideOf(seat) == side) {
                ours += (1 - ours) * beat;
            } else {
                ours *= 1 - beat;
            }
        }
        return (2 * ours - 1) * stake - cost(v, card);
    }

    /** How readily a seat spends a card to take a trick worth {@code stake}: always for a carico, rarely for nothing. */
    private static double willingness(int stake) {
        return Math.min(1, 0.35 + stake / 10.0);
    }

    /** What playing the card gives up for later tricks. */
    static double cost(BriscolaView v, ItalianCard card) {
        int strength = ItalianOrder.BRISCOLA.strength(card);
        if (card.suit() != v.trump()) {
            return STRENGTH_COST * strength;
        }
        double left = (double) v.stock() / BriscolaRules.deck(v.seats()).size();
        return (TRUMP_COST + TRUMP_STRENGTH_COST * strength) * (0.5 + left);
    }

    /** The seats still to play to this trick after the viewer. */
    private static List<Integer> later(BriscolaView v) {
        List<Integer> later = new ArrayList<>();
        int n = v.seats();
        for (int i = 1; i < n - v.trick().size(); i++) {
            later.add((v.viewer() + i) % n);
        }
        return later;
    }

    /** What the viewer knows of the cards it has not seen: which they are and how many each seat holds. */
    static final class Knowledge {
        private final List<ItalianCard> unseen;
        private final List<Integer> handSizes;

        Knowledge(BriscolaView v) {
            Set<ItalianCard> seen = new HashSet<>(v.hand());
            v.table().taken().forEach(seen::addAll);
            v.trick().forEach(p -> seen.add(p.card()));
            if (v.faceUp() != null) {
                // Under the stock: nobody holds it until the last draw.
                seen.add(v.faceUp());
            }
            this.unseen = new ArrayList<>();
            for (ItalianCard c : BriscolaRules.deck(v.seats())) {
                if (!seen.contains(c)) {
                    unseen.add(c);
                }
            }
            this.handSizes = v.table().handSizes();
        }

        /** The chance that {@code seat} holds a card that takes {@code winning}. */
        double chanceToBeat(int seat, ItalianCard winning, ItalianSuit trump) {
            int beaters = 0;
            for (ItalianCard c : unseen) {
                if (BriscolaRules.TRICK_RULES.beats(c, winning, trump)) {
                    beaters++;
                }
            }
            int n = handSizes.get(seat);
            int u = unseen.size();
            if (beaters == 0 || u == 0) {
                return 0;
            }
            double none = 1;
            for (int j = 0; j < n && j < u; j++) {
                none *= Math.max(0, u - beaters - j) / (double) (u - j);
            }
            return 1 - none;
        }
    }
}
