package dev.mazziere.games.ramino;

import dev.mazziere.cards.Card;
import dev.mazziere.cards.FrenchCard;
import dev.mazziere.game.StatePart;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Objects;

/**
 * The state of one Ramino hand (a deal): the seats' hands, the stock and the pile, the melds on
 * the table, the cards each seat took from the pile, who has laid down, the phase and
 * the seat to act, and how often the stock was rebuilt. {@link RaminoMatch} plays on it
 * in place.
 */
final class RaminoDeal implements StatePart<RaminoDeal> {

    final List<List<FrenchCard>> hands;
    /** Top last. */
    final List<FrenchCard> stock;
    /** Top last. */
    final List<FrenchCard> pile;
    final List<TableMeld> melds;
    final List<List<FrenchCard>> pilePicks;
    /** Per seat: has laid down in an earlier turn of this hand. */
    final boolean[] laidDown;
    RaminoMatch.Phase phase;
    int toAct;
    int restocks;

    RaminoDeal(int seats) {
        this.hands = new ArrayList<>(seats);
        this.pilePicks = new ArrayList<>(seats);
        for (int s = 0; s < seats; s++) {
            hands.add(new ArrayList<>());
            pilePicks.add(new ArrayList<>());
        }
        this.stock = new ArrayList<>();
        this.pile = new ArrayList<>();
        this.melds = new ArrayList<>();
        this.laidDown = new boolean[seats];
    }

    private RaminoDeal(RaminoDeal o) {
        this.hands = StatePart.copyEach(o.hands);
        this.stock = new ArrayList<>(o.stock);
        this.pile = new ArrayList<>(o.pile);
        this.melds = new ArrayList<>(o.melds);
        this.pilePicks = StatePart.copyEach(o.pilePicks);
        this.laidDown = o.laidDown.clone();
        this.phase = o.phase;
        this.toAct = o.toAct;
        this.restocks = o.restocks;
    }

    /** Turns the whole pile over as the new stock (its oldest card on top, the pile empty), and counts it. */
    void restock() {
        restocks++;
        List<FrenchCard> turned = new ArrayList<>(pile);
        Collections.reverse(turned);
        stock.addAll(turned);
        pile.clear();
    }

    /** Clears the cards, melds, picks, lay-downs and restocks of the hand before, for a new deal. */
    void clear() {
        hands.forEach(List::clear);
        pilePicks.forEach(List::clear);
        stock.clear();
        pile.clear();
        melds.clear();
        Arrays.fill(laidDown, false);
        restocks = 0;
    }

    /** Takes the top (last) card off {@code cards}. */
    static FrenchCard top(List<FrenchCard> cards) {
        return cards.remove(cards.size() - 1);
    }

    /** The hands as they are now, for a deal event. */
    List<List<Card>> snapshotHands() {
        return StatePart.frozenEach(hands);
    }

    @Override
    public RaminoDeal copy() {
        return new RaminoDeal(this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof RaminoDeal h && hands.equals(h.hands) && stock.equals(h.stock) && pile.equals(h.pile)
                && melds.equals(h.melds) && pilePicks.equals(h.pilePicks) && Arrays.equals(laidDown, h.laidDown)
                && phase == h.phase && toAct == h.toAct && restocks == h.restocks;
    }

    @Override
    public int hashCode() {
        return Objects.hash(phase, toAct, stock.size(), pile);
    }
}
