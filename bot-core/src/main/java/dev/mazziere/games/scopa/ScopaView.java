package dev.mazziere.games.scopa;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.View;
import java.util.List;

/**
 * What one seat sees of a Scopa match: its own hand (empty in the public view), the
 * table, how many cards each seat holds and the stock has left, every side's
 * captured cards (each was shown when taken), scope and totals, and the last play.
 *
 * @param last the last card played this hand, or null
 */
public record ScopaView(
        int viewer,
        List<ItalianCard> hand,
        List<ItalianCard> table,
        List<Integer> handSizes,
        int stockSize,
        int dealer,
        int toAct,
        int handNumber,
        List<List<ItalianCard>> captured,
        List<Integer> scope,
        List<Integer> totals,
        int target,
        ScopaEvents.Play last) implements View {

    public ScopaView {
        hand = List.copyOf(hand);
        table = List.copyOf(table);
        handSizes = List.copyOf(handSizes);
        captured = captured.stream().map(List::copyOf).toList();
        scope = List.copyOf(scope);
        totals = List.copyOf(totals);
    }

    /** Number of seats. */
    public int seats() {
        return handSizes.size();
    }

    /** Number of sides (teams). */
    public int sides() {
        return totals.size();
    }

    /** The side of a seat: in partnerships seats 0+2 and 1+3 play together. */
    public int sideOf(int seat) {
        return seat % sides();
    }
}
