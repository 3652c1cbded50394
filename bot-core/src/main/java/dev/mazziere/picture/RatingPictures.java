package dev.mazziere.picture;

import java.awt.BasicStroke;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Path2D;
import java.awt.image.BufferedImage;
import java.util.List;
import java.util.Objects;

/**
 * Draws the pictures of the players' records: a ranking as a board of lines ({@code /stats})
 * and a player's rating trend per game as small line charts ({@code /profile}). Every text
 * comes in already worded in the reader's language; this class only draws. Stateless and
 * thread-safe.
 */
public final class RatingPictures {

    private static final int WIDTH = 720;
    private static final int PAD = 24;
    private static final int TITLE_H = 56;
    private static final int LINE_H = 40;
    private static final int CHART_H = 150;

    /** One line of a ranking: position, name, rating points, the month's change, a mark for a provisional rating. */
    public record Line(int position, String name, int points, int change, boolean provisional) {
        public Line {
            Objects.requireNonNull(name, "name");
        }
    }

    /** One game's trend: its title, a label under it, and the rating points after each rated match, oldest first. */
    public record Trend(String title, String label, List<Integer> points) {
        public Trend {
            Objects.requireNonNull(title, "title");
            Objects.requireNonNull(label, "label");
            points = List.copyOf(points);
        }
    }

    private RatingPictures() {
    }

    /** A ranking titled {@code title}: a line per player, position, name, points and the month's change. */
    public static byte[] ranking(String title, List<Line> lines) {
        int height = TITLE_H + Math.max(1, lines.size()) * LINE_H + PAD;
        BufferedImage image = new BufferedImage(WIDTH, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = canvas(image);
        Font bold = Fonts.bold(24f);
        Font regular = Fonts.regular(22f);
        TextPainter.draw(g, TextPainter.fit(title, bold, WIDTH - 2 * PAD), bold, Palette.GOLD, PAD, 38);
        for (int i = 0; i < lines.size(); i++) {
            Line l = lines.get(i);
            double y = TITLE_H + i * LINE_H + 28;
            if (i % 2 == 0) {
                g.setColor(Palette.CHIP);
                g.fillRoundRect(PAD / 2, (int) y - 28, WIDTH - PAD, LINE_H - 4, 12, 12);
            }
            TextPainter.draw(g, l.position() + ".", bold, l.position() <= 3 ? Palette.GOLD : Palette.TEXT, PAD, y);
            String change = signed(l.change());
            double changeW = TextPainter.width(change, regular);
            double pointsRight = WIDTH - PAD - 110;
            String points = l.points() + (l.provisional() ? "?" : "");
            TextPainter.draw(g, points, bold, Palette.TEXT, pointsRight - TextPainter.width(points, bold), y);
            TextPainter.draw(g, change, regular, l.change() > 0 ? Palette.SKY : Palette.MUTED,
                    WIDTH - PAD - changeW, y);
            double nameX = PAD + 56;
            String name = TextPainter.fit(l.name(), regular, pointsRight - 90 - nameX);
            TextPainter.draw(g, name, regular, Palette.TEXT, nameX, y);
        }
        g.dispose();
        return Png.encode(image);
    }

    /** A player's trends under {@code title}: a small chart per game, its points over its rated matches. */
    public static byte[] trends(String title, List<Trend> trends) {
        int height = TITLE_H + Math.max(1, trends.size()) * (CHART_H + PAD) + PAD / 2;
        BufferedImage image = new BufferedImage(WIDTH, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = canvas(image);
        Font bold = Fonts.bold(24f);
        Font small = Fonts.regular(18f);
        TextPainter.draw(g, TextPainter.fit(title, bold, WIDTH - 2 * PAD), bold, Palette.GOLD, PAD, 38);
        for (int i = 0; i < trends.size(); i++) {
            Trend t = trends.get(i);
            int top = TITLE_H + i * (CHART_H + PAD);
            g.setColor(Palette.BAND);
            g.fillRoundRect(PAD / 2, top, WIDTH - PAD, CHART_H, 14, 14);
            TextPainter.draw(g, TextPainter.fit(t.title(), bold, WIDTH / 2.0), bold, Palette.TEXT, PAD, top + 30);
            TextPainter.draw(g, t.label(), small, Palette.MUTED, WIDTH - PAD - TextPainter.width(t.label(), small),
                    top + 30);
            chart(g, t.points(), PAD, top + 44, WIDTH - 2 * PAD, CHART_H - 56);
        }
        g.dispose();
        return Png.encode(image);
    }

    /** The points as a line in the box, scaled to their own range; a single point as a dot. */
    private static void chart(Graphics2D g, List<Integer> points, int x, int y, int w, int h) {
        if (points.isEmpty()) {
            return;
        }
        int min = points.stream().mapToInt(Integer::intValue).min().orElse(0);
        int max = points.stream().mapToInt(Integer::intValue).max().orElse(0);
        double range = Math.max(1, max - min);
        Font small = Fonts.regular(16f);
        TextPainter.draw(g, String.valueOf(max), small, Palette.MUTED, x, y + 14);
        TextPainter.draw(g, String.valueOf(min), small, Palette.MUTED, x, y + h);
        int left = x + 48;
        int width = w - 56;
        Path2D.Double path = new Path2D.Double();
        for (int i = 0; i < points.size(); i++) {
            double px = left + (points.size() == 1 ? width / 2.0 : width * i / (double) (points.size() - 1));
            double py = y + h - (points.get(i) - min) / range * h;
            if (i == 0) {
                path.moveTo(px, py);
            } else {
                path.lineTo(px, py);
            }
        }
        g.setColor(Palette.GOLD);
        g.setStroke(new BasicStroke(3f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(path);
        double lastX = left + (points.size() == 1 ? width / 2.0 : width);
        double lastY = y + h - (points.getLast() - min) / range * h;
        g.fillOval((int) lastX - 5, (int) lastY - 5, 10, 10);
    }

    private static Graphics2D canvas(BufferedImage image) {
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setColor(Palette.FELT);
        g.fillRect(0, 0, image.getWidth(), image.getHeight());
        return g;
    }

    /** A change as players read it: {@code +12}, {@code -5}, {@code ±0}. */
    public static String signed(int change) {
        return change > 0 ? "+" + change : change < 0 ? String.valueOf(change) : "±0";
    }
}
