package dev.mazziere.table.flow;

import dev.mazziere.chat.Delivery;
import dev.mazziere.chat.Message;
import dev.mazziere.text.Texts;
import java.time.Duration;
import java.time.Instant;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The clock of a turn: arms the reminder ({@link #reminderBefore}) and the deadline of the
 * player to act, reminds them privately, hands the turn to the computer when time runs
 * out, pauses while nobody can see the chat and restarts when it works again; and
 * {@code /nudge}, at most once per {@link #NUDGE_EVERY} per table. The deadlines live in
 * {@link TableState}, so they survive a restart; the alarms ({@link Alarms}) do not, and are
 * asked for again from them. Not thread-safe: the table's lock.
 */
public final class TurnClock extends TablePart {

    /** At most one {@code /nudge} per table in this time: a reminder, not a way to pester. */
    static final Duration NUDGE_EVERY = Duration.ofHours(1);

    /** A reminder comes at least this long before the deadline. */
    static final Duration REMINDER_LEAST = Duration.ofSeconds(10);

    private static final Logger LOG = LoggerFactory.getLogger(TurnClock.class);

    private final PlayerMail mail;
    private final GroupMessages group;
    private final java.util.function.Supplier<Step> expired;
    /** The turn's alarms: its reminder and deadline, and a computer player's pause. */
    private final Alarms alarms = new Alarms();
    /** The clock stopped because nobody could see the table: it restarts when the chat works again. */
    private boolean paused;
    /** The number of moves when {@link #plan()} set the deadlines, or -1. */
    private int plannedAt = -1;

    /** @param expired plays the turn whose time ran out (the deadlines are cleared already) */
    TurnClock(TableState state, Context context, PlayerMail mail, GroupMessages group,
              java.util.function.Supplier<Step> expired) {
        super(state, context);
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
        state.deadline = context.config().clock().instant().plus(limit);
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
     * True when it set them now: the table has deadlines to write.
     */
    boolean arm() {
        cancel();
        paused = false;
        boolean planned = plannedAt != state.match.moveCount();
        if (planned) {
            plan();
        }
        plannedAt = -1;
        if (state.deadline != null) {
            schedule();
        }
        return planned;
    }

    /**
     * Asks for the next alarm of the turn from the deadlines in the state (also after a
     * restore): the reminder, which then asks for the expiry; or the expiry. One alarm per
     * table at a time.
     */
    void schedule() {
        int expected = state.match.moveCount();
        if (state.reminderAt != null) {
            alarms.ask(new Alarm(until(state.reminderAt), Alarm.Kind.REMIND, expected));
        } else if (state.deadline != null) {
            scheduleExpiry(expected);
        }
    }

    private void scheduleExpiry(int expected) {
        alarms.ask(new Alarm(until(state.deadline), Alarm.Kind.EXPIRE, expected));
    }

    private Duration until(Instant then) {
        return between(context.config().clock().instant(), then);
    }

    /** A computer player's move after {@code pause}, called off with the turn's other alarms. */
    void computerAfter(Duration pause) {
        alarms.ask(new Alarm(pause, Alarm.Kind.COMPUTER, state.match.moveCount()));
    }

    /** The table's alarms, for whoever runs it to arm. */
    Alarms alarms() {
        return alarms;
    }

    /** True while an alarm of the turn waits to ring. */
    boolean armed() {
        return alarms.waiting();
    }

    /** Calls off the reminder, the expiry and the computer's move. */
    void cancel() {
        alarms.callOff();
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

    /** The reminder rang: the player to act hears how long is left, once its claim is written. */
    Step remind(int expected) {
        if (!waitingFor(expected)) {
            return Step.none();
        }
        if (state.reminderAt == null) {
            if (state.deadline != null) {
                scheduleExpiry(expected);
            }
            return Step.none();
        }
        // Claimed before it is sent: of several bot instances whose timers ran, one sends it.
        Claim claim = new Claim(Claim.Kind.REMINDER, state.match.toAct(), state.reminderAt);
        state.reminderAt = null;
        scheduleExpiry(expected);
        Seat seat = state.toAct();
        return Step.table(() -> {
            Duration left = between(context.config().clock().instant(), state.deadline);
            mail.tell(seat.user, Message.text(t().get("timer.reminder", state.title(),
                    TableOptions.showLeft(left, t().lang()))), state.async());
        }).claiming(claim);
    }

    /** The turn's time ran out: the computer plays it, unless nobody can see the table. */
    Step expire(int expected) {
        if (!waitingFor(expected) || state.deadline == null) {
            return Step.none();
        }
        // Claimed with the move the computer plays: of several bot instances, one plays it.
        Claim claim = new Claim(Claim.Kind.TURN, state.match.toAct(), state.deadline);
        if (group.chatGone()) {
            pause();
            return Step.save().claiming(claim);
        }
        clear();
        return Step.none().claiming(claim).then(expired);
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
    Step nudge(Act a) {
        Texts t = t();
        if (state.phase != Phase.PLAYING || state.match.isOver()) {
            return Step.answer(a, t.get("nudge.noMatch"));
        }
        int s = state.seatOf(a.from().id());
        if (s < 0) {
            return Step.answer(a, t.get("nudge.notSeated"));
        }
        Seat target = state.toAct();
        if (state.match.toAct() == s && !target.away) {
            return Step.answer(a, t.get("nudge.yourTurn"));
        }
        if (target.computer()) {
            return Step.answer(a, t.get("nudge.computer", target.name));
        }
        Instant now = context.now();
        if (state.lastNudge != null && now.isBefore(state.lastNudge.plus(NUDGE_EVERY))) {
            Instant next = state.lastNudge.plus(NUDGE_EVERY);
            Message soon = SkipVotes.offer(state, t.get("nudge.tooSoon",
                    TableScreens.clockTime(next, context.config().zone()),
                    TableOptions.showLeft(Duration.between(now, next), t.lang())), t);
            return Step.say(() -> a.answer(soon));
        }
        return send(a, t, s, target, now);
    }

    /** Sends the nudge, spending it only when it reached the player. */
    private Step send(Act a, Texts t, int from, Seat target, Instant now) {
        Instant previous = state.lastNudge;
        state.lastNudge = now;
        String sender = state.seats.get(from).name;
        String text = state.deadline == null ? t.get("nudge.dm.noLimit", sender, state.title())
                : t.get("nudge.dm", sender, state.title(), TableOptions.showLeft(between(now, state.deadline), t.lang()));
        Delivery[] sent = new Delivery[1];
        return Step.table(() -> sent[0] = mail.tell(target.user, Message.text(text), true)).then(() -> {
            if (!sent[0].delivered()) {
                // Nothing reached them: the nudge is not spent.
                state.lastNudge = previous;
                return Step.table(() -> a.answer(t.get("dm.unreachable", target.name)));
            }
            // Whoever is tired of waiting finds the next step under the answer: ⏭️ the computer plays now.
            Message done = SkipVotes.offer(state, t.get("nudge.done", target.name), t);
            return Step.say(() -> a.answer(done));
        });
    }
}
