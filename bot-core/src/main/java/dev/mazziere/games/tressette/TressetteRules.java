package dev.mazziere.games.tressette;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.games.tricks.CardPoints;
import dev.mazziere.games.tricks.ItalianOrder;
import dev.mazziere.games.tricks.TrickRules;
import java.util.List;
import java.util.Locale;

/**
 * Tressette's pure rules, apart from the turn logic (docs/rules.md, Tressette): how its
 * cards take tricks ({@link #TRICK_RULES}: 3, 2, Asso, Re ... 4, follow suit, no trumps;
 * card points are {@link CardPoints#THIRDS}), the sides, a hand's points, the cappotto
 * and the end of the match.
 */
public final class TressetteRules {

    /** How Tressette's cards take tricks: the Tressette order, following suit, never a trump. */
    public static final TrickRules<ItalianCard, ItalianSuit> TRICK_RULES = TrickRules.italian(ItalianOrder.TRESSETTE, true);

    /** Cards dealt to each seat, with 2 players as with 4. */
    public static final int HAND_SIZE = 10;
    /** Two sides: seats 0 and 2 against 1 and 3 (with 2 players, each seat is a side). */
    public static final int SIDES = 2;
    /** The last trick is worth one point: three thirds. */
    public static final int LAST_TRICK_THIRDS = CardPoints.THIRDS_PER_POINT;
    /** The card points of a whole hand after rounding: 10⅔ in cards and 1 for the last trick, 2 thirds lost. */
    public static final int HAND_POINTS = 11;

    private TressetteRules() {
    }

    /** The side a seat plays for: seats 0+2 are side 0, 1+3 side 1. */
    public static int sideOf(int seat) {
        return seat % SIDES;
    }

    /** The tricks of a hand: 10 with 4 players, 20 with 2 (10 while drawing from the stock, 10 after). */
    public static int tricksPerHand(int seats) {
        return 40 / seats;
    }

    /**
     * A side's card points after rounding: its thirds, with three more when it took the
     * last trick, rounded down. The two sides' leftovers are lost (always 2 thirds), so a
     * hand's card points are 11.
     */
    public static int cardPoints(int thirds, boolean lastTrick) {
        return CardPoints.wholePoints(thirds + (lastTrick ? LAST_TRICK_THIRDS : 0));
    }

    /**
     * The side that took every trick of the hand, or null: the side whose seats hold
     * every card taken.
     *
     * @param takenCards how many cards each side took this hand
     */
    public static Integer cappotto(List<Integer> takenCards) {
        Integer only = null;
        for (int side = 0; side < takenCards.size(); side++) {
            if (takenCards.get(side) > 0) {
                if (only != null) {
                    return null;
                }
                only = side;
            }
        }
        return only;
    }

    /**
     * The end-of-match rule, checked at the end of a hand: null while no side has reached
     * {@code target}, or when the totals are equal (another hand is played); otherwise the
     * side with the higher total.
     */
    public static List<Integer> winners(List<Integer> totals, int target) {
        int a = totals.get(0);
        int b = totals.get(1);
        if ((a < target && b < target) || a == b) {
            return null;
        }
        return List.of(a > b ? 0 : 1);
    }

    /** The Italian name of a suit, as players say it: denari, coppe, spade, bastoni. */
    public static String suitName(ItalianSuit suit) {
        return suit.name().toLowerCase(Locale.ROOT);
    }
}
