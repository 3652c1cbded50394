package dev.mazziere.games.traversone;

import dev.mazziere.cards.Decks;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.games.tricks.CardPoints;
import dev.mazziere.games.tricks.ItalianOrder;
import dev.mazziere.games.tricks.TrickRules;
import java.util.ArrayList;
import java.util.List;

/**
 * Traversone's pure rules, apart from the turn logic (docs/rules.md, Traversone): the
 * deck for a seat count, how its cards take tricks ({@link #TRICK_RULES}: Tressette's order,
 * follow suit, no trumps; card points are {@link CardPoints#THIRDS}), the rounding of a
 * hand's points, the cappotto and the end of the match.
 */
public final class TraversoneRules {

    /** The points of a whole hand: 10 in cards and 1 for the last trick (the lost 2/3 aside). */
    public static final int HAND_POINTS = 11;
    /** What taking the Asso di bastoni costs with {@code assoBastoni} on. */
    public static final int ASSO_BASTONI_PENALTY = 10;
    /** The last trick is worth one point: three thirds. */
    public static final int LAST_TRICK_THIRDS = CardPoints.THIRDS_PER_POINT;
    public static final ItalianCard ASSO_DI_BASTONI = ItalianCard.of(1, ItalianSuit.BASTONI);

    /** How Traversone's cards take tricks: 3, 2, Asso, Re ... 4, following suit, never a trump. */
    public static final TrickRules<ItalianCard, ItalianSuit> TRICK_RULES = TrickRules.italian(ItalianOrder.TRESSETTE, true);

    private TraversoneRules() {
    }

    /** Cards each seat holds: 40 cards shared out, less the 4 of coppe with 3, all fours with 6. */
    public static int handSize(int seats) {
        return deck(seats).size() / seats;
    }

    /**
     * The deck for this many seats, unshuffled: with 3 players the 4 of coppe is
     * removed (13 each), with 6 all four fours (6 each); 4 and 5 players use all 40.
     */
    public static List<ItalianCard> deck(int seats) {
        List<ItalianCard> deck = new ArrayList<>(Decks.italian40());
        if (seats == 3) {
            deck.remove(ItalianCard.of(4, ItalianSuit.COPPE));
        } else if (seats == 6) {
            deck.removeIf(c -> c.rank() == 4);
        }
        return deck;
    }

    /**
     * A hand's points per seat, before the Asso di bastoni and the cappotto: each
     * seat's card thirds, plus three for the last trick's taker, rounded down; with
     * {@code remaindersToLastTrick} the leftover thirds of all seats go to the taker
     * of the last trick (rounded down too, so a whole deck always gives 11), otherwise
     * they are dropped.
     *
     * @param cardThirds card points per seat, in thirds
     * @param lastTrick the seat that took the last trick
     */
    public static List<Integer> roundedPoints(List<Integer> cardThirds, int lastTrick, boolean remaindersToLastTrick) {
        int[] points = new int[cardThirds.size()];
        int leftover = 0;
        for (int s = 0; s < points.length; s++) {
            int thirds = cardThirds.get(s) + (s == lastTrick ? LAST_TRICK_THIRDS : 0);
            points[s] = CardPoints.wholePoints(thirds);
            leftover += thirds % CardPoints.THIRDS_PER_POINT;
        }
        if (remaindersToLastTrick) {
            points[lastTrick] += CardPoints.wholePoints(leftover);
        }
        List<Integer> result = new ArrayList<>();
        for (int p : points) {
            result.add(p);
        }
        return result;
    }

    /** The most one seat can be charged for a hand: 11, or 21 with the Asso di bastoni. */
    public static int handMaximum(boolean assoBastoni) {
        return HAND_POINTS + (assoBastoni ? ASSO_BASTONI_PENALTY : 0);
    }

    /**
     * The end-of-match rule, checked at the end of a hand: when nobody has reached
     * {@code limit} the match goes on (null). Otherwise the seats below the limit win;
     * if every seat is at or over it, the lowest total wins (every seat sharing it),
     * and if all totals are equal another hand is played (null).
     */
    public static List<Integer> winners(List<Integer> totals, int limit) {
        if (totals.stream().noneMatch(t -> t >= limit)) {
            return null;
        }
        List<Integer> below = new ArrayList<>();
        for (int s = 0; s < totals.size(); s++) {
            if (totals.get(s) < limit) {
                below.add(s);
            }
        }
        if (!below.isEmpty()) {
            return List.copyOf(below);
        }
        int min = totals.stream().mapToInt(Integer::intValue).min().orElseThrow();
        int max = totals.stream().mapToInt(Integer::intValue).max().orElseThrow();
        if (min == max) {
            return null;
        }
        List<Integer> lowest = new ArrayList<>();
        for (int s = 0; s < totals.size(); s++) {
            if (totals.get(s) == min) {
                lowest.add(s);
            }
        }
        return List.copyOf(lowest);
    }

    /**
     * The seat that made a cappotto, or null: the taker of the last trick, when it also
     * took every card worth points (no other seat took even a figure). Rounding can give
     * a seat all 11 points without it, as in the seed text's example (9 points and 2
     * figures, the others 2 figures each): that is no cappotto.
     *
     * @param cardThirds card points per seat, in thirds
     */
    public static Integer cappotto(List<Integer> cardThirds, int lastTrick) {
        for (int s = 0; s < cardThirds.size(); s++) {
            if (s != lastTrick && cardThirds.get(s) > 0) {
                return null;
            }
        }
        return cardThirds.get(lastTrick) > 0 ? lastTrick : null;
    }

    /** The Italian name of a suit, as players say it: denari, coppe, spade, bastoni. */
    public static String suitName(ItalianSuit suit) {
        return suit.name().toLowerCase(java.util.Locale.ROOT);
    }
}
