package dev.mazziere.games.chiamata;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.games.tricks.CardPoints;
import dev.mazziere.games.tricks.ItalianOrder;
import java.util.List;

/**
 * How much a hand is worth to its caller, as the {@code medium} player judges it before
 * the play: the card points the caller's side can expect with a suit as briscola and a
 * rank called, from the strength of the briscole held, the strength of the card called
 * (its holder will play with the caller) and, a little, the points of the other suits. The
 * weights were fitted by least squares on 4,000 hands played out by {@code medium} players
 * (R² 0.30: the rest is the luck of the other hands, about 17 points either way).
 */
final class ChiamataBidding {

    /** The points the side gets whatever it holds: its share of what the defenders give away. */
    static final double BASE = 26.6;
    /** Per step of strength of each briscola held (1 for the 4 ... 9 for the Asso; the 2 adds nothing). */
    static final double TRUMP_STRENGTH = 1.75;
    /** Per step of strength of the called card, which the partner holds. */
    static final double CALLED_STRENGTH = 2.0;
    /** Per card point of the other suits held: little, the briscole take the tricks. */
    static final double SIDE_POINTS = 0.06;
    /** What playing alone costs against a partner's help, besides the called card's strength. */
    static final double ALONE = 12.0;
    /** How far above the points needed the expectation must be for a bid. */
    static final double MARGIN = 3.0;

    private ChiamataBidding() {
    }

    /**
     * The card points the caller's side can expect when {@code hand} calls the card of
     * {@code rank} in {@code trump}. A called card in the hand itself means playing
     * alone: no partner's strength, and the side is one seat.
     */
    static double expected(List<ItalianCard> hand, ItalianSuit trump, int rank) {
        ItalianCard called = ItalianCard.of(rank, trump);
        boolean alone = hand.contains(called);
        double value = alone ? BASE - ALONE : BASE + CALLED_STRENGTH * ItalianOrder.BRISCOLA.strength(called);
        for (int i = 0; i < hand.size(); i++) {
            ItalianCard c = hand.get(i);
            if (c.suit() == trump) {
                value += TRUMP_STRENGTH * ItalianOrder.BRISCOLA.strength(c);
            } else {
                value += SIDE_POINTS * CardPoints.BRISCOLA.of(c);
            }
        }
        return value;
    }

    /** The suit the hand does best to call {@code rank} in, preferring a card it does not hold; never null. */
    static ItalianSuit bestSuit(List<ItalianCard> hand, int rank) {
        ItalianSuit best = null;
        double bestValue = Double.NEGATIVE_INFINITY;
        for (ItalianSuit suit : ItalianSuit.values()) {
            double value = expected(hand, suit, rank);
            if (value > bestValue) {
                bestValue = value;
                best = suit;
            }
        }
        return best;
    }

    /** The highest bid this hand would make, or null for none. */
    static Contract highestWorth(List<ItalianCard> hand) {
        Contract best = null;
        for (int level = 0; level < Contract.LEVELS; level++) {
            Contract c = Contract.ofLevel(level);
            double value = expected(hand, bestSuit(hand, c.rank()), c.rank());
            if (value >= c.points() + MARGIN) {
                best = c;
            }
        }
        return best;
    }
}
