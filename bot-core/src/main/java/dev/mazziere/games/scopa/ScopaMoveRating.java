package dev.mazziere.games.scopa;

import dev.mazziere.cards.ItalianCard;
import java.util.Arrays;

/**
 * Rates a Scopa move as the {@code medium} player does ({@link ScopaHeuristicPlayer}), on bit
 * sets: what the move takes (a sweep first, then the settebello, denari, primiera cards,
 * cards) or what a card left on the table gives away, less, with two players, the next
 * seat's expected best reply over the hands it may hold among the cards the mover has not
 * seen. The one measure behind {@code medium}'s choice, the reading of a seat's plays and
 * the search's model of a seat that cannot see the hand it plays against. Not thread-safe:
 * it keeps its scratch arrays.
 */
final class ScopaMoveRating {

    /** What any capture is worth before the cards it takes, in the rating's points. */
    private static final double CAPTURE = 4;
    /** What a sweep is worth, in the rating's points. */
    static final double SCOPA = 40;
    /** How much of the next seat's expected reply counts against a move (two players). */
    static final double REPLY_WEIGHT = 0.9;
    private static final double[] WORTH = new double[40];

    static {
        for (int i = 0; i < 40; i++) {
            WORTH[i] = ScopaHeuristicPlayer.worth(ItalianCard.ofIndex(i));
        }
    }

    /** The most a card of each value takes from the table being rated, in worth; −1 when nothing. */
    private final double[] bestTaken = new double[11];
    private final double[] gains = new double[40];

    /**
     * What {@code move} takes from {@code table}, or gives away when it takes nothing, before
     * the next seat's reply: {@code lastPlay} when it is the last card of the hand (no scopa).
     */
    static double taken(long table, long move, boolean lastPlay) {
        int card = ScopaPosition.cardOf(move);
        long capture = ScopaPosition.captureOf(move);
        if (capture == 0) {
            // A card left on the table is a gift to whoever takes it next.
            return -WORTH[card] * 0.8;
        }
        double score = CAPTURE + WORTH[card] + worth(capture);
        return (table & ~capture) == 0 && !lastPlay ? score + SCOPA : score;
    }

    /**
     * Medium's rating of {@code move} for the seat to act in the two-seat position {@code p},
     * from that seat's view: the cards it has not seen are those in no pile, not on the
     * table and not in its hand.
     */
    double rate(ScopaPosition p, long move) {
        int stockLeft = p.stock.length - p.stockPos;
        boolean lastPlay = stockLeft == 0 && p.cardsInHands() == 1;
        double score = taken(p.table, move, lastPlay);
        long after = tableAfter(p.table, move);
        if (lastPlay || after == 0) {
            return score;
        }
        long unseen = CardBits.ALL & ~p.hands[p.toAct] & ~p.table;
        for (long pile : p.piles) {
            unseen &= ~pile;
        }
        int next = Long.bitCount(p.hands[(p.toAct + 1) % p.seats]);
        boolean replyIsLast = stockLeft == 0 && p.cardsInHands() - 1 == 1;
        return score - REPLY_WEIGHT * expectedReply(after, unseen, next, replyIsLast);
    }

    /** The table once {@code move} is played on {@code table}. */
    static long tableAfter(long table, long move) {
        long capture = ScopaPosition.captureOf(move);
        return capture == 0 ? table | (1L << ScopaPosition.cardOf(move)) : table & ~capture;
    }

    /**
     * What the next seat is expected to gain on {@code table}: the best of its cards, each
     * valued as a capture is by {@link #taken}, for a hand of {@code handSize} cards (three
     * when 0: it is dealt before it plays) drawn at random from {@code unseen}. Exact, not
     * sampled: the k-th most valuable unseen card is the hand's best when the hand holds it
     * and none of the better ones.
     */
    double expectedReply(long table, long unseen, int handSize, boolean replyIsLast) {
        int n = Long.bitCount(unseen);
        int size = handSize == 0 ? Math.min(3, n) : handSize;
        if (size == 0) {
            return 0;
        }
        Arrays.fill(bestTaken, -1);
        takings(table, table, 0, 0L, replyIsLast);
        int k = 0;
        for (long u = unseen; u != 0; u &= u - 1) {
            int c = Long.numberOfTrailingZeros(u);
            double t = bestTaken[CardBits.rank(c)];
            gains[k++] = t < 0 ? 0 : CAPTURE + WORTH[c] + t;
        }
        Arrays.sort(gains, 0, n);
        double expected = 0;
        double noneBetter = 1;
        for (int i = 0; i < n && noneBetter > 1e-9; i++) {
            // the hand holds size of the n - i cards not better than this one
            double holds = Math.min(1, size / (double) (n - i));
            expected += noneBetter * holds * gains[n - 1 - i];
            noneBetter *= 1 - holds;
        }
        return expected;
    }

    /**
     * Every capture the table allows (one card of a value, or two or more adding up to a
     * value no table card has), its best worth by value into {@link #bestTaken}, a sweep
     * counting {@link #SCOPA} more unless it is the hand's last play.
     */
    private void takings(long table, long from, int sum, long chosen, boolean lastPlay) {
        for (long f = from; f != 0; f &= f - 1) {
            int c = Long.numberOfTrailingZeros(f);
            int total = sum + CardBits.rank(c);
            if (total > ItalianCard.RE) {
                continue;
            }
            long set = chosen | (1L << c);
            if (set == (1L << c) || (table & CardBits.ofRank(total)) == 0) {
                double w = worth(set) + (set == table && !lastPlay ? SCOPA : 0);
                bestTaken[total] = Math.max(bestTaken[total], w);
            }
            takings(table, f & (f - 1), total, set, lastPlay);
        }
    }

    private static double worth(long cards) {
        double w = 0;
        for (long s = cards; s != 0; s &= s - 1) {
            w += WORTH[Long.numberOfTrailingZeros(s)];
        }
        return w;
    }
}
