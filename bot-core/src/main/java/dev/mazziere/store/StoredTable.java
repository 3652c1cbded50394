package dev.mazziere.store;

import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * A table with everything needed to bring it back after a restart.
 *
 * @param match     its current (latest) match with the move log, empty while in the lobby
 * @param messages  the messages it edits
 * @param deadlines its timers
 */
public record StoredTable(TableRecord table, Optional<StoredMatch> match, List<StoredMessage> messages,
        List<Deadline> deadlines) {

    public StoredTable {
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(match, "match");
        messages = List.copyOf(messages);
        deadlines = List.copyOf(deadlines);
    }
}
