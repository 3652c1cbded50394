package dev.mazziere.text;

import java.text.BreakIterator;

/**
 * User input said back in an answer ("Unknown command /xyz"), cut short and cleaned: a
 * reply quotes at most {@link #MAX} characters of what was typed, on one line, without
 * the invisible characters that would turn the answer around or hide part of it (a
 * right-to-left override, zero-width spaces), so a huge or strange line never turns into
 * a wall of text, a flood of messages or a reply that reads other than it says.
 */
public final class Echo {

    /** Characters of user input an answer quotes at most. */
    public static final int MAX = 40;

    private Echo() {
    }

    /**
     * {@code input} on one line, without control or invisible formatting characters, and at
     * most {@link #MAX} characters, with "…" where it was cut (never inside a letter with its
     * accents or an emoji).
     */
    public static String cut(String input) {
        if (input == null) {
            return "";
        }
        String line = clean(input).replaceAll("\\s+", " ").strip();
        if (line.codePointCount(0, line.length()) <= MAX) {
            return line;
        }
        int end = line.offsetByCodePoints(0, MAX - 1);
        BreakIterator letters = BreakIterator.getCharacterInstance();
        letters.setText(line);
        int boundary = letters.isBoundary(end) ? end : letters.preceding(end);
        return line.substring(0, boundary > 0 ? boundary : end).stripTrailing() + "…";
    }

    /**
     * {@code input} without what reads as nothing or rearranges the text around it: control
     * characters (kept as spaces where they break lines), unpaired surrogates, and formatting
     * characters (bidirectional overrides and isolates, zero-width spaces, the byte-order
     * mark), except the zero-width joiner and the tags that compose emoji.
     */
    static String clean(String input) {
        StringBuilder out = new StringBuilder(Math.min(input.length(), 4 * MAX + 16));
        for (int i = 0; i < input.length(); ) {
            int cp = input.codePointAt(i);
            i += Character.charCount(cp);
            if (out.length() > 8 * MAX && !Character.isWhitespace(cp)) {
                // far more than an answer quotes: the rest cannot show, and must not cost time
                out.append(' ').append("…");
                break;
            }
            switch (Character.getType(cp)) {
                case Character.CONTROL -> out.append(' ');
                case Character.SURROGATE -> {
                }
                case Character.FORMAT -> {
                    if (cp == 0x200D || cp >= 0xE0020 && cp <= 0xE007F) {
                        out.appendCodePoint(cp);
                    }
                }
                default -> out.appendCodePoint(cp);
            }
        }
        return out.toString();
    }
}
