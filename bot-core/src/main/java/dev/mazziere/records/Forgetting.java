package dev.mazziere.records;

import java.util.List;
import java.util.Objects;

/** What {@link PlayerRecords#forget} did: erased a player, or nothing while they still sit at a table. */
public sealed interface Forgetting {

    /**
     * Done: ratings, history, profile, feats and settings deleted; in every stored match,
     * transcript, seat and chat leaderboard the player is now {@code name}, with the
     * random id {@code userId} that nothing links to them.
     *
     * @param matches the stored matches they played that now show the pseudonym
     * @param chats   the chat leaderboards they were in
     */
    record Forgotten(String name, String userId, int matches, int chats) implements Forgetting {
        public Forgotten {
            Objects.requireNonNull(name, "name");
            Objects.requireNonNull(userId, "userId");
        }
    }

    /**
     * Nothing done: an open table holds the player (they sit at it or run it, or opened it
     * and left), and it would write their name again; it has to end first.
     *
     * @param chatIds the chats of those tables
     */
    record StillSeated(List<String> chatIds) implements Forgetting {
        public StillSeated {
            chatIds = List.copyOf(chatIds);
        }
    }
}
