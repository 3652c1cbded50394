package dev.mazziere.table;

/** Where a table is in its life. */
public enum Phase {
    LOBBY, PLAYING, FINISHED
}
