package dev.mazziere.store;

import java.time.Instant;
import java.util.Objects;

/**
 * One entry of a match's move log.
 *
 * @param seq    its place in the log, from 0 and without gaps
 * @param seat   the seat that moved ({@code MatchState.NOBODY}, -1, for an entry of no seat)
 * @param code   the move's {@code Move.code()}, or whatever the table layer logs (e.g. a stop)
 */
public record MoveRecord(long matchId, int seq, int seat, String code, Instant playedAt) {

    public MoveRecord {
        Objects.requireNonNull(code, "code");
        Objects.requireNonNull(playedAt, "playedAt");
    }
}
