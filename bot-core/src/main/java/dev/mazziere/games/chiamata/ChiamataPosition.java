package dev.mazziere.games.chiamata;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.games.tricks.IndexedBriscola;
import java.util.Arrays;

/**
 * A Briscola chiamata hand with every card and both sides known, in arrays, for the search
 * to play out fast: the cards (as {@link ItalianCard#index()}) in each hand, the trick on
 * the table, the card points each seat has taken, the caller and its partner. It plays by
 * the match's rules (any card; the strongest briscola, else the strongest card of the suit
 * led, takes), carries a fast playing policy and an exact solver for the last tricks, and
 * scores a finished hand for one seat as the match would.
 */
final class ChiamataPosition {

    private static final int SEATS = ChiamataRules.SEATS;
    /** The weight of the card points' margin beside the hand's score, in the search's value. */
    static final double MARGIN_WEIGHT = 0.5;

    private final int trump;
    private final int caller;
    private final int partner;
    private final int needed;
    private final boolean doubleCappotto;
    private final boolean[] callerSide = new boolean[SEATS];
    private final int[][] hands;
    private final int[] handSize;
    private final int[] trick = new int[SEATS];
    private int trickSize;
    private int leader;
    private int toAct;
    private final int[] taken;

    /**
     * An empty position: the sides and the contract, nobody holding anything yet.
     *
     * @param partner the holder of the called card, the caller itself when alone
     */
    ChiamataPosition(int trump, int caller, int partner, int needed, boolean doubleCappotto) {
        this.trump = trump;
        this.caller = caller;
        this.partner = partner;
        this.needed = needed;
        this.doubleCappotto = doubleCappotto;
        callerSide[caller] = true;
        callerSide[partner] = true;
        this.hands = new int[SEATS][ChiamataRules.HAND_SIZE];
        this.handSize = new int[SEATS];
        this.taken = new int[SEATS];
    }

    private ChiamataPosition(ChiamataPosition o) {
        this.trump = o.trump;
        this.caller = o.caller;
        this.partner = o.partner;
        this.needed = o.needed;
        this.doubleCappotto = o.doubleCappotto;
        System.arraycopy(o.callerSide, 0, callerSide, 0, SEATS);
        this.hands = new int[SEATS][];
        for (int s = 0; s < SEATS; s++) {
            hands[s] = o.hands[s].clone();
        }
        this.handSize = o.handSize.clone();
        System.arraycopy(o.trick, 0, trick, 0, SEATS);
        this.trickSize = o.trickSize;
        this.leader = o.leader;
        this.toAct = o.toAct;
        this.taken = o.taken.clone();
    }

    ChiamataPosition copy() {
        return new ChiamataPosition(this);
    }

    // ---- setting up

    /** Gives {@code seat} a card. */
    void give(int seat, int card) {
        hands[seat][handSize[seat]++] = card;
    }

    /** Puts a card on the trick, played by the seat whose turn it is in trick order. */
    void onTable(int card) {
        trick[trickSize++] = card;
    }

    /** Counts card points already taken by {@code seat}. */
    void took(int seat, int points) {
        taken[seat] += points;
    }

    /** The trick on the table was led by {@code leader}; {@code toAct} plays next. */
    void turn(int leader, int toAct) {
        this.leader = leader;
        this.toAct = toAct;
    }

    // ---- reading

    int toAct() {
        return toAct;
    }

    int handSize(int seat) {
        return handSize[seat];
    }

    /** Cards still in the hands. */
    int cardsLeft() {
        int n = 0;
        for (int s = 0; s < SEATS; s++) {
            n += handSize[s];
        }
        return n;
    }

    /** True once every card is played. */
    boolean over() {
        return trickSize == 0 && handSize[toAct] == 0;
    }

    /** The card points of the caller's side so far. */
    int sidePoints() {
        return taken[caller] + (partner == caller ? 0 : taken[partner]);
    }

    /** The index in the seat to act's hand of this card, or -1. */
    int indexOf(ItalianCard card) {
        int idx = card.index();
        for (int i = 0; i < handSize[toAct]; i++) {
            if (hands[toAct][i] == idx) {
                return i;
            }
        }
        return -1;
    }

    // ---- playing

    /** The seat to act plays the {@code i}-th card of its hand. */
    void play(int i) {
        int seat = toAct;
        int[] h = hands[seat];
        int card = h[i];
        h[i] = h[--handSize[seat]];
        trick[trickSize++] = card;
        if (trickSize < SEATS) {
            toAct = (seat + 1) % SEATS;
            return;
        }
        int winner = (leader + IndexedBriscola.winningIndex(trick, trickSize, trump)) % SEATS;
        int points = 0;
        for (int k = 0; k < SEATS; k++) {
            points += IndexedBriscola.points(trick[k]);
        }
        taken[winner] += points;
        trickSize = 0;
        leader = winner;
        toAct = winner;
    }

    /**
     * The fast policy of the playouts, for the seat to act, which knows both sides: each
     * card scored by the trick's points won for its side (surer when no opponent plays
     * after it, or when the card taking it is a top briscola) or lost, less a cost for
     * spending a briscola or a strong card; leading, the card that loses least. The index
     * of the best.
     */
    int policy() {
        int seat = toAct;
        boolean mine = callerSide[seat];
        int size = handSize[seat];
        int[] h = hands[seat];
        double left = 0.5 + size / (double) ChiamataRules.HAND_SIZE;
        if (trickSize == 0) {
            return lead(h, size, left);
        }
        int best = 0;
        double bestValue = Double.NEGATIVE_INFINITY;
        int w = IndexedBriscola.winningIndex(trick, trickSize, trump);
        int winning = trick[w];
        boolean winningOurs = callerSide[(leader + w) % SEATS] == mine;
        int onTable = 0;
        for (int k = 0; k < trickSize; k++) {
            onTable += IndexedBriscola.points(trick[k]);
        }
        int opponentsAfter = 0;
        for (int k = trickSize + 1; k < SEATS; k++) {
            if (callerSide[(leader + k) % SEATS] != mine) {
                opponentsAfter++;
            }
        }
        for (int i = 0; i < size; i++) {
            int c = h[i];
            boolean takes = IndexedBriscola.beats(c, winning, trump);
            int top = takes ? c : winning;
            int stake = onTable + IndexedBriscola.points(c);
            double value;
            if (takes || winningOurs) {
                double sure = opponentsAfter == 0 ? 1
                        : IndexedBriscola.suit(top) == trump && IndexedBriscola.strength(top) >= 8 ? 0.9
                        : Math.max(0.3, 0.75 - 0.12 * opponentsAfter);
                value = (2 * sure - 1) * stake;
            } else {
                value = -stake;
            }
            value -= IndexedBriscola.suit(c) == trump ? (3 + 0.6 * IndexedBriscola.strength(c)) * left
                    : 0.1 * IndexedBriscola.strength(c);
            if (value > bestValue) {
                bestValue = value;
                best = i;
            }
        }
        return best;
    }

    /** Leading: the card that loses least, a small card of another suit before a briscola. */
    private int lead(int[] h, int size, double left) {
        int best = 0;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < size; i++) {
            int c = h[i];
            double value = -IndexedBriscola.points(c) - 0.1 * IndexedBriscola.strength(c)
                    - (IndexedBriscola.suit(c) == trump ? (4 + IndexedBriscola.strength(c)) * left : 0);
            if (value > bestValue) {
                bestValue = value;
                best = i;
            }
        }
        return best;
    }

    /** Plays the hand out with {@link #policy()} for every seat. */
    void playOut() {
        while (!over()) {
            play(policy());
        }
    }

    // ---- scoring

    /** What a finished hand scores for {@code seat}, as the match scores it. */
    int payment(int seat) {
        int side = sidePoints();
        int unit = side >= needed ? 1 : -1;
        if (doubleCappotto && ChiamataRules.cappotto(side)) {
            unit *= 2;
        }
        if (seat == caller) {
            return (partner == caller ? 4 : 2) * unit;
        }
        return seat == partner ? unit : -unit;
    }

    /** The value of a finished hand to {@code seat}: its score, plus a little for its side's card points. */
    double value(int seat) {
        int side = sidePoints();
        int mine = callerSide[seat] ? side : ChiamataRules.DECK_POINTS - side;
        return payment(seat) + MARGIN_WEIGHT * (mine - ChiamataRules.DECK_POINTS / 2.0) / ChiamataRules.DECK_POINTS;
    }

    /**
     * The best value {@code seat} can make sure of from here, every card known and every
     * seat playing its best (its side with it, the other against it): alpha-beta over
     * {@link #value}. Plays and takes back moves in place; the position is as it was afterwards.
     */
    double solve(int seat) {
        return search(seat, Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY);
    }

    private double search(int seat, double alpha, double beta) {
        if (over()) {
            return value(seat);
        }
        int actor = toAct;
        boolean maximizing = callerSide[actor] == callerSide[seat];
        double best = maximizing ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        // What a play changes, to take it back: the trick, its leader, the seat to act, the points taken.
        int savedSize = trickSize;
        int savedLeader = leader;
        int[] savedTrick = trick.clone();
        int[] savedTaken = taken.clone();
        int[] h = hands[actor];
        for (int i = 0; i < handSize[actor]; i++) {
            int card = h[i];
            play(i);
            double v = search(seat, alpha, beta);
            // Take the play back: play(i) moved the last card of the hand into place i.
            h[handSize[actor]] = h[i];
            h[i] = card;
            handSize[actor]++;
            trickSize = savedSize;
            leader = savedLeader;
            toAct = actor;
            System.arraycopy(savedTrick, 0, trick, 0, SEATS);
            System.arraycopy(savedTaken, 0, taken, 0, SEATS);
            if (maximizing) {
                best = Math.max(best, v);
                alpha = Math.max(alpha, v);
            } else {
                best = Math.min(best, v);
                beta = Math.min(beta, v);
            }
            if (alpha >= beta) {
                break;
            }
        }
        return best;
    }

    /** Every card and count of the position, hands as sets: two positions that play alike print alike. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int s = 0; s < SEATS; s++) {
            int[] cards = Arrays.copyOf(hands[s], handSize[s]);
            Arrays.sort(cards);
            sb.append(Arrays.toString(cards)).append(' ');
        }
        return sb.append("trick ").append(Arrays.toString(Arrays.copyOf(trick, trickSize))).append(" leader ")
                .append(leader).append(" toAct ").append(toAct).append(" taken ").append(Arrays.toString(taken))
                .append(" caller ").append(caller).append(" partner ").append(partner).toString();
    }
}
