package dev.mazziere.store;

import java.time.Instant;
import java.util.Objects;

/**
 * A finished match's transcript ({@code mazziere-transcript/1} JSON), for {@code /history};
 * {@code threadId} is the topic or thread of the chat its table lived in ({@code ""} for none).
 */
public record FinishedMatch(long matchId, long tableId, String threadId, String game, Instant finishedAt,
                            String transcriptJson) {

    /** A match of a table in the chat itself, outside any topic or thread. */
    public FinishedMatch(long matchId, long tableId, String game, Instant finishedAt, String transcriptJson) {
        this(matchId, tableId, "", game, finishedAt, transcriptJson);
    }

    public FinishedMatch {
        Objects.requireNonNull(threadId, "threadId");
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(finishedAt, "finishedAt");
        Objects.requireNonNull(transcriptJson, "transcriptJson");
    }
}
