package dev.mazziere.games.traversone;

import dev.mazziere.ai.Explainer;
import dev.mazziere.ai.Reason;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.game.Move;
import dev.mazziere.game.View;
import dev.mazziere.games.tricks.CardPoints;
import dev.mazziere.games.tricks.TrickEvents;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Why Traversone's coach prefers a card, as a fact of the trick: read from the view and
 * the two cards compared (the preferred one against the others, the next best first,
 * for a hint; against the card played, for a review). In this order, the first that
 * holds for the preferred card and not for the other:
 * <ol>
 *   <li>{@code dump}: the seat has none of the suit led and throws a card worth points on
 *       a trick someone else is taking;</li>
 *   <li>{@code dumpStrong}: the seat has none of the suit led, and of two cards worth as
 *       much this one is the stronger, which would take a trick later;</li>
 *   <li>{@code duck}: it follows suit under the card winning the trick, where the other
 *       would have taken it;</li>
 *   <li>{@code duckHigh}: both stay under the card winning the trick, and this one is the
 *       stronger: it goes while it can go under;</li>
 *   <li>{@code noPoints}: both take the trick for sure (no card still out beats them and
 *       no one plays after), and this one is worth no points;</li>
 *   <li>{@code getRid}: both take the trick for sure, and this one is the stronger: a card
 *       that would take a later trick goes now;</li>
 *   <li>{@code higherOut}: a lead under which more cards of its suit are still out (in no
 *       pile, not on the table, not in the seat's hand) to take the trick;</li>
 * </ol>
 * else the search's own figure ({@link Explainer#margin}).
 */
final class TraversoneExplainer implements Explainer {

    static final String BUNDLE = "dev.mazziere.games.traversone.coach";

    @Override
    public Reason fact(View view, Move preferred, Move other) {
        return compare((TraversoneView) view, ((TraversoneMove) preferred).card(), ((TraversoneMove) other).card());
    }

    /** The first fact of the list that holds for {@code best} and not for {@code other}; null when none does. */
    static Reason compare(TraversoneView v, ItalianCard best, ItalianCard other) {
        List<ItalianCard> trick = v.trick().stream().map(TrickEvents.Play::card).toList();
        Set<ItalianCard> unseen = unseen(v);
        if (!trick.isEmpty()) {
            ItalianSuit led = trick.get(0).suit();
            ItalianCard winning = trick.get(TraversoneRules.TRICK_RULES.winningIndex(trick, null));
            if (best.suit() != led && CardPoints.THIRDS.of(best) > 0
                    && (other.suit() == led || CardPoints.THIRDS.of(other) < CardPoints.THIRDS.of(best))) {
                return Reason.of(BUNDLE, "dump", led, best);
            }
            boolean stronger = TraversoneRules.TRICK_RULES.strength(best) > TraversoneRules.TRICK_RULES.strength(other);
            if (best.suit() != led && other.suit() != led && CardPoints.THIRDS.of(best) == CardPoints.THIRDS.of(other)
                    && stronger) {
                return Reason.of(BUNDLE, "dumpStrong", led, best);
            }
            boolean bestTakes = TraversoneRules.TRICK_RULES.beats(best, winning, null);
            boolean otherTakes = TraversoneRules.TRICK_RULES.beats(other, winning, null);
            if (!bestTakes && best.suit() == led && otherTakes) {
                return Reason.of(BUNDLE, "duck", winning);
            }
            if (!bestTakes && !otherTakes && best.suit() == led && other.suit() == led && stronger) {
                return Reason.of(BUNDLE, "duckHigh", winning, best);
            }
            if (takesForSure(v, trick, best, unseen) && takesForSure(v, trick, other, unseen)) {
                if (CardPoints.THIRDS.of(best) == 0 && CardPoints.THIRDS.of(other) > 0) {
                    return Reason.of(BUNDLE, "noPoints", best, other);
                }
                if (TraversoneRules.TRICK_RULES.strength(best) > TraversoneRules.TRICK_RULES.strength(other)) {
                    return Reason.of(BUNDLE, "getRid", best);
                }
            }
            return null;
        }
        int higher = higherOut(best, unseen);
        if (higher > higherOut(other, unseen)) {
            return Reason.of(BUNDLE, higher == 1 ? "higherOut.one" : "higherOut", best, higher);
        }
        return null;
    }

    /** True when {@code card} wins the trick on the table whatever the seats after play. */
    private static boolean takesForSure(TraversoneView v, List<ItalianCard> trick, ItalianCard card,
                                        Set<ItalianCard> unseen) {
        ItalianSuit led = trick.get(0).suit();
        if (!TraversoneRules.TRICK_RULES.beats(card, trick.get(TraversoneRules.TRICK_RULES.winningIndex(trick, null)), null)) {
            return false;
        }
        boolean someoneAfter = trick.size() + 1 < v.seats();
        return !someoneAfter || higherOut(card, unseen) == 0;
    }

    /** How many cards of {@code card}'s suit that beat it are still out. */
    private static int higherOut(ItalianCard card, Set<ItalianCard> unseen) {
        int n = 0;
        for (ItalianCard c : unseen) {
            if (c.suit() == card.suit() && TraversoneRules.TRICK_RULES.strength(c) > TraversoneRules.TRICK_RULES.strength(card)) {
                n++;
            }
        }
        return n;
    }

    /** The cards of the deck in no seat's taken cards, not on the table and not in the seat's hand. */
    static Set<ItalianCard> unseen(TraversoneView v) {
        Set<ItalianCard> out = new HashSet<>(TraversoneRules.deck(v.seats()));
        v.hand().forEach(out::remove);
        v.taken().forEach(out::removeAll);
        v.trick().forEach(p -> out.remove(p.card()));
        return out;
    }
}
