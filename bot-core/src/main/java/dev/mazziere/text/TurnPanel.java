package dev.mazziere.text;

import dev.mazziere.game.Move;
import dev.mazziere.game.View;
import java.util.List;

/**
 * Implemented by a {@link GamePresenter} whose turn is several actions on cards the player
 * picks (Ramino): the private turn message is a small panel (toggle cards, then meld, add
 * or discard them) instead of one button per legal move, which would be hundreds.
 *
 * <p>The panel's state, which cards are selected and which page of actions shows, is a
 * short text the presenter writes and reads back ({@link Press.Select#state()}). It
 * travels in the buttons, so the server keeps no memory of it and a restart loses nothing.
 * Every {@link Press.Play} carries a move from {@code legal}, so nothing the panel offers
 * can be refused except by a race.
 */
public interface TurnPanel {

    /**
     * The panel for {@code seatView}'s seat in {@code state} ({@code ""}: nothing selected).
     * A state this presenter did not write (a stale or crafted button) is read as {@code ""}.
     *
     * @param legal the moves the seat may make now
     * @param room  how many buttons fit: at most {@code room.perRow()} in a row and
     *              {@code room.total()} in all
     */
    Panel panel(View seatView, List<? extends Move> legal, String state, Room room, Texts t);

    /**
     * The same panel for a game whose panel names the other seats (Briscola chiamata's
     * bids, its caller). The table layer calls this one; by default it is
     * {@link #panel(View, List, String, Room, Texts)}.
     */
    default Panel panel(View seatView, List<? extends Move> legal, String state, Room room, Names names, Texts t) {
        return panel(seatView, legal, state, room, t);
    }

    /**
     * The state a press of a button written as {@code pressed} leads to, when the panel
     * was last drawn in {@code current} at the same move (null when the table does not
     * know, e.g. after a restart). A player who taps twice before the redraw arrives
     * presses buttons of the panel before: each tap is applied to the selection as it is
     * now, so none is lost. By default the pressed state, as written.
     */
    default String next(String current, String pressed) {
        return pressed;
    }

    /** The buttons a platform allows on one message. */
    record Room(int perRow, int total) {
    }

    /** The panel's text (the hand, the selection, what to do) and its rows of buttons. */
    record Panel(String text, List<List<Press>> rows) {
        public Panel {
            rows = rows.stream().map(List::copyOf).toList();
        }
    }

    /** A panel button: change the panel's state, or make a move. */
    sealed interface Press {
        String label();

        /** Redraws the panel in {@code state} (a card toggled, the selection cleared, another page). */
        record Select(String label, String state) implements Press {
        }

        /** Makes {@code move}. */
        record Play(String label, Move move) implements Press {
        }
    }
}
