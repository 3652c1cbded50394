package dev.mazziere.store;

import java.util.Objects;

/** What {@link Store#createTable} did: a chat has at most one open table at a time. */
public sealed interface TableCreation {

    /** The table was opened. */
    record Created(TableRecord table) implements TableCreation {
        public Created {
            Objects.requireNonNull(table, "table");
        }
    }

    /** The chat already has an open table (maybe opened a moment ago by someone else); nothing changed. */
    record ChatBusy(TableRecord openTable) implements TableCreation {
        public ChatBusy {
            Objects.requireNonNull(openTable, "openTable");
        }
    }
}
