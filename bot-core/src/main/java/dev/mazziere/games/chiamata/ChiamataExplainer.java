package dev.mazziere.games.chiamata;

import dev.mazziere.ai.Explainer;
import dev.mazziere.ai.Reason;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.game.Move;
import dev.mazziere.game.View;
import dev.mazziere.games.briscola.BriscolaTrickFacts;
import dev.mazziere.games.tricks.CardPoints;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntPredicate;

/**
 * Why Briscola chiamata's coach prefers a bid, a call or a card, as a fact of the hand or
 * the trick, read from the seat's view:
 * <ul>
 *   <li>a bid ({@code bid}, {@code bid.points}): the suit it would call in, the one where
 *       the hand is longest without the called card, and the cards of it the hand already
 *       holds; a pass ({@code pass}): the hand's card points and its longest suit;</li>
 *   <li>the call: {@code alone}, a card of the caller's own hand, against one that is not;
 *       {@code call}, a suit the hand holds more of (or, as many, more points of);</li>
 *   <li>a card: the facts of a Briscola trick ({@link BriscolaTrickFacts}), the partner
 *       counted as a friend only as far as the seat knows it.</li>
 * </ul>
 * else the search's own figure ({@link Explainer#margin}).
 */
final class ChiamataExplainer implements Explainer {

    static final String BUNDLE = "dev.mazziere.games.chiamata.coach";

    @Override
    public Reason fact(View view, Move preferred, Move other) {
        ChiamataView v = (ChiamataView) view;
        return switch (preferred) {
            case ChiamataMove.Play p when other instanceof ChiamataMove.Play o ->
                    BriscolaTrickFacts.compare(seen(v), p.card(), o.card());
            case ChiamataMove.Call c when other instanceof ChiamataMove.Call o -> call(v, c.card(), o.card());
            case ChiamataMove.Bid b -> bid(v, b.contract());
            case ChiamataMove.Pass p -> pass(v);
            default -> null;
        };
    }

    private static Reason call(ChiamataView v, ItalianCard best, ItalianCard other) {
        if (v.hand().contains(best) && !v.hand().contains(other)) {
            return Reason.of(BUNDLE, "alone", best);
        }
        List<ItalianCard> mine = ofSuit(v.hand(), best.suit());
        List<ItalianCard> theirs = ofSuit(v.hand(), other.suit());
        boolean more = mine.size() > theirs.size()
                || mine.size() == theirs.size() && points(mine) > points(theirs);
        return more && !mine.isEmpty() && !v.hand().contains(best) ? Reason.of(BUNDLE, "call", best, mine) : null;
    }

    /** A bid: the suit it would call in (the longest without the called card, then the richest) and the cards held there. */
    private static Reason bid(ChiamataView v, Contract contract) {
        ItalianSuit suit = null;
        for (ItalianSuit s : ItalianSuit.values()) {
            if (v.hand().contains(ItalianCard.of(contract.rank(), s))) {
                continue;
            }
            if (suit == null || longer(v.hand(), s, suit)) {
                suit = s;
            }
        }
        if (suit == null || ofSuit(v.hand(), suit).isEmpty()) {
            return null;
        }
        ItalianCard called = ItalianCard.of(contract.rank(), suit);
        List<ItalianCard> held = ofSuit(v.hand(), suit);
        return contract.withPoints()
                ? Reason.of(BUNDLE, "bid.points", contract.points(), called, held)
                : Reason.of(BUNDLE, "bid", new Reason.Word("rank." + contract.rank()), called, held);
    }

    private static Reason pass(ChiamataView v) {
        int longest = 0;
        for (ItalianSuit s : ItalianSuit.values()) {
            longest = Math.max(longest, ofSuit(v.hand(), s).size());
        }
        return Reason.of(BUNDLE, "pass", points(v.hand()), longest);
    }

    private static boolean longer(List<ItalianCard> hand, ItalianSuit s, ItalianSuit than) {
        List<ItalianCard> a = ofSuit(hand, s);
        List<ItalianCard> b = ofSuit(hand, than);
        return a.size() > b.size() || a.size() == b.size() && points(a) > points(b);
    }

    private static List<ItalianCard> ofSuit(List<ItalianCard> hand, ItalianSuit suit) {
        return hand.stream().filter(c -> c.suit() == suit).sorted(ChiamataRules.HAND_ORDER.reversed()).toList();
    }

    private static int points(List<ItalianCard> cards) {
        return CardPoints.BRISCOLA.of(cards);
    }

    /** The trick as this seat sees it: the partner a friend only once this seat knows who it is. */
    private static BriscolaTrickFacts.Seen seen(ChiamataView v) {
        int me = v.viewer();
        IntPredicate friend;
        if (v.partner() < 0) {
            friend = seat -> false;
        } else {
            // The caller's side: the caller and the partner, one seat when the caller plays alone.
            IntPredicate callers = seat -> seat == v.caller() || seat == v.partner();
            boolean mine = callers.test(me);
            friend = seat -> seat != me && callers.test(seat) == mine;
        }
        return new BriscolaTrickFacts.Seen(me, v.trick(), v.seats(), v.trump(), unseen(v), friend);
    }

    /** The cards in no pile, not on the table and not in the seat's hand. */
    static Set<ItalianCard> unseen(ChiamataView v) {
        Set<ItalianCard> out = new HashSet<>(ChiamataRules.deck());
        v.hand().forEach(out::remove);
        v.table().taken().forEach(out::removeAll);
        v.trick().forEach(p -> out.remove(p.card()));
        return out;
    }
}
