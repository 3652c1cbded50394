package dev.mazziere.text;

/**
 * User input said back in an answer ("Unknown command /xyz"), cut short: a reply quotes
 * at most {@link #MAX} characters of what was typed, on one line, so a huge or strange
 * line never turns into a wall of text or a flood of messages.
 */
public final class Echo {

    /** Characters of user input an answer quotes at most. */
    public static final int MAX = 40;

    private Echo() {
    }

    /** {@code input} on one line and at most {@link #MAX} characters, with "…" where it was cut. */
    public static String cut(String input) {
        if (input == null) {
            return "";
        }
        String line = input.replaceAll("[\\p{Cntrl}\\s]+", " ").strip();
        if (line.codePointCount(0, line.length()) <= MAX) {
            return line;
        }
        return line.substring(0, line.offsetByCodePoints(0, MAX - 1)) + "…";
    }
}
