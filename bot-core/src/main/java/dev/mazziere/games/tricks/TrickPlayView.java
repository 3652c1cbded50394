package dev.mazziere.games.tricks;

import dev.mazziere.cards.Card;
import java.util.List;

/**
 * What a trick game's view tells of the hand's trick play, read from the
 * {@link TrickView} it holds ({@link #table()}): the seats, the trick on the table and who
 * led it, the tricks completed and the last one, the cards each seat holds and has taken.
 *
 * @param <C> the game's card type
 */
public interface TrickPlayView<C extends Card> {

    /** The public part of the trick play. */
    TrickView<C> table();

    /** The number of seats. */
    default int seats() {
        return table().seats();
    }

    /** The cards on the table, in play order (empty between tricks). */
    default List<TrickEvents.Play<C>> trick() {
        return table().trick();
    }

    /** The seat that led (or will lead) the trick on the table. */
    default int leader() {
        return table().leader();
    }

    /** Tricks completed in this hand. */
    default int tricksPlayed() {
        return table().tricksPlayed();
    }

    /** How many cards each seat holds. */
    default List<Integer> handSizes() {
        return table().handSizes();
    }

    /** The cards each seat has taken in this hand. */
    default List<List<C>> taken() {
        return table().taken();
    }

    /** The last trick completed in this hand, or null. */
    default TrickEvents.Trick<C> lastTrick() {
        return table().lastTrick();
    }
}
