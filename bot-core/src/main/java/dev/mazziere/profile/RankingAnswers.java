package dev.mazziere.profile;

import dev.mazziere.chat.Image;
import dev.mazziere.chat.Message;
import dev.mazziere.picture.RatingPictures;
import dev.mazziere.rating.Rankings;
import dev.mazziere.rating.Rating;
import dev.mazziere.rating.RatingUpdate;
import dev.mazziere.rating.Season;
import dev.mazziere.rating.Standing;
import dev.mazziere.records.GlobalBoard;
import dev.mazziere.records.PlayerRecords;
import dev.mazziere.records.RatedPlayer;
import dev.mazziere.store.LeaderboardRow;
import dev.mazziere.store.Store;
import dev.mazziere.text.Texts;
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneId;
import java.time.format.TextStyle;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Answers {@code /stats} ({@code /classifica}): the chat's ranking per game by rating, with
 * matches, wins and the month's change, and the last season's podium; {@code /stats
 * global}, the top 10 of every chat among the players who joined the global ranking. A
 * short text, and a picture of the rankings where the platform shows pictures. Players
 * of a chat's leaderboard with no rating (games against the computer only) follow the
 * rated ones, with their wins and points. Thread-safe.
 */
public final class RankingAnswers {

    /** Lines per game: short enough for a phone. */
    public static final int ROWS = 10;

    private final Store store;
    private final Clock clock;
    private final ZoneId zone;

    /** @param zone the time zone whose calendar months are the seasons */
    public RankingAnswers(Store store, Clock clock, ZoneId zone) {
        this.store = store;
        this.clock = clock;
        this.zone = zone;
    }

    /** One game's ranking as worded: its text lines and the picture's lines. */
    private record Board(String title, List<String> lines, List<RatingPictures.Line> picture) {
    }

    /** The chat's ranking on every leaderboard played here; {@code images} adds the picture. */
    public Message chat(String platform, String chatId, Texts t, boolean images) {
        PlayerRecords records = store.records();
        Instant now = clock.instant();
        Season season = Season.of(now, zone);
        List<Board> boards = new ArrayList<>();
        for (String board : store.boards(platform, chatId)) {
            List<LeaderboardRow> rows = store.leaderboard(platform, chatId, board);
            List<RatedPlayer> rated = records.chatRatings(platform, chatId, board);
            List<RatingUpdate> history = rated.isEmpty() ? List.of()
                    : records.chatHistory(platform, chatId, board, season.previous().start(), now);
            boards.add(board(platform, board, rows, rated, history, season, t));
        }
        if (boards.isEmpty()) {
            return Message.text(t.get("stats.none"));
        }
        return message(boards, t, images, "mazziere-ranking.png");
    }

    /** {@code /stats global}: the top {@value #ROWS} on each leaderboard of the players who joined. */
    public Message global(Texts t, boolean images) {
        Instant now = clock.instant();
        Season season = Season.of(now, zone);
        List<Board> boards = new ArrayList<>();
        for (GlobalBoard global : store.records().globalRanking(ROWS, season.start(), now)) {
            String board = global.board();
            List<RatedPlayer> top = global.top();
            List<RatingUpdate> history = global.updates();
            Map<String, Rating> current = new LinkedHashMap<>();
            Map<String, String> names = new HashMap<>();
            for (RatedPlayer p : top) {
                current.put(p.key(), p.rating());
                names.put(p.key(), p.name());
            }
            List<String> lines = new ArrayList<>();
            List<RatingPictures.Line> picture = new ArrayList<>();
            for (Standing s : Rankings.allTime(current, history, board, season)) {
                lines.add(ratedLine(s, names.get(s.player()), null, t));
                picture.add(pictureLine(s, names.get(s.player())));
            }
            boards.add(new Board(t.get("stats.global.title", gameName(board), ROWS), lines, picture));
        }
        if (boards.isEmpty()) {
            return Message.text(t.get("stats.global.none"));
        }
        return message(boards, t, images, "mazziere-global.png");
    }

    private Board board(String platform, String board, List<LeaderboardRow> rows, List<RatedPlayer> rated,
            List<RatingUpdate> history, Season season, Texts t) {
        Map<String, LeaderboardRow> byUser = new HashMap<>();
        rows.forEach(r -> byUser.put(RatedPlayer.key(platform, r.userId()), r));
        Map<String, Rating> current = new LinkedHashMap<>();
        Map<String, String> names = new HashMap<>();
        for (RatedPlayer p : rated) {
            current.put(p.key(), p.rating());
            names.put(p.key(), p.name());
        }
        List<String> lines = new ArrayList<>();
        List<RatingPictures.Line> picture = new ArrayList<>();
        Set<String> shown = new HashSet<>();
        for (Standing s : Rankings.allTime(current, history, board, season)) {
            if (lines.size() == ROWS) {
                break;
            }
            LeaderboardRow row = byUser.get(s.player());
            String name = row != null ? row.displayName() : names.get(s.player());
            lines.add(ratedLine(s, name, row, t));
            picture.add(pictureLine(s, name));
            shown.add(s.player());
        }
        for (LeaderboardRow r : rows) {
            if (lines.size() == ROWS) {
                break;
            }
            if (!shown.contains(RatedPlayer.key(platform, r.userId()))) {
                lines.add(t.get("stats.row", lines.size() + 1, r.displayName(), t.count("stats.won", r.won()),
                        t.count("stats.played", r.played()), t.count("stats.points", r.points())));
            }
        }
        List<Standing> podium = Rankings.podium(history, board, season.previous());
        if (!podium.isEmpty()) {
            List<String> who = podium.stream().map(s -> byUser.containsKey(s.player())
                    ? byUser.get(s.player()).displayName() : names.getOrDefault(s.player(), "?")).toList();
            lines.add(t.get("rating.podium", month(season.previous(), t), String.join(", ", who)));
        }
        return new Board(t.get("stats.title", gameName(board)), lines, picture);
    }

    /**
     * A rated player's line: rating, 🆕 while provisional, wins and matches (their rated
     * matches in the global ranking, which has no chat's leaderboard), the month's change.
     */
    private static String ratedLine(Standing s, String name, LeaderboardRow row, Texts t) {
        String provisional = s.rating().provisional() ? " " + t.get("rating.provisional") : "";
        String month = t.get("rating.month", RatingPictures.signed(s.change()));
        if (row == null) {
            return t.get("rating.row.global", s.position(), name, s.rating().points(), provisional,
                    t.count("stats.played", s.rating().matches()), month);
        }
        return t.get("rating.row", s.position(), name, s.rating().points(), provisional,
                t.count("stats.won", row.won()), t.count("stats.played", row.played()), month);
    }

    private static RatingPictures.Line pictureLine(Standing s, String name) {
        return new RatingPictures.Line(s.position(), name, s.rating().points(), s.change(), s.rating().provisional());
    }

    private static Message message(List<Board> boards, Texts t, boolean images, String file) {
        StringBuilder sb = new StringBuilder();
        List<String> titles = new ArrayList<>();
        boolean rated = false;
        for (Board b : boards) {
            sb.append(sb.isEmpty() ? "" : "\n\n").append(b.title());
            b.lines().forEach(l -> sb.append('\n').append(l));
            titles.add(b.title());
            rated |= !b.picture().isEmpty();
        }
        if (rated) {
            sb.append("\n\n").append(t.get("rating.note", Rating.PROVISIONAL_MATCHES));
        }
        Board first = boards.stream().filter(b -> !b.picture().isEmpty()).findFirst().orElse(null);
        if (!images || first == null) {
            return Message.text(sb.toString());
        }
        PictureSource source = new PictureSource(strip(first.title()), first.picture());
        Image image = Image.drawn(file, source, s -> RatingPictures.ranking(s.title(), s.lines()));
        return new Message(sb.toString(), List.of(), image);
    }

    /** What the ranking picture is drawn from: equal sources, equal pictures. */
    private record PictureSource(String title, List<RatingPictures.Line> lines) {
    }

    /** A title without its leading emoji, for the picture's font. */
    private static String strip(String title) {
        int i = 0;
        while (i < title.length() && !Character.isLetterOrDigit(title.codePointAt(i))) {
            i += Character.charCount(title.codePointAt(i));
        }
        return title.substring(i);
    }

    /** The season's month as players say it: "ottobre 2026", "October 2026". */
    static String month(Season season, Texts t) {
        Locale locale = Locale.forLanguageTag(t.lang().code());
        return season.month().getMonth().getDisplayName(TextStyle.FULL_STANDALONE, locale) + " "
                + season.month().getYear();
    }

    /** The name a leaderboard is shown under: its first letter in capitals ("Scopone"). */
    static String gameName(String board) {
        return board.substring(0, 1).toUpperCase(Locale.ROOT) + board.substring(1);
    }
}
