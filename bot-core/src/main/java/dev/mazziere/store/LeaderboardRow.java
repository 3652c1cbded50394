package dev.mazziere.store;

import java.util.Objects;

/** One player's line of a chat's leaderboard for one game; the name is the latest one seen. */
public record LeaderboardRow(String userId, String displayName, int played, int won, long points) {

    public LeaderboardRow {
        Objects.requireNonNull(userId, "userId");
        Objects.requireNonNull(displayName, "displayName");
    }
}
