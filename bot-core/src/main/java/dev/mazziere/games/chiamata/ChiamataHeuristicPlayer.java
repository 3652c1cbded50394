package dev.mazziere.games.chiamata;

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
 * The {@code medium} Briscola chiamata player. In the auction it bids the lowest bid it
 * may while its hand is worth it ({@link ChiamataBidding}: the card points its side could
 * expect as caller), else passes; as caller it calls its rank in the suit its hand is best
 * in, a card it does not hold where it can. In the play it weighs each card as Briscola's
 * {@code medium} does, by the chance its side takes the trick and the points at stake,
 * less what the card is worth keeping; a seat whose side it does not know counts as a
 * friend as often as the unknown partner could be it: the caller's partner is any one of
 * the four others, a defender's partner any one of the three others but the caller. It
 * reads only its view.
 */
public final class ChiamataHeuristicPlayer implements Player {

    /** What spending a briscola costs at the start of a hand, in card points, plus a part of its strength. */
    private static final double TRUMP_COST = 3.0;
    private static final double TRUMP_STRENGTH_COST = 0.6;
    /** What spending a card of another suit costs per step of strength. */
    private static final double STRENGTH_COST = 0.1;

    private final SeededRandom random;

    public ChiamataHeuristicPlayer(long seed) {
        this.random = new SeededRandom(seed);
    }

    @Override
    public Move choose(View view, List<? extends Move> legal) {
        ChiamataView v = (ChiamataView) view;
        return switch (v.phase()) {
            case AUCTION -> bid(v, legal);
            case CALL -> call(v, legal);
            case PLAY -> play(v, legal);
        };
    }

    // ---- the auction and the call

    private static Move bid(ChiamataView v, List<? extends Move> legal) {
        Contract worth = ChiamataBidding.highestWorth(v.hand());
        Contract lowest = v.highest() == null ? Contract.ofLevel(0)
                : v.highest().level() < Contract.TOP ? Contract.ofLevel(v.highest().level() + 1) : null;
        if (worth != null && lowest != null && lowest.level() <= worth.level()) {
            Move bid = ChiamataMove.bid(lowest);
            if (legal.contains(bid)) {
                return bid;
            }
        }
        return ChiamataMove.pass();
    }

    private static Move call(ChiamataView v, List<? extends Move> legal) {
        ItalianSuit suit = ChiamataBidding.bestSuit(v.hand(), v.highest().rank());
        Move call = ChiamataMove.call(ItalianCard.of(v.highest().rank(), suit));
        return legal.contains(call) ? call : legal.get(0);
    }

    // ---- the play

    private Move play(ChiamataView v, List<? extends Move> legal) {
        Knowledge k = new Knowledge(v);
        Move best = legal.get(0);
        double bestValue = Double.NEGATIVE_INFINITY;
        for (Move m : legal) {
            double value = value(v, k, ((ChiamataMove.Play) m).card()) + random.nextDouble() * 0.001;
            if (value > bestValue) {
                bestValue = value;
                best = m;
            }
        }
        return best;
    }

    /** The expected card points playing {@code card} brings the viewer's side, less the cost of spending it. */
    static double value(ChiamataView v, Knowledge k, ItalianCard card) {
        int viewer = v.viewer();
        List<TrickEvents.Play<ItalianCard>> trick = v.trick();
        int onTable = 0;
        ItalianCard winning = card;
        int winningSeat = viewer;
        for (TrickEvents.Play<ItalianCard> p : trick) {
            onTable += CardPoints.BRISCOLA.of(p.card());
        }
        if (!trick.isEmpty()) {
            int w = ChiamataRules.TRICK_RULES.winningPlay(trick, v.trump());
            if (!ChiamataRules.TRICK_RULES.beats(card, trick.get(w).card(), v.trump())) {
                winning = trick.get(w).card();
                winningSeat = trick.get(w).seat();
            }
        }
        int stake = onTable + CardPoints.BRISCOLA.of(card);
        double ours = k.friend(winningSeat);
        int n = v.seats();
        for (int i = 1; i < n - trick.size(); i++) {
            int seat = (viewer + i) % n;
            double beat = k.chanceToBeat(seat, winning, v.trump()) * willingness(stake);
            double friend = k.friend(seat);
            ours = friend * (ours + (1 - ours) * beat) + (1 - friend) * ours * (1 - beat);
        }
        return (2 * ours - 1) * stake - cost(v, card);
    }

    /** How readily a seat spends a card to take a trick worth {@code stake}. */
    private static double willingness(int stake) {
        return Math.min(1, 0.35 + stake / 10.0);
    }

    /** What playing the card gives up for later tricks. */
    static double cost(ChiamataView v, ItalianCard card) {
        int strength = ItalianOrder.BRISCOLA.strength(card);
        if (card.suit() != v.trump()) {
            return STRENGTH_COST * strength;
        }
        double left = (double) v.hand().size() / ChiamataRules.HAND_SIZE;
        return (TRUMP_COST + TRUMP_STRENGTH_COST * strength) * (0.5 + left);
    }

    /**
     * What the viewer knows: the cards it has not seen and how many each seat holds, and
     * for each seat the chance that it plays on the viewer's side.
     */
    static final class Knowledge {
        private final List<ItalianCard> unseen;
        private final List<Integer> handSizes;
        private final double[] friend;

        Knowledge(ChiamataView v) {
            Set<ItalianCard> seen = new HashSet<>(v.hand());
            v.plays().forEach(p -> seen.add(p.card()));
            this.unseen = new ArrayList<>();
            for (ItalianCard c : ChiamataRules.deck()) {
                if (!seen.contains(c)) {
                    unseen.add(c);
                }
            }
            this.handSizes = v.table().handSizes();
            this.friend = friends(v);
        }

        /** For each seat, the chance it is on the viewer's side, as far as the viewer knows the partner. */
        private static double[] friends(ChiamataView v) {
            int n = v.seats();
            int me = v.viewer();
            double[] f = new double[n];
            f[me] = 1;
            int caller = v.caller();
            if (v.partner() >= 0) {
                // Known: revealed, or the viewer holds the called card.
                boolean mySide = me == caller || me == v.partner();
                for (int s = 0; s < n; s++) {
                    boolean theirs = s == caller || s == v.partner();
                    f[s] = s == me || theirs == mySide ? 1 : 0;
                }
            } else if (me == caller) {
                // The partner is one of the four others.
                for (int s = 0; s < n; s++) {
                    f[s] = s == me ? 1 : 1.0 / (n - 1);
                }
            } else {
                // A defender: the caller is against it, and so is one of the three others.
                for (int s = 0; s < n; s++) {
                    f[s] = s == me ? 1 : s == caller ? 0 : (n - 3.0) / (n - 2);
                }
            }
            return f;
        }

        double friend(int seat) {
            return friend[seat];
        }

        /** The chance that {@code seat} holds a card that takes {@code winning}. */
        double chanceToBeat(int seat, ItalianCard winning, ItalianSuit trump) {
            int beaters = 0;
            for (ItalianCard c : unseen) {
                if (ChiamataRules.TRICK_RULES.beats(c, winning, trump)) {
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
