package dev.mazziere.picture;

import dev.mazziere.cards.Card;
import java.awt.BasicStroke;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.geom.Path2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;

/**
 * Lays out and draws one section of a scene: its label, then its items left to right in
 * lines as wide as the picture, cards raised, greyed or outlined as marked. A group too
 * wide for a line is fanned tighter, or broken over several lines; a label, a note or a
 * caption too long for its room goes on more lines, so a name or a card is not cut.
 * Measuring and drawing share one pass, so what is measured is what is drawn.
 */
final class SectionFlow {

    static final Font LABEL = Fonts.bold(21);
    static final Font CAPTION = Fonts.regular(23);
    static final Font NOTE = Fonts.regular(25);
    static final Font BADGE = Fonts.bold(26);
    static final Font BADGE_WORD = Fonts.bold(17);

    private static final double CARD_GAP = 10;
    private static final double ITEM_GAP = 20;
    private static final double LINE_GAP = 12;
    private static final double CAPTION_HEIGHT = 32;
    /** A caption's second line. */
    private static final double CAPTION_LINE = 27;
    private static final double NOTE_HEIGHT = 36;
    /** A note's further lines. */
    private static final double NOTE_LINE = 31;
    private static final double LABEL_LINE = 27;
    private static final double ARROW_WIDTH = 44;
    /** A caption may widen its box up to this; a longer one is cut with an ellipsis. */
    private static final double CAPTION_ROOM = 190;
    /** A fan shows at least this share of each card: its rank and suit. */
    private static final double MIN_FAN = 0.34;
    private static final double FAN = 0.5;

    private final double left;
    private final double width;

    /** A flow from {@code left}, {@code width} wide. */
    SectionFlow(double left, double width) {
        this.left = left;
        this.width = width;
    }

    /** Draws {@code section} from {@code top} (measures only, when {@code g} is null); returns its height. */
    double draw(Graphics2D g, Scene.Section section, double top) {
        double y = top;
        if (!section.label().isEmpty()) {
            List<String> label = TextPainter.wrap(section.label(), LABEL, width, 2);
            for (int i = 0; i < label.size(); i++) {
                if (g != null) {
                    TextPainter.draw(g, label.get(i), LABEL, Palette.MUTED, left, y + 21 + i * LABEL_LINE);
                }
            }
            y += 31 + (label.size() - 1) * LABEL_LINE;
        }
        List<List<Box>> lines = lines(boxes(section));
        for (int i = 0; i < lines.size(); i++) {
            y += line(g, lines.get(i), y);
            if (i < lines.size() - 1) {
                y += LINE_GAP;
            }
        }
        return y - top;
    }

    /**
     * One thing placed in a line: cards (a run of a group), a pile, an arrow or a note (its
     * lines). A box is as wide as its cards ({@code inner}) or its caption, whichever is wider
     * (the cards centred over a longer caption, up to {@link #CAPTION_ROOM}, the caption on a
     * second line beyond it), so neighbours' captions never run together.
     */
    private record Box(Scene.Item item, List<Scene.Face> faces, List<String> caption, List<String> note,
            double step, double inner, double w, Scene.Size size) {

        static Box of(Scene.Item item, List<Scene.Face> faces, String caption, double step, double inner,
                Scene.Size size, double max) {
            return of(item, faces, caption, List.of(), step, inner, size, max);
        }

        static Box of(Scene.Item item, List<Scene.Face> faces, String caption, List<String> note, double step,
                double inner, Scene.Size size, double max) {
            double room = Math.min(max, Math.max(inner, CAPTION_ROOM));
            List<String> lines = caption.isEmpty() ? List.of() : TextPainter.wrap(caption, CAPTION, room, 2);
            double captionWidth = lines.stream().mapToDouble(l -> TextPainter.width(l, CAPTION)).max().orElse(0);
            return new Box(item, faces, lines, note, step, inner, Math.max(inner, captionWidth), size);
        }

        double cardHeight() {
            return switch (item) {
                case Scene.Cards c -> faces.stream().mapToDouble(f -> CardFaces.height(f.card(), size)).max().orElse(0);
                case Scene.Pile p -> CardFaces.height(p.italian(), size) + 4;
                case Scene.Arrow a -> 0;
                case Scene.Note n -> 0;
            };
        }

        double raise() {
            // a badge stands out over the card's top edge
            return faces.stream().mapToDouble(f -> lift(f, size) + (f.badge().isEmpty() ? 0 : 12)).max().orElse(0);
        }

        boolean captioned() {
            return !caption.isEmpty();
        }

        double noteHeight() {
            return note.isEmpty() ? 0 : NOTE_HEIGHT + (note.size() - 1) * NOTE_LINE;
        }
    }

    private List<Box> boxes(Scene.Section section) {
        Scene.Size size = section.size();
        double cw = CardFaces.width(size);
        List<Box> out = new ArrayList<>();
        for (Scene.Item item : section.items()) {
            switch (item) {
                case Scene.Cards c -> out.addAll(cards(c, size, cw));
                case Scene.Pile p -> out.add(Box.of(p, List.of(), p.caption(), 0, cw + 4, size, width));
                case Scene.Arrow a -> out.add(Box.of(a, List.of(), "", 0, ARROW_WIDTH, size, width));
                case Scene.Note n -> {
                    List<String> lines = TextPainter.wrap(n.text(), NOTE, width, 4);
                    double w = lines.stream().mapToDouble(l -> TextPainter.width(l, NOTE)).max().orElse(0);
                    out.add(Box.of(n, List.of(), "", lines, 0, Math.min(width, w), size, width));
                }
            }
        }
        return out;
    }

    /** A group as one box, or several when it does not fit a line; the caption goes under the last. */
    private List<Box> cards(Scene.Cards c, Scene.Size size, double cw) {
        List<Scene.Face> faces = c.faces();
        int n = faces.size();
        if (n == 0) {
            return List.of();
        }
        double step = c.fan() ? cw * FAN : cw + CARD_GAP;
        if (cw + (n - 1) * step <= width) {
            return List.of(Box.of(c, faces, c.caption(), step, cw + (n - 1) * step, size, width));
        }
        if (c.fan() && n > 1 && (width - cw) / (n - 1) >= cw * MIN_FAN) {
            step = (width - cw) / (n - 1);
            return List.of(Box.of(c, faces, c.caption(), step, width, size, width));
        }
        int perLine = c.fan() ? (int) ((width - cw) / (cw * MIN_FAN)) + 1 : (int) ((width + CARD_GAP) / step);
        perLine = Math.max(1, perLine);
        int lines = (n + perLine - 1) / perLine;
        int each = (n + lines - 1) / lines;
        List<Box> out = new ArrayList<>();
        for (int from = 0; from < n; from += each) {
            List<Scene.Face> run = faces.subList(from, Math.min(n, from + each));
            double s = c.fan() && run.size() > 1 ? Math.min(cw * FAN, (width - cw) / (run.size() - 1)) : step;
            boolean last = from + each >= n;
            out.add(Box.of(c, run, last ? c.caption() : "", s, cw + (run.size() - 1) * s, size, width));
        }
        return out;
    }

    private List<List<Box>> lines(List<Box> boxes) {
        List<List<Box>> lines = new ArrayList<>();
        List<Box> line = new ArrayList<>();
        double x = 0;
        for (Box b : boxes) {
            boolean wholeGroup = b.item() instanceof Scene.Cards c && b.faces().size() == c.faces().size();
            boolean split = b.item() instanceof Scene.Cards && !wholeGroup;
            if (!line.isEmpty() && (x + ITEM_GAP + b.w() > width || split)) {
                lines.add(line);
                line = new ArrayList<>();
                x = 0;
            }
            x += (line.isEmpty() ? 0 : ITEM_GAP) + b.w();
            line.add(b);
        }
        if (!line.isEmpty()) {
            lines.add(line);
        }
        return lines;
    }

    /** Draws one line from {@code top}; returns its height. */
    private double line(Graphics2D g, List<Box> line, double top) {
        double raise = line.stream().mapToDouble(Box::raise).max().orElse(0);
        double cards = line.stream().mapToDouble(Box::cardHeight).max().orElse(0);
        int captionLines = line.stream().mapToInt(b -> b.caption().size()).max().orElse(0);
        double notes = line.stream().mapToDouble(Box::noteHeight).max().orElse(0);
        double body = Math.max(cards, notes > 0 ? notes : cards > 0 ? 0 : NOTE_HEIGHT);
        double height = raise + body + (captionLines > 0 ? CAPTION_HEIGHT + (captionLines - 1) * CAPTION_LINE : 0);
        if (g == null) {
            return height;
        }
        double x = left;
        double cardsTop = top + raise;
        double middle = cardsTop + body / 2;
        for (Box b : line) {
            double inset = (b.w() - b.inner()) / 2;
            switch (b.item()) {
                case Scene.Cards c -> drawCards(g, b, x + inset, cardsTop, raise);
                case Scene.Pile p -> pile(g, p, b.size(), x + inset, cardsTop);
                case Scene.Arrow a -> arrow(g, x, middle);
                case Scene.Note n -> {
                    double first = middle + 8 - (b.note().size() - 1) * NOTE_LINE / 2;
                    for (int i = 0; i < b.note().size(); i++) {
                        TextPainter.draw(g, b.note().get(i), NOTE, Palette.TEXT, x, first + i * NOTE_LINE);
                    }
                }
            }
            for (int i = 0; i < b.caption().size(); i++) {
                String caption = b.caption().get(i);
                double cw = TextPainter.width(caption, CAPTION);
                TextPainter.draw(g, caption, CAPTION, Palette.TEXT, x + (b.w() - cw) / 2,
                        cardsTop + body + 25 + i * CAPTION_LINE);
            }
            x += b.w() + ITEM_GAP;
        }
        return height;
    }

    /** How far a card is raised: a playable one a sixth of its width, a picked one twice that. */
    private static double lift(Scene.Face f, Scene.Size size) {
        double base = Math.round(CardFaces.width(size) * 0.16);
        return switch (f.mark()) {
            case PLAYABLE -> base;
            case SELECTED -> 2 * base;
            case PLAIN, DIMMED, HIGHLIGHT -> 0;
        };
    }

    private static void drawCards(Graphics2D g, Box b, double x, double cardsTop, double raise) {
        double cw = CardFaces.width(b.size());
        for (int i = 0; i < b.faces().size(); i++) {
            Scene.Face f = b.faces().get(i);
            double cx = x + i * b.step();
            double cy = cardsTop - lift(f, b.size());
            card(g, f.card(), f.mark(), b.size(), cx, cy, cw);
            if (!f.badge().isEmpty()) {
                badge(g, f.badge(), cx + cw, cy);
            }
        }
    }

    /** A word on a card's top right corner, gold on the band's green: {@code new}. */
    private static void badge(Graphics2D g, String word, double right, double top) {
        double w = TextPainter.width(word, BADGE_WORD) + 14;
        RoundRectangle2D pill = new RoundRectangle2D.Double(right - w + 4, top - 10, w, 26, 26, 26);
        g.setColor(Palette.GOLD);
        g.fill(pill);
        TextPainter.draw(g, word, BADGE_WORD, Palette.BAND, right - w + 11, top + 9);
    }

    /** One card with its shadow, and its mark: an outline for a playable or highlighted card, a veil for a dimmed one. */
    private static void card(Graphics2D g, Card card, Scene.Mark mark, Scene.Size size, double x, double y, double cw) {
        BufferedImage image = CardFaces.face(card, size);
        double ch = image.getHeight();
        double radius = cw * 0.12;
        g.setColor(Palette.SHADOW);
        g.fill(new RoundRectangle2D.Double(x + 2, y + 3, cw, ch, radius, radius));
        g.drawImage(image, (int) Math.round(x), (int) Math.round(y), null);
        RoundRectangle2D outline = new RoundRectangle2D.Double(Math.round(x), Math.round(y), cw, ch, radius, radius);
        switch (mark) {
            case PLAYABLE -> {
                g.setColor(Palette.GOLD);
                g.setStroke(new BasicStroke(4f));
                g.draw(outline);
            }
            case HIGHLIGHT -> {
                g.setColor(Palette.SKY);
                g.setStroke(new BasicStroke(4f));
                g.draw(outline);
            }
            case SELECTED -> {
                g.setColor(Palette.SKY);
                g.setStroke(new BasicStroke(5f));
                g.draw(outline);
            }
            case DIMMED -> {
                g.setColor(Palette.VEIL);
                g.fill(outline);
            }
            case PLAIN -> {
            }
        }
    }

    /** A face-down stack, a few backs deep, with its count on it. */
    private static void pile(Graphics2D g, Scene.Pile p, Scene.Size size, double x, double y) {
        BufferedImage back = CardFaces.back(p.italian(), size);
        int depth = p.count() > 1 ? 3 : p.count();
        for (int i = depth - 1; i >= 0; i--) {
            g.setColor(Palette.SHADOW);
            double cw = back.getWidth();
            g.fill(new RoundRectangle2D.Double(x + 2 * i + 2, y + 2 * i + 3, cw, back.getHeight(), cw * 0.12, cw * 0.12));
            g.drawImage(back, (int) Math.round(x + 2 * i), (int) Math.round(y + 2 * (depth - 1 - i)), null);
        }
        if (depth == 0) {
            g.setColor(Palette.MUTED);
            g.setStroke(new BasicStroke(2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND, 1f, new float[] {6f, 6f}, 0f));
            double cw = back.getWidth();
            g.draw(new RoundRectangle2D.Double(x, y, cw, back.getHeight(), cw * 0.12, cw * 0.12));
        }
        String count = Integer.toString(p.count());
        double w = TextPainter.width(count, BADGE);
        double cx = x + back.getWidth() / 2.0 + 2;
        double cy = y + back.getHeight() / 2.0;
        double bw = Math.max(w + 18, 44);
        g.setColor(Palette.BAND);
        g.fill(new RoundRectangle2D.Double(cx - bw / 2, cy - 20, bw, 40, 40, 40));
        TextPainter.draw(g, count, BADGE, Palette.TEXT, cx - w / 2, cy + 9);
    }

    /** A thick arrow pointing right: the card on its left takes what is on its right. */
    private static void arrow(Graphics2D g, double x, double middle) {
        Path2D a = new Path2D.Double();
        a.moveTo(x + 4, middle - 5);
        a.lineTo(x + 24, middle - 5);
        a.lineTo(x + 24, middle - 14);
        a.lineTo(x + 40, middle);
        a.lineTo(x + 24, middle + 14);
        a.lineTo(x + 24, middle + 5);
        a.lineTo(x + 4, middle + 5);
        a.closePath();
        g.setColor(Palette.GOLD);
        g.fill(a);
    }
}
