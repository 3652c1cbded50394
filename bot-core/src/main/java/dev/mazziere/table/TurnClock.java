package dev.mazziere.table;

import dev.mazziere.chat.Message;
import dev.mazziere.store.Deadline;
import dev.mazziere.text.Texts;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The clock of a turn: arms the reminder ({@link #reminderBefore}) and the deadline of the
 * player to act, reminds them privately, hands the turn to the computer when time runs
 * out, pauses while nobody can see the chat and restarts when it works again; and
 * {@code /nudge}, at most once per {@link #NUDGE_EVERY} per table. The deadlines live in
 * {@link TableState}, so they survive a restart; the scheduled tasks do not, and are armed
 * again from them. Not thread-safe: the table's lock.
 */
final class TurnClock extends TablePart {

    /** At most one {@code /nudge} per table in this time: a reminder, not a way to pester. */
    static final Duration NUDGE_EVERY = Duration.ofHours(1);

    /** A reminder comes at least this long before the deadline. */
    static final Duration REMINDER_LEAST = Duration.ofSeconds(10);

    private static final Logger LOG = LoggerFactory.getLogger(TurnClock.class);

    private final PlayerMail mail;
    private final GroupMessages group;
    private final Runnable expired;
    /** The turn's timers: its reminder and deadline, and a computer player's pause. */
    private final List<Scheduler.Cancellable> timers = new ArrayList<>(3);
    /** How many of {@link #timers} have yet to run. */
    private int waiting;
    /** The clock stopped because nobody could see the table: it restarts when the chat works again. */
    private boolean paused;
    /** The number of moves when {@link #plan()} set the deadlines, or -1. */
    private int plannedAt = -1;

    /** @param expired plays the turn whose time ran out (the deadlines are cleared already) */
    TurnClock(TableState state, TableServices services, PlayerMail mail, GroupMessages group, Runnable expired) {
        super(state, services);
        this.mail = mail;
        this.group = group;
        this.expired = expired;
    }

    /**
     * Sets the deadlines of the turn that begins now in the state, without scheduling
     * anything, so that they are committed with the move that began the turn: a reminder and
     * a deadline for a human player, none for the computer or a table with no limit.
     */
    void plan() {
        plannedAt = state.match.moveCount();
        Duration limit = state.tableOptions.timeout();
        if (limit == null || !state.playing() || state.toAct().computer()) {
            clear();
            return;
        }
        state.deadline = services.config().clock().instant().plus(limit);
        Duration before = reminderBefore(limit);
        state.reminderAt = before == null ? null : state.deadline.minus(before);
    }

    /**
     * How long before the deadline a turn of {@code limit} reminds its player: when a quarter
     * of the time is left, but never less than {@link #REMINDER_LEAST} before the end (less
     * is too late to be of use); null, no reminder, when that would be more than half the
     * limit (a limit under 20 s: the prompt's own "⏳ 15s to play" is the warning).
     */
    static Duration reminderBefore(Duration limit) {
        Duration quarter = limit.dividedBy(4);
        Duration before = quarter.compareTo(REMINDER_LEAST) < 0 ? REMINDER_LEAST : quarter;
        return before.multipliedBy(2).compareTo(limit) > 0 ? null : before;
    }

    /**
     * Starts the clock of the turn that begins now: its reminder and deadline, as
     * {@link #plan()} set them with the move (or sets them now, for a turn no move began).
     */
    void arm() {
        cancel();
        paused = false;
        if (plannedAt != state.match.moveCount()) {
            plan();
        }
        plannedAt = -1;
        if (state.deadline != null) {
            schedule();
        }
    }

    /**
     * Schedules the next timer of the turn from the deadlines in the state (also after a
     * restore): the reminder, which then schedules the expiry; or the expiry. One timer per
     * table at a time.
     */
    void schedule() {
        int expected = state.match.moveCount();
        if (state.reminderAt != null) {
            add(until(state.reminderAt), () -> remind(expected));
        } else if (state.deadline != null) {
            scheduleExpiry(expected);
        }
    }

    private void scheduleExpiry(int expected) {
        add(until(state.deadline), () -> expire(expected));
    }

    private Duration until(Instant then) {
        return between(services.config().clock().instant(), then);
    }

    /** Runs {@code task} after {@code delay} (a computer player's pause), called off with the turn's other timers. */
    void after(Duration delay, Runnable task) {
        add(delay, task);
    }

    private void add(Duration delay, Runnable task) {
        waiting++;
        timers.add(services.later(delay, () -> {
            waiting = Math.max(0, waiting - 1);
            task.run();
        }));
    }

    /** True while a timer of the turn waits to run. */
    boolean armed() {
        return waiting > 0;
    }

    /** Calls off the scheduled reminder, expiry and computer moves. */
    void cancel() {
        for (Scheduler.Cancellable c : timers) {
            c.cancel();
        }
        timers.clear();
        waiting = 0;
    }

    /** No deadline any more (the match ended, or the turn is being played for its player). */
    void clear() {
        state.deadline = null;
        state.reminderAt = null;
    }

    /** The chat takes messages again: a clock paused while it was gone starts again. */
    void restartIfPaused() {
        if (paused && waitingFor(state.match.moveCount())) {
            arm();
        }
        paused = false;
    }

    private static Duration between(Instant now, Instant then) {
        Duration d = Duration.between(now, then);
        return d.isNegative() ? Duration.ZERO : d;
    }

    /** True while the turn the timer was set for still waits for its human player. */
    private boolean waitingFor(int expected) {
        return state.playing() && state.match.moveCount() == expected && !state.toAct().computer();
    }

    private void remind(int expected) {
        if (!waitingFor(expected)) {
            return;
        }
        if (state.reminderAt == null) {
            if (state.deadline != null) {
                scheduleExpiry(expected);
            }
            return;
        }
        // Claimed before it is sent: of several bot instances whose timers ran, one sends it.
        services.claim(new Deadline(TableRows.REMINDER, state.match.toAct(), state.reminderAt));
        state.reminderAt = null;
        services.commit();
        scheduleExpiry(expected);
        Seat seat = state.toAct();
        Duration left = between(services.config().clock().instant(), state.deadline);
        mail.tell(seat.user, Message.text(t().get("timer.reminder", state.title(),
                TableOptions.showLeft(left, t().lang()))), state.async());
    }

    private void expire(int expected) {
        if (!waitingFor(expected) || state.deadline == null) {
            return;
        }
        // Claimed with the move the computer plays: of several bot instances, one plays it.
        services.claim(new Deadline(TableRows.TURN, state.match.toAct(), state.deadline));
        if (group.chatGone()) {
            pause();
            return;
        }
        clear();
        expired.run();
    }

    /**
     * Nobody can see the table (the bot was removed from its chat): the turn waits for its
     * player instead of being played for them, or the computer would finish the match
     * unseen. The clock restarts when the chat takes messages again.
     */
    private void pause() {
        clear();
        paused = true;
        LOG.info("table {}: the chat is gone for the bot, so {}'s turn waits instead of being played",
                state.id, state.toAct().name);
    }

    /**
     * {@code /nudge}: a player at the table sends the player to act a private reminder,
     * saying who sends it and how long is left. Only players may nudge (the table is
     * theirs; a spectator's poke would be a stranger's), never themselves nor a computer,
     * and at most once per {@link #NUDGE_EVERY} per table, across restarts.
     */
    void nudge(Act a) {
        Texts t = t();
        if (state.phase != Phase.PLAYING || state.match.isOver()) {
            a.answer(t.get("nudge.noMatch"));
            return;
        }
        int s = state.seatOf(a.from().id());
        if (s < 0) {
            a.answer(t.get("nudge.notSeated"));
            return;
        }
        Seat target = state.toAct();
        if (state.match.toAct() == s && !target.away) {
            a.answer(t.get("nudge.yourTurn"));
            return;
        }
        if (target.computer()) {
            a.answer(t.get("nudge.computer", target.name));
            return;
        }
        Instant now = services.now();
        if (state.lastNudge != null && now.isBefore(state.lastNudge.plus(NUDGE_EVERY))) {
            Instant next = state.lastNudge.plus(NUDGE_EVERY);
            a.answer(SkipVotes.offer(state, t.get("nudge.tooSoon", TableScreens.clockTime(next, services.config().zone()),
                    TableOptions.showLeft(Duration.between(now, next), t.lang())), t));
            return;
        }
        send(a, t, s, target, now);
    }

    /** Sends the nudge, spending it only when it reached the player. */
    private void send(Act a, Texts t, int from, Seat target, Instant now) {
        Instant previous = state.lastNudge;
        state.lastNudge = now;
        services.commit();
        String sender = state.seats.get(from).name;
        String text = state.deadline == null ? t.get("nudge.dm.noLimit", sender, state.title())
                : t.get("nudge.dm", sender, state.title(), TableOptions.showLeft(between(now, state.deadline), t.lang()));
        if (!mail.tell(target.user, Message.text(text), true).delivered()) {
            // Nothing reached them: the nudge is not spent.
            state.lastNudge = previous;
            services.commit();
            a.answer(t.get("dm.unreachable", target.name));
            return;
        }
        // Whoever is tired of waiting finds the next step under the answer: ⏭️ the computer plays now.
        a.answer(SkipVotes.offer(state, t.get("nudge.done", target.name), t));
    }
}
