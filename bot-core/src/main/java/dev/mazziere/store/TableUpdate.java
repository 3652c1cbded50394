package dev.mazziere.store;

import java.util.Objects;

/** What {@link Store#updateTable} did. */
public sealed interface TableUpdate {

    /** Written; {@code table} carries the new version. */
    record Updated(TableRecord table) implements TableUpdate {
        public Updated {
            Objects.requireNonNull(table, "table");
        }
    }

    /** The table changed since the caller read it; nothing was written. Reload and decide again. */
    record Conflict(long expectedVersion, TableRecord current) implements TableUpdate {
        public Conflict {
            Objects.requireNonNull(current, "current");
        }
    }
}
