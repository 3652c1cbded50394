package dev.mazziere.store;

import java.time.Instant;
import java.util.Objects;

/** A finished match's transcript ({@code mazziere-transcript/1} JSON), for {@code /history}. */
public record FinishedMatch(long matchId, long tableId, String game, Instant finishedAt, String transcriptJson) {

    public FinishedMatch {
        Objects.requireNonNull(game, "game");
        Objects.requireNonNull(finishedAt, "finishedAt");
        Objects.requireNonNull(transcriptJson, "transcriptJson");
    }
}
