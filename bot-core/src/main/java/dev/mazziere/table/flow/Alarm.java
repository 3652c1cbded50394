package dev.mazziere.table.flow;

import java.time.Duration;

/**
 * Something a table asks to be woken for: after {@code after}, the reminder of the player
 * to act, the end of their time, or a computer player's move, for the turn at move
 * {@code moveNumber}. The table says when it rings ({@link Table#ring}); by then the turn may
 * have moved on, and the alarm does nothing.
 */
public record Alarm(Duration after, Kind kind, int moveNumber) {

    /** What rings. */
    enum Kind {
        /** The player to act is reminded. */
        REMIND,
        /** The player to act is out of time: the computer plays the turn. */
        EXPIRE,
        /** A computer player's pause is over: it moves. */
        COMPUTER
    }
}
