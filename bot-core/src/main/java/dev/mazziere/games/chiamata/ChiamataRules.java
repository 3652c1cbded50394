package dev.mazziere.games.chiamata;

import dev.mazziere.cards.Decks;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.games.briscola.BriscolaRules;
import dev.mazziere.games.tricks.TrickRules;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;

/**
 * Briscola chiamata's rules that need no state (docs/rules.md, Briscola chiamata): five
 * seats, the whole deck dealt eight each, Briscola's tricks and card points
 * ({@link BriscolaRules#TRICK_RULES}, {@link dev.mazziere.games.tricks.CardPoints#BRISCOLA}),
 * the score of a hand for each seat, and the end of a match.
 */
public final class ChiamataRules {

    /** The seats: the game is for five. */
    public static final int SEATS = 5;

    /** Cards each seat is dealt: the whole deck. */
    public static final int HAND_SIZE = 8;

    /** How the cards take tricks: Briscola's, with the called card's suit as briscola. */
    public static final TrickRules<ItalianCard, ItalianSuit> TRICK_RULES = BriscolaRules.TRICK_RULES;

    /** A hand as shown: Briscola's order, by suit, each from the weakest card to the strongest. */
    public static final Comparator<ItalianCard> HAND_ORDER = BriscolaRules.HAND_ORDER;

    /** The card points of the deck. */
    public static final int DECK_POINTS = BriscolaRules.DECK_POINTS;

    private ChiamataRules() {
    }

    /** The deck, unshuffled. */
    public static List<ItalianCard> deck() {
        return new ArrayList<>(Decks.italian40());
    }

    /** The four cards a caller may call after winning with {@code contract}: its rank in each suit. */
    public static List<ItalianCard> callable(Contract contract) {
        List<ItalianCard> cards = new ArrayList<>(4);
        for (ItalianSuit suit : ItalianSuit.values()) {
            cards.add(ItalianCard.of(contract.rank(), suit));
        }
        return cards;
    }

    /**
     * What each seat scores for a hand: made, the caller +2, the partner +1, each of the
     * three others -1; alone (the caller called its own card), the caller +4 and each of
     * the four others -1; failed, the opposite; doubled when {@code doubled} (cappotto).
     * Every hand sums to 0.
     */
    public static List<Integer> payments(int caller, int partner, boolean made, boolean doubled) {
        int unit = (made ? 1 : -1) * (doubled ? 2 : 1);
        boolean alone = partner == caller;
        List<Integer> points = new ArrayList<>(Collections.nCopies(SEATS, -unit));
        points.set(caller, (alone ? 4 : 2) * unit);
        if (!alone) {
            points.set(partner, unit);
        }
        return points;
    }

    /**
     * A hand's breakdown from the card points each seat took: the caller's side (the caller
     * and the partner, the caller alone when it is its own partner) makes it with at least
     * {@code needed}; a side with all 120, or none, is a cappotto.
     */
    public static ChiamataEvents.HandScore score(int caller, int partner, ItalianCard called, int needed,
                                                 List<Integer> cardPoints) {
        int side = cardPoints.get(caller) + (partner == caller ? 0 : cardPoints.get(partner));
        return new ChiamataEvents.HandScore(caller, called.code(), partner, needed, cardPoints, side >= needed,
                cappotto(side));
    }

    /** True when one side took every card point: the caller's side all 120, or none. */
    public static boolean cappotto(int sidePoints) {
        return sidePoints == DECK_POINTS || sidePoints == 0;
    }
}
