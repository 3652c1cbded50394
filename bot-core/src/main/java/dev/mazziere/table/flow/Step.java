package dev.mazziere.table.flow;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * One step of a table's flow, as a decision returns it: what the decision changed that the
 * store must hold before anything about it is said ({@link Write}: nothing, the table, or
 * the table with the match's next move), a deadline a timer claims with that write, what
 * is said once it is written, whether the table is over, and what the table does next.
 * Whoever runs the table commits, then says, then arms the alarms the table asked for
 * ({@link Alarms}), then goes on with the next steps in order, each to its end. A value:
 * a decision that changes nothing more returns one and is done.
 */
public final class Step {

    /** What a step writes before it says anything. */
    public enum Write {
        /** Nothing: the step only says something (an answer, a refusal). */
        NONE,
        /** The table as it is now, when anything but its messages changed. */
        TABLE,
        /** The table as it is now, with the match's next move ({@link #move()}). */
        MOVE
    }

    /**
     * A move to append to the match's log.
     *
     * @param seq the number of moves it was validated against
     */
    public record Move(int seq, int seat, String code) {
    }

    private static final Runnable SILENT = () -> { };
    private static final Step NONE = new Step(Write.NONE, null, null, SILENT, false, List.of());

    private final Write write;
    private final Move move;
    private final Claim claim;
    private final Runnable say;
    private final boolean closes;
    private final List<Supplier<Step>> next;

    private Step(Write write, Move move, Claim claim, Runnable say, boolean closes, List<Supplier<Step>> next) {
        this.write = write;
        this.move = move;
        this.claim = claim;
        this.say = say;
        this.closes = closes;
        this.next = next;
    }

    /** Nothing changed, nothing to say. */
    static Step none() {
        return NONE;
    }

    /** Nothing to write; {@code say} says something. */
    public static Step say(Runnable say) {
        return new Step(Write.NONE, null, null, Objects.requireNonNull(say), false, List.of());
    }

    /** Nothing to write; {@code a} is answered {@code text}. */
    static Step answer(Act a, String text) {
        return say(() -> a.answer(text));
    }

    /** The table as it is now is written (when anything but its messages changed), then {@code say} speaks. */
    static Step table(Runnable say) {
        return new Step(Write.TABLE, null, null, Objects.requireNonNull(say), false, List.of());
    }

    /** The table as it is now is written (when anything but its messages changed); nothing to say. */
    static Step save() {
        return new Step(Write.TABLE, null, null, SILENT, false, List.of());
    }

    /** The table is written with the match's next move, then {@code say} shows it. */
    public static Step move(Move move, Runnable say) {
        return new Step(Write.MOVE, Objects.requireNonNull(move), null, Objects.requireNonNull(say), false, List.of());
    }

    /** This step, written with {@code deadline} claimed (or, writing nothing, the table's next write). */
    Step claiming(Claim deadline) {
        return new Step(write, move, deadline, say, closes, next);
    }

    /** This step, after which the table is over: it is forgotten. */
    Step closing() {
        return new Step(write, move, claim, say, true, next);
    }

    /** This step, saying {@code more} after what it says. */
    public Step andSay(Runnable more) {
        Runnable first = say;
        return new Step(write, move, claim, () -> {
            first.run();
            more.run();
        }, closes, next);
    }

    /** This step, then the steps {@code after} decides once this one is said, each to its end. */
    Step then(Supplier<Step> after) {
        List<Supplier<Step>> all = new ArrayList<>(next);
        all.add(after);
        return new Step(write, move, claim, say, closes, List.copyOf(all));
    }

    public Write write() {
        return write;
    }

    /** The move to append, for {@link Write#MOVE}; else null. */
    public Move move() {
        return move;
    }

    /** The deadline a timer ran, or null. */
    public Claim claim() {
        return claim;
    }

    /** Says what the step has to say: only once its write is done. */
    public void say() {
        say.run();
    }

    public boolean closes() {
        return closes;
    }

    /** What the table does next, in order. */
    public List<Supplier<Step>> next() {
        return next;
    }
}
