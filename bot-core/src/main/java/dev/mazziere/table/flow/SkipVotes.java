package dev.mazziere.table.flow;

import dev.mazziere.chat.Button;
import dev.mazziere.chat.Message;
import dev.mazziere.chat.UserId;
import dev.mazziere.text.Texts;
import java.util.ArrayList;
import java.util.List;

/**
 * When the table stops waiting for the player to act ({@code /skip}, or its ⏭️ button): at
 * the word of the owner or a chat admin, or when most of the other players at the table
 * ask, the computer plays that turn now, a turn missed as if time had run out. The votes
 * are for one turn and are stored with the table, so any bot instance counts them. Not
 * thread-safe: the table's lock.
 */
final class SkipVotes extends TablePart {

    private final TurnClock clock;
    private final TurnLoop loop;

    SkipVotes(TableState state, Context context, TurnClock clock, TurnLoop loop) {
        super(state, context);
        this.clock = clock;
        this.loop = loop;
    }

    /**
     * {@code /skip}, or the ⏭️ button offered at move {@code moveNumber} (-1 for the
     * command: the turn being played now).
     */
    Step skip(Act a, int moveNumber) {
        Texts t = t();
        if (!state.playing()) {
            return Step.answer(a, t.get("skip.noMatch"));
        }
        if (moveNumber >= 0 && moveNumber != state.match.moveCount()) {
            return Step.answer(a, t.get(moveNumber < state.match.moveCount() ? "press.stale" : "press.unknown"));
        }
        Seat target = state.toAct();
        int s = state.seatOf(a.from().id());
        if (target.computer()) {
            return Step.answer(a, t.get("skip.computer", target.name));
        }
        if (s == state.match.toAct()) {
            return Step.answer(a, t.get("skip.yourTurn"));
        }
        if (a.from().admin() || a.from().id().equals(state.owner)) {
            return playNow(a, target);
        }
        if (s < 0 || state.seats.get(s).away) {
            return Step.answer(a, t.get("skip.notSeated", state.ownerName));
        }
        return vote(a, target);
    }

    /** A player's vote: the turn is played when it makes a majority of the others, else the count is shown. */
    private Step vote(Act a, Seat target) {
        Texts t = t();
        List<UserId> votes = state.skipVotes != null && state.skipVotes.moveNumber() == state.match.moveCount()
                ? state.skipVotes.voters() : List.of();
        if (votes.contains(a.from().id())) {
            return Step.answer(a, t.get("skip.already", votes.size(), needed()));
        }
        List<UserId> now = new ArrayList<>(votes);
        now.add(a.from().id());
        if (now.size() >= needed()) {
            return playNow(a, target);
        }
        state.skipVotes = new TableState.Ballot(state.match.moveCount(), List.copyOf(now));
        // On the ballot pressed, the ballot redrawn with the new count; for the command, posted.
        Message ballot = offer(state, t.get("skip.voted", now.size(), needed(), target.name), t);
        return Step.table(() -> a.update(ballot));
    }

    /** The votes that make a majority of the players at the table besides the one to act: more than half. */
    private int needed() {
        int others = 0;
        for (int s = 0; s < state.seats.size(); s++) {
            Seat seat = state.seats.get(s);
            if (s != state.match.toAct() && seat.human() && !seat.away) {
                others++;
            }
        }
        return others / 2 + 1;
    }

    private Step playNow(Act a, Seat target) {
        state.skipVotes = null;
        clock.cancel();
        clock.clear();
        String said = t().get("skip.done", target.name);
        return loop.skipped().then(() -> Step.answer(a, said));
    }

    /**
     * {@code text} with the ⏭️ button that asks the computer to play the waiting turn now,
     * for this turn only; as it is, without a button, when nobody waits for a person.
     */
    static Message offer(TableState state, String text, Texts t) {
        if (!state.playing() || state.toAct().computer()) {
            return Message.text(text);
        }
        String payload = new Payload.Skip(state.id, state.match.moveCount()).encode();
        return Message.of(text, List.of(List.of(new Button(t.get("button.skip", state.toAct().name), payload))));
    }
}
