package dev.mazziere.games.traversone;

import dev.mazziere.ai.Player;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.Move;
import dev.mazziere.game.View;
import dev.mazziere.games.tricks.CardPoints;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The {@code medium} Traversone player: it plays to take as few points as it can. For
 * each card it estimates, from the cards it has not seen, the chance that the card
 * ends up winning the trick, and weighs what it would then take (the trick so far,
 * its own card, what players void in the suit are likely to throw on it, the last
 * trick's point, and with {@code assoBastoni} the Asso di bastoni) against the good
 * of getting rid of a card: an ace or a figure thrown on a trick it cannot win, a
 * strong card that would win later tricks. So it dumps aces and figures when it
 * cannot win, ducks under the winning card with the highest card that still ducks,
 * keeps low cards for later, and leads where others hold higher cards. It reads
 * only its view.
 */
public final class TraversoneHeuristicPlayer implements Player {

    /** How much getting rid of one step of capture strength is worth, in thirds. */
    private static final double STRENGTH_RELIEF = 0.15;
    /** What a player void in the suit led is expected to throw, in thirds. */
    private static final double EXPECTED_DUMP = 2.0;
    /** The Asso di bastoni's penalty in thirds, with the option on. */
    private static final int ASSO_BASTONI_THIRDS = 3 * TraversoneRules.ASSO_BASTONI_PENALTY;

    private final SeededRandom random;

    public TraversoneHeuristicPlayer(long seed) {
        this.random = new SeededRandom(seed);
    }

    @Override
    public Move choose(View view, List<? extends Move> legal) {
        TraversoneView v = (TraversoneView) view;
        Knowledge k = new Knowledge(v);
        Move best = null;
        double bestCost = Double.POSITIVE_INFINITY;
        for (Move m : legal) {
            double cost = cost(v, k, ((TraversoneMove) m).card()) + random.nextDouble() * 0.001;
            if (cost < bestCost) {
                bestCost = cost;
                best = m;
            }
        }
        return best;
    }

    /** The expected points (in thirds) that playing {@code card} costs, less the relief of having played it. */
    double cost(TraversoneView v, Knowledge k, ItalianCard card) {
        List<ItalianCard> onTable = v.table().cardsOnTable();
        ItalianSuit led = onTable.isEmpty() ? card.suit() : onTable.get(0).suit();
        boolean wins = onTable.isEmpty()
                || TraversoneRules.TRICK_RULES.beats(card, onTable.get(TraversoneRules.TRICK_RULES.winningIndex(onTable, null)), null);
        List<Integer> later = laterSeats(v);
        double pWin = wins ? k.chanceNoneOvertakes(card, later) : 0;
        double relief = STRENGTH_RELIEF * TraversoneRules.TRICK_RULES.strength(card);
        if (pWin == 0) {
            return -value(v, card) - relief;
        }
        double taken = value(v, card);
        for (ItalianCard c : onTable) {
            taken += value(v, c);
        }
        taken += k.expectedDumps(v, led, card, later);
        if (v.hand().size() == 1) {
            taken += TraversoneRules.LAST_TRICK_THIRDS;
        } else if (v.hand().size() == 2) {
            // Winning here means leading the last trick with the other card.
            ItalianCard other = v.hand().get(0).equals(card) ? v.hand().get(1) : v.hand().get(0);
            List<Integer> everyoneElse = new ArrayList<>();
            for (int i = 1; i < v.seats(); i++) {
                everyoneElse.add((v.viewer() + i) % v.seats());
            }
            taken += k.chanceNoneOvertakes(other, everyoneElse) * (TraversoneRules.LAST_TRICK_THIRDS + value(v, other));
        }
        return pWin * taken - (1 - pWin) * value(v, card) - relief;
    }

    /** What taking a card costs, in thirds: its points, plus the penalty for the Asso di bastoni. */
    static int value(TraversoneView v, ItalianCard card) {
        int thirds = CardPoints.THIRDS.of(card);
        if (v.assoBastoni() && card.equals(TraversoneRules.ASSO_DI_BASTONI)) {
            thirds += ASSO_BASTONI_THIRDS;
        }
        return thirds;
    }

    /** The seats still to play in this trick after the viewer. */
    private static List<Integer> laterSeats(TraversoneView v) {
        List<Integer> later = new ArrayList<>();
        for (int i = v.trick().size() + 1; i < v.seats(); i++) {
            later.add((v.viewer() + i - v.trick().size()) % v.seats());
        }
        return later;
    }

    /** What the viewer knows of the cards it cannot see. */
    static final class Knowledge {
        private final List<ItalianCard> unseen;
        private final List<Integer> handSizes;

        Knowledge(TraversoneView v) {
            Set<ItalianCard> seen = new HashSet<>(v.hand());
            v.taken().forEach(seen::addAll);
            v.trick().forEach(p -> seen.add(p.card()));
            this.unseen = new ArrayList<>();
            for (ItalianCard c : TraversoneRules.deck(v.seats())) {
                if (!seen.contains(c)) {
                    unseen.add(c);
                }
            }
            this.handSizes = v.handSizes();
        }

        private int cardsOf(List<Integer> seats) {
            return seats.stream().mapToInt(handSizes::get).sum();
        }

        /**
         * The chance that no later player plays over {@code card} in its suit: none of
         * them holds a higher card, or those who do can duck under it instead.
         */
        double chanceNoneOvertakes(ItalianCard card, List<Integer> later) {
            if (later.isEmpty() || unseen.isEmpty()) {
                return 1;
            }
            int higher = 0;
            int lower = 0;
            for (ItalianCard c : unseen) {
                if (c.suit() == card.suit()) {
                    if (TraversoneRules.TRICK_RULES.strength(c) > TraversoneRules.TRICK_RULES.strength(card)) {
                        higher++;
                    } else {
                        lower++;
                    }
                }
            }
            if (higher == 0) {
                return 1;
            }
            double share = Math.min(1, cardsOf(later) / (double) unseen.size());
            double noneHigher = Math.pow(1 - share, higher);
            double canDuck = 0.7 * lower / (double) (lower + higher);
            return noneHigher + (1 - noneHigher) * canDuck;
        }

        /** What the later players void in {@code led} are expected to throw on the trick. */
        double expectedDumps(TraversoneView v, ItalianSuit led, ItalianCard mine, List<Integer> later) {
            if (later.isEmpty()) {
                return 0;
            }
            int inSuit = (int) unseen.stream().filter(c -> c.suit() == led).count();
            boolean assoOut = v.assoBastoni() && unseen.contains(TraversoneRules.ASSO_DI_BASTONI);
            double total = 0;
            for (int seat : later) {
                int n = handSizes.get(seat);
                double pVoid = 1;
                for (int j = 0; j < n && j < unseen.size(); j++) {
                    pVoid *= Math.max(0, unseen.size() - inSuit - j) / (double) (unseen.size() - j);
                }
                double holdsAsso = assoOut ? Math.min(1, n / (double) unseen.size()) : 0;
                total += pVoid * (EXPECTED_DUMP + holdsAsso * ASSO_BASTONI_THIRDS);
                if (assoOut && led == ItalianSuit.BASTONI
                        && TraversoneRules.TRICK_RULES.strength(mine) > TraversoneRules.TRICK_RULES.strength(TraversoneRules.ASSO_DI_BASTONI)) {
                    // Over the Asso di bastoni in its own suit: its holder may duck it under.
                    total += (1 - pVoid) * holdsAsso * ASSO_BASTONI_THIRDS * 0.8;
                }
            }
            return total;
        }
    }
}
