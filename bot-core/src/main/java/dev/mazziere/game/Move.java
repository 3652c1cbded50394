package dev.mazziere.game;

/**
 * One move of a match: a small immutable record that serializes with Jackson.
 * {@link #code()} is short and stable: it rides in a button payload and its game's
 * {@link Game#parseMove(String)} turns it back into an equal move.
 */
public interface Move {

    /** The short stable code of this move (ASCII, a few dozen bytes at most). */
    String code();
}
