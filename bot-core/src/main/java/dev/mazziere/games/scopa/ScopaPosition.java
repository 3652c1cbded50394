package dev.mazziere.games.scopa;

import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.MatchState;

/**
 * One hand of Scopa with every card known, as bit sets, for search: the same rules as
 * {@link ScopaMatch} within a hand (mandatory captures, the single equal card first,
 * {@code fewest}, no scopa with the last card of the hand, deals of three from the stock,
 * the last taker's sweep), with moves made and unmade in place and a Zobrist key of the
 * whole position. A move is a long: the captured cards' bits, and the card played at bit 40.
 */
final class ScopaPosition {

    static final int NOBODY = MatchState.NOBODY;
    private static final int MAX_PLIES = 48;
    private static final long[][] ZOBRIST = new long[40][9];
    private static final long[] Z_TO_ACT = new long[4];
    private static final long[] Z_LAST = new long[5];
    private static final long[][] Z_SCOPE = new long[4][21];

    static {
        SeededRandom r = new SeededRandom(0x5C0BA);
        for (long[] row : ZOBRIST) {
            for (int i = 0; i < row.length; i++) {
                row[i] = r.nextLong();
            }
        }
        for (int i = 0; i < 4; i++) {
            Z_TO_ACT[i] = r.nextLong();
            for (int k = 0; k < Z_SCOPE[i].length; k++) {
                Z_SCOPE[i][k] = r.nextLong();
            }
        }
        for (int i = 0; i < 5; i++) {
            Z_LAST[i] = r.nextLong();
        }
    }

    final int seats;
    final int sides;
    final int dealer;
    final boolean fewest;
    final HandCount count;
    final long[] hands;
    final long[] piles;
    final int[] scope;
    final int[] stock;
    long table;
    int toAct;
    int lastCapturer;
    int stockPos;
    int ply;
    /** Cards in all hands together. */
    private int inHands;
    private long key;
    private final long[] keyStack = new long[MAX_PLIES];
    private final int[] lastStack = new int[MAX_PLIES];
    private final byte[] flagStack = new byte[MAX_PLIES];
    /**
     * Scratch of {@link #moves}: the table's sets of two or more cards, by the value they
     * add up to; at most {@link #SUMS} per value, which only a table of a dozen low cards
     * could exceed (the search then sees the first ones).
     */
    static final int SUMS = 128;
    private final long[][] sumSets = new long[11][SUMS];
    private final int[] sumCount = new int[11];

    /**
     * @param hands   every seat's hand; {@code stock} the undealt cards in dealing order
     * @param piles   every side's captured cards
     */
    ScopaPosition(int dealer, boolean fewest, HandCount count, long[] hands, long table, long[] piles,
                  int[] scope, int[] stock, int toAct, int lastCapturer) {
        this.seats = hands.length;
        this.sides = piles.length;
        this.dealer = dealer;
        this.fewest = fewest;
        this.count = count;
        this.hands = hands.clone();
        this.table = table;
        this.piles = piles.clone();
        this.scope = scope.clone();
        this.stock = stock.clone();
        this.toAct = toAct;
        this.lastCapturer = lastCapturer;
        for (long h : hands) {
            inHands += Long.bitCount(h);
        }
        this.key = fullKey();
    }

    int sideOf(int seat) {
        return seat % sides;
    }

    /** The Zobrist key of the position: where every card is, who acts, who took last, the scope. */
    long key() {
        return key;
    }

    private long fullKey() {
        long k = Z_TO_ACT[toAct] ^ Z_LAST[lastCapturer + 1];
        for (int s = 0; s < seats; s++) {
            k ^= keyOf(hands[s], s);
        }
        k ^= keyOf(table, 4);
        for (int t = 0; t < sides; t++) {
            k ^= keyOf(piles[t], 5 + t) ^ Z_SCOPE[t][Math.min(scope[t], 20)];
        }
        return k;
    }

    private static long keyOf(long set, int place) {
        long k = 0;
        for (long s = set; s != 0; s &= s - 1) {
            k ^= ZOBRIST[Long.numberOfTrailingZeros(s)][place];
        }
        return k;
    }

    /** True when every hand is empty and the stock too: the hand is over. */
    boolean handOver() {
        return inHands == 0 && stockPos == stock.length;
    }

    /** Cards still in the seats' hands, all together. */
    int cardsInHands() {
        return inHands;
    }

    static int cardOf(long move) {
        return (int) (move >>> 40);
    }

    static long captureOf(long move) {
        return move & CardBits.ALL;
    }

    static long move(int card, long capture) {
        return ((long) card << 40) | capture;
    }

    /** Writes the legal moves of the seat to act into {@code out} from 0; returns how many. */
    int moves(long[] out) {
        long hand = hands[toAct];
        // The values in hand with no equal card on the table take sums of two or more cards.
        int needed = 0;
        for (long h = hand; h != 0; h &= h - 1) {
            int rank = CardBits.rank(Long.numberOfTrailingZeros(h));
            if ((table & CardBits.ofRank(rank)) == 0) {
                needed |= 1 << rank;
            }
        }
        if (needed != 0) {
            java.util.Arrays.fill(sumCount, 0);
            sums(table, 0, 0L, 0, needed, 31 - Integer.numberOfLeadingZeros(needed));
        }
        int n = 0;
        for (long h = hand; h != 0; h &= h - 1) {
            int card = Long.numberOfTrailingZeros(h);
            n = movesOf(card, out, n);
        }
        return n;
    }

    /** Appends the moves of one card: its captures, or the plain play when it takes nothing. */
    private int movesOf(int card, long[] out, int n) {
        int rank = CardBits.rank(card);
        long singles = table & CardBits.ofRank(rank);
        if (singles != 0) {
            for (long s = singles; s != 0; s &= s - 1) {
                out[n++] = move(card, s & -s);
            }
            return n;
        }
        int count = sumCount[rank];
        if (count == 0) {
            out[n++] = move(card, 0L);
            return n;
        }
        long[] sets = sumSets[rank];
        int min = 0;
        if (fewest) {
            min = Integer.MAX_VALUE;
            for (int i = 0; i < count; i++) {
                min = Math.min(min, Long.bitCount(sets[i]));
            }
        }
        for (int i = 0; i < count; i++) {
            if (!fewest || Long.bitCount(sets[i]) == min) {
                out[n++] = move(card, sets[i]);
            }
        }
        return n;
    }

    /**
     * Collects into {@link #sumSets} every set of two or more table cards adding up to a
     * value in {@code needed} (bits by value), from the cards of {@code from}, given the
     * cards {@code chosen} adding up to {@code sum} so far.
     */
    private void sums(long from, int sum, long chosen, int size, int needed, int max) {
        for (long f = from; f != 0; f &= f - 1) {
            int c = Long.numberOfTrailingZeros(f);
            int total = sum + CardBits.rank(c);
            if (total > max) {
                continue;
            }
            long set = chosen | (1L << c);
            if (size >= 1 && (needed & (1 << total)) != 0 && sumCount[total] < SUMS) {
                sumSets[total][sumCount[total]++] = set;
            }
            if (total < max) {
                sums(f & (f - 1), total, set, size + 1, needed, max);
            }
        }
    }

    /** Plays {@code move} for the seat to act; {@link #unmake} takes it back. */
    void make(long move) {
        keyStack[ply] = key;
        lastStack[ply] = lastCapturer;
        int seat = toAct;
        int side = sideOf(seat);
        int card = cardOf(move);
        long capture = captureOf(move);
        hands[seat] &= ~(1L << card);
        inHands--;
        key ^= ZOBRIST[card][seat] ^ Z_TO_ACT[seat] ^ Z_LAST[lastCapturer + 1];
        byte flags = 0;
        if (capture != 0) {
            table &= ~capture;
            piles[side] |= capture | (1L << card);
            key ^= keyOf(capture, 4) ^ keyOf(capture | (1L << card), 5 + side);
            lastCapturer = seat;
            if (table == 0 && !handOver()) {
                key ^= Z_SCOPE[side][Math.min(scope[side], 20)];
                scope[side]++;
                key ^= Z_SCOPE[side][Math.min(scope[side], 20)];
                flags |= 1;
            }
        } else {
            table |= 1L << card;
            key ^= ZOBRIST[card][4];
        }
        toAct = (seat + 1) % seats;
        key ^= Z_TO_ACT[toAct] ^ Z_LAST[lastCapturer + 1];
        if (inHands == 0 && stockPos < stock.length) {
            deal();
            flags |= 2;
        }
        flagStack[ply] = flags;
        ply++;
    }

    /** Three cards to every seat from the stock, starting after the dealer. */
    private void deal() {
        for (int k = 0; k < 3; k++) {
            for (int i = 1; i <= seats; i++) {
                int seat = (dealer + i) % seats;
                int card = stock[stockPos++];
                hands[seat] |= 1L << card;
                key ^= ZOBRIST[card][seat];
            }
        }
        inHands += 3 * seats;
    }

    /** Takes back the last move made, which was {@code move}. */
    void unmake(long move) {
        ply--;
        byte flags = flagStack[ply];
        if ((flags & 2) != 0) {
            stockPos -= 3 * seats;
            inHands -= 3 * seats;
            long dealt = 0;
            for (int i = stockPos; i < stockPos + 3 * seats; i++) {
                dealt |= 1L << stock[i];
            }
            for (int s = 0; s < seats; s++) {
                hands[s] &= ~dealt;
            }
        }
        int seat = (toAct + seats - 1) % seats;
        int side = sideOf(seat);
        int card = cardOf(move);
        long capture = captureOf(move);
        if (capture != 0) {
            piles[side] &= ~(capture | (1L << card));
            table |= capture;
            if ((flags & 1) != 0) {
                scope[side]--;
            }
        } else {
            table &= ~(1L << card);
        }
        hands[seat] |= 1L << card;
        inHands++;
        toAct = seat;
        lastCapturer = lastStack[ply];
        key = keyStack[ply];
    }

    /**
     * Each side's points for the hand once it is over, after the last taker's sweep,
     * written into {@code out}.
     */
    void finalPoints(int[] out) {
        long[] after = piles.clone();
        if (lastCapturer != NOBODY) {
            after[sideOf(lastCapturer)] |= table;
        }
        count.points(after, scope, out);
    }
}
