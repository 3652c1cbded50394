package dev.mazziere.store;

import java.util.Objects;

/** What {@link Store#appendMove} did. */
public sealed interface MoveAppend {

    /** The move is committed to the log: now it may be announced. */
    record Appended(MoveRecord move) implements MoveAppend {
        public Appended {
            Objects.requireNonNull(move, "move");
        }
    }

    /**
     * The log was not what the caller validated the move against: another move was
     * committed first ("that turn has already been played"), or the match has finished.
     * Nothing was written; reload the moves from {@code expectedSeq} and decide again.
     *
     * @param moveCount how many moves the log holds now
     */
    record Conflict(int expectedSeq, int moveCount, boolean matchFinished) implements MoveAppend {
    }
}
