package dev.mazziere.table.record;

import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.chat.UserId;
import dev.mazziere.table.Tables;
import dev.mazziere.table.flow.Phase;
import dev.mazziere.table.flow.TableOptions;
import dev.mazziere.table.flow.TableState;
import dev.mazziere.table.record.TableRows;
import dev.mazziere.text.Lang;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * Everything a table is, as plain values a test reads: a copy of its {@link TableState},
 * taken when asked ({@link #of}), which later changes of the table leave alone. The match is
 * {@code game + options + seats + seed + moves} (codes in order), rebuilt by replay;
 * the rest is who sits where, which messages the table edits, and its timer deadlines.
 * The instants are kept to the millisecond, as the store keeps them.
 *
 * @param options      the game's option values as text, defaults included
 * @param tableOptions {@link TableOptions#asMap()}
 * @param seed         the match seed (0 in the lobby)
 * @param moves        the move codes applied so far (empty in the lobby)
 * @param deadline     when the player to act runs out of time, or null
 * @param reminderAt   when that player is reminded, or null (also null once reminded)
 * @param toAct        the seat to act, or -1 (lobby, match over)
 * @param turnSince    when the current turn began (the last move, or the start), or null in the lobby
 * @param lastNudge    when a player was last nudged at this table ({@code /nudge}), or null
 * @param openerName   who opened the table (the owner may have passed it on since)
 * @param solo         opened in its player's private chat: nobody else can join
 * @param rematchOf    in a rematch's lobby, the finished table it plays again; else null
 * @param seatOrder    in a rematch's lobby, the order its seats take ({@link TableState.Rematch#seatOrder}); else empty
 * @param skipVotes    the ids of the users who asked the computer to play the waiting turn now
 * @param skipMove     the move number those votes are for, or -1
 */
public record TableSnapshot(
        String id, ChatId chat, String gameId, Map<String, String> options, Map<String, String> tableOptions,
        UserId owner, String ownerName, Lang lang, Phase phase, List<SeatSnapshot> seats, long seed,
        List<String> moves, boolean stopped, MessageRef lobbyMessage, MessageRef tableMessage, String lastLine,
        Instant deadline, Instant reminderAt, int toAct, Instant turnSince, Instant lastNudge, String openerName,
        boolean solo, String rematchOf, List<String> seatOrder, List<String> skipVotes, int skipMove) {

    public TableSnapshot {
        options = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(options));
        tableOptions = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(tableOptions));
        seats = List.copyOf(seats);
        moves = List.copyOf(moves);
        seatOrder = List.copyOf(seatOrder);
        skipVotes = List.copyOf(skipVotes);
    }

    /** The open table of {@code chat} in {@code tables}, now. */
    public static java.util.Optional<TableSnapshot> in(Tables tables, ChatId chat) {
        return tables.table(chat).map(TableSnapshot::of);
    }

    /** The values of {@code s} now, its move codes included. */
    public static TableSnapshot of(TableState s) {
        List<SeatSnapshot> seats = s.seats.stream()
                .map(x -> new SeatSnapshot(x.user, x.name, x.level, x.missed, x.away, x.prompt, x.moves, x.ownMoves,
                        x.hints, x.hintHand))
                .toList();
        List<String> moves = s.match == null ? List.of() : s.match.history().stream().map(dev.mazziere.game.Move::code).toList();
        // Votes of an earlier turn count for nothing: not kept.
        TableState.Ballot votes = s.match != null && s.skipVotes != null && s.skipVotes.moveNumber() == s.match.moveCount()
                ? s.skipVotes : null;
        return new TableSnapshot(s.id, s.chat, s.game().id(), TableRows.raw(s), s.tableOptions.asMap(), s.owner,
                s.ownerName, s.lang, s.phase, seats, s.seed, moves, s.stopped, s.lobbyRef, s.tableRef, s.lastLine,
                s.deadline, s.reminderAt, TableRows.toAct(s), s.phase == Phase.LOBBY ? null : s.turnSince, s.lastNudge,
                s.openerName, s.solo, s.rematch == null ? null : s.rematch.tableId(),
                s.rematch == null ? List.of() : s.rematch.seatOrder(),
                votes == null ? List.of() : votes.voters().stream().map(UserId::id).toList(),
                votes == null ? -1 : votes.moveNumber());
    }
}
