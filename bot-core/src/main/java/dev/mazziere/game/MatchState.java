package dev.mazziere.game;

import dev.mazziere.cards.Card;
import java.util.List;

/**
 * One match in progress: a deterministic state machine driven by a seed and the
 * moves applied to it. Not thread-safe: a table applies one event at a time.
 */
public interface MatchState {

    int NOBODY = -1;

    Game game();

    Options options();

    long seed();

    int seatCount();

    /** The team (side) a seat plays for; equal to the seat unless the game plays in partnerships. */
    default int teamOf(int seat) {
        return seat;
    }

    int teamCount();

    boolean isOver();

    /** The seat to act, or {@link #NOBODY} when the match is over. */
    int toAct();

    /** The legal moves of the seat to act; empty exactly when the match is over. */
    List<? extends Move> legalMoves();

    /**
     * Applies a move by {@code seat}. An illegal move (not that seat's turn, a card
     * not in hand, a capture the rules forbid ...) is rejected and changes nothing.
     */
    Outcome apply(int seat, Move move);

    /** Ends the match early ({@code /stop}); {@code seat} is who stopped it, or null. */
    void stop(Integer seat);

    /** What {@code seat} may see. */
    View view(int seat);

    /** What everyone may see. */
    View publicView();

    /** The cards only {@code seat} sees (its hand). */
    List<? extends Card> hiddenCards(int seat);

    /** Running totals per team. */
    List<Integer> totals();

    /** Number of the hand (smazzata) being played, from 1. */
    int handNumber();

    /** Everything that happened, for transcripts; unmodifiable. */
    List<MatchEvent> events();

    /** The moves applied so far, in order; unmodifiable. */
    List<Move> history();

    /** The number of moves applied so far: the sequence number of the next move. */
    default int moveCount() {
        return history().size();
    }

    /** The result once over, else null. */
    MatchResult result();

    /** An independent deep copy. */
    MatchState copy();
}
