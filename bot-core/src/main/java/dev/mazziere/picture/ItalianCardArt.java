package dev.mazziere.picture;

import dev.mazziere.cards.ItalianCard;
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
 * Draws the face of an Italian card, 100 by 160 units: the rank in the corner as the
 * chat writes it (A 2..7 F C R, in the suit's colour, with the suit's mark under it),
 * the marks of a number card in the traditional places, and for Fante, Cavallo and Re a
 * figure on a panel of the suit's colour holding its mark (a page with a plumed cap, a
 * horse's head, a crowned king).
 */
final class ItalianCardArt {

    static final double WIDTH = 100;
    static final double HEIGHT = 160;

    private static final String[] RANKS = {"", "A", "2", "3", "4", "5", "6", "7", "F", "C", "R"};
    private static final Color SKIN = new Color(0xF1C9A0);
    private static final Color INK = ItalianSuitArt.INK;
    private static final BasicStroke LINE = new BasicStroke(1.6f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);

    /** Pip centres of the number cards, as fractions of the face area (columns 0..1, rows 0..1). */
    private static final double[][][] PIPS = {
        {},
        {{0.5, 0.5}},
        {{0.5, 0.2}, {0.5, 0.8}},
        {{0.5, 0.13}, {0.5, 0.5}, {0.5, 0.87}},
        {{0.2, 0.22}, {0.8, 0.22}, {0.2, 0.78}, {0.8, 0.78}},
        {{0.2, 0.13}, {0.8, 0.13}, {0.5, 0.5}, {0.2, 0.87}, {0.8, 0.87}},
        {{0.2, 0.12}, {0.8, 0.12}, {0.2, 0.5}, {0.8, 0.5}, {0.2, 0.88}, {0.8, 0.88}},
        {{0.2, 0.1}, {0.8, 0.1}, {0.5, 0.36}, {0.2, 0.63}, {0.8, 0.63}, {0.2, 0.9}, {0.8, 0.9}},
    };

    private ItalianCardArt() {
    }

    /** The rank as the chat writes it. */
    static String rank(ItalianCard card) {
        return RANKS[card.rank()];
    }

    /** Draws {@code card}'s face in the box (0, 0, 100, 160) of {@code g}, over the card's paper. */
    static void draw(Graphics2D g, ItalianCard card) {
        if (card.rank() >= ItalianCard.FANTE) {
            figure(g, card);
        } else {
            pips(g, card);
        }
        corner(g, card);
    }

    /**
     * The rank and the suit's mark in the top left corner, and only there: in a hand the
     * cards overlap from the left, and the face keeps the room of the other corner.
     */
    private static void corner(Graphics2D g, ItalianCard card) {
        g.setColor(ItalianSuitArt.ink(card.suit()));
        g.setFont(Fonts.bold(30));
        String rank = rank(card);
        double w = g.getFontMetrics().getStringBounds(rank, g).getWidth();
        g.drawString(rank, (float) (14 - w / 2), 30f);
        ItalianSuitArt.draw(g, card.suit(), 14, 47, 21, 0);
    }

    private static void pips(Graphics2D g, ItalianCard card) {
        ItalianSuit suit = card.suit();
        if (card.rank() == 1) {
            ItalianSuitArt.draw(g, suit, 60, 84, 62, tilt(suit) / 2);
            return;
        }
        double left = 30;
        double right = 90;
        double top = 10;
        double bottom = 150;
        double size = (card.rank() <= 3 ? 40 : 32) * slender(suit);
        for (double[] p : PIPS[card.rank()]) {
            double x = left + p[0] * (right - left);
            double y = top + p[1] * (bottom - top);
            ItalianSuitArt.draw(g, suit, x, y, size, tilt(suit));
        }
    }

    /** Swords and clubs are narrow shapes: drawn a little larger, they weigh as much as coins and cups. */
    private static double slender(ItalianSuit suit) {
        return suit == ItalianSuit.SPADE || suit == ItalianSuit.BASTONI ? 1.15 : 1;
    }

    /** Swords and clubs lie aslant on the cards, as on the traditional decks; coins and cups stand. */
    private static double tilt(ItalianSuit suit) {
        return switch (suit) {
            case SPADE -> 20;
            case BASTONI -> -20;
            default -> 0;
        };
    }

    /** A figure on its suit's panel: Fante, Cavallo or Re, holding the suit's mark. */
    private static void figure(Graphics2D g, ItalianCard card) {
        ItalianSuit suit = card.suit();
        Shape panel = new RoundRectangle2D.Double(28, 8, 66, 144, 6, 6);
        g.setColor(tint(suit));
        g.fill(panel);
        g.setColor(ItalianSuitArt.ink(suit));
        g.setStroke(LINE);
        g.draw(panel);
        Shape clip = g.getClip();
        g.clip(panel);
        AffineTransform saved = g.getTransform();
        g.translate(61, 80);
        g.scale(1.12, 1.05);
        g.translate(-50, -80);
        switch (card.rank()) {
            case ItalianCard.FANTE -> fante(g, suit);
            case ItalianCard.CAVALLO -> cavallo(g, suit);
            default -> re(g, suit);
        }
        g.setTransform(saved);
        g.setClip(clip);
    }

    private static Color tint(ItalianSuit suit) {
        return switch (suit) {
            case DENARI -> new Color(0xFBEAB4);
            case COPPE -> new Color(0xF7D6CF);
            case SPADE -> new Color(0xD5E3F3);
            case BASTONI -> new Color(0xD9EDD4);
        };
    }

    /** The robe colour of a suit's figures. */
    private static Color robe(ItalianSuit suit) {
        return switch (suit) {
            case DENARI -> new Color(0xD9822B);
            case COPPE -> ItalianSuitArt.RED;
            case SPADE -> ItalianSuitArt.BLUE;
            case BASTONI -> new Color(0x2E7D32);
        };
    }

    private static void paint(Graphics2D g, Shape shape, Color fill) {
        g.setColor(fill);
        g.fill(shape);
        g.setColor(INK);
        g.setStroke(LINE);
        g.draw(shape);
    }

    private static void face(Graphics2D g, double cx, double cy, double r) {
        paint(g, new Ellipse2D.Double(cx - r, cy - r, 2 * r, 2 * r), SKIN);
        g.setColor(INK);
        g.fill(new Ellipse2D.Double(cx - r * 0.45 - 1.2, cy - r * 0.15, 2.4, 2.4));
        g.fill(new Ellipse2D.Double(cx + r * 0.45 - 1.2, cy - r * 0.15, 2.4, 2.4));
    }

    /** A page in a short tunic and a plumed cap, the suit's mark held before him. */
    private static void fante(Graphics2D g, ItalianSuit suit) {
        paint(g, new Rectangle2D.Double(41, 112, 7, 34), INK);
        paint(g, new Rectangle2D.Double(52, 112, 7, 34), INK);
        Path2D tunic = new Path2D.Double();
        tunic.moveTo(38, 62);
        tunic.lineTo(62, 62);
        tunic.lineTo(68, 116);
        tunic.lineTo(32, 116);
        tunic.closePath();
        paint(g, tunic, robe(suit));
        paint(g, new Rectangle2D.Double(32, 84, 36, 5), ItalianSuitArt.GOLD);
        face(g, 50, 48, 11);
        Path2D feather = new Path2D.Double();
        feather.moveTo(56, 33);
        feather.curveTo(66, 22, 74, 20, 76, 14);
        feather.curveTo(72, 26, 66, 32, 58, 36);
        feather.closePath();
        paint(g, feather, ItalianSuitArt.GOLD_LIGHT);
        paint(g, new Ellipse2D.Double(34, 31, 32, 10), robe(suit).darker());
        ItalianSuitArt.draw(g, suit, 50, 100, 24, 0);
    }

    /** A horse's head and neck, with a bridle of the suit's colour and the suit's mark below. */
    private static void cavallo(Graphics2D g, ItalianSuit suit) {
        Path2D horse = new Path2D.Double();
        horse.moveTo(30, 126);
        horse.lineTo(32, 84);
        horse.curveTo(32, 62, 42, 48, 54, 42);
        horse.lineTo(56, 30);
        horse.lineTo(62, 40);
        horse.curveTo(72, 46, 80, 62, 80, 74);
        horse.curveTo(80, 80, 76, 82, 72, 80);
        horse.curveTo(66, 76, 62, 72, 56, 74);
        horse.lineTo(60, 126);
        horse.closePath();
        paint(g, horse, new Color(0xF4EEE2));
        g.setColor(robe(suit));
        g.setStroke(new BasicStroke(3f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(new Line2D.Double(52, 52, 74, 70));
        g.draw(new Line2D.Double(52, 52, 56, 74));
        Path2D mane = new Path2D.Double();
        mane.moveTo(52, 40);
        mane.curveTo(40, 50, 32, 70, 30, 100);
        mane.lineTo(26, 100);
        mane.curveTo(28, 70, 36, 48, 52, 40);
        mane.closePath();
        paint(g, mane, robe(suit).darker());
        g.setColor(INK);
        g.fill(new Ellipse2D.Double(58, 52, 4, 4));
        ItalianSuitArt.draw(g, suit, 50, 134, 24, 0);
    }

    /** A king in a long robe with an ermine hem and a gold crown, the suit's mark in hand. */
    private static void re(Graphics2D g, ItalianSuit suit) {
        Path2D robe = new Path2D.Double();
        robe.moveTo(38, 64);
        robe.lineTo(62, 64);
        robe.lineTo(72, 150);
        robe.lineTo(28, 150);
        robe.closePath();
        paint(g, robe, robe(suit));
        paint(g, new Rectangle2D.Double(26, 136, 48, 10), Color.WHITE);
        g.setColor(INK);
        for (int i = 0; i < 5; i++) {
            g.fill(new Ellipse2D.Double(31 + i * 9, 139, 3, 4));
        }
        Path2D beard = new Path2D.Double();
        beard.moveTo(40, 52);
        beard.curveTo(40, 68, 60, 68, 60, 52);
        beard.closePath();
        face(g, 50, 48, 11);
        paint(g, beard, new Color(0x8A5A2B));
        Path2D crown = new Path2D.Double();
        crown.moveTo(38, 40);
        crown.lineTo(37, 24);
        crown.lineTo(44, 32);
        crown.lineTo(50, 21);
        crown.lineTo(56, 32);
        crown.lineTo(63, 24);
        crown.lineTo(62, 40);
        crown.closePath();
        paint(g, crown, ItalianSuitArt.GOLD);
        ItalianSuitArt.draw(g, suit, 50, 98, 26, 0);
    }
}
