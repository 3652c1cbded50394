package dev.mazziere.store;

import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Loads tables with their seats, current match and moves, messages and deadlines: six
 * queries whatever the number of tables, all filtered by the same condition on
 * {@code game_tables t}. Runs inside the caller's transaction.
 */
final class TableLoader {

    static final String OPEN = "t.status <> 'finished'";
    static final String BY_ID = "t.id = ?";
    static final String OPEN_IN_PLACE =
            "t.platform = ? AND t.chat_id = ? AND t.thread_id = ? AND t.status <> 'finished'";

    /** The current match of a table is its latest. */
    private static final String CURRENT_MATCH = "m.id = (SELECT MAX(x.id) FROM matches x WHERE x.table_id = t.id)";

    private TableLoader() {
    }

    static List<StoredTable> load(Tx c, String where, Object... params) throws SQLException {
        StringPool words = new StringPool();
        List<TableRecord> tables = Sql.list(c,
                "SELECT t.* FROM game_tables t WHERE " + where + " ORDER BY t.id", rs -> tableRow(rs, words), params);
        if (tables.isEmpty()) {
            return List.of();
        }
        Map<Long, List<SeatRecord>> seats = group(Sql.list(c,
                "SELECT s.* FROM table_seats s JOIN game_tables t ON t.id = s.table_id WHERE " + where
                        + " ORDER BY s.table_id, s.seat",
                rs -> Map.entry(rs.getLong("table_id"), seatRow(rs, words)), params));
        Map<Long, MatchRecord> matches = new HashMap<>();
        for (MatchRecord m : Sql.list(c,
                "SELECT m.* FROM matches m JOIN game_tables t ON t.id = m.table_id WHERE " + where
                        + " AND " + CURRENT_MATCH,
                TableLoader::matchRow, params)) {
            matches.put(m.tableId(), m);
        }
        Map<Long, List<MoveRecord>> moves = group(Sql.list(c,
                "SELECT mv.* FROM match_moves mv JOIN matches m ON m.id = mv.match_id"
                        + " JOIN game_tables t ON t.id = m.table_id WHERE " + where + " AND " + CURRENT_MATCH
                        + " ORDER BY mv.match_id, mv.seq",
                rs -> Map.entry(rs.getLong("match_id"), moveRow(rs)), params));
        Map<Long, List<StoredMessage>> messages = group(Sql.list(c,
                "SELECT ms.* FROM table_messages ms JOIN game_tables t ON t.id = ms.table_id WHERE " + where
                        + " ORDER BY ms.table_id, ms.kind, ms.user_id",
                rs -> Map.entry(rs.getLong("table_id"), new StoredMessage(rs.getString("kind").intern(),
                        words.of(rs.getString("user_id")), words.of(rs.getString("chat_id")),
                        rs.getString("message_id"))),
                params));
        Map<Long, List<Deadline>> deadlines = group(Sql.list(c,
                "SELECT d.* FROM table_deadlines d JOIN game_tables t ON t.id = d.table_id WHERE " + where
                        + " ORDER BY d.table_id, d.due_at, d.kind, d.seat",
                rs -> Map.entry(rs.getLong("table_id"), new Deadline(rs.getString("kind").intern(), rs.getInt("seat"),
                        Sql.instant(rs, "due_at"))),
                params));
        List<StoredTable> out = new ArrayList<>();
        for (TableRecord t : tables) {
            MatchRecord match = matches.get(t.id());
            out.add(new StoredTable(
                    t.withSeats(seats.getOrDefault(t.id(), List.of())),
                    Optional.ofNullable(match).map(m -> new StoredMatch(m, moves.getOrDefault(m.id(), List.of()))),
                    messages.getOrDefault(t.id(), List.of()),
                    deadlines.getOrDefault(t.id(), List.of())));
        }
        return out;
    }

    /** One table row, without its seats; its ids are shared with the rest of the load. */
    static TableRecord tableRow(ResultSet rs, StringPool words) throws SQLException {
        // The few words every table repeats are interned: thousands of open tables share them.
        return new TableRecord(rs.getLong("id"), rs.getString("platform").intern(), words.of(rs.getString("chat_id")),
                words.of(rs.getString("thread_id")), rs.getString("game"), Sql.stringMap(rs.getString("options")), words.of(rs.getString("owner_id")),
                rs.getString("locale"), List.of(), TableStatus.ofCode(rs.getString("status")),
                rs.getString("extra"), rs.getLong("version"), Sql.instant(rs, "created_at"),
                Sql.instant(rs, "updated_at"));
    }

    static SeatRecord seatRow(ResultSet rs, StringPool words) throws SQLException {
        return new SeatRecord(rs.getInt("seat"), words.of(rs.getString("user_id")),
                words.of(rs.getString("display_name")),
                rs.getString("computer_level"));
    }

    static MatchRecord matchRow(ResultSet rs) throws SQLException {
        return new MatchRecord(rs.getLong("id"), rs.getLong("table_id"),
                new MatchSetup(rs.getString("game"), Sql.stringMap(rs.getString("options")),
                        rs.getInt("seat_count"), rs.getLong("seed")),
                Sql.instant(rs, "started_at"), Sql.instant(rs, "finished_at"));
    }

    static MoveRecord moveRow(ResultSet rs) throws SQLException {
        return new MoveRecord(rs.getLong("match_id"), rs.getInt("seq"), rs.getInt("seat"), rs.getString("code"),
                Sql.instant(rs, "played_at"));
    }

    private static <T> Map<Long, List<T>> group(List<Map.Entry<Long, T>> rows) {
        Map<Long, List<T>> out = new HashMap<>();
        for (Map.Entry<Long, T> e : rows) {
            out.computeIfAbsent(e.getKey(), k -> new ArrayList<>()).add(e.getValue());
        }
        return out;
    }
}
