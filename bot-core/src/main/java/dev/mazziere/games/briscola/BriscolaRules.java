package dev.mazziere.games.briscola;

import dev.mazziere.cards.Decks;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.games.tricks.CardPoints;
import dev.mazziere.games.tricks.ItalianOrder;
import dev.mazziere.games.tricks.TrickRules;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Briscola's rules that need no state (docs/rules.md, Briscola): the deck for a seat count,
 * how its cards take tricks ({@link #TRICK_RULES}: Asso, 3, Re ... 2, no obligation to
 * follow suit, the briscola suit trumps), the sides, and who wins a hand. Card points are
 * {@link CardPoints#BRISCOLA}: 120 in every deck.
 */
public final class BriscolaRules {

    /** How Briscola's cards take tricks: Asso, 3, Re, Cavallo, Fante, 7, 6, 5, 4, 2; any card may be played. */
    public static final TrickRules<ItalianCard, ItalianSuit> TRICK_RULES =
            TrickRules.italian(ItalianOrder.BRISCOLA, false);

    /** Cards each seat holds while the stock lasts. */
    public static final int HAND_SIZE = 3;

    /** The card points of a whole deck; a side needs more than half to win a hand against one other. */
    public static final int DECK_POINTS = 120;

    /** The card left out with three players: the 2 of coppe, worth nothing. */
    public static final ItalianCard LEFT_OUT_WITH_THREE = ItalianCard.of(2, ItalianSuit.COPPE);

    /** A hand as shown: by suit (denari, coppe, spade, bastoni), each from its weakest card to its strongest. */
    public static final Comparator<ItalianCard> HAND_ORDER = Comparator.comparing(ItalianCard::suit)
            .thenComparingInt(ItalianOrder.BRISCOLA::strength);

    private BriscolaRules() {
    }

    /** The deck for this many seats, unshuffled: all 40, without the 2 of coppe with three players. */
    public static List<ItalianCard> deck(int seats) {
        List<ItalianCard> deck = new ArrayList<>(Decks.italian40());
        if (seats == 3) {
            deck.remove(LEFT_OUT_WITH_THREE);
        }
        return deck;
    }

    /** The tricks of a hand: every card of the deck is played, one per seat a trick (20, 13 or 10). */
    public static int tricks(int seats) {
        return deck(seats).size() / seats;
    }

    /** The number of sides: two with four seats (partners sit opposite), else one per seat. */
    public static int sides(int seats) {
        return seats == 4 ? 2 : seats;
    }

    /** The side a seat plays for: with four seats 0 and 2 against 1 and 3, else its own. */
    public static int sideOf(int seat, int seats) {
        return seats == 4 ? seat % 2 : seat;
    }

    /**
     * The side that wins a hand with these card points per side: the one with the most, or
     * -1 for a drawn hand (a shared highest: 60-60, or a tie at the top with three players).
     */
    public static int handWinner(List<Integer> cardPoints) {
        int best = -1;
        boolean shared = false;
        for (int side = 0; side < cardPoints.size(); side++) {
            if (best < 0 || cardPoints.get(side) > cardPoints.get(best)) {
                best = side;
                shared = false;
            } else if (cardPoints.get(side).equals(cardPoints.get(best))) {
                shared = true;
            }
        }
        return shared ? -1 : best;
    }
}
