package dev.mazziere.store;

import dev.mazziere.game.Json;
import dev.mazziere.records.Forgetting;
import dev.mazziere.records.Pseudonym;
import dev.mazziere.records.Scrubber;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The SQL of {@code /deleteme}, inside the caller's transaction: one player's ratings,
 * history, profile, feats and settings ({@code /notify} notes included) deleted, and their name and user id replaced by a
 * {@link Pseudonym} wherever the others' records keep them: finished tables (seats, owner,
 * the extra state's names and ids), their matches' seats and transcripts, chat
 * leaderboards, and their private chat's id where it is the user id (Telegram) or holds
 * their solo tables. Their private messages' references at finished tables are deleted.
 * Refused while an open table holds them (a seat, its running, or their name or id in its
 * extra state: a lobby they opened and left), since that table writes its state again.
 */
final class Forgetter {

    /** One table that holds the player: its id, chat, extra JSON, and whether it is still open. */
    private record Found(long id, String chatId, String extra, boolean open) {
    }

    private Forgetter() {
    }

    static Forgetting forget(Tx tx, String platform, String userId, Pseudonym p) throws SQLException {
        Set<String> names = names(tx, platform, userId);
        Map<Long, Found> tables = tables(tx, platform, userId, names);
        List<String> open = tables.values().stream().filter(Found::open).map(Found::chatId).distinct().sorted().toList();
        if (!open.isEmpty()) {
            return new Forgetting.StillSeated(open);
        }
        Set<String> chats = new HashSet<>(List.of(userId));
        for (Found t : tables.values()) {
            if (t.extra().contains("\"solo\":true")) {
                chats.add(t.chatId());
            }
        }
        int matches = 0;
        for (Found t : tables.values()) {
            matches += table(tx, t, userId, names, p);
        }
        int boards = Sql.update(tx, "UPDATE leaderboard SET user_id = ?, display_name = ? WHERE platform = ? AND user_id = ?",
                p.userId(), p.name(), platform, userId);
        for (String chat : chats) {
            Sql.update(tx, "UPDATE game_tables SET chat_id = ? WHERE platform = ? AND chat_id = ?", p.userId(), platform, chat);
            Sql.update(tx, "UPDATE leaderboard SET chat_id = ? WHERE platform = ? AND chat_id = ?", p.userId(), platform, chat);
            Sql.update(tx, "DELETE FROM table_messages WHERE chat_id = ?"
                    + " AND table_id IN (SELECT id FROM game_tables WHERE platform = ?)", chat, platform);
        }
        for (String table : List.of("players", "player_ratings", "rating_history", "player_boards", "player_feats",
                "chat_watchers", "watcher_pings", "private_topics")) {
            Sql.update(tx, "DELETE FROM " + table + " WHERE platform = ? AND user_id = ?", platform, userId);
        }
        GlobalRankingCache.changed(tx);
        return new Forgetting.Forgotten(p.name(), p.userId(), matches, boards);
    }

    /** Every name the store knows the player by: at their seats, in leaderboards, in their settings. */
    private static Set<String> names(Tx tx, String platform, String userId) throws SQLException {
        Set<String> names = new LinkedHashSet<>(Sql.list(tx, """
                SELECT s.display_name FROM table_seats s JOIN game_tables t ON t.id = s.table_id
                 WHERE t.platform = ? AND s.user_id = ?
                UNION SELECT display_name FROM leaderboard WHERE platform = ? AND user_id = ?
                UNION SELECT display_name FROM players WHERE platform = ? AND user_id = ?""",
                rs -> rs.getString(1), platform, userId, platform, userId, platform, userId));
        names.removeIf(String::isBlank);
        return names;
    }

    /**
     * The tables that hold the player: where they sat or which they ran, those in their
     * private chat, and any whose extra state names them as owner or opener or holds their id.
     */
    private static Map<Long, Found> tables(Tx tx, String platform, String userId, Set<String> names)
            throws SQLException {
        Map<Long, Found> out = new HashMap<>();
        Sql.Row<Found> row = rs -> new Found(rs.getLong(1), rs.getString(2), rs.getString(3),
                !"finished".equals(rs.getString(4)));
        for (Found f : Sql.list(tx, """
                SELECT t.id, t.chat_id, t.extra, t.status FROM game_tables t
                 WHERE t.platform = ? AND (t.owner_id = ? OR t.chat_id = ?
                    OR EXISTS (SELECT 1 FROM table_seats s WHERE s.table_id = t.id AND s.user_id = ?))""",
                row, platform, userId, userId, userId)) {
            out.put(f.id(), f);
        }
        // Where the table layer's extra state names them without a seat: the opener or owner of a lobby they left,
        // a vote or a rematch order by user id (as compact JSON writes them).
        List<String> patterns = new ArrayList<>();
        for (String name : names) {
            patterns.add("%\"ownerName\":" + like(Json.line(name)) + "%");
            patterns.add("%\"openerName\":" + like(Json.line(name)) + "%");
        }
        patterns.add("%" + like(Json.line(userId)) + "%");
        for (String pattern : patterns) {
            for (Found f : Sql.list(tx, "SELECT id, chat_id, extra, status FROM game_tables WHERE platform = ? AND extra LIKE ? ESCAPE '!'",
                    row, platform, pattern)) {
                out.putIfAbsent(f.id(), f);
            }
        }
        return out;
    }

    /** Scrubs one table and its matches; returns how many matches it had. */
    private static int table(Tx tx, Found t, String userId, Set<String> names, Pseudonym p) throws SQLException {
        Set<Integer> seats = new HashSet<>(Sql.list(tx, "SELECT seat FROM table_seats WHERE table_id = ? AND user_id = ?",
                rs -> rs.getInt(1), t.id(), userId));
        Sql.update(tx, "UPDATE table_seats SET user_id = ?, display_name = ? WHERE table_id = ? AND user_id = ?",
                p.userId(), p.name(), t.id(), userId);
        Sql.update(tx, "UPDATE game_tables SET owner_id = ? WHERE id = ? AND owner_id = ?", p.userId(), t.id(), userId);
        Sql.update(tx, "UPDATE game_tables SET extra = ? WHERE id = ?",
                Scrubber.anyJson(t.extra(), userId, names, p), t.id());
        Sql.update(tx, "DELETE FROM table_messages WHERE table_id = ? AND user_id = ?", t.id(), userId);
        List<long[]> matches = Sql.list(tx, "SELECT id FROM matches WHERE table_id = ?", rs -> new long[] {rs.getLong(1)},
                t.id());
        PreparedStatement seatsOfMatch = tx.prepare("UPDATE match_seats SET user_id = ? WHERE match_id = ? AND user_id = ?");
        for (long[] m : matches) {
            Sql.bind(seatsOfMatch, p.userId(), m[0], userId);
            seatsOfMatch.executeUpdate();
            if (!seats.isEmpty()) {
                String transcript = Sql.first(tx, "SELECT transcript FROM match_transcripts WHERE match_id = ?",
                        rs -> rs.getString(1), m[0]);
                if (transcript != null) {
                    Sql.update(tx, "UPDATE match_transcripts SET transcript = ? WHERE match_id = ?",
                            Scrubber.transcript(transcript, seats, p), m[0]);
                }
            }
        }
        return matches.size();
    }

    /** {@code s} for a LIKE pattern with {@code !} as the escape: its {@code %}, {@code _} and {@code !} taken literally. */
    private static String like(String s) {
        return s.replace("!", "!!").replace("%", "!%").replace("_", "!_");
    }
}
