package dev.mazziere.table;

import dev.mazziere.text.Texts;

/**
 * Who plays a seat during the match: a player who leaves is stood in for by the computer
 * (an owner who leaves passes the table on), and one who {@code /join}s again takes their
 * seat back, with their hand or their turn. Not thread-safe: the table's lock.
 */
final class StandIns extends TablePart {

    private final GroupMessages group;
    private final PlayerMail mail;
    private final TurnClock clock;
    private final TurnLoop loop;

    StandIns(TableState state, TableServices services, GroupMessages group, PlayerMail mail, TurnClock clock,
             TurnLoop loop) {
        super(state, services);
        this.group = group;
        this.mail = mail;
        this.clock = clock;
        this.loop = loop;
    }

    /** {@code /join} during the match: a player the computer stands in for takes the seat back. */
    void join(Act a, int s) {
        Texts t = t();
        if (s >= 0 && state.seats.get(s).away) {
            comeBack(s);
            a.answer(t.get("join.back", state.seats.get(s).name));
        } else if (s >= 0) {
            a.answer(t.get("join.already"));
        } else {
            a.answer(t.get("join.playing"));
        }
    }

    /**
     * A player leaves during the match: the computer plays their seat until they {@code /join}
     * again; an owner who leaves passes the table on to the next player.
     */
    void leave(Act a, int s) {
        Seat seat = state.seats.get(s);
        seat.away = true;
        boolean passed = seat.user.equals(state.owner) && state.passOwnership(s + 1);
        services.commit();
        group.post(t().get("leave.playing", seat.name)
                + (passed ? "\n" + t().get("owner.passed", state.ownerName) : ""));
        a.done();
        if (state.match.toAct() == s) {
            mail.clearPrompt(seat, null);
            clock.cancel();
            loop.advance();
        }
    }

    private void comeBack(int s) {
        Seat seat = state.seats.get(s);
        seat.away = false;
        seat.missed = 0;
        services.commit();
        mail.forgetUnreachable(seat);
        group.refreshTable();
        if (state.match.toAct() == s) {
            mail.prompt(s);
            clock.arm();
        } else {
            mail.sendHand(s);
        }
    }
}
