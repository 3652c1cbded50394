package dev.mazziere.picture;

import dev.mazziere.cards.ItalianSuit;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.RoundRectangle2D;
import java.util.ArrayList;
import java.util.List;

/**
 * Sets a line of chat text in a picture: letters in the bundled font, and the marks the
 * chat writes as emoji drawn as small pictures (🪙 🍷 🗡️ 🪵 as the suits' marks, 🃏 as
 * a little card with a star, 🤖 as a robot's head, a country's flag as its two letters in
 * a frame, 🇮🇹 as IT). Other emoji the font lacks are left out, and a letter it lacks shows
 * as {@code ?}. A text too long for its room goes on more lines ({@link #wrap}) before
 * anything is cut. Stateless.
 */
final class TextPainter {

    private static final String ELLIPSIS = "…";

    /**
     * A rendering hint whose value, a {@code List<String>}, gets every text drawn with the
     * graphics it is set on, as drawn: how a test reads what a picture says.
     */
    static final RenderingHints.Key TEXT_LOG = new RenderingHints.Key(0x6d617a7a) {
        @Override
        public boolean isCompatibleValue(Object value) {
            return value instanceof List<?>;
        }
    };

    private TextPainter() {
    }

    /** A piece of a line: letters, or one drawn mark. */
    private sealed interface Token permits Letters, Mark, Flag {
    }

    private record Letters(String text) implements Token {
    }

    private enum Kind { DENARI, COPPE, SPADE, BASTONI, JOKER, ROBOT }

    private record Mark(Kind kind) implements Token {
    }

    /** A country's flag ({@code 🇮🇹}), drawn as its two letters ({@code IT}) in a frame. */
    private record Flag(String letters) implements Token {
    }

    /** The width of {@code text} set in {@code font}. */
    static double width(String text, Font font) {
        double w = 0;
        for (Token t : tokens(text, font)) {
            w += width(t, font);
        }
        return w;
    }

    /**
     * {@code text} on as many lines of at most {@code max} wide as it takes, up to
     * {@code lines}: broken between words (a {@code ·} between items stays at the end of its
     * line's item), a word wider than a line cut short, and the last line cut with an ellipsis
     * only when the text still does not fit.
     */
    static List<String> wrap(String text, Font font, double max, int lines) {
        List<String> out = new ArrayList<>();
        String rest = text.strip();
        while (!rest.isEmpty()) {
            if (out.size() == lines - 1 || width(rest, font) <= max) {
                out.add(fit(rest, font, max));
                break;
            }
            String[] words = words(rest);
            StringBuilder line = new StringBuilder(words[0]);
            int used = 1;
            while (used < words.length && width(line + " " + words[used], font) <= max) {
                line.append(' ').append(words[used++]);
            }
            String shown = line.toString();
            if (shown.endsWith(" ·")) {
                shown = shown.substring(0, shown.length() - 2);
            }
            out.add(fit(shown, font, max));
            rest = String.join(" ", java.util.Arrays.asList(words).subList(used, words.length)).strip();
            if (rest.startsWith("· ")) {
                rest = rest.substring(2);
            }
        }
        return out;
    }

    /** The words of {@code text}, an emoji alone ({@code 🤖}) kept with the word after it ({@code 🤖 Mario}). */
    private static String[] words(String text) {
        List<String> out = new ArrayList<>();
        String pending = "";
        for (String w : text.split(" ")) {
            boolean symbol = !w.isEmpty() && w.codePoints().noneMatch(Character::isLetterOrDigit)
                    && w.codePoints().anyMatch(cp -> Character.getType(cp) == Character.OTHER_SYMBOL);
            if (symbol) {
                pending = pending + w + " ";
            } else {
                out.add(pending + w);
                pending = "";
            }
        }
        if (!pending.isBlank()) {
            out.add(pending.strip());
        }
        return out.toArray(String[]::new);
    }

    /** {@code text}, cut short with an ellipsis when it is wider than {@code max}. */
    static String fit(String text, Font font, double max) {
        if (width(text, font) <= max) {
            return text;
        }
        int end = text.length();
        while (end > 0) {
            end = text.offsetByCodePoints(end, -1);
            String cut = text.substring(0, end).stripTrailing() + ELLIPSIS;
            if (width(cut, font) <= max) {
                return cut;
            }
        }
        return ELLIPSIS;
    }

    /** Draws {@code text} from {@code x} on the baseline {@code y}; returns its width. */
    static double draw(Graphics2D g, String text, Font font, Color color, double x, double y) {
        if (g.getRenderingHint(TEXT_LOG) instanceof List<?> log) {
            @SuppressWarnings("unchecked")
            List<String> said = (List<String>) log;
            said.add(text);
        }
        double start = x;
        for (Token t : tokens(text, font)) {
            switch (t) {
                case Letters l -> {
                    g.setFont(font);
                    g.setColor(color);
                    g.drawString(l.text(), (float) x, (float) y);
                }
                case Mark m -> mark(g, m.kind(), font.getSize2D(), color, x, y);
                case Flag f -> flag(g, f.letters(), font, color, x, y);
            }
            x += width(t, font);
        }
        return x - start;
    }

    private static double width(Token t, Font font) {
        return switch (t) {
            case Letters l -> font.getStringBounds(l.text(), Fonts.FRC).getWidth();
            case Mark m -> font.getSize2D() * 1.15;
            case Flag f -> font.getSize2D() * 1.6;
        };
    }

    /**
     * The pieces of {@code text}: emoji the font lacks are left out first, and the spaces
     * they leave at either end or doubled are closed up ({@code 👉 anna} is {@code anna}).
     */
    private static List<Token> tokens(String text, Font font) {
        List<Token> out = new ArrayList<>();
        StringBuilder letters = new StringBuilder();
        text = visible(text, font);
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            i += Character.charCount(cp);
            Kind kind = kind(cp);
            if (regional(cp) && i < text.length() && regional(text.codePointAt(i))) {
                int second = text.codePointAt(i);
                i += Character.charCount(second);
                if (!letters.isEmpty()) {
                    out.add(new Letters(letters.toString()));
                    letters.setLength(0);
                }
                out.add(new Flag("" + (char) ('A' + cp - 0x1F1E6) + (char) ('A' + second - 0x1F1E6)));
            } else if (kind != null) {
                if (!letters.isEmpty()) {
                    out.add(new Letters(letters.toString()));
                    letters.setLength(0);
                }
                out.add(new Mark(kind));
            } else if (!regional(cp)) {
                letters.appendCodePoint(cp); // a lone half of a flag draws nothing
            }
        }
        if (!letters.isEmpty()) {
            out.add(new Letters(letters.toString()));
        }
        return out;
    }

    /** {@code text} with only what can be drawn: letters the font has (else {@code ?}) and the drawn marks. */
    private static String visible(String text, Font font) {
        StringBuilder out = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            i += Character.charCount(cp);
            if (kind(cp) != null || regional(cp) || !invisible(cp) && font.canDisplay(cp)) {
                boolean space = cp == ' ';
                if (!space || !out.isEmpty() && out.charAt(out.length() - 1) != ' ') {
                    out.appendCodePoint(cp);
                }
            } else if (Character.isLetterOrDigit(cp)) {
                out.append('?');
            }
        }
        int end = out.length();
        while (end > 0 && out.charAt(end - 1) == ' ') {
            end--;
        }
        return out.substring(0, end);
    }

    private static Kind kind(int cp) {
        return switch (cp) {
            case 0x1FA99 -> Kind.DENARI;
            case 0x1F377 -> Kind.COPPE;
            case 0x1F5E1 -> Kind.SPADE;
            case 0x1FAB5 -> Kind.BASTONI;
            case 0x1F0CF -> Kind.JOKER;
            case 0x1F916 -> Kind.ROBOT;
            default -> null;
        };
    }

    /** A regional indicator, 🇦 to 🇿: two make a country's flag. */
    private static boolean regional(int cp) {
        return cp >= 0x1F1E6 && cp <= 0x1F1FF;
    }

    /** A flag as its country's two letters, small and bold in a rounded frame. */
    private static void flag(Graphics2D g, String letters, Font font, Color color, double x, double y) {
        double size = font.getSize2D();
        Font small = Fonts.bold((float) (size * 0.62));
        double w = size * 1.45;
        double h = size * 0.95;
        double top = y - size * 0.82;
        g.setColor(color);
        g.setStroke(new BasicStroke((float) (size * 0.07)));
        g.draw(new RoundRectangle2D.Double(x + size * 0.05, top, w, h, size * 0.25, size * 0.25));
        double lw = small.getStringBounds(letters, Fonts.FRC).getWidth();
        g.setFont(small);
        g.drawString(letters, (float) (x + size * 0.05 + (w - lw) / 2), (float) (top + h / 2 + size * 0.22));
    }

    /** Emoji presentation selectors, joiners and skin tones: nothing to draw. */
    private static boolean invisible(int cp) {
        return cp == 0xFE0F || cp == 0xFE0E || cp == 0x200D || (cp >= 0x1F3FB && cp <= 0x1F3FF);
    }

    private static void mark(Graphics2D g, Kind kind, double size, Color color, double x, double y) {
        double s = size * 1.05;
        double cx = x + size * 0.575;
        double cy = y - size * 0.36;
        switch (kind) {
            case DENARI, COPPE, SPADE, BASTONI -> {
                g.setColor(new Color(0xFFFDF6));
                g.fill(new Ellipse2D.Double(cx - s / 2, cy - s / 2, s, s));
                ItalianSuit suit = ItalianSuit.values()[kind.ordinal()];
                ItalianSuitArt.draw(g, suit, cx, cy, s * 0.82, 0);
            }
            case JOKER -> {
                g.setColor(new Color(0xFFFDF6));
                g.fill(new RoundRectangle2D.Double(cx - s * 0.36, cy - s / 2, s * 0.72, s, s * 0.15, s * 0.15));
                g.setColor(FrenchCardArt.RED);
                g.fill(star(cx, cy, s * 0.32, s * 0.14));
            }
            case ROBOT -> robot(g, color, cx, cy, s);
        }
    }

    /** A five-pointed star centred on ({@code cx}, {@code cy}). */
    private static Path2D star(double cx, double cy, double outer, double inner) {
        Path2D star = new Path2D.Double();
        for (int i = 0; i < 10; i++) {
            double r = i % 2 == 0 ? outer : inner;
            double a = Math.toRadians(-90 + i * 36);
            if (i == 0) {
                star.moveTo(cx + r * Math.cos(a), cy + r * Math.sin(a));
            } else {
                star.lineTo(cx + r * Math.cos(a), cy + r * Math.sin(a));
            }
        }
        star.closePath();
        return star;
    }

    /** A robot's head: a rounded square with two eyes and an antenna, in the text's colour. */
    private static void robot(Graphics2D g, Color color, double cx, double cy, double s) {
        g.setColor(color);
        g.setStroke(new BasicStroke((float) (s * 0.09), BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(new RoundRectangle2D.Double(cx - s * 0.38, cy - s * 0.22, s * 0.76, s * 0.6, s * 0.2, s * 0.2));
        g.draw(new Line2D.Double(cx, cy - s * 0.22, cx, cy - s * 0.4));
        double e = s * 0.15;
        g.fill(new Ellipse2D.Double(cx - s * 0.46 / 2 - e / 2, cy - e / 2 + s * 0.05, e, e));
        g.fill(new Ellipse2D.Double(cx + s * 0.46 / 2 - e / 2, cy - e / 2 + s * 0.05, e, e));
        g.fill(new Ellipse2D.Double(cx - e / 2, cy - s * 0.46 - e / 2, e, e));
    }
}
