package dev.mazziere.games.ramino;

import dev.mazziere.cards.FrenchCard;
import java.util.List;

/**
 * What a seat's draw, meld, extension, joker swap and colore do to a Ramino deal and turn,
 * each returning the event that tells it; the moves are legal ({@link RaminoLegality} has
 * checked them). {@link RaminoMatch} emits the events and closes the hand when a hand is
 * left empty. Derived from the match's own deal and turn, not state.
 */
final class RaminoActions {

    private final RaminoDeal deal;
    private final RaminoTurn turn;

    RaminoActions(RaminoDeal deal, RaminoTurn turn) {
        this.deal = deal;
        this.turn = turn;
    }

    /** Takes the top of the pile or of the stock; the seat then plays. */
    RaminoEvents.Draw draw(int seat, boolean fromPile) {
        FrenchCard card = RaminoDeal.top(fromPile ? deal.pile : deal.stock);
        deal.hands.get(seat).add(card);
        if (fromPile) {
            turn.takenFromPile = turn.forcedTake ? null : card;
            deal.pilePicks.get(seat).add(card);
        } else {
            turn.drawnFromStock = card;
        }
        turn.forcedTake = false;
        deal.phase = RaminoMatch.Phase.PLAY;
        return new RaminoEvents.Draw(seat, fromPile ? "discard" : "stock", card);
    }

    /** Lays a new meld from the hand, arranged. */
    RaminoEvents.Meld meld(int seat, RaminoMove.Meld m) {
        Melds.Verdict v = Melds.check(m.cards(), m.joker());
        removeAll(seat, m.cards());
        TableMeld laid = new TableMeld(deal.melds.size(), seat, v.kind(), v.arranged(), m.joker());
        deal.melds.add(laid);
        turn.played = true;
        turn.meldCount++;
        turn.meldKind = v.kind();
        turn.cards.addAll(laid.naturals());
        return new RaminoEvents.Meld(seat, v.arranged(), m.joker());
    }

    /** Adds cards from the hand to a meld on the table. */
    RaminoEvents.Extend extend(int seat, RaminoMove.Extend x) {
        TableMeld target = deal.melds.get(x.meld());
        Melds.Verdict v = Melds.extend(target, x.cards(), x.joker());
        removeAll(seat, x.cards());
        FrenchCard joker = x.joker() != null && x.cards().contains(FrenchCard.JOKER) ? x.joker() : target.joker();
        deal.melds.set(x.meld(), new TableMeld(target.index(), target.owner(), target.kind(), v.arranged(), joker));
        turn.played = true;
        turn.other = true;
        x.cards().forEach(c -> turn.cards.add(c.isJoker() ? x.joker() : c));
        return new RaminoEvents.Extend(seat, x.meld(), x.cards(), x.joker());
    }

    /** Puts the card a meld's joker stands for in its place, and takes the joker into the hand. */
    RaminoEvents.SwapJoker swap(int seat, RaminoMove.SwapJoker j) {
        TableMeld target = deal.melds.get(j.meld());
        deal.hands.get(seat).remove(j.card());
        deal.hands.get(seat).add(FrenchCard.JOKER);
        deal.melds.set(j.meld(), new TableMeld(target.index(), target.owner(), target.kind(), target.naturals(), null));
        turn.played = true;
        turn.other = true;
        turn.cards.add(j.card());
        return new RaminoEvents.SwapJoker(seat, j.meld(), j.card());
    }

    /** Lays the cards of a colore on the table. */
    RaminoEvents.Meld colore(int seat, RaminoMove.Colore k) {
        removeAll(seat, k.cards());
        deal.melds.add(new TableMeld(deal.melds.size(), seat, TableMeld.Kind.COLORE, k.cards(), null));
        turn.played = true;
        turn.coloreLaid = true;
        turn.other = true;
        turn.cards.addAll(k.cards());
        return new RaminoEvents.Meld(seat, k.cards(), null);
    }

    private void removeAll(int seat, List<FrenchCard> cards) {
        for (FrenchCard c : cards) {
            deal.hands.get(seat).remove(c);
        }
    }
}
