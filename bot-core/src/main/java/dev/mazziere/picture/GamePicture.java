package dev.mazziere.picture;

import dev.mazziere.game.Move;
import dev.mazziere.game.View;
import dev.mazziere.text.Texts;
import java.util.List;

/**
 * How one game draws itself: the table as the whole chat sees it, and one seat's hand,
 * as {@link Scene}s for the {@link SceneRenderer}. Built from views only, never from the
 * match state, so a picture cannot show a hidden card. Each game's is part of its
 * {@code GameEntry} in the registry. Implementations are stateless and thread-safe.
 *
 * <p>A hand's cards come in the order of the hand's text and its buttons, the one the
 * game's presenter gives ({@link dev.mazziere.text.GamePresenter#handOrder}), whole (in rows
 * when they are many). On the seat's turn every card
 * that has a move button is raised and outlined in gold; when the rules leave only some
 * cards playable (follow suit), the others are greyed. The corner of each card shows
 * its rank and suit exactly as the button's label writes the card ({@code 7🪙},
 * {@code F🗡️}, {@code 10♥}), so a player matches picture and button by the card itself,
 * as at a real table; the label needs no extra number.
 */
public interface GamePicture {

    /** The table: the cards in play, who played what, whose turn and the scores. */
    Scene table(View publicView, TableFacts facts, Texts t);

    /**
     * A seat's hand, from its own view.
     *
     * @param legal the seat's legal moves now (empty when it is not their turn): the cards
     *              they may play are marked
     */
    Scene hand(View seatView, List<? extends Move> legal, TableFacts facts, Texts t);

    /**
     * The same hand for a game whose turn is a panel ({@link dev.mazziere.text.TurnPanel}):
     * {@code panelState} is the panel as the player's buttons last drew it ({@code ""}: nothing
     * picked), so the picture shows what the text shows (Ramino's selected cards). The table
     * layer calls this one; by default it is {@link #hand(View, List, TableFacts, Texts)}.
     */
    default Scene hand(View seatView, List<? extends Move> legal, String panelState, TableFacts facts, Texts t) {
        return hand(seatView, legal, facts, t);
    }
}
