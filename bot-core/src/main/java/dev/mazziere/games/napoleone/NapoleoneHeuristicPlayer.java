package dev.mazziere.games.napoleone;

import dev.mazziere.ai.Player;
import dev.mazziere.cards.Decks;
import dev.mazziere.cards.FrenchCard;
import dev.mazziere.cards.FrenchSuit;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.Move;
import dev.mazziere.game.View;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The {@code medium} Napoleone player. It reads only its view.
 *
 * <p>Bidding: it estimates the tricks its hand takes with each suit it holds as trumps
 * (top trumps, trump length, side aces and guarded kings, discounted by the number of
 * opponents), and how safe a Misère would be (the chance that each card can be kept
 * from winning a trick); then it bids the legal contract with the best expected payment,
 * or passes when none is worth it.
 *
 * <p>Play: as caller it leads the trump suit it is strongest in, draws trumps with
 * master cards, then cashes its masters; it wins tricks as cheaply as it safely can.
 * As defender it leaves a trick to a partner who is winning it, beats the caller when
 * it can, and keeps its trumps for the caller's winners. In Misère the caller ducks
 * every trick with its highest card that loses, and the defenders lead low and never
 * overtake a caller who is winning a trick.
 */
public final class NapoleoneHeuristicPlayer implements Player {

    private final SeededRandom random;

    public NapoleoneHeuristicPlayer(long seed) {
        this.random = new SeededRandom(seed);
    }

    @Override
    public Move choose(View view, List<? extends Move> legal) {
        NapoleoneView v = (NapoleoneView) view;
        return switch (v.phase()) {
            case BIDDING -> chooseBid(v, legal);
            case PLAYING -> choosePlay(v, legal);
        };
    }

    // ---------------------------------------------------------------- bidding

    private Move chooseBid(NapoleoneView v, List<? extends Move> legal) {
        int seats = v.seats();
        double[] chances = trickChances(v.hand(), bestTrumpSuit(v.hand(), seats), seats);
        double misere = misereChance(v.hand(), seats);
        Move best = NapoleoneMove.PASS;
        double bestGain = 0;
        for (Move m : legal) {
            if (m instanceof NapoleoneMove.Bid bid) {
                Contract c = bid.contract();
                double p = c.isMisere() ? misere : atLeast(chances, c.tricks());
                double gain = c.value(v.misereValue()) * (2 * p - 1) + random.nextDouble() * 1e-6;
                if (p > 0.55 && gain > bestGain) {
                    bestGain = gain;
                    best = m;
                }
            }
        }
        return best;
    }

    /** The chance that at least {@code needed} of independent events with these chances happen. */
    static double atLeast(double[] chances, int needed) {
        double[] exactly = new double[chances.length + 1];
        exactly[0] = 1;
        for (double p : chances) {
            for (int k = exactly.length - 1; k >= 0; k--) {
                exactly[k] = exactly[k] * (1 - p) + (k > 0 ? exactly[k - 1] * p : 0);
            }
        }
        double sum = 0;
        for (int k = needed; k < exactly.length; k++) {
            sum += exactly[k];
        }
        return sum;
    }

    /** The chance that a given unseen card is in some opponent's hand. */
    private static double dealtChance(int seats, int unseen) {
        return Math.min(1.0, 5.0 * (seats - 1) / unseen);
    }

    /** The suit the caller leads to make trumps: the one its hand takes most tricks with. */
    static FrenchSuit bestTrumpSuit(List<FrenchCard> hand, int seats) {
        int[] masks = suitMasks(hand);
        FrenchSuit best = null;
        double bestTricks = -1;
        for (FrenchSuit s : FrenchSuit.values()) {
            if (masks[s.ordinal()] != 0) {
                double t = Arrays.stream(trickChances(hand, s, seats)).sum();
                if (t > bestTricks) {
                    bestTricks = t;
                    best = s;
                }
            }
        }
        return best;
    }

    /**
     * For each card of a fresh hand of five, the chance it takes a trick with {@code trump} as
     * trumps and the caller leading: top trumps surely, lower ones when the higher trumps are
     * not out (or are drawn by this hand's own), long trumps once the others run out; side
     * aces (and guarded kings) unless an opponent out of the suit trumps them.
     */
    static double[] trickChances(List<FrenchCard> hand, FrenchSuit trump, int seats) {
        double q = dealtChance(seats, 47);
        int[] masks = suitMasks(hand);
        double[] chances = new double[hand.size()];
        int n = 0;
        int trumpCount = trump == null ? 0 : Integer.bitCount(masks[trump.ordinal()]);
        double outstanding = (13 - trumpCount) * q;
        double length = Math.max(0, Math.min(0.9, 0.25 * (trumpCount - outstanding)));
        if (trump != null) {
            int mask = masks[trump.ordinal()];
            int i = 0;
            for (int st = 14; st >= 2; st--) {
                if ((mask & (1 << st)) != 0) {
                    int excess = higherMissing(st, mask) - i;
                    chances[n++] = Math.max(length, excess <= 0 ? 1 : Math.pow(1 - q, excess));
                    i++;
                }
            }
        }
        double ruff = Math.min(0.6, 0.08 * (seats - 1)) * (trumpCount >= 3 ? 0.5 : 1);
        for (FrenchSuit s : FrenchSuit.values()) {
            if (s == trump) {
                continue;
            }
            int mask = masks[s.ordinal()];
            int size = Integer.bitCount(mask);
            int i = 0;
            for (int st = 14; st >= 2; st--) {
                if ((mask & (1 << st)) != 0) {
                    int missing = higherMissing(st, mask);
                    if (missing == 0) {
                        chances[n++] = (1 - ruff) * Math.pow(1 - ruff, i);
                    } else if (missing == 1 && size >= 2 && i == 0) {
                        chances[n++] = (1 - q) * (1 - ruff) * 0.7;
                    } else {
                        chances[n++] = 0;
                    }
                    i++;
                }
            }
        }
        return chances;
    }

    /** The chance that a Misère with this hand is made: every card kept from winning. */
    static double misereChance(List<FrenchCard> hand, int seats) {
        double q = dealtChance(seats, 47);
        int[] masks = suitMasks(hand);
        double p = 1;
        for (FrenchCard c : hand) {
            int st = NapoleoneRules.strength(c);
            int mask = masks[c.suit().ordinal()];
            double risk = 0.85 * Math.pow(1 - q, higherMissing(st, mask));
            int guards = Integer.bitCount(mask & ((1 << st) - 1));
            risk *= Math.pow(0.6, guards);
            p *= 1 - risk;
        }
        return p;
    }

    /** The strengths (bits 2 to 14) of the hand's cards, per suit. */
    private static int[] suitMasks(List<FrenchCard> hand) {
        int[] masks = new int[FrenchSuit.values().length];
        for (FrenchCard c : hand) {
            masks[c.suit().ordinal()] |= 1 << NapoleoneRules.strength(c);
        }
        return masks;
    }

    /** Cards of a suit that beat strength {@code st} and are not among the hand's ({@code mask}). */
    private static int higherMissing(int st, int mask) {
        return 14 - st - Integer.bitCount(mask >>> (st + 1));
    }

    // ---------------------------------------------------------------- play

    private Move choosePlay(NapoleoneView v, List<? extends Move> legal) {
        List<FrenchCard> cards = legal.stream().map(m -> ((NapoleoneMove.Play) m).card()).toList();
        if (cards.size() == 1) {
            return legal.get(0);
        }
        Situation s = new Situation(v);
        FrenchCard card;
        if (v.contract().isMisere()) {
            card = v.viewer() == v.caller() ? misereCaller(s, cards) : misereDefender(s, cards);
        } else {
            card = v.viewer() == v.caller() ? caller(s, cards) : defender(s, cards);
        }
        return new NapoleoneMove.Play(card);
    }

    /** What the player knows of the hand in play. */
    private static final class Situation {
        final NapoleoneView v;
        final FrenchSuit trump;
        final Set<FrenchCard> unseen;
        final FrenchCard winning;
        final int winningSeat;
        final boolean callerPlayed;
        final boolean last;

        Situation(NapoleoneView v) {
            this.v = v;
            this.trump = v.trump();
            Set<FrenchCard> u = new HashSet<>(Decks.french52());
            v.hand().forEach(u::remove);
            v.played().forEach(u::remove);
            this.unseen = u;
            if (v.trick().isEmpty()) {
                winning = null;
                winningSeat = -1;
            } else {
                List<FrenchCard> cards = v.table().cardsOnTable();
                int i = NapoleoneRules.TRICK_RULES.winningIndex(cards, trump);
                winning = cards.get(i);
                winningSeat = v.trick().get(i).seat();
            }
            this.callerPlayed = v.trick().stream().anyMatch(p -> p.seat() == v.caller());
            this.last = v.trick().size() == v.seats() - 1;
        }

        boolean wins(FrenchCard c) {
            return winning == null || NapoleoneRules.TRICK_RULES.beats(c, winning, trump);
        }

        /** No unseen card can beat {@code c} in its own suit, and (not a trump) no trump is left unseen. */
        boolean master(FrenchCard c, boolean fearRuff) {
            for (FrenchCard u : unseen) {
                if (u.suit() == c.suit() && NapoleoneRules.strength(u) > NapoleoneRules.strength(c)) {
                    return false;
                }
            }
            return !fearRuff || trump == null || c.suit() == trump || unseen.stream().noneMatch(u -> u.suit() == trump);
        }

        boolean isTrump(FrenchCard c) {
            return trump != null && c.suit() == trump;
        }
    }

    private static final Comparator<FrenchCard> LOW_FIRST = Comparator.comparingInt(NapoleoneRules::strength);

    private static FrenchCard lowest(List<FrenchCard> cards) {
        return cards.stream().min(LOW_FIRST).orElseThrow();
    }

    private static FrenchCard highest(List<FrenchCard> cards) {
        return cards.stream().max(LOW_FIRST).orElseThrow();
    }

    /** The cheapest card to throw away: the lowest non-trump, else the lowest trump. */
    private static FrenchCard discard(Situation s, List<FrenchCard> cards) {
        List<FrenchCard> plain = cards.stream().filter(c -> !s.isTrump(c)).toList();
        return lowest(plain.isEmpty() ? cards : plain);
    }

    private static FrenchCard caller(Situation s, List<FrenchCard> cards) {
        NapoleoneView v = s.v;
        if (v.firstLead()) {
            FrenchSuit suit = bestTrumpSuit(v.hand(), v.seats());
            return highest(cards.stream().filter(c -> c.suit() == suit).toList());
        }
        if (s.winning == null) {
            List<FrenchCard> trumps = cards.stream().filter(s::isTrump).toList();
            boolean trumpsOut = s.trump != null && s.unseen.stream().anyMatch(s::isTrump);
            if (!trumps.isEmpty() && trumpsOut) {
                FrenchCard top = highest(trumps);
                if (s.master(top, false)) {
                    return top;
                }
            }
            List<FrenchCard> masters = cards.stream().filter(c -> !s.isTrump(c) && s.master(c, true)).toList();
            if (!masters.isEmpty()) {
                return highest(masters);
            }
            if (!trumps.isEmpty()) {
                return trumpsOut ? lowest(trumps) : highest(trumps);
            }
            List<FrenchCard> safe = cards.stream().filter(c -> s.master(c, false)).toList();
            return safe.isEmpty() ? lowest(cards) : highest(safe);
        }
        List<FrenchCard> winners = cards.stream().filter(s::wins).toList();
        if (winners.isEmpty()) {
            return discard(s, cards);
        }
        if (s.last) {
            return lowest(winners);
        }
        List<FrenchCard> safe = winners.stream().filter(c -> s.master(c, true)).toList();
        return safe.isEmpty() ? highest(winners) : lowest(safe);
    }

    private static FrenchCard defender(Situation s, List<FrenchCard> cards) {
        if (s.winning == null) {
            List<FrenchCard> masters = cards.stream().filter(c -> s.master(c, true)).toList();
            if (!masters.isEmpty()) {
                return highest(masters);
            }
            return discard(s, cards);
        }
        boolean partnerWinning = s.winningSeat != s.v.caller();
        List<FrenchCard> winners = cards.stream().filter(s::wins).toList();
        if (s.callerPlayed) {
            if (partnerWinning || winners.isEmpty()) {
                return discard(s, cards);
            }
            return lowest(winners);
        }
        // The caller plays after this seat.
        if (partnerWinning && s.master(s.winning, true)) {
            return discard(s, cards);
        }
        if (winners.isEmpty()) {
            return discard(s, cards);
        }
        List<FrenchCard> safe = winners.stream().filter(c -> s.master(c, true)).toList();
        return safe.isEmpty() ? highest(winners) : lowest(safe);
    }

    private static FrenchCard misereCaller(Situation s, List<FrenchCard> cards) {
        if (s.winning == null) {
            return lowest(cards);
        }
        List<FrenchCard> losers = cards.stream().filter(c -> !s.wins(c)).toList();
        return losers.isEmpty() ? lowest(cards) : highest(losers);
    }

    private static FrenchCard misereDefender(Situation s, List<FrenchCard> cards) {
        if (s.winning == null) {
            return lowest(cards);
        }
        if (!s.callerPlayed) {
            // Leave room under the trick for the caller's card.
            return lowest(cards);
        }
        if (s.winningSeat == s.v.caller()) {
            List<FrenchCard> under = cards.stream().filter(c -> !s.wins(c)).toList();
            return under.isEmpty() ? lowest(cards) : highest(under);
        }
        // The caller already escaped this trick: throw away a high card.
        return highest(cards);
    }
}
