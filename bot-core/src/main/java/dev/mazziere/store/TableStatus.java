package dev.mazziere.store;

import java.util.Locale;

/** Where a table is in its life; lobby and playing tables are "open" and reloaded on start-up. */
public enum TableStatus {
    LOBBY,
    PLAYING,
    FINISHED;

    public boolean isOpen() {
        return this != FINISHED;
    }

    /** The value stored in the database. */
    String code() {
        return name().toLowerCase(Locale.ROOT);
    }

    static TableStatus ofCode(String code) {
        return valueOf(code.toUpperCase(Locale.ROOT));
    }
}
