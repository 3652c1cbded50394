package dev.mazziere.profile;

import dev.mazziere.chat.Image;
import dev.mazziere.chat.Message;
import dev.mazziere.games.GameEntry;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.picture.RatingPictures;
import dev.mazziere.rating.RatingUpdate;
import dev.mazziere.records.BoardRecord;
import dev.mazziere.records.PlayerProfile;
import dev.mazziere.records.PlayerRecords;
import dev.mazziere.records.RatedPlayer;
import dev.mazziere.text.Texts;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * Answers {@code /profile} ({@code /profilo}), for its asker only: per game, the rating
 * (🆕 while provisional) and its change over the last six months, matches, wins, best
 * streak and the game's feats in its own words; whether they are in the global ranking;
 * and, where the platform shows pictures, a small chart of each rating's trend.
 * Thread-safe.
 */
public final class ProfileAnswer {

    /** How far back the trend goes. */
    static final int TREND_MONTHS = 6;

    private final PlayerRecords records;
    private final GameRegistry registry;
    private final Clock clock;

    public ProfileAnswer(PlayerRecords records, GameRegistry registry, Clock clock) {
        this.records = records;
        this.registry = registry;
        this.clock = clock;
    }

    /** The profile of {@code userId} on {@code platform}; a short "nothing yet" for a player the store never saw. */
    public Message of(String platform, String userId, Texts t, boolean images) {
        Instant from = clock.instant().atOffset(ZoneOffset.UTC).minusMonths(TREND_MONTHS).toInstant();
        Optional<PlayerProfile> found = records.profile(platform, userId, from);
        if (found.isEmpty() || found.get().boards().isEmpty()) {
            return Message.text(t.get("profile.none"));
        }
        PlayerProfile p = found.get();
        String key = RatedPlayer.key(platform, userId);
        List<String> lines = new ArrayList<>();
        lines.add(t.get("profile.title", p.name()));
        lines.add(t.get(p.globalRanking() ? "profile.global.on" : "profile.global.off"));
        List<RatingPictures.Trend> trends = new ArrayList<>();
        for (BoardRecord b : p.boards()) {
            String game = RankingAnswers.gameName(b.board());
            String wins = t.count("stats.won", b.counters().wins());
            String played = t.count("stats.played", b.counters().matches());
            if (b.rating() == null) {
                lines.add(t.get("profile.unrated", game, wins, played, b.counters().bestStreak()));
            } else {
                lines.add(t.get("profile.board", game, b.rating().points(),
                        b.rating().provisional() ? " " + t.get("rating.provisional") : "", wins, played,
                        b.counters().bestStreak()));
                List<Integer> points = trend(p.history(), key, b.board());
                if (!points.isEmpty()) {
                    String change = RatingPictures.signed(points.getLast() - first(p.history(), key, b.board()));
                    lines.add(t.get("profile.trend", change));
                    trends.add(new RatingPictures.Trend(game, change, points));
                }
            }
            String feats = feats(b, t);
            if (!feats.isEmpty()) {
                lines.add(t.get("profile.feats", feats));
            }
        }
        String text = String.join("\n", lines);
        if (!images || trends.isEmpty()) {
            return Message.text(text);
        }
        String title = t.get("profile.picture", p.name());
        return new Message(text, List.of(), Image.drawn("mazziere-profile.png", new Trends(title, trends),
                s -> RatingPictures.trends(s.title(), s.trends())));
    }

    /** What the trend picture is drawn from. */
    private record Trends(String title, List<RatingPictures.Trend> trends) {
    }

    /** The points after each of the player's rated matches on {@code board}, oldest first. */
    private static List<Integer> trend(List<RatingUpdate> history, String key, String board) {
        return history.stream().filter(u -> u.player().equals(key) && u.board().equals(board))
                .map(u -> u.after().points()).toList();
    }

    /** The points before the first of those matches: where the trend starts from. */
    private static int first(List<RatingUpdate> history, String key, String board) {
        return history.stream().filter(u -> u.player().equals(key) && u.board().equals(board))
                .map(u -> u.before().points()).findFirst().orElse(0);
    }

    /** The game's feats as its bundle words them ("5 scope, 2 settebelli"), most first; empty for none. */
    private String feats(BoardRecord b, Texts t) {
        Optional<GameEntry> entry = registry.find(b.game());
        if (entry.isEmpty() || b.feats().isEmpty()) {
            return "";
        }
        Texts words = t.bundle(entry.get().presenter().bundle());
        TreeMap<String, Integer> sorted = new TreeMap<>(b.feats());
        List<String> out = new ArrayList<>();
        sorted.entrySet().stream().filter(e -> e.getValue() > 0)
                .sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
                .forEach(e -> out.add(words.count("feat." + e.getKey(), e.getValue())));
        return String.join(", ", out);
    }
}
