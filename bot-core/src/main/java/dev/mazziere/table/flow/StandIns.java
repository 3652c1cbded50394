package dev.mazziere.table.flow;

import dev.mazziere.text.Texts;

/**
 * Who plays a seat during the match: a player who leaves, or whom the owner removes, is
 * stood in for by the computer (an owner who leaves passes the table on), and one who
 * {@code /join}s again takes their seat back, with their hand or their turn (and the table,
 * when nobody else runs it). Not thread-safe: the table's lock.
 */
final class StandIns extends TablePart {

    private final GroupMessages group;
    private final PlayerMail mail;
    private final TurnClock clock;
    private final TurnLoop loop;

    StandIns(TableState state, Context context, GroupMessages group, PlayerMail mail, TurnClock clock,
             TurnLoop loop) {
        super(state, context);
        this.group = group;
        this.mail = mail;
        this.clock = clock;
        this.loop = loop;
    }

    /** {@code /join} during the match: a player the computer stands in for takes the seat back. */
    Step join(Act a, int s) {
        Texts t = t();
        if (s >= 0 && state.seats.get(s).away) {
            return comeBack(a, s);
        } else if (s >= 0) {
            return Step.answer(a, t.get("join.already"));
        }
        return Step.answer(a, t.get("join.playing"));
    }

    /**
     * A player leaves during the match: the computer plays their seat until they {@code /join}
     * again; an owner who leaves passes the table on to the next player.
     */
    Step leave(Act a, int s) {
        return handOver(a, s, t().get("leave.playing", state.seats.get(s).name));
    }

    /**
     * The owner (or an admin) removes the player of seat {@code s} during the match: the
     * computer plays it from now on, until they {@code /join} again. A computer player's
     * seat stays as it is, and so does one the computer plays already.
     */
    Step remove(Act a, int s) {
        Seat seat = state.seats.get(s);
        if (seat.computer()) {
            return Step.answer(a, t().get(seat.human() ? "remove.away" : "remove.computer", seat.name));
        }
        return handOver(a, s, t().get("remove.playing", seat.name, a.from().displayName()));
    }

    /** The computer plays seat {@code s} from now on; the chat is told {@code said}, and its turn is played now. */
    private Step handOver(Act a, int s, String said) {
        Seat seat = state.seats.get(s);
        seat.away = true;
        boolean passed = seat.user.equals(state.owner) && state.passOwnership(s + 1);
        String text = said + (passed ? "\n" + t().get("owner.passed", state.ownerName) : "");
        Step told = Step.table(() -> {
            group.post(text);
            a.done();
        });
        if (state.match.toAct() != s) {
            return told;
        }
        clock.cancel();
        return told.andSay(() -> mail.clearPrompt(seat, null)).then(loop::advance);
    }

    /** Seat {@code s}'s player plays it again, and runs the table when nobody else does. */
    private Step comeBack(Act a, int s) {
        Seat seat = state.seats.get(s);
        seat.away = false;
        seat.missed = 0;
        boolean owns = state.ownerless();
        if (owns) {
            state.ownedBy(s);
        }
        mail.forgetUnreachable(seat);
        boolean turn = state.match.toAct() == s;
        if (turn) {
            clock.arm();
        }
        String said = t().get("join.back", seat.name) + (owns ? "\n" + t().get("owner.passed", state.ownerName) : "");
        return Step.table(() -> {
            group.refreshTable();
            if (turn) {
                mail.prompt(s);
            } else {
                mail.sendHand(s);
            }
            a.answer(said);
        });
    }
}
