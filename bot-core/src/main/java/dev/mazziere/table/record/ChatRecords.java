package dev.mazziere.table.record;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.mazziere.chat.Attachment;
import dev.mazziere.chat.Capabilities;
import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.Message;
import dev.mazziere.game.Game;
import dev.mazziere.game.Json;
import dev.mazziere.games.GameEntry;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.store.FinishedMatch;
import dev.mazziere.store.LeaderboardRow;
import dev.mazziere.store.Store;
import dev.mazziere.text.Texts;
import java.nio.charset.StandardCharsets;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** What a chat has played: {@code /history} (the last finished match) and {@code /stats} (leaderboards). */
public final class ChatRecords {

    /** Lines per game in {@code /stats}: short enough for a phone. */
    static final int STATS_ROWS = 10;

    private ChatRecords() {
    }

    /**
     * The chat's last finished match: a short summary, with its transcript as a file
     * ({@code mazziere-transcript/1}, one JSON line) where the platform takes files.
     */
    public static Message history(Store store, GameRegistry registry, ChatId chat, Capabilities caps, Texts t) {
        List<FinishedMatch> last = store.finishedMatches(chat.platform(), chat.id(), 1);
        if (last.isEmpty()) {
            return Message.text(t.get("history.none"));
        }
        FinishedMatch m = last.get(0);
        String title = title(registry, m);
        String day = m.finishedAt().atOffset(ZoneOffset.UTC).toLocalDate().toString();
        String summary = t.get("history.title", title, day) + "\n" + summary(m.transcriptJson(), t);
        if (!caps.files()) {
            return Message.text(summary);
        }
        String name = "mazziere-" + board(title).replace(' ', '-') + "-" + day + "-" + m.matchId() + ".jsonl";
        return Message.withFile(summary + "\n" + t.get("history.file"),
                new Attachment(name, (m.transcriptJson() + "\n").getBytes(StandardCharsets.UTF_8)));
    }

    /** The name the match was played under: its game's title with the transcript's options ("Scopone"). */
    private static String title(GameRegistry registry, FinishedMatch m) {
        Optional<GameEntry> entry = registry.find(m.game());
        if (entry.isEmpty()) {
            return gameName(m.game());
        }
        Map<String, String> options = new LinkedHashMap<>();
        try {
            Json.mapper().readTree(m.transcriptJson()).path("options").fields()
                    .forEachRemaining(e -> options.put(e.getKey(), e.getValue().asText()));
            Game game = entry.get().game();
            options.keySet().retainAll(game.options().stream().map(o -> o.name()).toList());
            return entry.get().presenter().title(game.resolveOptions(options));
        } catch (JsonProcessingException | IllegalArgumentException e) {
            return entry.get().presenter().title(entry.get().game().defaultOptions());
        }
    }

    /** The leaderboard of a game or variant titled {@code title}: its title in lower case ("scopone"). */
    static String board(String title) {
        return title.toLowerCase(Locale.ROOT);
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
                : winners.isEmpty() ? "" : t.get(winners.size() == 1 ? "match.winners" : "match.winners.many",
                        String.join(", ", winners));
        return String.join(" · ", totals) + (end.isEmpty() ? "" : "\n" + end);
    }

    /** The chat's leaderboard for every game and variant played here: wins, matches, points. */
    public static String stats(Store store, ChatId chat, Texts t) {
        StringBuilder sb = new StringBuilder();
        for (String board : store.boards(chat.platform(), chat.id())) {
            List<LeaderboardRow> rows = store.leaderboard(chat.platform(), chat.id(), board);
            sb.append(sb.isEmpty() ? "" : "\n").append(t.get("stats.title", gameName(board)));
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
