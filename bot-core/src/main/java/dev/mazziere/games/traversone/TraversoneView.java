package dev.mazziere.games.traversone;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.View;
import java.util.List;

/**
 * What one seat sees of a Traversone match: its own hand (empty in the public view),
 * the trick on the table with who played what, the trick just taken, the cards each
 * seat has taken this hand and their points in thirds (every card was shown when
 * played), how many cards each seat holds, and the running totals.
 *
 * @param trick the cards on the table, in play order (empty between tricks)
 * @param leader the seat that led (or will lead) the trick on the table
 * @param toAct the seat to play, or -1 when the match is over
 * @param tricksPlayed tricks completed in this hand
 * @param taken the cards each seat has taken in this hand
 * @param thirds card points each seat has taken in this hand, in thirds
 * @param lastTrick the last trick completed in this hand, or null
 * @param totals running totals per seat (fewer is better)
 * @param limit the loss limit
 */
public record TraversoneView(
        int viewer,
        List<ItalianCard> hand,
        List<TraversoneEvents.Play> trick,
        int leader,
        int toAct,
        int dealer,
        int handNumber,
        int tricksPlayed,
        List<Integer> handSizes,
        List<List<ItalianCard>> taken,
        List<Integer> thirds,
        TraversoneEvents.Trick lastTrick,
        List<Integer> totals,
        int limit,
        boolean assoBastoni,
        boolean remaindersToLastTrick,
        String cappotto) implements View {

    public TraversoneView {
        hand = List.copyOf(hand);
        trick = List.copyOf(trick);
        handSizes = List.copyOf(handSizes);
        taken = taken.stream().map(List::copyOf).toList();
        thirds = List.copyOf(thirds);
        totals = List.copyOf(totals);
    }

    /** Number of seats. */
    public int seats() {
        return handSizes.size();
    }

    /** True during the first trick of a hand, where {@code assoBastoni} restricts the lead. */
    public boolean firstTrick() {
        return tricksPlayed == 0;
    }
}
