package dev.mazziere.picture;

import dev.mazziere.cards.ItalianSuit;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Line2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;

/**
 * Draws the mark of an Italian suit as a player knows it: the denaro a gold coin with a
 * red rose, the coppa a golden goblet, the spada a straight sword with a gold hilt, the
 * bastone a knotty club. Each is drawn in a 100 by 100 box, scaled to the size asked.
 */
final class ItalianSuitArt {

    static final Color GOLD = new Color(0xE9B824);
    static final Color GOLD_LIGHT = new Color(0xF6D86B);
    static final Color INK = new Color(0x4A2F0A);
    static final Color RED = new Color(0xC0392B);
    static final Color STEEL = new Color(0xC9D8E6);
    static final Color STEEL_DARK = new Color(0x1D4E89);
    static final Color BLUE = new Color(0x1F5FA8);
    static final Color WOOD = new Color(0xA0652F);
    static final Color WOOD_DARK = new Color(0x5A3412);
    static final Color LEAF = new Color(0x3D8B3D);

    private static final BasicStroke LINE = new BasicStroke(3.2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);
    private static final BasicStroke THIN = new BasicStroke(2f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);

    private ItalianSuitArt() {
    }

    /** The colour a suit's rank is written in: dark gold, red, blue, green. */
    static Color ink(ItalianSuit suit) {
        return switch (suit) {
            case DENARI -> new Color(0xA66F00);
            case COPPE -> RED;
            case SPADE -> BLUE;
            case BASTONI -> new Color(0x2E7D32);
        };
    }

    /**
     * Draws the mark of {@code suit} centred on ({@code cx}, {@code cy}), {@code size} wide
     * and high, turned by {@code degrees} clockwise.
     */
    static void draw(Graphics2D g, ItalianSuit suit, double cx, double cy, double size, double degrees) {
        AffineTransform saved = g.getTransform();
        g.translate(cx, cy);
        g.rotate(Math.toRadians(degrees));
        g.scale(size / 100, size / 100);
        g.translate(-50, -50);
        switch (suit) {
            case DENARI -> coin(g);
            case COPPE -> cup(g);
            case SPADE -> sword(g);
            case BASTONI -> club(g);
        }
        g.setTransform(saved);
    }

    private static void paint(Graphics2D g, Shape shape, Color fill, BasicStroke stroke) {
        g.setColor(fill);
        g.fill(shape);
        g.setColor(INK);
        g.setStroke(stroke);
        g.draw(shape);
    }

    /** A gold coin with a red heart and an eight-petalled gold rose. */
    private static void coin(Graphics2D g) {
        paint(g, new Ellipse2D.Double(3, 3, 94, 94), GOLD, LINE);
        g.setColor(INK);
        g.setStroke(THIN);
        g.draw(new Ellipse2D.Double(12, 12, 76, 76));
        paint(g, new Ellipse2D.Double(22, 22, 56, 56), RED, THIN);
        for (int i = 0; i < 8; i++) {
            AffineTransform saved = g.getTransform();
            g.rotate(Math.toRadians(i * 45), 50, 50);
            paint(g, new Ellipse2D.Double(45, 25, 10, 22), GOLD_LIGHT, THIN);
            g.setTransform(saved);
        }
        paint(g, new Ellipse2D.Double(42, 42, 16, 16), GOLD, THIN);
    }

    /** A golden goblet: a wide bowl with a red band, a knotted stem and a round foot. */
    private static void cup(Graphics2D g) {
        Path2D bowl = new Path2D.Double();
        bowl.moveTo(14, 16);
        bowl.lineTo(86, 16);
        bowl.curveTo(86, 46, 72, 60, 50, 60);
        bowl.curveTo(28, 60, 14, 46, 14, 16);
        bowl.closePath();
        paint(g, bowl, GOLD, LINE);
        Shape clip = g.getClip();
        g.clip(bowl);
        g.setColor(RED);
        g.fill(new Rectangle2D.Double(0, 27, 100, 10));
        g.setClip(clip);
        g.setColor(INK);
        g.setStroke(THIN);
        g.draw(bowl);
        paint(g, new Ellipse2D.Double(12, 9, 76, 14), GOLD_LIGHT, LINE);
        paint(g, new Rectangle2D.Double(45, 59, 10, 24), GOLD, THIN);
        paint(g, new Ellipse2D.Double(37, 65, 26, 9), RED, THIN);
        Path2D foot = new Path2D.Double();
        foot.moveTo(22, 96);
        foot.curveTo(26, 86, 42, 84, 45, 80);
        foot.lineTo(55, 80);
        foot.curveTo(58, 84, 74, 86, 78, 96);
        foot.closePath();
        paint(g, foot, GOLD, LINE);
    }

    /** A straight sword pointing up: a steel blade, a gold cross-guard, a blue grip, a gold pommel. */
    private static void sword(Graphics2D g) {
        Path2D blade = new Path2D.Double();
        blade.moveTo(50, 0);
        blade.lineTo(61, 14);
        blade.lineTo(60, 68);
        blade.lineTo(40, 68);
        blade.lineTo(39, 14);
        blade.closePath();
        paint(g, blade, STEEL, THIN);
        g.setColor(STEEL_DARK);
        g.setStroke(THIN);
        g.draw(new Line2D.Double(50, 12, 50, 64));
        Path2D guard = new Path2D.Double();
        guard.moveTo(22, 66);
        guard.curveTo(30, 70, 40, 68, 50, 68);
        guard.curveTo(60, 68, 70, 70, 78, 66);
        guard.lineTo(80, 74);
        guard.curveTo(70, 78, 60, 77, 50, 77);
        guard.curveTo(40, 77, 30, 78, 20, 74);
        guard.closePath();
        paint(g, guard, GOLD, THIN);
        paint(g, new RoundRectangle2D.Double(45, 77, 10, 14, 4, 4), BLUE, THIN);
        paint(g, new Ellipse2D.Double(42, 89, 16, 10), GOLD, THIN);
    }

    /** A knotty wooden club, thick end up, with a green sprig. */
    private static void club(Graphics2D g) {
        Path2D leaf = new Path2D.Double();
        leaf.moveTo(60, 20);
        leaf.curveTo(70, 8, 82, 8, 88, 10);
        leaf.curveTo(84, 20, 72, 26, 60, 20);
        leaf.closePath();
        paint(g, leaf, LEAF, THIN);
        Path2D body = new Path2D.Double();
        body.moveTo(33, 17);
        body.curveTo(33, 0, 67, 0, 67, 17);
        body.lineTo(59, 93);
        body.curveTo(59, 100, 41, 100, 41, 93);
        body.closePath();
        paint(g, body, WOOD, LINE);
        stub(g, 60, 34, 72, 28);
        stub(g, 42, 52, 30, 46);
        stub(g, 56, 70, 66, 66);
        g.setColor(WOOD_DARK);
        g.fill(new Ellipse2D.Double(46, 22, 7, 9));
        g.fill(new Ellipse2D.Double(50, 58, 5, 7));
        g.fill(new Ellipse2D.Double(45, 82, 5, 6));
    }

    /** A lopped branch sticking out of the club, from its root to its cut end. */
    private static void stub(Graphics2D g, double x0, double y0, double x1, double y1) {
        g.setColor(INK);
        g.setStroke(new BasicStroke(9f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(new Line2D.Double(x0, y0, x1, y1));
        g.setColor(WOOD);
        g.setStroke(new BasicStroke(5f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(new Line2D.Double(x0, y0, x1, y1));
    }
}
