package dev.mazziere.games.napoleone;

import dev.mazziere.cards.FrenchCard;
import dev.mazziere.cards.FrenchSuit;
import java.util.ArrayList;
import java.util.List;

/**
 * Napoleone's rules that need no state: card strength, follow suit, who takes a trick,
 * whether a contract is already decided, and who pays whom. The match calls these; the
 * heuristic player and the tests do too.
 */
public final class NapoleoneRules {

    /** Tricks in a hand: five cards each. */
    public static final int TRICKS = 5;

    /** Whether a contract is decided yet. */
    public enum Verdict { OPEN, MADE, BROKEN }

    private NapoleoneRules() {
    }

    /** Strength within a suit: the ace is high (14), then K 13 ... 2. */
    public static int strength(FrenchCard card) {
        return card.rank() == FrenchCard.ACE ? 14 : card.rank();
    }

    /**
     * The cards of {@code hand} that may be played on a trick led with {@code led}
     * (null: the player leads): the cards of the led suit if any, else every card.
     */
    public static List<FrenchCard> playable(List<FrenchCard> hand, FrenchSuit led) {
        if (led == null) {
            return List.copyOf(hand);
        }
        List<FrenchCard> following = hand.stream().filter(c -> c.suit() == led).toList();
        return following.isEmpty() ? List.copyOf(hand) : following;
    }

    /**
     * The index in {@code cards} (in playing order, the lead first) of the card taking the
     * trick: the highest trump if any was played, else the highest card of the suit led.
     *
     * @param trump the trump suit, or null in a hand without trumps
     */
    public static int winningIndex(List<FrenchCard> cards, FrenchSuit trump) {
        if (cards.isEmpty()) {
            throw new IllegalArgumentException("an empty trick has no winner");
        }
        int best = 0;
        for (int i = 1; i < cards.size(); i++) {
            if (beats(cards.get(i), cards.get(best), trump)) {
                best = i;
            }
        }
        return best;
    }

    /**
     * True when {@code card} beats {@code winning}, the card taking the trick so far (of the
     * suit led, or a trump): a higher card of the same suit, or a trump over a non-trump.
     */
    public static boolean beats(FrenchCard card, FrenchCard winning, FrenchSuit trump) {
        if (card.suit() == winning.suit()) {
            return strength(card) > strength(winning);
        }
        return trump != null && card.suit() == trump;
    }

    /**
     * Whether the contract is made, broken, or still open after {@code played} tricks of which
     * the caller took {@code callerTricks}: a contract of k tricks is made at the caller's k-th
     * trick and broken once the defenders hold more than 5 - k; Misère is broken by the caller's
     * first trick and made when all five tricks went to the defenders.
     */
    public static Verdict verdict(Contract contract, int callerTricks, int played) {
        int defenderTricks = played - callerTricks;
        if (contract.isMisere()) {
            if (callerTricks > 0) {
                return Verdict.BROKEN;
            }
            return played == TRICKS ? Verdict.MADE : Verdict.OPEN;
        }
        if (callerTricks >= contract.tricks()) {
            return Verdict.MADE;
        }
        if (defenderTricks > TRICKS - contract.tricks()) {
            return Verdict.BROKEN;
        }
        return Verdict.OPEN;
    }

    /**
     * What each seat scores for a hand: a made contract gains the caller value x opponents
     * and costs each opponent the value; a broken one the reverse. The sum is always zero.
     */
    public static List<Integer> payments(int seats, int caller, int value, boolean made) {
        int sign = made ? 1 : -1;
        List<Integer> points = new ArrayList<>();
        for (int s = 0; s < seats; s++) {
            points.add(s == caller ? sign * value * (seats - 1) : -sign * value);
        }
        return points;
    }
}
