package dev.mazziere.store;

import java.util.Objects;

/** How one player did in a finished match, for the chat's leaderboard. */
public record PlayerResult(String userId, String displayName, boolean won, int points) {

    public PlayerResult {
        Objects.requireNonNull(userId, "userId");
        Objects.requireNonNull(displayName, "displayName");
    }
}
