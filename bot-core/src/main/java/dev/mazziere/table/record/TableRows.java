package dev.mazziere.table.record;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.core.JsonProcessingException;
import dev.mazziere.ai.Level;
import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.chat.UserId;
import dev.mazziere.game.Game;
import dev.mazziere.game.Json;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Outcome;
import dev.mazziere.games.GameEntry;
import dev.mazziere.store.Deadline;
import dev.mazziere.store.MoveRecord;
import dev.mazziere.store.NewTable;
import dev.mazziere.store.SeatRecord;
import dev.mazziere.store.StoredMessage;
import dev.mazziere.store.StoredTable;
import dev.mazziere.store.TableRecord;
import dev.mazziere.store.TableStatus;
import dev.mazziere.table.flow.Claim;
import dev.mazziere.table.flow.Phase;
import dev.mazziere.table.flow.Seat;
import dev.mazziere.table.flow.TableOptions;
import dev.mazziere.table.flow.TableState;
import dev.mazziere.text.Lang;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The one mapping of a table to the store and back: its state ({@link TableState}) as the
 * store's rows ({@link TableRecord} with its seats, messages, deadlines and move log), and
 * a stored table as a state again, its match rebuilt by replay. What the store has no
 * column for (the owner's name, table options, missed turns, the last line, when the turn
 * began ...) travels in the row's extra JSON ({@link Extra}): a new field of a table is a
 * component there, written in {@link #extra(TableState, int)} and read in
 * {@link #restoreExtra}; it needs no schema migration, and a row written before the field
 * existed reads it as null.
 */
public final class TableRows {

    static final String LOBBY = "lobby";
    static final String TABLE = "table";
    static final String PROMPT = "prompt";
    static final String TURN = "turn";
    static final String REMINDER = "reminder";

    /**
     * The table layer's own state, as the store's {@code extra} JSON. Times are epoch
     * milliseconds, like the store's columns.
     *
     * @param turnSince when the turn began, valid while the move log holds {@code turnMoves} moves
     * @param turnMoves the number of moves when that turn began
     * @param lastNudge when a player was last nudged
     * @param openerName who opened the table (null in rows written before it was kept: the owner)
     * @param moves     the moves each seat made (null before it was kept)
     * @param ownMoves  of those, the moves each seat's player made (null before it was kept)
     * @param solo      true for a table in its player's private chat (null: false)
     * @param rematchOf in a rematch's lobby, the finished table it plays again (null: none)
     * @param seatOrder in a rematch's lobby, the order its seats take (null: none)
     * @param skipVotes who asked the computer to play the waiting turn now (null: nobody)
     * @param skipMove  the move number those votes are for (null: none)
     * @param hints     the coach's hints each seat's player took (null: none, or written before it was kept)
     * @param hintHands the hand of each seat's last hint, 0 for none (null: as {@code hints})
     * @param told      in a lobby, how many were told privately that it opened ({@code /notify}) (null: none)
     */
    // Fields a later version adds are skipped, not fatal: instances of two versions may share a database.
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Extra(String ownerName, Map<String, String> tableOptions, boolean stopped, String lastLine,
                 List<Integer> missed, Long turnSince, Integer turnMoves, Long lastNudge, String openerName,
                 List<Integer> moves, List<Integer> ownMoves, Boolean solo, String rematchOf,
                 List<String> seatOrder, List<String> skipVotes, Integer skipMove, List<Integer> hints,
                 List<Integer> hintHands, Integer told) {
    }

    private TableRows() {
    }

    // ---- to the store

    /** A new table's row: its opener (who runs it) in seat 0; {@code solo} in the opener's private chat. */
    public static NewTable newTable(ChatId chat, String game, Map<String, String> options, TableOptions tableOptions,
                             UserId owner, String ownerName, Lang lang, boolean solo) {
        Extra extra = new Extra(ownerName, tableOptions.asMap(), false, "", List.of(0), null, null, null, ownerName,
                List.of(0), List.of(0), solo ? true : null, null, null, null, null, null, null, null);
        return new NewTable(chat.platform(), chat.id(), chat.thread(), game, options, owner.id(), lang.code(),
                List.of(SeatRecord.human(0, owner.id(), ownerName)), json(extra));
    }

    /** The table row of {@code s} as the table {@code id} at {@code version}, created at {@code createdAt}. */
    static TableRecord row(TableState s, long id, long version, Instant createdAt) {
        List<SeatRecord> seats = new ArrayList<>();
        for (int i = 0; i < s.seats.size(); i++) {
            Seat seat = s.seats.get(i);
            seats.add(new SeatRecord(i, seat.human() ? seat.user.id() : null, seat.name,
                    !seat.human() || seat.away ? seat.level.id() : null));
        }
        return new TableRecord(id, s.chat.platform(), s.chat.id(), s.chat.thread(), s.game().id(), raw(s),
                s.owner.id(), s.lang.code(), seats, status(s.phase), json(extra(s, moveCount(s))), version, createdAt,
                createdAt);
    }

    /** The values of the table's extra JSON, the move log holding {@code moveCount} moves. */
    private static Extra extra(TableState s, int moveCount) {
        List<Integer> missed = new ArrayList<>();
        List<Integer> moves = new ArrayList<>();
        List<Integer> ownMoves = new ArrayList<>();
        List<Integer> hints = new ArrayList<>();
        List<Integer> hintHands = new ArrayList<>();
        for (Seat seat : s.seats) {
            missed.add(seat.missed);
            moves.add(seat.moves);
            ownMoves.add(seat.ownMoves);
            hints.add(seat.hints);
            hintHands.add(seat.hintHand);
        }
        // Kept only once a hint was taken: a table without one writes its extra JSON as before.
        boolean hinted = s.hintsUsed();
        Instant turnSince = s.phase == Phase.LOBBY ? null : s.turnSince;
        // Votes of an earlier turn count for nothing: not kept.
        TableState.Ballot votes = s.match != null && s.skipVotes != null
                && s.skipVotes.moveNumber() == s.match.moveCount() ? s.skipVotes : null;
        List<String> voters = votes == null ? List.of() : votes.voters().stream().map(UserId::id).toList();
        return new Extra(s.ownerName, s.tableOptions.asMap(), s.stopped, s.lastLine, missed, millis(turnSince),
                turnSince == null ? null : moveCount, millis(s.lastNudge), s.openerName, moves, ownMoves,
                s.solo ? true : null, s.rematch == null ? null : s.rematch.tableId(),
                s.rematch == null ? null : orNull(s.rematch.seatOrder()), orNull(voters),
                voters.isEmpty() ? null : votes.moveNumber(), hinted ? hints : null, hinted ? hintHands : null,
                s.phase == Phase.LOBBY && s.told > 0 ? s.told : null);
    }

    /** The game's option values as text, defaults included. */
    public static Map<String, String> raw(TableState s) {
        Map<String, String> raw = new LinkedHashMap<>();
        s.options.asMap().forEach((k, v) -> raw.put(k, String.valueOf(v)));
        return raw;
    }

    /** The messages the table edits: its lobby and table messages, and each player's prompt. */
    static List<StoredMessage> messages(TableState s) {
        List<StoredMessage> out = new ArrayList<>();
        if (s.lobbyRef != null) {
            out.add(StoredMessage.inChat(LOBBY, s.lobbyRef.chat().id(), s.lobbyRef.id()));
        }
        if (s.tableRef != null) {
            out.add(StoredMessage.inChat(TABLE, s.tableRef.chat().id(), s.tableRef.id()));
        }
        for (Seat seat : s.seats) {
            if (seat.prompt != null && seat.human()) {
                out.add(new StoredMessage(PROMPT, seat.user.id(), seat.prompt.chat().id(), seat.prompt.id()));
            }
        }
        return out;
    }

    /** The deadlines of the turn being played: its end and its reminder, for the seat to act. */
    static List<Deadline> deadlines(TableState s) {
        List<Deadline> out = new ArrayList<>();
        if (s.deadline != null) {
            out.add(new Deadline(TURN, toAct(s), s.deadline));
        }
        if (s.reminderAt != null) {
            out.add(new Deadline(REMINDER, toAct(s), s.reminderAt));
        }
        return out;
    }

    /** A deadline a timer claims, as the store keeps it. */
    static Deadline deadline(Claim claim) {
        return new Deadline(claim.kind() == Claim.Kind.TURN ? TURN : REMINDER, claim.seat(), claim.at());
    }

    /** The seat to act while the match is being played, else -1. */
    static int toAct(TableState s) {
        return s.phase == Phase.PLAYING && s.match != null && !s.match.isOver() ? s.match.toAct() : -1;
    }

    /** The number of moves of the match, 0 in the lobby. */
    static int moveCount(TableState s) {
        return s.match == null ? 0 : s.match.moveCount();
    }

    // ---- from the store

    /**
     * The state a stored table describes, its match rebuilt by replaying its moves.
     * Deadlines of an earlier turn (a crash between a move and its table's save) are dropped.
     *
     * @throws IllegalStateException when the stored moves do not replay
     */
    public static TableState restore(StoredTable stored, GameEntry entry) {
        return restore(stored, entry, true);
    }

    /**
     * The state a stored table describes; {@code withMatch} false leaves its match out (a
     * finished table looked at for its seats and options).
     */
    public static TableState restore(StoredTable stored, GameEntry entry, boolean withMatch) {
        TableRecord t = stored.table();
        Extra extra = extra(t.extraJson());
        ChatId chat = new ChatId(t.platform(), t.chatId(), t.threadId());
        List<Seat> seats = seats(stored, extra);
        Game game = entry.game();
        UserId owner = owner(new UserId(t.platform(), t.ownerUserId()), seats);
        TableState s = new TableState(Long.toString(t.id()), chat, entry, game.resolveOptions(t.options()),
                TableOptions.fromMap(extra.tableOptions()), owner, seatName(extra.ownerName(), seats),
                seatName(extra.openerName(), seats), Lang.parse(t.locale()).orElse(Lang.EN));
        s.seats.addAll(seats);
        s.phase = phase(t.status());
        s.seed = stored.match().map(m -> m.match().setup().seed()).orElse(0L);
        s.lobbyRef = message(stored, LOBBY, chat);
        s.tableRef = message(stored, TABLE, chat);
        s.turnSince = turnSince(stored, extra);
        restoreExtra(s, extra);
        if (s.phase != Phase.LOBBY && withMatch) {
            s.match = replay(stored, s);
            int toAct = stored.deadlines().stream().filter(d -> d.kind().equals(TURN)).mapToInt(Deadline::seat)
                    .findFirst().orElse(-1);
            boolean current = !s.match.isOver() && toAct == s.match.toAct();
            s.deadline = current ? at(stored, TURN) : null;
            s.reminderAt = current ? at(stored, REMINDER) : null;
        }
        return s;
    }

    /** The fields of the extra JSON with no place of their own in the state's constructor or seats. */
    private static void restoreExtra(TableState s, Extra extra) {
        s.lastLine = extra.lastLine();
        s.stopped = extra.stopped();
        s.lastNudge = extra.lastNudge() == null ? null : Instant.ofEpochMilli(extra.lastNudge());
        s.solo = Boolean.TRUE.equals(extra.solo());
        s.told = extra.told() == null ? 0 : extra.told();
        s.rematch = extra.rematchOf() == null ? null
                : new TableState.Rematch(extra.rematchOf(), orEmpty(extra.seatOrder()));
        List<String> voters = orEmpty(extra.skipVotes());
        s.skipVotes = voters.isEmpty() ? null : new TableState.Ballot(extra.skipMove() == null ? -1 : extra.skipMove(),
                voters.stream().map(id -> new UserId(s.chat.platform(), id)).toList());
    }

    private static List<Seat> seats(StoredTable stored, Extra extra) {
        TableRecord t = stored.table();
        List<Seat> seats = new ArrayList<>();
        for (SeatRecord r : t.seats()) {
            UserId user = r.userId() == null ? null : new UserId(t.platform(), r.userId());
            Seat seat = new Seat(user, r.displayName(), r.computer() != null ? Level.parse(r.computer()) : Level.MEDIUM);
            seat.missed = at(extra.missed(), r.seat());
            seat.away = user != null && r.computer() != null;
            seat.prompt = user == null ? null : stored.messages().stream()
                    .filter(m -> m.kind().equals(PROMPT) && m.userId().equals(r.userId()))
                    .map(m -> new MessageRef(new ChatId(t.platform(), m.chatId()), m.messageId())).findFirst()
                    .orElse(null);
            seat.moves = at(extra.moves(), r.seat());
            seat.ownMoves = at(extra.ownMoves(), r.seat());
            seat.hints = at(extra.hints(), r.seat());
            seat.hintHand = at(extra.hintHands(), r.seat());
            seats.add(seat);
        }
        return seats;
    }

    private static MatchState replay(StoredTable stored, TableState s) {
        Game game = s.game();
        MatchState match = game.newMatch(s.options, s.seats.size(), s.seed);
        for (MoveRecord move : stored.match().map(m -> m.moves()).orElse(List.of())) {
            Outcome o = match.apply(match.toAct(), game.parseMove(move.code()));
            if (!o.applied()) {
                throw new IllegalStateException("table " + s.id + ": replay refused " + move.code() + ": " + o);
            }
        }
        return match;
    }

    /** The owner, as the seat's own user when they sit at the table: an idle table keeps one copy. */
    private static UserId owner(UserId owner, List<Seat> seats) {
        return seats.stream().map(s -> s.user).filter(owner::equals).findFirst().orElse(owner);
    }

    /** A name the extra JSON repeats (the owner's, the opener's), as the seat's own when one has it. */
    private static String seatName(String name, List<Seat> seats) {
        return seats.stream().map(s -> s.name).filter(name::equals).findFirst().orElse(name);
    }

    /** A seat's entry of a per-seat list, 0 where the list is shorter (a row written before it was kept). */
    private static int at(List<Integer> perSeat, int seat) {
        return seat < perSeat.size() ? perSeat.get(seat) : 0;
    }

    /**
     * When the current turn began: as saved with the table, or, when the table was saved
     * before the last move (a crash in between) or by a version without the field, when
     * the move log says the last move was played (the match's start if none was).
     */
    private static Instant turnSince(StoredTable stored, Extra extra) {
        if (stored.match().isEmpty()) {
            return null;
        }
        List<MoveRecord> moves = stored.match().get().moves();
        if (extra.turnSince() != null && extra.turnMoves() != null && extra.turnMoves() == moves.size()) {
            return Instant.ofEpochMilli(extra.turnSince());
        }
        return moves.isEmpty() ? stored.match().get().match().startedAt() : moves.get(moves.size() - 1).playedAt();
    }

    private static Long millis(Instant at) {
        return at == null ? null : at.toEpochMilli();
    }

    /** The table's message of {@code kind} in its chat; it shares the table's {@link ChatId} when it is there. */
    private static MessageRef message(StoredTable stored, String kind, ChatId chat) {
        return stored.messages().stream().filter(m -> m.kind().equals(kind) && m.isInChat())
                .map(m -> new MessageRef(m.chatId().equals(chat.id()) ? chat : new ChatId(chat.platform(), m.chatId()),
                        m.messageId())).findFirst().orElse(null);
    }

    private static Instant at(StoredTable stored, String kind) {
        return stored.deadlines().stream().filter(d -> d.kind().equals(kind)).map(Deadline::at).findFirst()
                .orElse(null);
    }

    static TableStatus status(Phase phase) {
        return switch (phase) {
            case LOBBY -> TableStatus.LOBBY;
            case PLAYING -> TableStatus.PLAYING;
            case FINISHED -> TableStatus.FINISHED;
        };
    }

    static Phase phase(TableStatus status) {
        return switch (status) {
            case LOBBY -> Phase.LOBBY;
            case PLAYING -> Phase.PLAYING;
            case FINISHED -> Phase.FINISHED;
        };
    }

    private static <T> List<T> orEmpty(List<T> list) {
        return list == null ? List.of() : list;
    }

    /** A list the extra JSON leaves out when it is empty. */
    private static <T> List<T> orNull(List<T> list) {
        return list.isEmpty() ? null : list;
    }

    private static String json(Extra extra) {
        return Json.line(extra);
    }

    private static Extra extra(String json) {
        try {
            Extra e = Json.mapper().readValue(json, Extra.class);
            return new Extra(e.ownerName() == null ? "" : e.ownerName(),
                    e.tableOptions() == null ? TableOptions.DEFAULTS.asMap() : e.tableOptions(), e.stopped(),
                    e.lastLine() == null ? "" : e.lastLine(), orEmpty(e.missed()), e.turnSince(), e.turnMoves(),
                    e.lastNudge(), e.openerName() != null ? e.openerName() : e.ownerName() == null ? "" : e.ownerName(),
                    orEmpty(e.moves()),
                    orEmpty(e.ownMoves()), e.solo(), e.rematchOf(), e.seatOrder(), e.skipVotes(), e.skipMove(),
                    orEmpty(e.hints()), orEmpty(e.hintHands()), e.told());
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("unreadable table state " + json, e);
        }
    }
}
