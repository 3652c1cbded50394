package dev.mazziere.table.record;

import dev.mazziere.game.MatchResult;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Transcript;
import dev.mazziere.records.PlayedMatch;
import dev.mazziere.records.PlayedMatches;
import dev.mazziere.store.Deadline;
import dev.mazziere.store.MatchSetup;
import dev.mazziere.store.PlayerResult;
import dev.mazziere.store.Store;
import dev.mazziere.store.StoredMessage;
import dev.mazziere.store.TableChange;
import dev.mazziere.store.TableCommit;
import dev.mazziere.store.TableRecord;
import dev.mazziere.table.flow.Claim;
import dev.mazziere.table.flow.Phase;
import dev.mazziere.table.flow.Seat;
import dev.mazziere.table.flow.Table;
import dev.mazziere.table.flow.TableState;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Writes a table's changes to the store, against what the store holds of it
 * ({@link Persisted}). A change that is about to be said (a move, a seat, the end of the
 * match, the deadlines of a new turn) is written at once and whole, with the event that
 * caused it and a timer's claim, in one transaction ({@link #commit}, {@link #commitMove});
 * what can only be known after speaking (the id of a message just sent) waits, as a light
 * write ({@link #light}), for the {@code WriteBehind}. Not thread-safe: each table under its chat's lock.
 */
public final class TableSaver {

    private static final Logger LOG = LoggerFactory.getLogger(TableSaver.class);

    private final Store store;
    private final Records records;

    public TableSaver(Store store, Records records) {
        this.records = records;
        this.store = store;
    }

    /** The event being handled at {@code table}: written with its first write; null when it is handled. */
    public void handling(Table table, EventMark mark) {
        records.of(table).event = mark;
    }

    /** A deadline a timer ran: it is claimed with the table's next write. */
    public void claim(Table table, Claim deadline) {
        records.of(table).claim = TableRows.deadline(deadline);
    }

    /**
     * Writes the table as it is now when anything but its messages changed (seats, options,
     * phase, deadlines; starting or ending its match; a claim), with its messages and event.
     *
     * @throws TableChanged if the store's table changed since this copy read or wrote it
     */
    public void commit(Table table) {
        Persisted p = records.of(table);
        TableState s = table.state();
        TableRecord row = TableRows.row(s, p.tableId, p.version, p.createdAt);
        boolean start = s.phase == Phase.PLAYING && p.matchId == 0;
        boolean end = s.phase == Phase.FINISHED && p.matchId != 0 && !p.finished && s.match != null;
        List<Deadline> deadlines = TableRows.deadlines(s);
        boolean newDeadlines = !sameSet(deadlines, p.deadlines);
        RowPrint print = RowPrint.of(row);
        if (print.equals(p.row) && !start && !end && !newDeadlines && p.claim == null) {
            return;
        }
        List<StoredMessage> messages = TableRows.messages(s);
        write(table, heavy(table, row, print, messages, start, end, deadlines), print, messages);
    }

    /**
     * Writes the match's next move, {@code seq} being the number of moves it was validated
     * against, with everything else the move changed: the table's row, its deadlines, the
     * end of the match, its messages, the event, a claim. One transaction.
     *
     * @throws TableChanged if another move (or another change) was written first
     */
    public void commitMove(Table table, int seq, int seat, String code) {
        Persisted p = records.of(table);
        if (p.matchId == 0) {
            throw new TableChanged("race.move", "table " + table.id + " has no match here");
        }
        TableState s = table.state();
        TableRecord row = TableRows.row(s, p.tableId, p.version, p.createdAt);
        boolean end = s.phase == Phase.FINISHED && !p.finished;
        RowPrint print = RowPrint.of(row);
        List<StoredMessage> messages = TableRows.messages(s);
        TableChange w = heavy(table, row, print, messages, false, end, TableRows.deadlines(s))
                .withMove(p.matchId, seq, seat, code);
        write(table, w, print, messages);
    }

    /** The write of {@code row} (whose fingerprint is {@code print}) and what goes with it. */
    private TableChange heavy(Table table, TableRecord row, RowPrint print, List<StoredMessage> messages,
                             boolean start, boolean end, List<Deadline> deadlines) {
        Persisted p = records.of(table);
        boolean rowChanged = start || end || !print.equals(p.row);
        TableChange w = TableChange.on(p.tableId, p.version).withRow(rowChanged ? row : null, !print.sameSeats(p.row))
                .withDeadlines(sameSet(deadlines, p.deadlines) ? null : deadlines);
        TableState s = table.state();
        if (start) {
            w = w.withStart(setup(s.match));
        }
        if (end) {
            w = w.withEnd(p.matchId, ChatRecords.board(s.title()), transcript(s), results(s));
        }
        if (p.claim != null) {
            w = w.withClaim(p.claim);
        }
        w = withMessages(w, p, messages);
        return p.event != null && !p.event.isWritten()
                ? w.withEvent(p.event.event.platform(), p.event.event.eventId()) : w;
    }

    private static TableChange withMessages(TableChange w, Persisted p, List<StoredMessage> messages) {
        List<StoredMessage> put = new ArrayList<>(messages);
        put.removeAll(p.messages);
        List<StoredMessage> remove = new ArrayList<>();
        for (StoredMessage old : p.messages) {
            if (messages.stream().noneMatch(m -> m.kind().equals(old.kind()) && m.userId().equals(old.userId()))) {
                remove.add(old);
            }
        }
        return w.withMessages(put, remove);
    }

    /** The transcript of the match, for {@code /history}. */
    private static String transcript(TableState s) {
        return Transcript.of(s.match, s.seats.stream().map(seat -> seat.name).toList()).toJson();
    }

    /**
     * How each player did, for the chat's leaderboard: only players seated at the end who
     * made at least half of their seat's moves (a seat the computer mostly played counts
     * for nobody); nothing for a stopped match, nor for one in which anyone took the coach's
     * hint ({@link TableState#hintsUsed}).
     */
    private static List<PlayerResult> results(TableState s) {
        MatchResult result = s.match.result();
        if (result == null || result.stopped() || s.hintsUsed()) {
            return List.of();
        }
        List<PlayerResult> out = new ArrayList<>();
        for (int i = 0; i < s.seats.size(); i++) {
            Seat seat = s.seats.get(i);
            if (seat.earnedResult()) {
                int team = s.match.teamOf(i);
                out.add(new PlayerResult(seat.user.id(), seat.name, result.winners().contains(team),
                        result.totals().get(team)));
            }
        }
        return out;
    }

    private static MatchSetup setup(MatchState match) {
        Map<String, String> raw = new LinkedHashMap<>();
        match.options().asMap().forEach((k, v) -> raw.put(k, String.valueOf(v)));
        return new MatchSetup(match.game().id(), raw, match.seatCount(), match.seed());
    }

    private void write(Table table, TableChange w, RowPrint print, List<StoredMessage> messages) {
        switch (commitRecording(table.state(), w)) {
            case TableCommit.Committed c -> {
                written(records.of(table), w, c, print, messages);
                records.of(table).seated = Seated.of(table.state());
            }
            case TableCommit.Conflict c -> throw new TableChanged(textKey(c.reason()), c.detail());
        }
    }

    /**
     * Commits {@code w}; when it ends a match played to its end, with the match for the
     * players' records (ratings, profiles) in the same transaction. A match that cannot be
     * read for them is committed alone, and the start-up backfill marks it.
     */
    private TableCommit commitRecording(TableState s, TableChange w) {
        if (w.end() == null) {
            return store.commit(w);
        }
        Optional<PlayedMatch> played;
        try {
            played = played(s, w.end().matchId());
        } catch (IllegalArgumentException e) {
            LOG.warn("Match {} cannot be read for the ratings: {}", w.end().matchId(), e.getMessage());
            played = Optional.empty();
        }
        return played.isPresent() ? store.commit(w, played.get()) : store.commit(w);
    }

    /**
     * The match as the players' records take it (ratings, profile counters, feats): who sat
     * at each seat, the level that played it for the computer, and whether its player earned
     * its result ({@link Seat#earnedResult}: a seat whose player took a hint did not, so a
     * hinted match rates nobody); empty for a stopped match.
     *
     * @throws IllegalArgumentException when the transcript and the seats disagree
     */
    private static Optional<PlayedMatch> played(TableState s, long matchId) {
        List<PlayedMatches.SeatFacts> seats = new ArrayList<>();
        for (Seat seat : s.seats) {
            seats.add(new PlayedMatches.SeatFacts(seat.human() ? seat.user.id() : null,
                    seat.level != null ? seat.level : dev.mazziere.ai.Level.MEDIUM, seat.earnedResult()));
        }
        return PlayedMatches.of(matchId, s.chat.platform(), s.entry, transcript(s), seats);
    }

    private static void written(Persisted p, TableChange w, TableCommit.Committed c, RowPrint print,
                                List<StoredMessage> messages) {
        if (w.row() != null) {
            p.row = print;
        }
        p.version = c.version();
        if (c.matchId() != 0) {
            p.matchId = c.matchId();
        }
        p.moveCount = c.moveCount();
        p.finished |= w.end() != null;
        if (w.deadlines() != null) {
            p.deadlines = w.deadlines();
        } else if (w.claim() != null) {
            p.deadlines = p.deadlines.stream().filter(d -> !d.equals(w.claim())).toList();
        }
        p.messages = messages;
        p.claim = null;
        if (w.event() != null) {
            p.event.written();
        }
    }

    /** What a lost write tells the user: a move taken, a table changed; a redelivery or a claim, nothing. */
    private static String textKey(TableCommit.Reason reason) {
        return switch (reason) {
            case MOVE_TAKEN -> "race.move";
            case TABLE_CHANGED -> "race.table";
            case EVENT_SEEN, CLAIMED -> null;
        };
    }

    // ---- what may wait

    /** A light write of a table, and the messages it leaves stored. */
    public record Light(TableChange write, List<StoredMessage> messages) {
    }

    /** The table's messages as a light write, or null when they are stored as they are. */
    public Light light(Table table) {
        Persisted p = records.of(table);
        List<StoredMessage> messages = TableRows.messages(table.state());
        TableChange w = withMessages(TableChange.on(p.tableId, p.version), p, messages);
        return w.isEmpty() ? null : new Light(w, messages);
    }

    /** Writes the table's messages now, not with the next batch: before its rows move elsewhere. */
    public void writeMessages(Table table) {
        Light light = light(table);
        if (light != null) {
            lightWritten(table, light, store.commit(light.write()));
        }
    }

    /** A light write's outcome: written, or dropped when another instance moved the table on. */
    public void lightWritten(Table table, Light light, TableCommit outcome) {
        if (outcome instanceof TableCommit.Committed) {
            records.of(table).messages = light.messages();
        }
    }

    private static <T> boolean sameSet(List<T> a, List<T> b) {
        return a.size() == b.size() && new HashSet<>(a).equals(new HashSet<>(b));
    }
}
