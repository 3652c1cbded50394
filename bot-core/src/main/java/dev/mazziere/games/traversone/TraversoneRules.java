package dev.mazziere.games.traversone;

import dev.mazziere.cards.Decks;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import java.util.ArrayList;
import java.util.List;

/**
 * Traversone's pure rules, apart from the turn logic (docs/rules.md, Traversone): the
 * deck for a seat count, the capture order, card points in thirds, the trick winner,
 * and the rounding of a hand's points.
 */
public final class TraversoneRules {

    /** The points of a whole hand: 10 in cards and 1 for the last trick (the lost 2/3 aside). */
    public static final int HAND_POINTS = 11;
    /** What taking the Asso di bastoni costs with {@code assoBastoni} on. */
    public static final int ASSO_BASTONI_PENALTY = 10;
    /** The last trick is worth one point: three thirds. */
    public static final int LAST_TRICK_THIRDS = 3;
    public static final ItalianCard ASSO_DI_BASTONI = ItalianCard.of(1, ItalianSuit.BASTONI);

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
     * The capture strength of a card within its suit: 3 (9), 2, Asso, Re, Cavallo,
     * Fante, 7, 6, 5, 4 (0).
     */
    public static int strength(ItalianCard card) {
        return switch (card.rank()) {
            case 3 -> 9;
            case 2 -> 8;
            case 1 -> 7;
            default -> card.rank() - 4;
        };
    }

    /** Card points in thirds: Asso 3; 3, 2, Re, Cavallo, Fante 1; the others 0. */
    public static int thirds(ItalianCard card) {
        return switch (card.rank()) {
            case 1 -> 3;
            case 2, 3, ItalianCard.FANTE, ItalianCard.CAVALLO, ItalianCard.RE -> 1;
            default -> 0;
        };
    }

    public static int thirds(List<ItalianCard> cards) {
        return cards.stream().mapToInt(TraversoneRules::thirds).sum();
    }

    /**
     * The index, in play order, of the card that wins a trick: the strongest card of
     * the suit led (the first card). No trumps.
     */
    public static int winningIndex(List<ItalianCard> trick) {
        if (trick.isEmpty()) {
            throw new IllegalArgumentException("an empty trick has no winner");
        }
        ItalianSuit led = trick.get(0).suit();
        int best = 0;
        for (int i = 1; i < trick.size(); i++) {
            ItalianCard c = trick.get(i);
            if (c.suit() == led && strength(c) > strength(trick.get(best))) {
                best = i;
            }
        }
        return best;
    }

    /** True when {@code card} would beat {@code best} in a trick led in {@code led}. */
    public static boolean beats(ItalianCard card, ItalianCard best, ItalianSuit led) {
        return card.suit() == led && (best.suit() != led || strength(card) > strength(best));
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
            points[s] = thirds / 3;
            leftover += thirds % 3;
        }
        if (remaindersToLastTrick) {
            points[lastTrick] += leftover / 3;
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
