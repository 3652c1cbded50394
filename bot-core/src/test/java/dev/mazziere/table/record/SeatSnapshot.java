package dev.mazziere.table.record;

import dev.mazziere.ai.Level;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.chat.UserId;
import dev.mazziere.table.flow.Seat;

/**
 * One seat as a test reads it: the plain values of a {@link Seat}.
 *
 * @param user    the player, or null for a computer player
 * @param name    the name shown
 * @param level   the computer's level (for a human seat: the level that stands in)
 * @param missed  turns missed in a row
 * @param away    a human seat played by the computer until the player comes back
 * @param prompt  the private message with this player's move buttons, or null
 * @param moves    the moves this seat made in the match
 * @param ownMoves of those, the moves its player made (not the computer standing in)
 * @param hints    the coach's hints its player took in the match
 * @param hintHand the hand of its last hint, 0 for none
 */
public record SeatSnapshot(UserId user, String name, Level level, int missed, boolean away, MessageRef prompt,
                           int moves, int ownMoves, int hints, int hintHand) {

    public boolean human() {
        return user != null;
    }
}
