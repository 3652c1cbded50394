package dev.mazziere.records;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import dev.mazziere.ai.Determinizer;
import dev.mazziere.ai.Level;
import dev.mazziere.game.Game;
import dev.mazziere.game.Json;
import dev.mazziere.game.MatchResult;
import dev.mazziere.game.Options;
import dev.mazziere.games.GameEntry;
import dev.mazziere.rating.Placings;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Builds the {@link PlayedMatch} of a finished match from what every finished match
 * keeps, its transcript ({@code mazziere-transcript/1}: options, seats with names and
 * sides, events, result), and what the table knows of each seat at the end: who sat
 * there, the computer's level, and whether they earned the seat's result. The game
 * supplies the rest: the leaderboard its options play on (its title, as {@code /stats}
 * names it), whether more points are better (for the places of a match of many sides),
 * and the feats. Stateless and thread-safe.
 */
public final class PlayedMatches {

    /**
     * What the table knows of one seat at its match's end.
     *
     * @param userId the seat's user, or null for a computer player added as such
     * @param level  the computer's level (for a human's seat, the one that stood in)
     * @param earned the fair-credit rule: its human was still seated at the end and made at
     *               least half of its moves
     */
    public record SeatFacts(String userId, Level level, boolean earned) {
        public SeatFacts {
            Objects.requireNonNull(level, "level");
        }
    }

    private PlayedMatches() {
    }

    /**
     * The played match, or empty for a stopped one (it counts for nobody).
     *
     * @param seats one per seat of the transcript, in seat order
     * @throws IllegalArgumentException for a transcript that is not JSON, or seats that do not match it
     */
    public static Optional<PlayedMatch> of(long matchId, String platform, GameEntry entry, String transcriptJson,
            List<SeatFacts> seats) {
        JsonNode root = parse(transcriptJson);
        MatchResult result = Json.mapper().convertValue(root.path("result"), MatchResult.class);
        if (result == null || result.stopped() || root.path("result").isMissingNode()) {
            return Optional.empty();
        }
        JsonNode named = root.path("seats");
        if (named.size() != seats.size()) {
            throw new IllegalArgumentException("the transcript has " + named.size() + " seats, the table " + seats.size());
        }
        Options options = options(entry.game(), root);
        int[] places = Placings.of(result, morePointsBetter(entry, options));
        List<Map<String, Integer>> feats = entry.game().feats().count(root);
        List<PlayedSeat> played = new ArrayList<>();
        for (int s = 0; s < seats.size(); s++) {
            SeatFacts f = seats.get(s);
            int team = named.get(s).path("team").asInt(s);
            if (team >= places.length) {
                throw new IllegalArgumentException("seat " + s + " plays for team " + team + " of " + places.length);
            }
            played.add(new PlayedSeat(s, f.userId(), named.get(s).path("name").asText(), f.level(),
                    f.userId() != null && f.earned(), team, places[team], result.winners().contains(team),
                    s < feats.size() ? feats.get(s) : Map.of()));
        }
        return Optional.of(new PlayedMatch(matchId, platform, board(entry, options), entry.id(), played));
    }

    /**
     * The leaderboard a match of {@code entry} with {@code options} counts on: its title in
     * lower case ({@code scopa}, {@code scopone}, {@code ramino due mazzi}), as the chat's
     * {@code /stats} names its boards.
     */
    public static String board(GameEntry entry, Options options) {
        return entry.presenter().title(options).toLowerCase(Locale.ROOT);
    }

    /** The game's options as the transcript lists them (table options and unknown names left out). */
    static Options options(Game game, JsonNode root) {
        Map<String, String> raw = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = root.path("options").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            if (game.options().stream().anyMatch(o -> o.name().equals(e.getKey()))) {
                raw.put(e.getKey(), e.getValue().asText());
            }
        }
        return game.resolveOptions(raw);
    }

    private static boolean morePointsBetter(GameEntry entry, Options options) {
        Determinizer d = entry.ai().determinizer(options);
        return d == null || d.morePointsBetter();
    }

    private static JsonNode parse(String transcriptJson) {
        try {
            return Json.mapper().readTree(transcriptJson);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("the transcript is not JSON: " + e.getOriginalMessage(), e);
        }
    }
}
