package dev.mazziere.ai;

import java.util.Locale;

/** How strong a computer player is. */
public enum Level {
    /** Random among the sensible moves: the heuristic's choice some of the time, else any legal move. */
    EASY,
    /** The game's own heuristic. */
    MEDIUM,
    /** Information Set Monte Carlo Tree Search over the game's determinizer ({@link IsmctsPlayer}). */
    HARD;

    public static Level parse(String text) {
        try {
            return valueOf(text.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown level '" + text + "' (levels: easy, medium, hard)");
        }
    }

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
