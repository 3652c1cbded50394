package dev.mazziere.table;

import dev.mazziere.table.flow.Alarm;
import dev.mazziere.table.flow.Alarms;
import dev.mazziere.table.flow.Scheduler;
import dev.mazziere.table.flow.Step;
import dev.mazziere.table.flow.Table;
import dev.mazziere.table.record.TableSaver;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Carries out what a table decided ({@link Step}): writes it (the table, or the table with
 * the match's next move, a claimed deadline with it), then says it, then arms the alarms the
 * table asked for, forgets the table once it is over, and goes on with the steps that follow,
 * each to its end. So a decision is written once before anything about it is said, and no
 * part of a table writes or schedules anything itself. Used under the chat's lock.
 */
final class StepRunner {

    private final TableSaver writer;
    private final Scheduler scheduler;
    private final BiConsumer<Table, Alarm> ring;
    private final Consumer<Table> written;
    private final Consumer<Table> closed;

    /**
     * @param ring    runs a table's alarm when it rings, under the chat's lock
     * @param written a write of the table went through
     * @param closed  the table is over: forget it
     */
    StepRunner(TableSaver writer, Scheduler scheduler, BiConsumer<Table, Alarm> ring, Consumer<Table> written,
               Consumer<Table> closed) {
        this.writer = writer;
        this.closed = closed;
        this.scheduler = scheduler;
        this.ring = ring;
        this.written = written;
    }

    /** Writes, says and arms {@code step} of {@code table}, then the steps after it, in order. */
    void run(Table table, Step step) {
        if (step.claim() != null) {
            writer.claim(table, step.claim());
        }
        switch (step.write()) {
            case NONE -> { }
            case TABLE -> {
                writer.commit(table);
                written.accept(table);
            }
            case MOVE -> {
                Step.Move m = step.move();
                writer.commitMove(table, m.seq(), m.seat(), m.code());
                written.accept(table);
            }
        }
        step.say();
        arm(table);
        if (step.closes()) {
            closed.accept(table);
        }
        for (Supplier<Step> next : step.next()) {
            run(table, next.get());
        }
    }

    /** Arms the alarms {@code table} asked for and nobody armed yet. */
    void arm(Table table) {
        Alarms alarms = table.alarms();
        for (Alarm alarm : alarms.asked()) {
            alarms.armed(scheduler.schedule(alarm.after(), () -> ring.accept(table, alarm)));
        }
    }
}
