package dev.mazziere.rating;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Every player's current rating on every leaderboard, in memory, kept by applying
 * rated matches in the order they ended: what recomputing the ratings from the stored
 * matches builds. Not thread-safe: one thread replays.
 */
public final class RatingBook {

    private record Key(String player, String board) {
    }

    private final Rater rater;
    private final Map<Key, Rating> ratings = new HashMap<>();

    public RatingBook(Rater rater) {
        this.rater = rater;
    }

    /** The ratings {@code matches} give, applied in order from nobody rated, each update passed to {@code sink}. */
    public static RatingBook replay(Iterable<RatedMatch> matches, Consumer<RatingUpdate> sink) {
        RatingBook book = new RatingBook(new Rater());
        for (RatedMatch m : matches) {
            book.apply(m).forEach(sink);
        }
        return book;
    }

    /** The player's rating on the board, a newcomer's when they have played no rated match there. */
    public Rating get(String player, String board) {
        return ratings.getOrDefault(new Key(player, board), Rating.newcomer());
    }

    /** Rates the match against the ratings held now, keeps the results and returns them. */
    public List<RatingUpdate> apply(RatedMatch match) {
        List<RatingUpdate> updates = rater.rate(match, player -> get(player, match.board()));
        for (RatingUpdate u : updates) {
            ratings.put(new Key(u.player(), u.board()), u.after());
        }
        return updates;
    }

    /** Every rated player's rating on the board, by player id. */
    public Map<String, Rating> board(String board) {
        Map<String, Rating> out = new LinkedHashMap<>();
        ratings.forEach((k, r) -> {
            if (k.board().equals(board)) {
                out.put(k.player(), r);
            }
        });
        return out;
    }

    /** How many (player, board) ratings the book holds. */
    public int size() {
        return ratings.size();
    }
}
