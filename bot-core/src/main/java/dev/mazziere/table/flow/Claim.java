package dev.mazziere.table.flow;

import java.time.Instant;

/**
 * A deadline of the table that a timer ran, taken out of the store with the table's next
 * write: of several bot instances whose timers ran it, the one whose write takes it acts.
 *
 * @param seat the seat to act
 * @param at   the deadline as the table keeps it
 */
public record Claim(Kind kind, int seat, Instant at) {

    /** Which of the turn's deadlines. */
    public enum Kind {
        /** The end of the turn ({@link TableState#deadline}). */
        TURN,
        /** The reminder before it ({@link TableState#reminderAt}). */
        REMINDER
    }
}
