package dev.mazziere.game;

/**
 * What one seat may see of a match (or everyone, for the public view): its own
 * hand and the public cards, never another seat's hidden cards. Views are
 * immutable records that serialize with Jackson; the chat layer renders them and
 * computer players decide from them.
 */
public interface View {

    int PUBLIC = -1;

    /** The seat this view is for, or {@link #PUBLIC}. */
    int viewer();
}
