package dev.mazziere.table;

import com.fasterxml.jackson.annotation.JsonIgnoreProperties;
import com.fasterxml.jackson.core.JsonProcessingException;
import dev.mazziere.ai.Level;
import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.chat.UserId;
import dev.mazziere.game.Json;
import dev.mazziere.store.Deadline;
import dev.mazziere.store.MoveRecord;
import dev.mazziere.store.NewTable;
import dev.mazziere.store.SeatRecord;
import dev.mazziere.store.StoredTable;
import dev.mazziere.store.TableRecord;
import dev.mazziere.store.TableStatus;
import dev.mazziere.text.Lang;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Translates a table between its snapshot ({@link TableSnapshot}, the table layer's view)
 * and the store's rows ({@link TableRecord}, seats, messages, deadlines, move log). What the
 * store has no column for (the owner's name, table options, missed turns, the last line,
 * when the turn began, the last nudge) travels in the table's extra JSON, so new fields
 * there need no schema migration: a row written before a field existed reads it as null.
 */
final class TableRows {

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
     */
    // Fields a later version adds are skipped, not fatal: instances of two versions may share a database.
    @JsonIgnoreProperties(ignoreUnknown = true)
    record Extra(String ownerName, Map<String, String> tableOptions, boolean stopped, String lastLine,
                 List<Integer> missed, Long turnSince, Integer turnMoves, Long lastNudge, String openerName,
                 List<Integer> moves, List<Integer> ownMoves, Boolean solo, String rematchOf,
                 List<String> seatOrder, List<String> skipVotes, Integer skipMove, List<Integer> hints,
                 List<Integer> hintHands) {
    }

    private TableRows() {
    }

    /** A new table's row: its opener (who runs it) in seat 0; {@code solo} in the opener's private chat. */
    static NewTable newTable(ChatId chat, String game, Map<String, String> options, TableOptions tableOptions,
                             UserId owner, String ownerName, Lang lang, boolean solo) {
        Extra extra = new Extra(ownerName, tableOptions.asMap(), false, "", List.of(0), null, null, null, ownerName,
                List.of(0), List.of(0), solo ? true : null, null, null, null, null, null, null);
        return new NewTable(chat.platform(), chat.id(), game, options, owner.id(), lang.code(),
                List.of(SeatRecord.human(0, owner.id(), ownerName)), json(extra));
    }

    /**
     * The table row of {@code s}, whose match has {@code moveCount} moves, as the table
     * {@code id} at {@code version}, created at {@code createdAt}.
     */
    static TableRecord row(TableSnapshot s, int moveCount, long id, long version, Instant createdAt) {
        List<SeatRecord> seats = new ArrayList<>();
        List<Integer> missed = new ArrayList<>();
        List<Integer> moves = new ArrayList<>();
        List<Integer> ownMoves = new ArrayList<>();
        List<Integer> hints = new ArrayList<>();
        List<Integer> hintHands = new ArrayList<>();
        for (int i = 0; i < s.seats().size(); i++) {
            SeatSnapshot seat = s.seats().get(i);
            seats.add(new SeatRecord(i, seat.human() ? seat.user().id() : null, seat.name(),
                    !seat.human() || seat.away() ? seat.level().id() : null));
            missed.add(seat.missed());
            moves.add(seat.moves());
            ownMoves.add(seat.ownMoves());
            hints.add(seat.hints());
            hintHands.add(seat.hintHand());
        }
        boolean hinted = hints.stream().anyMatch(h -> h > 0);
        Extra extra = new Extra(s.ownerName(), s.tableOptions(), s.stopped(), s.lastLine(), missed,
                millis(s.turnSince()), s.turnSince() == null ? null : moveCount, millis(s.lastNudge()),
                s.openerName(), moves, ownMoves, s.solo() ? true : null, s.rematchOf(), orNull(s.seatOrder()),
                orNull(s.skipVotes()), s.skipVotes().isEmpty() ? null : s.skipMove(), hinted ? hints : null,
                hinted ? hintHands : null);
        return new TableRecord(id, s.chat().platform(), s.chat().id(), s.gameId(), s.options(), s.owner().id(),
                s.lang().code(), seats, status(s.phase()), json(extra), version, createdAt, createdAt);
    }

    static List<dev.mazziere.store.StoredMessage> messages(TableSnapshot s) {
        List<dev.mazziere.store.StoredMessage> out = new ArrayList<>();
        if (s.lobbyMessage() != null) {
            out.add(dev.mazziere.store.StoredMessage.inChat(LOBBY, s.lobbyMessage().chat().id(), s.lobbyMessage().id()));
        }
        if (s.tableMessage() != null) {
            out.add(dev.mazziere.store.StoredMessage.inChat(TABLE, s.tableMessage().chat().id(), s.tableMessage().id()));
        }
        for (SeatSnapshot seat : s.seats()) {
            if (seat.prompt() != null && seat.human()) {
                out.add(new dev.mazziere.store.StoredMessage(PROMPT, seat.user().id(), seat.prompt().chat().id(),
                        seat.prompt().id()));
            }
        }
        return out;
    }

    static List<Deadline> deadlines(TableSnapshot s) {
        List<Deadline> out = new ArrayList<>();
        if (s.deadline() != null) {
            out.add(new Deadline(TURN, s.toAct(), s.deadline()));
        }
        if (s.reminderAt() != null) {
            out.add(new Deadline(REMINDER, s.toAct(), s.reminderAt()));
        }
        return out;
    }

    /** The snapshot of a stored table; deadlines for another seat than {@code toAct} are left out by the caller. */
    static TableSnapshot snapshot(StoredTable stored) {
        TableRecord t = stored.table();
        Extra extra = extra(t.extraJson());
        String platform = t.platform();
        ChatId chat = new ChatId(platform, t.chatId());
        List<SeatSnapshot> seats = new ArrayList<>();
        for (SeatRecord r : t.seats()) {
            UserId user = r.userId() == null ? null : new UserId(platform, r.userId());
            MessageRef prompt = user == null ? null : stored.messages().stream()
                    .filter(m -> m.kind().equals(PROMPT) && m.userId().equals(r.userId()))
                    .map(m -> new MessageRef(new ChatId(platform, m.chatId()), m.messageId())).findFirst().orElse(null);
            seats.add(new SeatSnapshot(user, r.displayName(), r.computer() != null ? Level.parse(r.computer()) : Level.MEDIUM,
                    at(extra.missed(), r.seat()), user != null && r.computer() != null, prompt,
                    at(extra.moves(), r.seat()), at(extra.ownMoves(), r.seat()), at(extra.hints(), r.seat()),
                    at(extra.hintHands(), r.seat())));
        }
        long seed = stored.match().map(m -> m.match().setup().seed()).orElse(0L);
        List<String> moves = stored.match().map(m -> m.moves().stream().map(MoveRecord::code).toList())
                .orElse(List.of());
        int toAct = stored.deadlines().stream().filter(d -> d.kind().equals(TURN)).mapToInt(Deadline::seat)
                .findFirst().orElse(-1);
        return new TableSnapshot(Long.toString(t.id()), chat, t.game(), t.options(),
                extra.tableOptions(), owner(new UserId(platform, t.ownerUserId()), seats),
                seatName(extra.ownerName(), seats),
                Lang.parse(t.locale()).orElse(Lang.EN), phase(t.status()), seats, seed, moves, extra.stopped(),
                message(stored, LOBBY, chat), message(stored, TABLE, chat), extra.lastLine(),
                at(stored, TURN), at(stored, REMINDER), toAct, turnSince(stored, extra),
                extra.lastNudge() == null ? null : Instant.ofEpochMilli(extra.lastNudge()),
                seatName(extra.openerName(), seats), Boolean.TRUE.equals(extra.solo()), extra.rematchOf(),
                orEmpty(extra.seatOrder()), orEmpty(extra.skipVotes()),
                extra.skipMove() == null ? -1 : extra.skipMove());
    }

    /** The owner, as the seat's own user when they sit at the table: an idle table keeps one copy. */
    private static UserId owner(UserId owner, List<SeatSnapshot> seats) {
        return seats.stream().map(SeatSnapshot::user).filter(owner::equals).findFirst().orElse(owner);
    }

    /** A name the extra JSON repeats (the owner's, the opener's), as the seat's own when one has it. */
    private static String seatName(String name, List<SeatSnapshot> seats) {
        return seats.stream().map(SeatSnapshot::name).filter(name::equals).findFirst().orElse(name);
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
                    orEmpty(e.hints()), orEmpty(e.hintHands()));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("unreadable table state " + json, e);
        }
    }
}
