package dev.mazziere.games.ramino;

import dev.mazziere.ai.Player;
import dev.mazziere.cards.FrenchCard;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.Move;
import dev.mazziere.game.View;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The {@code medium} Ramino player. It draws from the pile only when the card makes or
 * extends a meld; melds and extends the heaviest cards first, but while it has not laid
 * down and is a few cards from closing it holds back to close in hand (double); takes a
 * joker back when it can use it at once; and discards the heaviest card that is not
 * close to a meld and that the next seat is not visibly collecting (its pile picks).
 * Decides from its view only; the seed breaks ties.
 */
public final class RaminoHeuristicPlayer implements Player {

    private final SeededRandom random;

    public RaminoHeuristicPlayer(long seed) {
        this.random = new SeededRandom(seed);
    }

    @Override
    public Move choose(View view, List<? extends Move> legal) {
        RaminoView v = (RaminoView) view;
        List<RaminoMove> moves = legal.stream().map(RaminoMove.class::cast).toList();
        if (moves.size() == 1) {
            return moves.get(0);
        }
        return switch (v.phase()) {
            case REENTRY -> RaminoMove.REENTER;
            case DRAW -> moves.contains(RaminoMove.DRAW_PILE) && useful(v, v.pileTop())
                    || !moves.contains(RaminoMove.DRAW_STOCK) ? RaminoMove.DRAW_PILE : RaminoMove.DRAW_STOCK;
            case PLAY -> play(v, moves);
        };
    }

    /** True when {@code card} makes a meld with the hand or goes on a meld on the table. */
    static boolean useful(RaminoView v, FrenchCard card) {
        if (card == null) {
            return false;
        }
        if (MeldFinder.makesNaturalMeld(v.hand(), card)) {
            return true;
        }
        for (RaminoView.MeldView m : v.melds()) {
            if ((v.extendOthers() || m.owner() == v.viewer())
                    && !MeldFinder.extensionsOf(m.meld(), List.of(card)).isEmpty()) {
                return true;
            }
        }
        return false;
    }

    private Move play(RaminoView v, List<RaminoMove> moves) {
        List<FrenchCard> hand = v.hand();
        List<RaminoMove.Discard> discards = new ArrayList<>();
        List<RaminoMove.Meld> melds = new ArrayList<>();
        List<RaminoMove.Extend> extends_ = new ArrayList<>();
        for (RaminoMove m : moves) {
            switch (m) {
                case RaminoMove.Colore k -> {
                    return k;
                }
                case RaminoMove.Discard d -> discards.add(d);
                case RaminoMove.Meld d -> melds.add(d);
                case RaminoMove.Extend x -> extends_.add(x);
                case RaminoMove.SwapJoker j -> {
                    if (jokerUsableAfter(v, j)) {
                        return j;
                    }
                }
                default -> {
                    // draws and re-entry are not played now
                }
            }
        }
        List<FrenchCard> plan = plan(hand);
        int deadwood = hand.size() - plan.size();
        boolean laid = v.laidDown().get(v.viewer());
        boolean holdBack = !laid && deadwood > 1 && deadwood <= 3 && othersFar(v) && v.stockSize() > 8;
        if (!holdBack) {
            RaminoMove.Meld best = melds.stream().max(Comparator
                    .comparingInt((RaminoMove.Meld m) -> naturals(m.cards()))
                    .thenComparingInt(m -> Melds.penalty(m.cards()))).orElse(null);
            if (best != null) {
                return best;
            }
            RaminoMove.Extend ext = extends_.stream()
                    .max(Comparator.comparingInt((RaminoMove.Extend x) -> Melds.penalty(x.cards()))).orElse(null);
            if (ext != null) {
                return ext;
            }
        }
        return discard(v, discards, plan);
    }

    private static int naturals(List<FrenchCard> cards) {
        return (int) cards.stream().filter(c -> !c.isJoker()).count();
    }

    /** Cards of the hand a greedy choice of melds would lay down (biggest first). */
    static List<FrenchCard> plan(List<FrenchCard> hand) {
        List<FrenchCard> left = new ArrayList<>(hand);
        List<FrenchCard> used = new ArrayList<>();
        while (true) {
            MeldFinder.Candidate best = MeldFinder.meldsOf(left).stream()
                    .max(Comparator.comparingInt((MeldFinder.Candidate c) -> c.cards().size())
                            .thenComparingInt(c -> Melds.penalty(c.cards()))).orElse(null);
            if (best == null) {
                return used;
            }
            used.addAll(best.cards());
            left = Melds.without(left, best.cards());
        }
    }

    private static boolean othersFar(RaminoView v) {
        for (int s = 0; s < v.seats(); s++) {
            if (s != v.viewer() && !v.out().contains(s) && (v.handSizes().get(s) <= 4 || v.laidDown().get(s))) {
                return false;
            }
        }
        return true;
    }

    private static boolean jokerUsableAfter(RaminoView v, RaminoMove.SwapJoker j) {
        List<FrenchCard> after = Melds.without(v.hand(), List.of(j.card()));
        after.add(FrenchCard.JOKER);
        return MeldFinder.meldsOf(after).stream().anyMatch(c -> c.joker() != null)
                && after.size() > 3;
    }

    private Move discard(RaminoView v, List<RaminoMove.Discard> discards, List<FrenchCard> plan) {
        List<FrenchCard> hand = v.hand();
        List<FrenchCard> collected = nextSeatPicks(v);
        RaminoMove.Discard best = null;
        long bestScore = Long.MAX_VALUE;
        for (RaminoMove.Discard d : discards) {
            long score = discardScore(hand, plan, collected, d.card()) + random.nextInt(TIE_NOISE + 1);
            if (score < bestScore) {
                bestScore = score;
                best = d;
            }
        }
        return best;
    }

    /** The most {@link #discardScore} adds at random to break ties. */
    static final int TIE_NOISE = 2;

    /**
     * How little this player wants to discard {@code c} (the lowest score goes): a joker
     * never, a card near what the next seat {@code collected} from the pile hardly, then
     * cards of the {@code plan}'s melds, then cards near others in the hand; heavier first.
     */
    static long discardScore(List<FrenchCard> hand, List<FrenchCard> plan, List<FrenchCard> collected, FrenchCard c) {
        long score = 0;
        if (c.isJoker()) {
            score += 1_000_000;
        }
        for (FrenchCard p : collected) {
            if (near(p, c)) {
                score += 100_000;
                break;
            }
        }
        if (plan.contains(c)) {
            score += 10_000;
        }
        boolean self = false;
        for (FrenchCard o : hand) {
            if (o.equals(c) && !self) {
                self = true;
            } else if (!o.isJoker() && near(o, c)) {
                score += 1_000;
            }
        }
        return score - Melds.penalty(c) * 10L;
    }

    /** Same rank, or same suit within two ranks: cards that meld together. */
    static boolean near(FrenchCard a, FrenchCard b) {
        if (a.isJoker() || b.isJoker()) {
            return false;
        }
        return a.rank() == b.rank() || (a.suit() == b.suit() && Math.abs(a.rank() - b.rank()) <= 2);
    }

    private static List<FrenchCard> nextSeatPicks(RaminoView v) {
        int next = v.viewer();
        for (int i = 0; i < v.seats(); i++) {
            next = (next + 1) % v.seats();
            if (!v.out().contains(next)) {
                break;
            }
        }
        return v.pilePicks().get(next).stream().map(RaminoView.Face::card).toList();
    }
}
