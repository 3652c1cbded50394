package dev.mazziere.table.flow;

import dev.mazziere.ai.Level;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.chat.UserId;

/**
 * One seat while the table runs: who sits there, and what the table keeps about them
 * (missed turns, away, their prompt and hand messages); {@code TableRows} stores it. Not
 * thread-safe: the table's lock.
 */
public final class Seat {

    /** The player, or null for a computer player. */
    public final UserId user;
    public final String name;
    /** The computer's level; for a human seat, the level that stands in when they are away. */
    public final Level level;
    /** Turns missed in a row. */
    public int missed;
    /** A human seat the computer plays until its player comes back. */
    public boolean away;
    /** In memory only: the group was told the bot cannot write to this player, so it is told once. */
    boolean toldUnreachable;
    /** The private message with this player's move buttons, or null. */
    public MessageRef prompt;
    /**
     * In memory only: the player's last private message of this table without buttons (a
     * prompt once played, or a hand), which a new deal edits to show the new hand instead
     * of sending another; null when there is none to edit (then a deal sends one).
     */
    MessageRef hand;
    /** What {@link #hand} says above the hand ("✅ played ..."), or null. */
    String handNote;
    /** The move number at which this seat's turn panel was last drawn, and its state then (not stored). */
    private int panelMove = -1;
    private String panelState;
    /** The moves this seat made in the match. */
    public int moves;
    /** Of those, the moves its player made, not the computer standing in. */
    public int ownMoves;
    /** The coach's hints this seat's player took in the match: any leaves the match unrated ({@link TableState#hintsUsed}). */
    public int hints;
    /** The hand ({@link dev.mazziere.game.MatchState#handNumber}) of this seat's last hint, 0 for none: the 💡 beside its name. */
    public int hintHand;

    public Seat(UserId user, String name, Level level) {
        this.user = user;
        this.name = name;
        this.level = level;
    }

    /** Its turn panel was drawn in {@code panelState} at move {@code moveNumber}. */
    void drewPanel(int moveNumber, String panelState) {
        this.panelMove = moveNumber;
        this.panelState = panelState;
    }

    /** The state its turn panel was last drawn in at move {@code moveNumber}, or null when not known. */
    String panelAt(int moveNumber) {
        return moveNumber == panelMove ? panelState : null;
    }

    public boolean human() {
        return user != null;
    }

    /**
     * True when the player earned this seat's result: still seated at the end (not handed
     * to the computer), the maker of at least half of its moves, and helped by no hint of
     * the coach's (a hinted seat is as good as taken over: the match moves no rating,
     * {@link dev.mazziere.rating.RatedMatch#rated()}).
     */
    public boolean earnedResult() {
        return human() && !away && ownMoves * 2 >= moves && hints == 0;
    }

    /** True when this seat's player took a hint in hand {@code hand}. */
    public boolean hintedIn(int hand) {
        return hints > 0 && hintHand == hand;
    }

    /** True when the computer plays this seat now. */
    boolean computer() {
        return user == null || away;
    }
}
