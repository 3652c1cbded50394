package dev.mazziere.table;

import java.time.Instant;

/**
 * A deadline of the table that a timer ran, taken out of the store with the table's next
 * write: of several bot instances whose timers ran it, the one whose write takes it acts.
 *
 * @param seat the seat to act
 * @param at   the deadline as the table keeps it
 */
record Claim(Kind kind, int seat, Instant at) {

    /** Which of the turn's deadlines. */
    enum Kind {
        /** The end of the turn ({@link TableState#deadline}). */
        TURN,
        /** The reminder before it ({@link TableState#reminderAt}). */
        REMINDER
    }
}
