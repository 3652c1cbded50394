package dev.mazziere.games.briscola;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.games.tricks.CardPoints;
import dev.mazziere.games.tricks.IndexedBriscola;
import dev.mazziere.games.tricks.TrickEvents;

/**
 * A Briscola hand with every card known, in arrays, for the search to play out fast:
 * the cards (as {@link ItalianCard#index()}) in each hand and in the stock, the trick on
 * the table, the card points each side has taken. It plays by the match's rules (no
 * obligation to follow suit; the strongest briscola, else the strongest card of the suit
 * led, takes; every seat draws after a trick while the stock lasts, the winner first),
 * and carries a fast playing policy and an exact solver for the end of a hand.
 */
final class BriscolaPosition {

    final int seats;
    private final int trump;
    private final int[][] hands;
    private final int[] handSize;
    private final int[] stock;
    private int stockTop;
    private final int[] trick;
    private int trickSize;
    private int leader;
    private int toAct;
    final int[] sidePoints;

    private BriscolaPosition(int seats, int trump, int[] stock) {
        this.seats = seats;
        this.trump = trump;
        this.hands = new int[seats][BriscolaRules.HAND_SIZE];
        this.handSize = new int[seats];
        this.stock = stock;
        this.trick = new int[seats];
        this.sidePoints = new int[BriscolaRules.sides(seats)];
    }

    private BriscolaPosition(BriscolaPosition o) {
        this(o, o.stock);
    }

    /** A copy with its own hands and trick, and this stock (the stock's cards are only read: it shares them). */
    private BriscolaPosition(BriscolaPosition o, int[] stock) {
        this.seats = o.seats;
        this.trump = o.trump;
        this.hands = new int[seats][];
        for (int s = 0; s < seats; s++) {
            hands[s] = o.hands[s].clone();
        }
        this.handSize = o.handSize.clone();
        this.stock = stock;
        this.stockTop = o.stockTop;
        this.trick = o.trick.clone();
        this.trickSize = o.trickSize;
        this.leader = o.leader;
        this.toAct = o.toAct;
        this.sidePoints = o.sidePoints.clone();
    }

    /**
     * The position a view shows, the hidden cards not dealt yet: the viewer's hand, the
     * trick, the points taken; {@link #dealt} fills in a determinization.
     */
    static BriscolaPosition of(BriscolaView v, BriscolaDeterminizer.Hidden hidden) {
        int stockSize = v.stock();
        BriscolaPosition p = new BriscolaPosition(v.seats(), v.trump().ordinal(), new int[stockSize]);
        if (hidden.faceUpInStock()) {
            p.stock[stockSize - 1] = hidden.faceUp().index();
        }
        for (ItalianCard c : v.hand()) {
            p.hands[v.viewer()][p.handSize[v.viewer()]++] = c.index();
        }
        if (hidden.faceUpHolder() >= 0) {
            p.hands[hidden.faceUpHolder()][p.handSize[hidden.faceUpHolder()]++] = hidden.faceUp().index();
        }
        for (int s = 0; s < v.seats(); s++) {
            p.sidePoints[v.sideOf(s)] += CardPoints.BRISCOLA.of(v.table().taken().get(s));
        }
        for (TrickEvents.Play<ItalianCard> play : v.trick()) {
            p.trick[p.trickSize++] = play.card().index();
        }
        p.leader = v.table().leader();
        p.toAct = v.toAct();
        return p;
    }

    /**
     * A determinization: this position (from {@link #of(BriscolaView, BriscolaDeterminizer.Hidden)})
     * with the hidden cards, shuffled, dealt into the hands by their room and the rest into
     * the stock from the top.
     */
    BriscolaPosition dealt(BriscolaDeterminizer.Hidden hidden, int[] shuffled) {
        int[] stockCards = stock.clone();
        BriscolaPosition p = new BriscolaPosition(this, stockCards);
        int next = 0;
        for (int s = 0; s < seats; s++) {
            for (int i = 0; i < hidden.room()[s]; i++) {
                p.hands[s][p.handSize[s]++] = shuffled[next++];
            }
        }
        for (int i = 0; next < shuffled.length; i++) {
            stockCards[i] = shuffled[next++];
        }
        return p;
    }

    BriscolaPosition copy() {
        return new BriscolaPosition(this);
    }

    int toAct() {
        return toAct;
    }

    int side(int seat) {
        return BriscolaRules.sideOf(seat, seats);
    }

    /** True once every card is played. */
    boolean over() {
        return trickSize == 0 && handSize[toAct] == 0;
    }

    int handSize(int seat) {
        return handSize[seat];
    }

    int card(int seat, int i) {
        return hands[seat][i];
    }

    int stockLeft() {
        return stock.length - stockTop;
    }

    /** The seat to act plays the {@code i}-th card of its hand. */
    void play(int i) {
        int seat = toAct;
        int[] h = hands[seat];
        int card = h[i];
        h[i] = h[--handSize[seat]];
        trick[trickSize++] = card;
        if (trickSize < seats) {
            toAct = (seat + 1) % seats;
            return;
        }
        int winner = (leader + IndexedBriscola.winningIndex(trick, trickSize, trump)) % seats;
        int points = 0;
        for (int k = 0; k < seats; k++) {
            points += IndexedBriscola.points(trick[k]);
        }
        sidePoints[side(winner)] += points;
        trickSize = 0;
        if (stockTop < stock.length) {
            for (int k = 0; k < seats; k++) {
                int s = (winner + k) % seats;
                hands[s][handSize[s]++] = stock[stockTop++];
            }
        }
        leader = winner;
        toAct = winner;
    }

    /**
     * The fast policy of the playouts, for the seat to act: each card scored as if no one
     * played after it (the trick's points won for its side, or lost), less a cost for
     * spending a briscola or a strong card; the index of the best.
     */
    int policy() {
        int seat = toAct;
        int side = side(seat);
        int onTable = 0;
        int winning = -1;
        int winningSide = -1;
        if (trickSize > 0) {
            int w = IndexedBriscola.winningIndex(trick, trickSize, trump);
            winning = trick[w];
            winningSide = side((leader + w) % seats);
            for (int k = 0; k < trickSize; k++) {
                onTable += IndexedBriscola.points(trick[k]);
            }
        }
        boolean last = trickSize == seats - 1;
        int best = 0;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < handSize[seat]; i++) {
            int c = hands[seat][i];
            double value;
            if (winning < 0) {
                // Leading: lose as little as possible; a carico led is likely lost.
                value = -IndexedBriscola.points(c) - 0.1 * IndexedBriscola.strength(c)
                        - (IndexedBriscola.suit(c) == trump ? 4 + IndexedBriscola.strength(c) : 0);
            } else {
                boolean ours = IndexedBriscola.beats(c, winning, trump) || winningSide == side;
                int stake = onTable + IndexedBriscola.points(c);
                double sure = last || IndexedBriscola.beats(c, winning, trump) && IndexedBriscola.suit(c) == trump
                        && IndexedBriscola.strength(c) >= 8 ? 1 : 0.6;
                value = ours ? sure * stake - (1 - sure) * stake : -stake;
                if (IndexedBriscola.suit(c) == trump) {
                    value -= 3 + 0.6 * IndexedBriscola.strength(c) * (0.5 + (double) stockLeft() / 40);
                } else {
                    value -= 0.1 * IndexedBriscola.strength(c);
                }
            }
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

    /**
     * The best value {@code side} can make sure of from here, every card known and every
     * seat playing its best (its partner with it, the others against it): minimax over
     * {@code score}, for the end of a hand once the stock is empty. Plays and takes back
     * moves in place; the position is as it was afterwards.
     *
     * @throws IllegalStateException when the stock is not empty
     */
    double solve(int side, Scorer score) {
        if (stockTop < stock.length) {
            throw new IllegalStateException("the stock is not empty: " + stockLeft() + " cards");
        }
        return search(side, score);
    }

    private double search(int side, Scorer score) {
        if (over()) {
            return score.value(this, side);
        }
        int seat = toAct;
        boolean ours = side(seat) == side;
        double best = ours ? Double.NEGATIVE_INFINITY : Double.POSITIVE_INFINITY;
        // What a play changes, to take it back: the trick, its leader, the seat to act, the points.
        int savedSize = trickSize;
        int savedLeader = leader;
        int t0 = trick[0];
        int t1 = trick[1];
        int t2 = seats > 2 ? trick[2] : 0;
        int t3 = seats > 3 ? trick[3] : 0;
        int p0 = sidePoints[0];
        int p1 = sidePoints[1];
        int p2 = sidePoints.length > 2 ? sidePoints[2] : 0;
        int[] h = hands[seat];
        for (int i = 0; i < handSize[seat]; i++) {
            int card = h[i];
            play(i);
            double v = search(side, score);
            best = ours ? Math.max(best, v) : Math.min(best, v);
            // Take the play back: play(i) moved the last card of the hand into place i.
            h[handSize[seat]] = h[i];
            h[i] = card;
            handSize[seat]++;
            trickSize = savedSize;
            leader = savedLeader;
            toAct = seat;
            trick[0] = t0;
            trick[1] = t1;
            if (seats > 2) {
                trick[2] = t2;
            }
            if (seats > 3) {
                trick[3] = t3;
            }
            sidePoints[0] = p0;
            sidePoints[1] = p1;
            if (sidePoints.length > 2) {
                sidePoints[2] = p2;
            }
        }
        return best;
    }

    /** How a finished hand is worth to a side. */
    interface Scorer {
        double value(BriscolaPosition finished, int side);
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

    /** Every card and count of the position, hands as sets: two positions that play alike print alike. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (int s = 0; s < seats; s++) {
            int[] cards = java.util.Arrays.copyOf(hands[s], handSize[s]);
            java.util.Arrays.sort(cards);
            sb.append(java.util.Arrays.toString(cards)).append(' ');
        }
        sb.append("trick ").append(java.util.Arrays.toString(java.util.Arrays.copyOf(trick, trickSize)))
                .append(" leader ").append(leader).append(" toAct ").append(toAct)
                .append(" stock ").append(stockLeft()).append(" points ").append(java.util.Arrays.toString(sidePoints));
        return sb.toString();
    }
}
