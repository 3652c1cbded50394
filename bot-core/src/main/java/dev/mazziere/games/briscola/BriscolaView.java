package dev.mazziere.games.briscola;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.game.View;
import dev.mazziere.games.tricks.TrickEvents;
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
        int games) implements View {

    public BriscolaView {
        hand = List.copyOf(hand);
        totals = List.copyOf(totals);
    }

    /** Number of seats. */
    public int seats() {
        return table.seats();
    }

    /** True with four seats: 0 and 2 play against 1 and 3. */
    public boolean partnerships() {
        return seats() == 4;
    }

    /** The side a seat plays for. */
    public int sideOf(int seat) {
        return BriscolaRules.sideOf(seat, seats());
    }

    /** The cards on the table, in playing order. */
    public List<TrickEvents.Play<ItalianCard>> trick() {
        return table.trick();
    }

    /** The last trick taken this hand, or null. */
    public TrickEvents.Trick<ItalianCard> lastTrick() {
        return table.lastTrick();
    }

    /** Tricks completed this hand. */
    public int tricksPlayed() {
        return table.tricksPlayed();
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
