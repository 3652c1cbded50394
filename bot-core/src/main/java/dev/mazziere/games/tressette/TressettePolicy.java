package dev.mazziere.games.tressette;

import static dev.mazziere.games.tressette.TressettePosition.STRENGTH;
import static dev.mazziere.games.tressette.TressettePosition.SUIT;
import static dev.mazziere.games.tressette.TressettePosition.SUIT_MASK;
import static dev.mazziere.games.tressette.TressettePosition.THIRDS;

import dev.mazziere.cards.SeededRandom;

/**
 * How the search plays out a hand to its end, fast, on a {@link TressettePosition}: the
 * {@code medium} player's sense in a few bit operations, knowing of the other cards only
 * what the seat to act would (which are still out, not who holds them). It leads a card
 * nobody can overtake if it has one, else its lowest card of its longest suit; it loads
 * points on a trick its partner holds safely (an Asso first, a 3 or 2 last); it takes a
 * trick with points, or one it surely keeps, with its weakest card that does; otherwise it
 * plays its lowest card. Now and then ({@link #RANDOM}) it plays any legal card, so that
 * playouts vary.
 */
final class TressettePolicy {

    /** The share of moves played at random. */
    static final double RANDOM = 0.1;

    private TressettePolicy() {
    }

    /** The card the seat to act plays. */
    static int choose(TressettePosition p, SeededRandom random) {
        long legal = p.legal();
        if (Long.bitCount(legal) == 1) {
            return Long.numberOfTrailingZeros(legal);
        }
        if (random.nextDouble() < RANDOM) {
            return nth(legal, random.nextInt(Long.bitCount(legal)));
        }
        return p.trickSize == 0 ? lead(p, legal) : follow(p, legal);
    }

    private static int nth(long bits, int n) {
        for (int i = 0; i < n; i++) {
            bits &= bits - 1;
        }
        return Long.numberOfTrailingZeros(bits);
    }

    /** True when no card still out is stronger than {@code card} in its suit. */
    static boolean top(int card, long outside) {
        long rest = outside & SUIT_MASK[SUIT[card]];
        while (rest != 0) {
            int c = Long.numberOfTrailingZeros(rest);
            rest &= rest - 1;
            if (STRENGTH[c] > STRENGTH[card]) {
                return false;
            }
        }
        return true;
    }

    private static int lead(TressettePosition p, long legal) {
        long outside = p.outside(p.toAct);
        long hand = p.hands[p.toAct];
        int best = -1;
        int bestScore = Integer.MIN_VALUE;
        for (long b = legal; b != 0; b &= b - 1) {
            int c = Long.numberOfTrailingZeros(b);
            int score;
            if (top(c, outside)) {
                // A sure winner: best where others still hold the suit, and the more points it brings.
                boolean others = (outside & SUIT_MASK[SUIT[c]]) != 0;
                score = 1000 + (others ? 100 : 0) + THIRDS[c] * 10 + STRENGTH[c];
            } else {
                // Low, from a long suit, never an Asso or a figure if it can help it.
                int length = Long.bitCount(hand & SUIT_MASK[SUIT[c]]);
                score = -THIRDS[c] * 100 + length * 10 - STRENGTH[c];
            }
            if (score > bestScore) {
                bestScore = score;
                best = c;
            }
        }
        return best;
    }

    private static int follow(TressettePosition p, long legal) {
        int me = p.toAct;
        int wi = p.winningIndex();
        int winning = p.trick[wi];
        int winnerSide = ((p.leader + wi) % p.seats) & 1;
        int mySide = me & 1;
        boolean last = p.trickSize == p.seats - 1;
        // Following, an opponent plays after me unless I am last (the seat after me is one).
        boolean laterOpponent = !last;
        long outside = p.outside(me);
        int points = 0;
        for (int i = 0; i < p.trickSize; i++) {
            points += THIRDS[p.trick[i]];
        }
        if (winnerSide == mySide && (!laterOpponent || top(winning, outside))) {
            return load(legal);
        }
        long suited = legal & SUIT_MASK[SUIT[winning]];
        int taker = -1;
        for (long b = suited; b != 0; b &= b - 1) {
            int c = Long.numberOfTrailingZeros(b);
            if (STRENGTH[c] > STRENGTH[winning] && (!laterOpponent || top(c, outside))
                    && (taker < 0 || STRENGTH[c] < STRENGTH[taker])) {
                taker = c;
            }
        }
        if (taker >= 0 && (points + THIRDS[taker] > 0 || STRENGTH[taker] < 7 || Long.bitCount(p.hands[me]) <= 2)) {
            return taker;
        }
        return lowest(legal);
    }

    /** The card that adds most points to a trick the side keeps: an Asso, then a figure, a 3 or 2 last. */
    private static int load(long legal) {
        int best = -1;
        int bestScore = Integer.MIN_VALUE;
        for (long b = legal; b != 0; b &= b - 1) {
            int c = Long.numberOfTrailingZeros(b);
            int score = THIRDS[c] * 10 - (STRENGTH[c] >= 8 ? 25 : 0) - STRENGTH[c];
            if (score > bestScore) {
                bestScore = score;
                best = c;
            }
        }
        return best;
    }

    /** The card that gives least: fewest points, then the weakest. */
    private static int lowest(long legal) {
        int best = -1;
        int bestScore = Integer.MAX_VALUE;
        for (long b = legal; b != 0; b &= b - 1) {
            int c = Long.numberOfTrailingZeros(b);
            int score = THIRDS[c] * 10 + STRENGTH[c];
            if (score < bestScore) {
                bestScore = score;
                best = c;
            }
        }
        return best;
    }
}
