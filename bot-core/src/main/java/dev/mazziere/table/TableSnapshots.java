package dev.mazziere.table;

import dev.mazziere.chat.UserId;
import dev.mazziere.game.Game;
import dev.mazziere.game.Move;
import dev.mazziere.game.Outcome;
import dev.mazziere.games.GameEntry;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A table's state to and from its snapshot ({@link TableSnapshot}), the plain values a
 * store saves: the match as seed and move codes, rebuilt by replay.
 */
final class TableSnapshots {

    private TableSnapshots() {
    }

    /** The snapshot of {@code s} now. */
    static TableSnapshot record(TableState s) {
        return record(s, true);
    }

    /**
     * The snapshot of {@code s} now, with its move codes or without them (the store writes
     * moves one by one, so its row and messages need only their number).
     */
    static TableSnapshot record(TableState s, boolean withMoves) {
        List<SeatSnapshot> seats = s.seats.stream()
                .map(x -> new SeatSnapshot(x.user, x.name, x.level, x.missed, x.away, x.prompt, x.moves, x.ownMoves,
                        x.hints, x.hintHand))
                .toList();
        Map<String, String> raw = new LinkedHashMap<>();
        s.options.asMap().forEach((k, v) -> raw.put(k, String.valueOf(v)));
        List<String> moves = s.match == null || !withMoves ? List.of()
                : s.match.history().stream().map(Move::code).toList();
        int turn = s.phase == Phase.PLAYING && s.match != null && !s.match.isOver() ? s.match.toAct() : -1;
        // Votes of an earlier turn count for nothing: not kept.
        TableState.Ballot votes = s.match != null && s.skipVotes != null && s.skipVotes.moveNumber() == s.match.moveCount()
                ? s.skipVotes : null;
        return new TableSnapshot(s.id, s.chat, s.game().id(), raw, s.tableOptions.asMap(), s.owner, s.ownerName, s.lang,
                s.phase, seats, s.seed, moves, s.stopped, s.lobbyRef, s.tableRef, s.lastLine, s.deadline, s.reminderAt,
                turn, s.phase == Phase.LOBBY ? null : s.turnSince, s.lastNudge, s.openerName, s.solo,
                s.rematch == null ? null : s.rematch.tableId(), s.rematch == null ? List.of() : s.rematch.seatOrder(),
                votes == null ? List.of() : votes.voters().stream().map(UserId::id).toList(),
                votes == null ? -1 : votes.moveNumber());
    }

    /**
     * The state a snapshot describes: the match rebuilt by replaying its moves. Deadlines of
     * an earlier turn (a crash between a move and its table's save) are dropped.
     *
     * @throws IllegalStateException when the stored moves do not replay
     */
    static TableState restore(TableSnapshot r, GameEntry entry) {
        Game game = entry.game();
        TableState s = new TableState(r.id(), r.chat(), entry, game.resolveOptions(r.options()),
                TableOptions.fromMap(r.tableOptions()), r.owner(), r.ownerName(), r.openerName(), r.lang());
        for (SeatSnapshot x : r.seats()) {
            Seat seat = new Seat(x.user(), x.name(), x.level());
            seat.missed = x.missed();
            seat.away = x.away();
            seat.prompt = x.prompt();
            seat.moves = x.moves();
            seat.ownMoves = x.ownMoves();
            seat.hints = x.hints();
            seat.hintHand = x.hintHand();
            s.seats.add(seat);
        }
        s.phase = r.phase();
        s.seed = r.seed();
        s.lobbyRef = r.lobbyMessage();
        s.tableRef = r.tableMessage();
        s.lastLine = r.lastLine();
        s.stopped = r.stopped();
        s.turnSince = r.turnSince();
        s.lastNudge = r.lastNudge();
        s.solo = r.solo();
        s.rematch = r.rematchOf() == null ? null : new TableState.Rematch(r.rematchOf(), r.seatOrder());
        s.skipVotes = r.skipVotes().isEmpty() ? null : new TableState.Ballot(r.skipMove(),
                r.skipVotes().stream().map(id -> new UserId(r.chat().platform(), id)).toList());
        if (r.phase() != Phase.LOBBY) {
            s.match = game.newMatch(s.options, s.seats.size(), r.seed());
            for (String code : r.moves()) {
                Outcome o = s.match.apply(s.match.toAct(), game.parseMove(code));
                if (!o.applied()) {
                    throw new IllegalStateException("table " + r.id() + ": replay refused " + code + ": " + o);
                }
            }
            boolean current = !s.match.isOver() && r.toAct() == s.match.toAct();
            s.deadline = current ? r.deadline() : null;
            s.reminderAt = current ? r.reminderAt() : null;
        }
        return s;
    }
}
