package dev.mazziere.games.tressette;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.games.tricks.CardPoints;
import java.util.List;

/**
 * One hand of Tressette as the search plays it, every card known (a determinization):
 * each seat's cards and the stock's order as bit sets and indices, the trick on the table,
 * the thirds and tricks each side has taken. It plays by the match's rules, card for card
 * ({@code TressettePositionTest} checks it against {@link TressetteMatch}), with no events,
 * views or lists to build. Cards are their index, 0 to 39 (denari Asso to bastoni Re).
 * Mutable; {@link #copy()} for a branch, {@link #copyFrom} to reuse one.
 */
final class TressettePosition {

    /** Per card index: its suit (0..3), its strength in the suit (0..9), its thirds. */
    static final int[] SUIT = new int[40];
    static final int[] STRENGTH = new int[40];
    static final int[] THIRDS = new int[40];
    /** The cards of each suit, as a bit set. */
    static final long[] SUIT_MASK = new long[4];

    static {
        for (int i = 0; i < 40; i++) {
            ItalianCard c = ItalianCard.ofIndex(i);
            SUIT[i] = c.suit().ordinal();
            STRENGTH[i] = TressetteRules.TRICK_RULES.strength(c);
            THIRDS[i] = CardPoints.THIRDS.of(c);
            SUIT_MASK[SUIT[i]] |= 1L << i;
        }
    }

    private static final int[] NO_STOCK = new int[0];

    final int seats;
    final long[] hands;
    /** The stock's cards in the order they are drawn; shared between copies, never changed. */
    int[] stock;
    int stockNext;
    /** The cards still in the stock, as a bit set. */
    long stockBits;
    final int[] trick = new int[4];
    int trickSize;
    int leader;
    int toAct;
    /** Thirds each side has taken this hand, the last trick's three included once it is played. */
    final int[] thirds = new int[2];
    final int[] tricksWon = new int[2];

    TressettePosition(int seats, int[] stock) {
        this.seats = seats;
        this.hands = new long[seats];
        this.stock = stock;
        for (int card : stock) {
            stockBits |= 1L << card;
        }
    }

    TressettePosition copy() {
        TressettePosition copy = new TressettePosition(seats, NO_STOCK);
        copy.copyFrom(this);
        return copy;
    }

    /** Makes this position the same as {@code o} (of as many seats), allocating nothing: for a search's stack. */
    void copyFrom(TressettePosition o) {
        System.arraycopy(o.hands, 0, hands, 0, seats);
        this.stock = o.stock;
        this.stockNext = o.stockNext;
        this.stockBits = o.stockBits;
        System.arraycopy(o.trick, 0, trick, 0, 4);
        this.trickSize = o.trickSize;
        this.leader = o.leader;
        this.toAct = o.toAct;
        this.thirds[0] = o.thirds[0];
        this.thirds[1] = o.thirds[1];
        this.tricksWon[0] = o.tricksWon[0];
        this.tricksWon[1] = o.tricksWon[1];
    }

    /** A copy with another stock, drawn from its start (card indices, top first). */
    TressettePosition withStock(int[] newStock) {
        TressettePosition copy = new TressettePosition(seats, newStock);
        long bits = copy.stockBits;
        copy.copyFrom(this);
        copy.stock = newStock;
        copy.stockNext = 0;
        copy.stockBits = bits;
        return copy;
    }

    /**
     * The position a view describes, with the stock in this order (card indices, top
     * first) and only the viewer's cards in hand: the caller deals the others.
     */
    static TressettePosition of(TressetteView v, int[] stock) {
        TressettePosition p = new TressettePosition(v.seats(), stock);
        for (int s = 0; s < v.seats(); s++) {
            p.tricksWon[TressetteRules.sideOf(s)] += v.taken().get(s).size() / v.seats();
        }
        if (v.viewer() >= 0) {
            p.hands[v.viewer()] = bits(v.hand());
        }
        List<Integer> thirds = v.sideThirds();
        p.thirds[0] = thirds.get(0);
        p.thirds[1] = thirds.get(1);
        for (int i = 0; i < v.trick().size(); i++) {
            p.trick[i] = v.trick().get(i).card().index();
        }
        p.trickSize = v.trick().size();
        p.leader = v.leader();
        p.toAct = v.toAct();
        return p;
    }

    /** The cards of a bit set, in index order. */
    static List<ItalianCard> cards(long bits) {
        List<ItalianCard> cards = new java.util.ArrayList<>(Long.bitCount(bits));
        for (long b = bits; b != 0; b &= b - 1) {
            cards.add(ItalianCard.ofIndex(Long.numberOfTrailingZeros(b)));
        }
        return cards;
    }

    static long bits(List<ItalianCard> cards) {
        long b = 0;
        for (ItalianCard c : cards) {
            b |= 1L << c.index();
        }
        return b;
    }

    /** The cards {@code seat} has not seen: the other hands and the stock (and nothing played). */
    long outside(int seat) {
        long out = stockBits;
        for (int s = 0; s < seats; s++) {
            if (s != seat) {
                out |= hands[s];
            }
        }
        return out;
    }

    /** True when every hand is played out. */
    boolean over() {
        for (long h : hands) {
            if (h != 0) {
                return false;
            }
        }
        return true;
    }

    /** The cards the seat to act may play: the suit led if it holds it, else any. */
    long legal() {
        long hand = hands[toAct];
        if (trickSize == 0) {
            return hand;
        }
        long follow = hand & SUIT_MASK[SUIT[trick[0]]];
        return follow != 0 ? follow : hand;
    }

    /** The index in the trick of the card taking it so far (the trick is not empty). */
    int winningIndex() {
        int best = 0;
        int suit = SUIT[trick[0]];
        for (int i = 1; i < trickSize; i++) {
            if (SUIT[trick[i]] == suit && STRENGTH[trick[i]] > STRENGTH[trick[best]]) {
                best = i;
            }
        }
        return best;
    }

    /**
     * The seat to act plays {@code card} (legal); a complete trick goes to its winner, who
     * draws first from the stock with 2 players and leads the next; the last trick adds
     * its three thirds.
     */
    void play(int card) {
        hands[toAct] &= ~(1L << card);
        trick[trickSize++] = card;
        if (trickSize < seats) {
            toAct = toAct + 1 == seats ? 0 : toAct + 1;
            return;
        }
        int winner = (leader + winningIndex()) % seats;
        int points = 0;
        for (int i = 0; i < seats; i++) {
            points += THIRDS[trick[i]];
        }
        int side = winner & 1;
        thirds[side] += points;
        tricksWon[side]++;
        if (stockNext < stock.length) {
            for (int i = 0; i < seats; i++) {
                int drawn = stock[stockNext++];
                hands[(winner + i) % seats] |= 1L << drawn;
                stockBits &= ~(1L << drawn);
            }
        }
        trickSize = 0;
        leader = winner;
        toAct = winner;
        if (over()) {
            thirds[side] += TressetteRules.LAST_TRICK_THIRDS;
        }
    }

    /** A side's card points of the hand once it is over: its thirds rounded down (the other side has 11 less these). */
    int points(int side) {
        return thirds[side] / CardPoints.THIRDS_PER_POINT;
    }

    /** The side that took every trick of a hand over, or -1. */
    int cappotto() {
        if (tricksWon[1] == 0) {
            return 0;
        }
        return tricksWon[0] == 0 ? 1 : -1;
    }
}
