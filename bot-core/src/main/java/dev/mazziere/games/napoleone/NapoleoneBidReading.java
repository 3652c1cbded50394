package dev.mazziere.games.napoleone;

import dev.mazziere.cards.FrenchCard;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads what one hand's bidding says about the hands that bid, for one seat's
 * determinizations: a seat that bid a contract holds a hand that could make it and would
 * not clearly have made the next one; a seat that passed holds no hand that would surely
 * have made a contract it could still bid. "Could make" is the {@code medium} player's own
 * estimate ({@link NapoleoneHeuristicPlayer#trickChances}, {@link NapoleoneHeuristicPlayer#misereChance})
 * of the hand the seat held when it bid: the cards it holds now and those it has played
 * since. The bounds are loose on purpose, so a human who bids boldly or shyly only makes the
 * reading less sharp; the {@code medium} player's own bids always fit.
 */
final class NapoleoneBidReading {

    /** A bid fits a hand whose chance of making it is at least this. */
    static final double BID_FLOOR = 0.35;
    /**
     * A bid fits no hand that makes the next contract in tricks with at least this chance,
     * or more where the next contract pays little more (then even the {@code medium} player
     * prefers the sure lower one).
     */
    static final double NEXT_CEILING = 0.85;
    /** A pass fits no hand that makes some contract it could bid with at least this chance. */
    static final double PASS_CEILING = 0.7;

    /** One seat's bid: its contract (null for a pass), and the highest contract before it. */
    private record Said(int seat, Contract contract, Contract before) {
    }

    private final NapoleoneView view;
    private final List<Said> said = new ArrayList<>();
    private final List<List<FrenchCard>> played;

    NapoleoneBidReading(NapoleoneView view) {
        this.view = view;
        Contract highest = null;
        for (NapoleoneEvents.Bid bid : view.bids()) {
            Contract c = "pass".equals(bid.bid()) ? null : Contract.parse(bid.bid());
            if (bid.seat() != view.viewer()) {
                said.add(new Said(bid.seat(), c, highest));
            }
            if (c != null) {
                highest = c;
            }
        }
        this.played = playedBy(view);
    }

    /** True when the bidding says nothing about any other seat (no bid yet but the viewer's). */
    boolean silent() {
        return said.isEmpty();
    }

    /**
     * How far the hands of a deal ({@code hands}: every seat's hand now, the viewer's own
     * ignored) are from fitting the other seats' bids: the chances by which they miss the
     * bounds, summed; 0 when every bid fits. It stops adding, and answers at least
     * {@code enough}, once the sum reaches {@code enough}.
     */
    double misfit(List<List<FrenchCard>> hands, double enough) {
        double misfit = 0;
        for (int i = 0; i < said.size() && misfit < enough; i++) {
            Said s = said.get(i);
            List<FrenchCard> held = new ArrayList<>(hands.get(s.seat()));
            held.addAll(played.get(s.seat()));
            misfit += misfit(s, new Odds(held, view.seats()));
        }
        return misfit;
    }

    /** {@link #misfit(List, double)} in full. */
    double misfit(List<List<FrenchCard>> hands) {
        return misfit(hands, Double.POSITIVE_INFINITY);
    }

    private double misfit(Said s, Odds odds) {
        if (s.contract() == null) {
            double over = 0;
            for (Contract c : Contract.values()) {
                if (biddable(c, s.before())) {
                    over = Math.max(over, odds.of(c) - PASS_CEILING);
                }
            }
            return Math.max(0, over);
        }
        double under = Math.max(0, BID_FLOOR - odds.of(s.contract()));
        Contract next = nextInTricks(s.contract());
        if (next == null) {
            return under;
        }
        // Sure of this contract, the next one pays better only above this chance.
        double ratio = s.contract().value(view.misereValue()) / (double) next.value(view.misereValue());
        double ceiling = Math.max(NEXT_CEILING, (ratio + 1) / 2 + 0.02);
        return under + Math.max(0, odds.of(next) - ceiling);
    }

    /** The chance the {@code medium} player's estimate gives a hand of making {@code c}. */
    static double chance(Contract c, List<FrenchCard> hand, int seats) {
        return new Odds(hand, seats).of(c);
    }

    /** The {@code medium} player's estimates for one hand, worked out once for every contract. */
    private static final class Odds {
        private final List<FrenchCard> hand;
        private final int seats;
        private double[] tricks;
        private double misere = -1;

        Odds(List<FrenchCard> hand, int seats) {
            this.hand = hand;
            this.seats = seats;
        }

        double of(Contract c) {
            if (c.isMisere()) {
                if (misere < 0) {
                    misere = NapoleoneHeuristicPlayer.misereChance(hand, seats);
                }
                return misere;
            }
            if (tricks == null) {
                tricks = NapoleoneHeuristicPlayer.trickChances(hand,
                        NapoleoneHeuristicPlayer.bestTrumpSuit(hand, seats), seats);
            }
            return NapoleoneHeuristicPlayer.atLeast(tricks, c.tricks());
        }
    }

    /** The contract after {@code c} that asks more tricks, or null. */
    private static Contract nextInTricks(Contract c) {
        return switch (c) {
            case DUE -> Contract.TRE;
            case TRE -> Contract.QUATTRO;
            case MISERE -> null;
            case QUATTRO -> Contract.NAPOLEONE;
            case NAPOLEONE, WELLINGTON, BLUCHER -> null;
        };
    }

    private boolean biddable(Contract c, Contract highest) {
        if (!c.beats(highest)) {
            return false;
        }
        if (view.strictOvercalls() && c == Contract.WELLINGTON) {
            return highest == Contract.NAPOLEONE;
        }
        return !(view.strictOvercalls() && c == Contract.BLUCHER) || highest == Contract.WELLINGTON;
    }

    /** The cards each seat has played this hand: the caller led the first trick, each trick's winner the next. */
    static List<List<FrenchCard>> playedBy(NapoleoneView v) {
        int seats = v.seats();
        List<List<FrenchCard>> out = new ArrayList<>();
        for (int s = 0; s < seats; s++) {
            out.add(new ArrayList<>());
        }
        if (v.phase() != NapoleoneMatch.Phase.PLAYING) {
            return out;
        }
        int leader = v.caller();
        List<FrenchCard> cards = v.played();
        for (int start = 0; start < cards.size(); start += seats) {
            List<FrenchCard> trick = cards.subList(start, Math.min(cards.size(), start + seats));
            for (int i = 0; i < trick.size(); i++) {
                out.get((leader + i) % seats).add(trick.get(i));
            }
            if (trick.size() == seats) {
                leader = (leader + NapoleoneRules.TRICK_RULES.winningIndex(trick, v.trump())) % seats;
            }
        }
        return out;
    }
}
