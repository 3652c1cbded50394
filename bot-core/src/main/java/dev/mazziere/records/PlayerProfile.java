package dev.mazziere.records;

import dev.mazziere.rating.RatingUpdate;
import java.util.List;
import java.util.Objects;

/**
 * Everything the store keeps about one player that {@code /profile} shows: the name last
 * seen, whether they are in the global ranking, each leaderboard they played on (most
 * played first), and their rating updates since a date (the trend charts), oldest first,
 * keyed as {@link RatedPlayer#key}.
 */
public record PlayerProfile(String platform, String userId, String name, boolean globalRanking,
        List<BoardRecord> boards, List<RatingUpdate> history) {

    public PlayerProfile {
        Objects.requireNonNull(platform, "platform");
        Objects.requireNonNull(userId, "userId");
        Objects.requireNonNull(name, "name");
        boards = List.copyOf(boards);
        history = List.copyOf(history);
    }
}
