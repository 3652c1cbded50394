package dev.mazziere.text;

import dev.mazziere.cards.Card;
import dev.mazziere.game.MatchEvent;
import dev.mazziere.game.Move;
import dev.mazziere.game.Options;
import dev.mazziere.game.Rejection;
import dev.mazziere.game.ScoreEvent;
import dev.mazziere.game.View;
import java.util.List;

/**
 * How one game shows itself in a chat: the game-specific half of every table message.
 * The table layer adds the rest (title, whose turn, buttons, totals). Each method returns
 * short phone-sized text in {@code t}'s language; game terms stay Italian in both.
 * Implementations are stateless and thread-safe, and read views only, never the state,
 * so a hidden card cannot leak.
 */
public interface GamePresenter {

    /** Lines {@link #table} takes at most. */
    int TABLE_LINES = 4;

    /**
     * The commands that open a table of this game, its own name first ({@code /scopa}, then
     * {@code /scopone} presetting the variant). A game declares them here once: table
     * commands, {@code /help} and the platforms' menus are derived from them.
     */
    List<GameCommand> commands();

    /**
     * The base name of this game's resource bundle: its texts, and the words players use for
     * its options ({@code option.<name>} and {@code value.<name>.<value>}, e.g. Italian
     * {@code option.target=obiettivo}); an option without a word there is called by its name.
     */
    String bundle();

    /** The name players know the game by with these options ({@code Scopa}, {@code Scopone}). */
    String title(Options options);

    /**
     * The public table, {@value #TABLE_LINES} lines at most, so the whole table message fits a
     * phone: cards in the middle, stock, and one line of running scores (the totals).
     */
    String table(View publicView, Names names, Texts t);

    /** One line telling what happened ({@code Anna: 7🪙 ➜ 3🗡️+4🍷 🧹 Scopa!}), or null for an event not worth a line. */
    String describe(MatchEvent event, Names names, Texts t);

    /** A seat's own hand, from its own view (one or two lines). */
    String hand(View seatView, Texts t);

    /**
     * The same hand for a game that names the other seats in it (Napoleone's bids). The
     * table layer calls this one; by default it is {@link #hand(View, Texts)}.
     */
    default String hand(View seatView, Names names, Texts t) {
        return hand(seatView, t);
    }

    /**
     * True while the seat to act is bidding rather than playing a card (Napoleone's
     * auction), so the table says "anna to bid". False by default.
     */
    default boolean bidding(View publicView) {
        return false;
    }

    /**
     * The seat's hand in the one order everything shows it in: the hand's text, its move
     * buttons ({@link #buttonOrder}) and its picture, which draws the cards in this order. By
     * suit, then rank (Napoleone's ace high, as it plays); empty for a view with no hand.
     */
    List<? extends Card> handOrder(View seatView);

    /** A button label saying what the move does ({@code 7🪙 ➜ 3🗡️+4🍷}, {@code 5🍷}). */
    String moveLabel(Move move, View seatView, Texts t);

    /**
     * The legal moves in the order their buttons show, which is the order of the hand
     * ({@link #handOrder}). By default the order the rules list them in, for a game whose
     * rules list them so.
     */
    default List<? extends Move> buttonOrder(List<? extends Move> legal) {
        return legal;
    }

    /**
     * Why each side scored what it did in one hand, in one line, or empty: the table message
     * shows each side's points on the line above it ({@code 📊 Smazzata 3: anna +2 · carlo +2}).
     */
    String handScore(ScoreEvent score, Names names, Texts t);

    /**
     * The same breakdown for a game that needs the table's options to tell it (Traversone
     * shows the totals against its {@code limit}, which the score event does not carry).
     * The table layer calls this one; by default it is {@link #handScore(ScoreEvent, Names, Texts)}.
     */
    default String handScore(ScoreEvent score, Options options, Names names, Texts t) {
        return handScore(score, names, t);
    }

    /** A short rules summary for {@code /rules}. */
    String rules(Options options, Texts t);

    /** Whether the lobby shows this option with these values (an option that does not apply can hide). */
    default boolean showsOption(String name, Options options) {
        return true;
    }

    /** A localized reason for one of this game's rejection codes, or null when it has none. */
    String rejection(Rejection rejection, Texts t);
}
