package dev.mazziere.table;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.mazziere.chat.Attachment;
import dev.mazziere.chat.Capabilities;
import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.Message;
import dev.mazziere.games.GameEntry;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.game.Json;
import dev.mazziere.store.FinishedMatch;
import dev.mazziere.store.LeaderboardRow;
import dev.mazziere.store.Store;
import dev.mazziere.text.Texts;
import java.nio.charset.StandardCharsets;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** What a chat has played: {@code /history} (the last finished match) and {@code /stats} (leaderboards). */
final class ChatRecords {

    /** Lines per game in {@code /stats}: short enough for a phone. */
    static final int STATS_ROWS = 10;

    private ChatRecords() {
    }

    /**
     * The chat's last finished match: a short summary, with its transcript as a file
     * ({@code mazziere-transcript/1}, one JSON line) where the platform takes files.
     */
    static Message history(Store store, GameRegistry registry, ChatId chat, Capabilities caps, Texts t) {
        List<FinishedMatch> last = store.finishedMatches(chat.platform(), chat.id(), 1);
        if (last.isEmpty()) {
            return Message.text(t.get("history.none"));
        }
        FinishedMatch m = last.get(0);
        String day = m.finishedAt().atOffset(ZoneOffset.UTC).toLocalDate().toString();
        String summary = t.get("history.title", gameName(m.game()), day) + "\n" + summary(m.transcriptJson(), t);
        if (!caps.files()) {
            return Message.text(summary);
        }
        String name = "mazziere-" + m.game() + "-" + day + "-" + m.matchId() + ".jsonl";
        return Message.withFile(summary + "\n" + t.get("history.file"),
                new Attachment(name, (m.transcriptJson() + "\n").getBytes(StandardCharsets.UTF_8)));
    }

    /** Totals per side and the winners, from the transcript. */
    static String summary(String transcriptJson, Texts t) {
        JsonNode root;
        try {
            root = Json.mapper().readTree(transcriptJson);
        } catch (JsonProcessingException e) {
            return "";
        }
        List<List<String>> sides = new ArrayList<>();
        for (JsonNode seat : root.path("seats")) {
            int team = seat.path("team").asInt();
            while (sides.size() <= team) {
                sides.add(new ArrayList<>());
            }
            sides.get(team).add(seat.path("name").asText());
        }
        JsonNode result = root.path("result");
        List<String> totals = new ArrayList<>();
        for (int side = 0; side < sides.size(); side++) {
            totals.add(String.join("+", sides.get(side)) + " " + result.path("totals").path(side).asInt());
        }
        List<String> winners = new ArrayList<>();
        for (JsonNode w : result.path("winners")) {
            if (w.asInt() < sides.size()) {
                winners.add(String.join("+", sides.get(w.asInt())));
            }
        }
        String end = result.path("stopped").asBoolean() ? t.get("table.stopped")
                : winners.isEmpty() ? "" : t.get("match.winners", String.join(", ", winners));
        return String.join(" · ", totals) + (end.isEmpty() ? "" : "\n" + end);
    }

    /** The chat's leaderboard for every game played here: wins, matches, points. */
    static String stats(Store store, GameRegistry registry, ChatId chat, Texts t) {
        StringBuilder sb = new StringBuilder();
        for (GameEntry game : registry.all()) {
            List<LeaderboardRow> rows = store.leaderboard(chat.platform(), chat.id(), game.id());
            if (rows.isEmpty()) {
                continue;
            }
            sb.append(sb.isEmpty() ? "" : "\n").append(t.get("stats.title", gameName(game.id())));
            for (int i = 0; i < Math.min(rows.size(), STATS_ROWS); i++) {
                LeaderboardRow r = rows.get(i);
                sb.append('\n').append(t.get("stats.row", i + 1, r.displayName(), t.count("stats.won", r.won()),
                        t.count("stats.played", r.played()), t.count("stats.points", r.points())));
            }
        }
        return sb.isEmpty() ? t.get("stats.none") : sb.toString();
    }

    private static String gameName(String id) {
        return id.substring(0, 1).toUpperCase(Locale.ROOT) + id.substring(1);
    }
}
