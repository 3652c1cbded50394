package dev.mazziere.store;

import java.time.Instant;
import java.util.Objects;

/**
 * A match as stored, without its moves.
 *
 * @param finishedAt when {@link Store#finishMatch} recorded its end, or null while it runs
 */
public record MatchRecord(long id, long tableId, MatchSetup setup, Instant startedAt, Instant finishedAt) {

    public MatchRecord {
        Objects.requireNonNull(setup, "setup");
        Objects.requireNonNull(startedAt, "startedAt");
    }

    public boolean isFinished() {
        return finishedAt != null;
    }
}
