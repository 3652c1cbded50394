package dev.mazziere.table.flow;

/** Where a table is in its life. */
public enum Phase {
    LOBBY, PLAYING, FINISHED
}
