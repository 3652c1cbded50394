package dev.mazziere.table.flow;

import dev.mazziere.ai.Coach;
import dev.mazziere.ai.Decision;
import dev.mazziere.ai.Hint;
import dev.mazziere.ai.Mistake;
import dev.mazziere.ai.Reason;
import dev.mazziere.ai.Review;
import dev.mazziere.chat.Button;
import dev.mazziere.chat.Capabilities;
import dev.mazziere.chat.ChatEvent;
import dev.mazziere.chat.Message;
import dev.mazziere.chat.Outbox;
import dev.mazziere.chat.UserId;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.View;
import dev.mazziere.games.GameEntry;
import dev.mazziere.text.GamePresenter;
import dev.mazziere.text.Texts;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The coach at a table (table option {@code coach}, for games with a {@link Coach}): the
 * 💡 button on a player's turn answers them alone with the move {@code hard} would make
 * and why, and the 🔍 button after a hand answers with their costliest decisions of it.
 * Both read the seat's own views only, rebuilt from the move log ({@link HandDecisions}),
 * so nothing is lost to a restart and no other hand leaks. A hint is recorded on its seat
 * ({@link Seat#hints}, stored with the table): the table message marks the player 💡 for
 * the hand, and the match counts for nobody's standings ({@link Table#hintsUsed}).
 *
 * <p>A hint is computed under the table's lock, at the table's search budget (the
 * {@code hard} player's: p95 about 0.1 s from press to answer on a loaded machine,
 * docs/measured.md), so that the position cannot change under it; a review reads the
 * seat's decisions under the lock and searches after it, at the coach's fixed review
 * budget (up to a few tenths of a second of CPU, seconds on a loaded machine), answering
 * the press from a timer thread. Not thread-safe: the table's lock.
 */
public final class TableCoach extends TablePart {

    private static final Logger LOG = LoggerFactory.getLogger(TableCoach.class);

    private final GroupMessages group;
    private final TurnLoop loop;

    TableCoach(TableState state, Context context, GroupMessages group, TurnLoop loop) {
        super(state, context);
        this.group = group;
        this.loop = loop;
    }

    /** True when {@code entry}'s game has a coach, so its tables offer the {@code coach} option. */
    static boolean offered(GameEntry entry) {
        return entry.ai().coach(entry.game().defaultOptions()) != null;
    }

    /** The coach of the table's game with its options, when the table's {@code coach} option is on; else null. */
    public static Coach of(TableState state) {
        return state.tableOptions.coach() ? state.entry.ai().coach(state.options) : null;
    }

    // ---- the buttons

    /**
     * The coach's buttons on seat {@code seat}'s hand, with the coach on: 💡 when it acts,
     * 🔍 for the last hand once one has ended. Empty for a computer's seat.
     */
    static List<Button> buttons(TableState state, int seat, boolean acting, Texts t) {
        if (of(state) == null || !state.seats.get(seat).human()) {
            return List.of();
        }
        List<Button> out = new ArrayList<>();
        MatchState match = state.match;
        if (acting && !match.isOver()) {
            out.add(new Button(t.get("button.hint"), new Payload.Hint(state.id, match.moveCount()).encode()));
        }
        int reviewed = match.isOver() ? match.handNumber() : match.handNumber() - 1;
        if (reviewed >= 1) {
            out.add(new Button(t.get("button.review", reviewed), new Payload.Review(state.id, reviewed).encode()));
        }
        return out;
    }

    /**
     * {@code rows} with {@code extra} below them, in a row of their own where the platform
     * takes one more row (Discord's five), else at the end of the last row where it has room;
     * left out otherwise, so the moves never lose a button nor their layout.
     */
    static List<List<Button>> placed(List<List<Button>> rows, List<Button> extra, Capabilities caps) {
        if (extra.isEmpty()) {
            return rows;
        }
        List<List<Button>> out = new ArrayList<>(rows.stream().filter(r -> !r.isEmpty()).toList());
        int buttons = out.stream().mapToInt(List::size).sum();
        int maxRows = Math.max(1, caps.buttonsPerMessage() / Math.max(1, caps.buttonsPerRow()));
        if (buttons + extra.size() > caps.buttonsPerMessage()) {
            return rows;
        }
        if (out.size() < maxRows && extra.size() <= caps.buttonsPerRow()) {
            out.add(extra);
        } else if (!out.isEmpty() && out.get(out.size() - 1).size() + extra.size() <= caps.buttonsPerRow()) {
            List<Button> last = new ArrayList<>(out.remove(out.size() - 1));
            last.addAll(extra);
            out.add(last);
        } else {
            return rows;
        }
        return out;
    }

    /** The seats' names as the table message's first line shows them: 💡 beside those who took a hint this hand, in a group. */
    static List<String> marked(TableState state, List<String> names, boolean solo) {
        if (solo || of(state) == null || state.match == null) {
            return names;
        }
        List<String> out = new ArrayList<>(names);
        for (int s = 0; s < out.size() && s < state.seats.size(); s++) {
            if (state.seats.get(s).hintedIn(state.match.handNumber())) {
                out.set(s, out.get(s) + " 💡");
            }
        }
        return out;
    }

    // ---- the presses

    /**
     * 💡: the move the {@code hard} search makes in the presser's seat now, at the table's
     * search budget, and its reason. Only on the presser's own turn (a stale or another's
     * press gets the usual refusal); recorded on the seat and written before it is said,
     * unless the seat had one legal move (a hint that tells nothing helps nobody).
     */
    Step hint(Act a, Payload.Hint p) {
        String refused = loop.refusal(a, p.moveNumber());
        if (refused != null) {
            return Step.answer(a, refused);
        }
        Coach coach = of(state);
        if (coach == null) {
            return Step.answer(a, t().get("coach.off"));
        }
        int s = state.seatOf(a.from().id());
        MatchState match = state.match;
        int hand = match.handNumber();
        List<Decision> earlier = HandDecisions.of(match, s, hand);
        View view = match.view(s);
        long seed = state.seed * 31 + match.moveCount();
        Hint hint = coach.hint(earlier, view, match.legalMoves(), state.entry.ai().searchBudget(state.options), seed);
        Seat seat = state.seats.get(s);
        boolean counts = match.legalMoves().size() > 1;
        boolean first = counts && !seat.hintedIn(hand);
        if (counts) {
            seat.hints++;
            seat.hintHand = hand;
        }
        Texts t = t();
        String text = t.get("coach.hint", state.presenter().moveLabel(hint.move(), view, t),
                hint.reason().render(t.lang()));
        boolean mark = first && !solo();
        Runnable say = () -> {
            privately(a, text, context.out(), seat.user, state.about());
            if (mark) {
                group.refreshTable(); // the 💡 beside the player's name
            }
        };
        return counts ? Step.table(say) : Step.say(say);
    }

    /**
     * 🔍: the presser's costliest decisions of a hand that has ended, against what the
     * {@code hard} search prefers, or "nothing to say"; a hand still being played has no
     * review yet.
     */
    Step review(Act a, Payload.Review p) {
        Texts t = t();
        if (state.phase == Phase.LOBBY) {
            return Step.answer(a, t.get("hand.lobby"));
        }
        int s = state.seatOf(a.from().id());
        if (s < 0) {
            return Step.answer(a, t.get("press.notSeated"));
        }
        return Step.say(() -> answerReview(a, state, s, p.hand(), context.out(), context.config().scheduler()));
    }

    /**
     * The review of seat {@code s}'s hand {@code hand} at {@code table}, answered to
     * {@code a} alone: also for a finished table, read back from the store. The seat's
     * decisions are read under the lock; the search, which takes up to a few tenths of a
     * second of CPU, runs after it on {@code scheduler}'s threads, so the chat's other
     * events do not wait for it, and answers the press from there.
     */
    public static void answerReview(Act a, TableState table, int s, int hand, Outbox out, Scheduler scheduler) {
        Texts t = Texts.core(table.lang);
        Coach coach = of(table);
        MatchState match = table.match;
        if (coach == null) {
            a.answer(t.get("coach.off"));
            return;
        }
        boolean ended = hand >= 1 && (hand < match.handNumber() || match.isOver() && hand == match.handNumber());
        if (!ended) {
            a.answer(t.get(hand > match.handNumber() ? "press.unknown" : "coach.review.notYet", hand));
            return;
        }
        List<Decision> decisions = HandDecisions.of(match, s, hand);
        long seed = table.seed ^ (0x9E3779B97F4A7C15L * hand) + s;
        GamePresenter presenter = table.presenter();
        UserId user = table.seats.get(s).user;
        ChatEvent.ButtonPress press = a.answerLater();
        scheduler.schedule(Duration.ZERO, () -> {
            String text;
            try {
                text = text(coach.review(decisions, seed), decisions, hand, presenter, t);
            } catch (RuntimeException e) {
                LOG.error("table {}: the review of hand {} of seat {} failed", table.id, hand, s, e);
                text = t.get("error.sorry");
            }
            privately(press, text, out, user, table.about());
        });
    }

    /** A review as its player reads it: a title, then each costly move with the move preferred, the points lost and why. */
    static String text(Review review, List<Decision> decisions, int hand, GamePresenter presenter, Texts t) {
        if (review.nothingToSay()) {
            return t.get("coach.review.none", hand, Reason.points(review.threshold(), t.lang()));
        }
        List<String> lines = new ArrayList<>();
        lines.add(t.get("coach.review.title", hand));
        for (Mistake m : review.costliest()) {
            View view = decisions.get(m.decision()).view();
            lines.add(t.get("coach.review.line", presenter.moveLabel(m.played(), view, t),
                    presenter.moveLabel(m.preferred(), view, t), Reason.points(m.pointsLost(), t.lang()),
                    m.reason().render(t.lang())));
        }
        return String.join("\n", lines);
    }

    /**
     * Answers a press with {@code text}, to the presser alone: in the press's popup or
     * ephemeral answer where it fits, else (Telegram's popups take 200 characters) as a
     * private message to {@code user} about the table {@code about}, the press acknowledged.
     */
    static void privately(Act a, String text, Outbox out, UserId user, dev.mazziere.chat.About about) {
        Capabilities caps = out.capabilities();
        if (!caps.popups() || text.length() <= caps.maxPopupLength()) {
            a.answer(text);
            return;
        }
        a.done();
        out.sendPrivate(user, Message.text(text), about);
    }

    /** {@link #privately(Act, String, Outbox, UserId, dev.mazziere.chat.About)} for a press answered after the chat's lock ({@link Act#answerLater}). */
    private static void privately(ChatEvent.ButtonPress press, String text, Outbox out, UserId user,
                                  dev.mazziere.chat.About about) {
        Capabilities caps = out.capabilities();
        if (!caps.popups() || text.length() <= caps.maxPopupLength()) {
            out.reply(press, Message.text(text));
            return;
        }
        out.acknowledge(press);
        out.sendPrivate(user, Message.text(text), about);
    }
}
