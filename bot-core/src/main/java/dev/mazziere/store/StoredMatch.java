package dev.mazziere.store;

import java.util.List;
import java.util.Objects;

/** A match with its whole move log, in order: everything needed to rebuild it by replay. */
public record StoredMatch(MatchRecord match, List<MoveRecord> moves) {

    public StoredMatch {
        Objects.requireNonNull(match, "match");
        moves = List.copyOf(moves);
    }

    /** The sequence number the next move must be appended with. */
    public int nextSeq() {
        return moves.size();
    }
}
