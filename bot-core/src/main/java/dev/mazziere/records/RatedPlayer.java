package dev.mazziere.records;

import dev.mazziere.rating.Rating;
import java.util.Objects;

/** A player with their current rating on one leaderboard, and the name a ranking shows. */
public record RatedPlayer(String platform, String userId, String name, Rating rating) {

    public RatedPlayer {
        Objects.requireNonNull(platform, "platform");
        Objects.requireNonNull(userId, "userId");
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(rating, "rating");
    }

    /**
     * The player's key in rating updates the store reads back ({@link PlayerRecords}):
     * platform and user id, since a rating belongs to one platform's user.
     */
    public String key() {
        return key(platform, userId);
    }

    /** The key of {@code userId} on {@code platform}. */
    public static String key(String platform, String userId) {
        return platform + ":" + userId;
    }
}
