package dev.mazziere.games.briscola;

import dev.mazziere.ai.Reason;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.games.tricks.CardPoints;
import dev.mazziere.games.tricks.TrickEvents;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.IntPredicate;

/**
 * The facts of a Briscola trick that a coach names for one card against another, read
 * from what the seat sees: the trick on the table, the briscola suit, the cards still out
 * and the seats it knows to play on its side. Briscola and Briscola chiamata both play
 * their cards this way. In this order, the first that holds for the preferred card and
 * not for the other:
 * <ol>
 *   <li>{@code take}: it takes the trick for sure (no card still out in the hands of an
 *       opponent after it beats it) and the points on the table, where the other does not take it;</li>
 *   <li>{@code sure}: both take the trick so far, and only this one for sure;</li>
 *   <li>{@code partner}: a partner takes the trick for sure, neither card beats it, and
 *       this one puts more points on it;</li>
 *   <li>{@code liscio}: neither card takes the trick, nor does the seat's side so far, and
 *       this one is worth fewer points;</li>
 *   <li>{@code noTrump}: both take the trick, this one without spending a briscola;</li>
 *   <li>{@code cheapTrump}: both take it with a briscola, this one the weaker;</li>
 *   <li>{@code safeCarico}: a lead with a carico (an Asso or a 3, not briscola) that no
 *       card still out can take, every other briscola being out of play;</li>
 *   <li>{@code keepCarico}, {@code keepCarico.higher}: a lead that is no carico, keeping a carico
 *       that a briscola, or a stronger card of its suit, still out would take.</li>
 * </ol>
 */
public final class BriscolaTrickFacts {

    /** Briscola's coach bundle, whose keys these facts are. */
    public static final String BUNDLE = "dev.mazziere.games.briscola.coach";

    /** The least a card is worth to be a carico: the Asso and the 3. */
    static final int CARICO = 10;

    /**
     * What a seat sees of the trick it plays to.
     *
     * @param viewer the seat to play
     * @param trick  the cards on the table, with who played each
     * @param seats  the seats playing to each trick
     * @param trump  the briscola suit
     * @param unseen the cards still out: in no pile, not on the table, not in the seat's hand
     * @param friend whether a seat is known to play on the seat's side (false when unknown)
     */
    public record Seen(int viewer, List<TrickEvents.Play<ItalianCard>> trick, int seats, ItalianSuit trump, Set<ItalianCard> unseen,
                       IntPredicate friend) {
    }

    private BriscolaTrickFacts() {
    }

    /** The first fact of the list that holds for {@code best} and not for {@code other}; null when none does. */
    public static Reason compare(Seen s, ItalianCard best, ItalianCard other) {
        return s.trick().isEmpty() ? leading(s, best, other) : following(s, best, other);
    }

    private static Reason following(Seen s, ItalianCard best, ItalianCard other) {
        int winner = BriscolaRules.TRICK_RULES.winningPlay(s.trick(), s.trump());
        TrickEvents.Play<ItalianCard> winning = s.trick().get(winner);
        boolean bestTakes = beats(s, best, winning.card());
        boolean otherTakes = beats(s, other, winning.card());
        List<ItalianCard> points = new ArrayList<>();
        for (TrickEvents.Play<ItalianCard> p : s.trick()) {
            if (points(p.card()) > 0) {
                points.add(p.card());
            }
        }
        if (bestTakes && sure(s, best) && !otherTakes && !points.isEmpty()) {
            return Reason.of(BUNDLE, "take", points, best);
        }
        if (bestTakes && otherTakes && sure(s, best) && !sure(s, other)) {
            return Reason.of(BUNDLE, "sure", best);
        }
        boolean friendWins = s.friend().test(winning.seat());
        if (friendWins && sure(s, winning.card()) && !bestTakes && !otherTakes && points(best) > points(other)) {
            return Reason.of(BUNDLE, "partner", best, points(best));
        }
        if (!friendWins && !bestTakes && !otherTakes && points(best) < points(other)) {
            return Reason.of(BUNDLE, "liscio", best, other);
        }
        if (bestTakes && otherTakes && best.suit() != s.trump() && other.suit() == s.trump()) {
            return Reason.of(BUNDLE, "noTrump", best);
        }
        if (bestTakes && otherTakes && best.suit() == s.trump() && other.suit() == s.trump()
                && strength(best) < strength(other)) {
            return Reason.of(BUNDLE, "cheapTrump", best, other);
        }
        return null;
    }

    private static Reason leading(Seen s, ItalianCard best, ItalianCard other) {
        if (safeCarico(s, best) && !safeCarico(s, other)) {
            return Reason.of(BUNDLE, "safeCarico", best);
        }
        if (carico(s, other) && points(best) < CARICO) {
            int trumpsOut = 0;
            ItalianCard higher = null;
            for (ItalianCard c : s.unseen()) {
                if (c.suit() == s.trump()) {
                    trumpsOut++;
                } else if (c.suit() == other.suit() && strength(c) > strength(other)) {
                    higher = c;
                }
            }
            if (trumpsOut > 0) {
                return Reason.of(BUNDLE, trumpsOut == 1 ? "keepCarico.one" : "keepCarico", other, trumpsOut);
            }
            if (higher != null) {
                return Reason.of(BUNDLE, "keepCarico.higher", other, higher);
            }
        }
        return null;
    }

    /** An Asso or a 3 that is not briscola. */
    private static boolean carico(Seen s, ItalianCard card) {
        return points(card) >= CARICO && card.suit() != s.trump();
    }

    /** A carico no card still out can take. */
    private static boolean safeCarico(Seen s, ItalianCard card) {
        return carico(s, card) && sure(s, card);
    }

    /**
     * True when {@code card}, on the table or played now, cannot be beaten by the seats to
     * play after the seat's own that are not known friends: none are left, or no card
     * still out beats it.
     */
    private static boolean sure(Seen s, ItalianCard card) {
        int after = s.seats() - s.trick().size() - 1;
        boolean foeAfter = false;
        for (int i = 1; i <= after; i++) {
            foeAfter |= !s.friend().test((s.viewer() + i) % s.seats());
        }
        if (!foeAfter) {
            return true;
        }
        for (ItalianCard c : s.unseen()) {
            if (beats(s, c, card)) {
                return false;
            }
        }
        return true;
    }

    private static boolean beats(Seen s, ItalianCard card, ItalianCard winning) {
        return BriscolaRules.TRICK_RULES.beats(card, winning, s.trump());
    }

    private static int strength(ItalianCard card) {
        return BriscolaRules.TRICK_RULES.strength(card);
    }

    private static int points(ItalianCard card) {
        return CardPoints.BRISCOLA.of(card);
    }
}
