package dev.mazziere.games.traversone;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.View;
import dev.mazziere.games.tricks.CardPoints;
import dev.mazziere.games.tricks.TrickEvents;
import dev.mazziere.games.tricks.TrickPlayView;
import dev.mazziere.games.tricks.TrickView;
import java.util.List;

/**
 * What one seat sees of a Traversone match: its own hand (empty in the public view),
 * the trick play every seat sees alike ({@link TrickView}: the trick on the table with
 * who played what, the trick just taken, the cards each seat has taken this hand, how
 * many cards each seat holds), and the running totals with the rules in force.
 *
 * @param table  the public trick play of this hand
 * @param toAct  the seat to play, or -1 when the match is over
 * @param totals running totals per seat (fewer is better)
 * @param limit  the loss limit
 */
public record TraversoneView(
        int viewer,
        List<ItalianCard> hand,
        TrickView<ItalianCard> table,
        int toAct,
        int dealer,
        int handNumber,
        List<Integer> totals,
        int limit,
        boolean assoBastoni,
        boolean remaindersToLastTrick,
        String cappotto) implements View, TrickPlayView<ItalianCard> {

    public TraversoneView {
        hand = List.copyOf(hand);
        totals = List.copyOf(totals);
    }

    /** Card points each seat has taken in this hand, in thirds. */
    public List<Integer> thirds() {
        return table.taken().stream().map(CardPoints.THIRDS::of).toList();
    }

    /** True during the first trick of a hand, where {@code assoBastoni} restricts the lead. */
    public boolean firstTrick() {
        return tricksPlayed() == 0;
    }
}
