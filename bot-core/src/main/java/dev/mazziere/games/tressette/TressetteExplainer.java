package dev.mazziere.games.tressette;

import dev.mazziere.ai.Explainer;
import dev.mazziere.ai.Reason;
import dev.mazziere.cards.Decks;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.Move;
import dev.mazziere.game.View;
import dev.mazziere.games.tricks.CardPoints;
import dev.mazziere.games.tricks.TrickEvents;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Why Tressette's coach prefers a card, as a fact of the trick: read from the view (the
 * table, the cards still out, the partner with four players) and the two cards compared
 * (the preferred one against the others, the next best first, for a hint; against the
 * card played, for a review). In this order, the first that holds for the preferred card
 * and not for the other:
 * <ol>
 *   <li>{@code take}: it takes the trick for sure (no opponent still to play, or no card
 *       still out of the suit led beats it) and the points on the table, where the other
 *       does not take it;</li>
 *   <li>{@code sure}: both take the trick so far, only this one for sure;</li>
 *   <li>{@code partner}: the partner takes the trick for sure, neither card beats it, and
 *       this one is worth more;</li>
 *   <li>{@code low}: neither card takes the trick, nor does the partner so far, and this
 *       one is worth less;</li>
 *   <li>{@code enough}: both take the trick for sure, and this one is the weaker: the
 *       stronger stays in hand;</li>
 *   <li>{@code master}: a lead with the strongest card of its suit still in play, which
 *       no card can take, where the other lead could be taken;</li>
 * </ol>
 * else the search's own figure ({@link Explainer#margin}).
 */
final class TressetteExplainer implements Explainer {

    static final String BUNDLE = "dev.mazziere.games.tressette.coach";

    @Override
    public Reason fact(View view, Move preferred, Move other) {
        return compare((TressetteView) view, ((TressetteMove) preferred).card(), ((TressetteMove) other).card());
    }

    /** The first fact of the list that holds for {@code best} and not for {@code other}; null when none does. */
    static Reason compare(TressetteView v, ItalianCard best, ItalianCard other) {
        Set<ItalianCard> unseen = unseen(v);
        if (v.trick().isEmpty()) {
            return master(unseen, best) && !master(unseen, other) ? Reason.of(BUNDLE, "master", best) : null;
        }
        TrickEvents.Play<ItalianCard> winning = v.trick().get(TressetteRules.TRICK_RULES.winningPlay(v.trick(), null));
        boolean bestTakes = beats(best, winning.card());
        boolean otherTakes = beats(other, winning.card());
        List<ItalianCard> points = new ArrayList<>();
        for (TrickEvents.Play<ItalianCard> p : v.trick()) {
            if (thirds(p.card()) > 0) {
                points.add(p.card());
            }
        }
        if (bestTakes && sure(v, unseen, best) && !otherTakes && !points.isEmpty()) {
            return Reason.of(BUNDLE, "take", points, best);
        }
        if (bestTakes && otherTakes && sure(v, unseen, best) && !sure(v, unseen, other)) {
            return Reason.of(BUNDLE, "sure", best);
        }
        boolean partnerWins = friend(v, winning.seat());
        if (partnerWins && sure(v, unseen, winning.card()) && !bestTakes && !otherTakes && thirds(best) > thirds(other)) {
            return Reason.of(BUNDLE, "partner", best);
        }
        if (!partnerWins && !bestTakes && !otherTakes && thirds(best) < thirds(other)) {
            return Reason.of(BUNDLE, "low", best, other);
        }
        if (bestTakes && otherTakes && sure(v, unseen, best) && sure(v, unseen, other)
                && strength(best) < strength(other)) {
            return Reason.of(BUNDLE, "enough", best, other);
        }
        return null;
    }

    /** True when no card of its suit still out is stronger: led, it takes the trick. */
    private static boolean master(Set<ItalianCard> unseen, ItalianCard card) {
        for (ItalianCard c : unseen) {
            if (c.suit() == card.suit() && strength(c) > strength(card)) {
                return false;
            }
        }
        return true;
    }

    /**
     * True when {@code card}, on the table or played now to the suit led, cannot be beaten
     * by the opponents still to play after the seat: none are left, or no card still out
     * of the suit led beats it.
     */
    private static boolean sure(TressetteView v, Set<ItalianCard> unseen, ItalianCard card) {
        int after = v.seats() - v.trick().size() - 1;
        boolean opponentAfter = false;
        for (int i = 1; i <= after; i++) {
            opponentAfter |= !friend(v, (v.viewer() + i) % v.seats());
        }
        if (!opponentAfter) {
            return true;
        }
        for (ItalianCard c : unseen) {
            if (beats(c, card)) {
                return false;
            }
        }
        return true;
    }

    private static boolean friend(TressetteView v, int seat) {
        return seat != v.viewer() && TressetteRules.sideOf(seat) == TressetteRules.sideOf(v.viewer());
    }

    private static boolean beats(ItalianCard card, ItalianCard winning) {
        return TressetteRules.TRICK_RULES.beats(card, winning, null);
    }

    private static int strength(ItalianCard card) {
        return TressetteRules.TRICK_RULES.strength(card);
    }

    private static int thirds(ItalianCard card) {
        return CardPoints.THIRDS.of(card);
    }

    /** The cards in no pile, not on the table and not in the seat's hand (those seen in another's hand among them). */
    static Set<ItalianCard> unseen(TressetteView v) {
        Set<ItalianCard> out = new HashSet<>(Decks.italian40());
        v.hand().forEach(out::remove);
        v.taken().forEach(out::removeAll);
        v.trick().forEach(p -> out.remove(p.card()));
        return out;
    }
}
