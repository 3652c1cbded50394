package dev.mazziere.games.ramino;

import dev.mazziere.ai.Explainer;
import dev.mazziere.ai.Reason;
import dev.mazziere.cards.FrenchCard;
import dev.mazziere.game.Move;
import dev.mazziere.game.View;
import java.util.List;

/**
 * Why Ramino's coach prefers a draw, a meld or a discard, as a fact of the hand and the
 * table: read from the view and the two moves compared (the preferred one against the
 * others, the next best first, for a hint; against the move made, for a review). The
 * first that holds for the preferred move and not for the other:
 * <ul>
 *   <li>draws: {@code draw.pile} (the pozzo's top card makes a set or run with cards of
 *       the hand), {@code draw.pile.table} (it fits a meld on the table),
 *       {@code draw.stock} (it does neither);</li>
 *   <li>plays: {@code meld} (cards laid down, and the penalty points they take out of the
 *       hand), {@code extend} (cards added to a meld on the table), {@code holdBack} (a
 *       discard rather than a first meld, which keeps the melds in hand: closing in hand
 *       doubles what the others pay);</li>
 *   <li>discards: {@code discard.safe} (the card fits no meld on the table, where the other
 *       does), {@code discard.keep} (the other card is one step from a meld with a card
 *       of the hand: same rank, or the same suit one or two ranks away; this one is not),
 *       {@code discard.high} (this card costs more penalty points if it stays in hand).</li>
 * </ul>
 * Else the search's own figure ({@link Explainer#margin}).
 */
final class RaminoExplainer implements Explainer {

    static final String BUNDLE = "dev.mazziere.games.ramino.coach";

    @Override
    public Reason fact(View view, Move preferred, Move other) {
        return compare((RaminoView) view, (RaminoMove) preferred, (RaminoMove) other);
    }

    /** The first fact that holds for {@code best} and not for {@code other}; null when none does. */
    static Reason compare(RaminoView v, RaminoMove best, RaminoMove other) {
        return switch (best) {
            case RaminoMove.Draw d -> draw(v, d);
            case RaminoMove.Meld m -> Reason.of(BUNDLE, "meld", m.cards(), Melds.penalty(m.cards()));
            case RaminoMove.Extend x -> Reason.of(BUNDLE, "extend", x.cards(), Melds.penalty(x.cards()));
            case RaminoMove.Discard d -> discard(v, d.card(), other);
            default -> null;
        };
    }

    private static Reason draw(RaminoView v, RaminoMove.Draw d) {
        FrenchCard top = v.pileTop();
        if (top == null || top.isJoker()) {
            return null;
        }
        boolean melds = MeldFinder.makesNaturalMeld(v.hand(), top);
        boolean fits = fitsTable(v, top);
        if (d.fromPile()) {
            return melds ? Reason.of(BUNDLE, "draw.pile", top) : fits ? Reason.of(BUNDLE, "draw.pile.table", top) : null;
        }
        return melds || fits ? null : Reason.of(BUNDLE, "draw.stock", top);
    }

    private static Reason discard(RaminoView v, FrenchCard card, RaminoMove other) {
        if (other instanceof RaminoMove.Meld && !v.laidDown().get(v.viewer())) {
            return Reason.of(BUNDLE, "holdBack");
        }
        if (!(other instanceof RaminoMove.Discard o)) {
            return null;
        }
        if (!fitsTable(v, card) && fitsTable(v, o.card())) {
            return Reason.of(BUNDLE, "discard.safe", card);
        }
        FrenchCard partner = nearMeld(v.hand(), o.card());
        if (partner != null && nearMeld(v.hand(), card) == null) {
            return Reason.of(BUNDLE, "discard.keep", o.card(), partner);
        }
        if (Melds.penalty(card) > Melds.penalty(o.card())) {
            return Reason.of(BUNDLE, "discard.high", card, Melds.penalty(card));
        }
        return null;
    }

    /** True when {@code card} can be added to some meld on the table. */
    static boolean fitsTable(RaminoView v, FrenchCard card) {
        for (RaminoView.MeldView m : v.melds()) {
            if (!MeldFinder.extensionsOf(m.meld(), List.of(card)).isEmpty()) {
                return true;
            }
        }
        return false;
    }

    /**
     * A card of {@code hand} with which {@code card} is one card from a meld: the same rank
     * (another suit), or the same suit one or two ranks away; null when there is none.
     */
    static FrenchCard nearMeld(List<FrenchCard> hand, FrenchCard card) {
        if (card.isJoker()) {
            return null;
        }
        for (FrenchCard c : hand) {
            if (c == card || c.isJoker()) {
                continue;
            }
            boolean set = c.rank() == card.rank() && c.suit() != card.suit();
            int gap = Math.abs(c.rank() - card.rank());
            boolean run = c.suit() == card.suit() && (gap == 1 || gap == 2);
            if (set || run) {
                return c;
            }
        }
        return null;
    }
}
