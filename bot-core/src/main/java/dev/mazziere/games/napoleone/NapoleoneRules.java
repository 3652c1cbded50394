package dev.mazziere.games.napoleone;

import dev.mazziere.cards.FrenchCard;
import dev.mazziere.cards.FrenchSuit;
import dev.mazziere.games.tricks.TrickRules;
import java.util.ArrayList;
import java.util.List;

/**
 * Napoleone's rules that need no state: how its cards take tricks ({@link #TRICK_RULES}: ace
 * high, follow suit, the trump of the first card), whether a contract is already decided,
 * and who pays whom. The match calls these; the heuristic player and the tests do too.
 */
public final class NapoleoneRules {

    /** How Napoleone's cards take tricks: ace high within a suit, following suit, with the hand's trump if any. */
    public static final TrickRules<FrenchCard, FrenchSuit> TRICK_RULES =
            TrickRules.of(FrenchCard::suit, NapoleoneRules::strength, true);

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
