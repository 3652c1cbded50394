package dev.mazziere.ai;

import java.util.Locale;

/** How strong a computer player is. */
public enum Level {
    /** Random among the legal moves. */
    EASY,
    /** The game's own heuristic. */
    MEDIUM;

    public static Level parse(String text) {
        try {
            return valueOf(text.trim().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown level '" + text + "' (levels: easy, medium)");
        }
    }

    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }
}
