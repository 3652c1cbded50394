package dev.mazziere.store;

import java.util.Objects;

/** What {@link Store#startMatch} did. */
public sealed interface MatchStart {

    /** The match exists with an empty move log, and the table is playing it. */
    record Started(TableRecord table, MatchRecord match) implements MatchStart {
        public Started {
            Objects.requireNonNull(table, "table");
            Objects.requireNonNull(match, "match");
        }
    }

    /** The table changed since the caller read it (someone started it first?); nothing was written. */
    record Conflict(long expectedVersion, TableRecord current) implements MatchStart {
        public Conflict {
            Objects.requireNonNull(current, "current");
        }
    }
}
