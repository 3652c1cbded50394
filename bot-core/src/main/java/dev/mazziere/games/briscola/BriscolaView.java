package dev.mazziere.games.briscola;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.game.View;
import dev.mazziere.games.tricks.TrickEvents;
import dev.mazziere.games.tricks.TrickPlayView;
import dev.mazziere.games.tricks.TrickView;
import java.util.List;

/**
 * What one seat sees of a Briscola match: its own hand (empty in the public view) and the
 * card it drew after the last trick, the trick play every seat sees alike
 * ({@link TrickView}: the trick on the table with who played what, the last trick, the
 * cards each seat has taken, how many cards each holds), the briscola suit, the face-up
 * card while it lies under the stock, how many cards are left to draw, and the hands won.
 * The card points taken are not added up here: players count them at the end of the
 * hand, and so does the table.
 *
 * @param table   the public trick play of this hand
 * @param trump   the briscola suit of this hand
 * @param faceUp  the face-up card under the stock, or null once it was drawn (its holder
 *                then hides it like any other card)
 * @param stock   cards left to draw, the face-up one included
 * @param drawn   the card this seat drew after the last trick, or null (always null in the public view)
 * @param toAct   the seat to play, or -1 when the match is over
 * @param totals  hands won per side
 * @param games   hands a side needs to win the match
 */
public record BriscolaView(
        int viewer,
        List<ItalianCard> hand,
        TrickView<ItalianCard> table,
        ItalianSuit trump,
        ItalianCard faceUp,
        int stock,
        ItalianCard drawn,
        int toAct,
        int dealer,
        int handNumber,
        List<Integer> totals,
        int games) implements View, TrickPlayView<ItalianCard> {

    public BriscolaView {
        hand = List.copyOf(hand);
        totals = List.copyOf(totals);
    }

    /** True with four seats: 0 and 2 play against 1 and 3. */
    public boolean partnerships() {
        return seats() == 4;
    }

    /** The side a seat plays for. */
    public int sideOf(int seat) {
        return BriscolaRules.sideOf(seat, seats());
    }

    /** Tricks in the whole hand: those played, and those the cards still in hand, on the table and in the stock make. */
    public int tricks() {
        int cards = stock + trick().size();
        for (int size : table.handSizes()) {
            cards += size;
        }
        return tricksPlayed() + cards / seats();
    }
}
