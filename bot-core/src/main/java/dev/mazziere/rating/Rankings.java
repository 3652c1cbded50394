package dev.mazziere.rating;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Orders players into rankings from their ratings and the dated updates that made them:
 * a season's ranking (who played that month, by their rating at its end), its podium,
 * and the all-time ranking with each player's change this season. Players sort by
 * conservative rating, then by more matches, then by id; provisional players are ranked
 * like the others (their low conservative rating keeps them down) and the caller marks
 * them ({@link Rating#provisional()}).
 */
public final class Rankings {

    /** The positions a season's podium shows. */
    public static final int PODIUM = 3;

    private Rankings() {
    }

    /** What one player did on a board in a season: their first rating in it, their last, and the matches between. */
    private record Span(Rating first, Rating last, int matches) {
        int change() {
            return last.points() - first.points();
        }
    }

    /**
     * The season's ranking on {@code board}: every player with a rated match there in the
     * season, by the rating their last match of the season left; matches and change are
     * the season's. {@code updates} may hold other boards and seasons.
     */
    public static List<Standing> season(List<RatingUpdate> updates, String board, Season season) {
        Map<String, Span> spans = spans(updates, board, season);
        List<Standing> out = new ArrayList<>();
        spans.forEach((player, s) -> out.add(new Standing(0, player, s.last(), s.matches(), s.change())));
        return ranked(out);
    }

    /** The first {@value #PODIUM} of the season's ranking (the last season's stays visible during the next). */
    public static List<Standing> podium(List<RatingUpdate> updates, String board, Season season) {
        List<Standing> all = season(updates, board, season);
        return all.subList(0, Math.min(PODIUM, all.size()));
    }

    /**
     * The all-time ranking on {@code board}: every player in {@code current} (their ratings
     * now, by player id), with all their rated matches and the change of their points in
     * {@code season} (0 when they did not play in it).
     */
    public static List<Standing> allTime(Map<String, Rating> current, List<RatingUpdate> updates, String board,
            Season season) {
        Map<String, Span> spans = spans(updates, board, season);
        List<Standing> out = new ArrayList<>();
        current.forEach((player, r) -> {
            Span s = spans.get(player);
            out.add(new Standing(0, player, r, r.matches(), s == null ? 0 : s.change()));
        });
        return ranked(out);
    }

    /** Each player's span in the season on the board, the updates taken in the order they ended. */
    private static Map<String, Span> spans(List<RatingUpdate> updates, String board, Season season) {
        Instant start = season.start();
        Instant end = season.end();
        List<RatingUpdate> inSeason = new ArrayList<>();
        for (RatingUpdate u : updates) {
            if (u.board().equals(board) && !u.at().isBefore(start) && u.at().isBefore(end)) {
                inSeason.add(u);
            }
        }
        inSeason.sort(Comparator.comparing(RatingUpdate::at));
        Map<String, Span> spans = new LinkedHashMap<>();
        for (RatingUpdate u : inSeason) {
            spans.merge(u.player(), new Span(u.before(), u.after(), 1),
                    (was, now) -> new Span(was.first(), now.last(), was.matches() + 1));
        }
        return spans;
    }

    private static List<Standing> ranked(List<Standing> standings) {
        standings.sort(Comparator.comparing(Standing::rating, Rating.BEST_FIRST)
                .thenComparing(Comparator.comparingInt(Standing::matches).reversed())
                .thenComparing(Standing::player));
        List<Standing> out = new ArrayList<>(standings.size());
        for (int i = 0; i < standings.size(); i++) {
            Standing s = standings.get(i);
            out.add(new Standing(i + 1, s.player(), s.rating(), s.matches(), s.change()));
        }
        return out;
    }
}
