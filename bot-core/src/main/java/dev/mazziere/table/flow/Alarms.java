package dev.mazziere.table.flow;

import java.util.ArrayList;
import java.util.List;

/**
 * The alarms of one table: those its clock asked for and nobody armed yet, which whoever
 * runs the table takes ({@link #asked()}) and arms with its scheduler, and the armed ones,
 * to call off when the turn moves on or this copy of the table is dropped. Not
 * thread-safe: the chat's lock.
 */
public final class Alarms {

    /** Asked for and not armed yet; null when none, as in an idle table. */
    private List<Alarm> asked;
    private final List<Scheduler.Cancellable> armed = new ArrayList<>(3);
    /** Alarms asked for or armed that have not rung yet. */
    private int waiting;

    /** The clock wants {@code alarm}. */
    void ask(Alarm alarm) {
        if (asked == null) {
            asked = new ArrayList<>(2);
        }
        asked.add(alarm);
        waiting++;
    }

    /** The alarms asked for since the last call, in order, for the caller to arm each ({@link #armed}). */
    public List<Alarm> asked() {
        List<Alarm> out = asked == null ? List.of() : asked;
        asked = null;
        return out;
    }

    /** An alarm asked for is armed: {@code handle} calls it off. */
    public void armed(Scheduler.Cancellable handle) {
        armed.add(handle);
    }

    /** An alarm rang. */
    public void rang() {
        waiting = Math.max(0, waiting - 1);
    }

    /** Calls off every alarm, asked for or armed. */
    void callOff() {
        for (Scheduler.Cancellable c : armed) {
            c.cancel();
        }
        armed.clear();
        asked = null;
        waiting = 0;
    }

    /** True while an alarm waits to ring. */
    boolean waiting() {
        return waiting > 0;
    }
}
