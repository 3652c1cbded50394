package dev.mazziere.picture;

import dev.mazziere.cards.FrenchCard;
import dev.mazziere.cards.FrenchSuit;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.Shape;
import java.awt.font.GlyphVector;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;

/**
 * Draws the face of a French card, 100 by 140 units, the classic way: red hearts and
 * diamonds, black spades and clubs; the rank and suit in the top left corner as the chat
 * writes them (A 2..10 J Q K); the pips of a number card in their usual places; a court card's
 * letter on a panel under a crown, a tiara or a cap; a joker's star with JOKER in the
 * corner.
 */
final class FrenchCardArt {

    static final double WIDTH = 100;
    static final double HEIGHT = 140;

    static final Color RED = new Color(0xC62828);
    static final Color BLACK = new Color(0x1B1B1B);
    private static final Color GOLD = ItalianSuitArt.GOLD;
    private static final BasicStroke LINE = new BasicStroke(1.6f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND);

    /** Pip centres of 2..10: columns 0 (left), 0.5, 1 (right); rows 0 (top) to 1 (bottom). */
    private static final double[][][] PIPS = {
        {}, {},
        {{0.5, 0}, {0.5, 1}},
        {{0.5, 0}, {0.5, 0.5}, {0.5, 1}},
        {{0, 0}, {1, 0}, {0, 1}, {1, 1}},
        {{0, 0}, {1, 0}, {0.5, 0.5}, {0, 1}, {1, 1}},
        {{0, 0}, {1, 0}, {0, 0.5}, {1, 0.5}, {0, 1}, {1, 1}},
        {{0, 0}, {1, 0}, {0.5, 0.25}, {0, 0.5}, {1, 0.5}, {0, 1}, {1, 1}},
        {{0, 0}, {1, 0}, {0.5, 0.25}, {0, 0.5}, {1, 0.5}, {0.5, 0.75}, {0, 1}, {1, 1}},
        {{0, 0}, {1, 0}, {0, 1 / 3.0}, {1, 1 / 3.0}, {0.5, 0.5}, {0, 2 / 3.0}, {1, 2 / 3.0}, {0, 1}, {1, 1}},
        {{0, 0}, {1, 0}, {0.5, 1 / 6.0}, {0, 1 / 3.0}, {1, 1 / 3.0}, {0, 2 / 3.0}, {1, 2 / 3.0},
            {0.5, 5 / 6.0}, {0, 1}, {1, 1}},
    };

    private FrenchCardArt() {
    }

    static Color ink(FrenchSuit suit) {
        return suit == FrenchSuit.HEARTS || suit == FrenchSuit.DIAMONDS ? RED : BLACK;
    }

    /** Draws {@code card}'s face in the box (0, 0, 100, 140) of {@code g}, over the card's paper. */
    static void draw(Graphics2D g, FrenchCard card) {
        if (card.isJoker()) {
            joker(g);
            return;
        }
        if (card.rank() == FrenchCard.ACE) {
            symbol(g, card.suit(), 60, 72, 50, false);
        } else if (card.rank() >= FrenchCard.JACK) {
            court(g, card);
        } else {
            double size = card.rank() >= 7 ? 19 : 22;
            for (double[] p : PIPS[card.rank()]) {
                symbol(g, card.suit(), 42 + p[0] * 40, 19 + p[1] * 102, size, p[1] > 0.5);
            }
        }
        corner(g, card);
    }

    /** Draws a suit's symbol centred on ({@code cx}, {@code cy}), {@code size} high, upside down if asked. */
    static void symbol(Graphics2D g, FrenchSuit suit, double cx, double cy, double size, boolean upsideDown) {
        Shape glyph = glyph(suit.symbol());
        Rectangle2D b = glyph.getBounds2D();
        double scale = size / b.getHeight();
        AffineTransform saved = g.getTransform();
        g.translate(cx, cy);
        if (upsideDown) {
            g.rotate(Math.PI);
        }
        g.scale(scale, scale);
        g.translate(-b.getCenterX(), -b.getCenterY());
        g.setColor(ink(suit));
        g.fill(glyph);
        g.setTransform(saved);
    }

    /** The outline of a symbol of the bundled font, at 100 pixels. */
    private static Shape glyph(String text) {
        GlyphVector v = Fonts.regular(100).createGlyphVector(Fonts.FRC, text);
        return v.getOutline();
    }

    /** The rank and the suit in the top left corner, and only there, as on the Italian cards. */
    private static void corner(Graphics2D g, FrenchCard card) {
        g.setColor(ink(card.suit()));
        String rank = card.rankCode();
        g.setFont(Fonts.bold(rank.length() > 1 ? 24 : 28));
        double w = g.getFontMetrics().getStringBounds(rank, g).getWidth();
        g.drawString(rank, (float) (14 - w / 2), 28f);
        symbol(g, card.suit(), 14, 43, 18, false);
    }

    /** A court card: its letter large on a framed panel, under a crown (K), a tiara (Q) or a cap (J). */
    private static void court(Graphics2D g, FrenchCard card) {
        Color ink = ink(card.suit());
        Shape panel = new RoundRectangle2D.Double(29, 8, 64, 124, 6, 6);
        g.setColor(ink == RED ? new Color(0xFBE3E0) : new Color(0xE4E8EE));
        g.fill(panel);
        g.setColor(ink);
        g.setStroke(LINE);
        g.draw(panel);
        AffineTransform saved = g.getTransform();
        g.translate(11, 0);
        Path2D hat = new Path2D.Double();
        switch (card.rank()) {
            case FrenchCard.KING -> {
                hat.moveTo(34, 44);
                hat.lineTo(33, 22);
                hat.lineTo(42, 32);
                hat.lineTo(50, 18);
                hat.lineTo(58, 32);
                hat.lineTo(67, 22);
                hat.lineTo(66, 44);
            }
            case FrenchCard.QUEEN -> {
                hat.moveTo(34, 44);
                hat.curveTo(36, 32, 44, 27, 50, 27);
                hat.curveTo(56, 27, 64, 32, 66, 44);
                hat.curveTo(60, 40, 40, 40, 34, 44);
                for (double[] pearl : new double[][] {{38, 30}, {50, 21}, {62, 30}}) {
                    hat.append(new Ellipse2D.Double(pearl[0] - 4, pearl[1] - 4, 8, 8), false);
                }
            }
            default -> {
                hat.moveTo(32, 44);
                hat.curveTo(32, 28, 68, 28, 68, 44);
                hat.moveTo(60, 32);
                hat.lineTo(70, 20);
                hat.lineTo(64, 36);
            }
        }
        hat.closePath();
        g.setColor(GOLD);
        g.fill(hat);
        g.setColor(ItalianSuitArt.INK);
        g.draw(hat);
        g.setColor(ink);
        g.setFont(Fonts.bold(44));
        String rank = card.rankCode();
        double w = g.getFontMetrics().getStringBounds(rank, g).getWidth();
        g.drawString(rank, (float) (50 - w / 2), 88f);
        symbol(g, card.suit(), 50, 110, 24, false);
        g.setTransform(saved);
    }

    /** A joker: JOKER down both corners and a many-coloured star in the middle. */
    private static void joker(Graphics2D g) {
        Path2D star = new Path2D.Double();
        for (int i = 0; i < 10; i++) {
            double r = i % 2 == 0 ? 34 : 15;
            double a = Math.toRadians(-90 + i * 36);
            double x = 50 + r * Math.cos(a);
            double y = 70 + r * Math.sin(a);
            if (i == 0) {
                star.moveTo(x, y);
            } else {
                star.lineTo(x, y);
            }
        }
        star.closePath();
        g.setColor(GOLD);
        AffineTransform shifted = g.getTransform();
        g.translate(10, 0);
        g.fill(star);
        g.setColor(RED);
        g.setStroke(new BasicStroke(2.4f, BasicStroke.CAP_ROUND, BasicStroke.JOIN_ROUND));
        g.draw(star);
        g.setColor(ItalianSuitArt.BLUE);
        g.fill(new Ellipse2D.Double(45, 65, 10, 10));
        g.setTransform(shifted);
        jokerCorner(g);
    }

    private static void jokerCorner(Graphics2D g) {
        g.setColor(RED);
        g.setFont(Fonts.bold(17));
        String word = "JOKER";
        for (int i = 0; i < word.length(); i++) {
            String letter = word.substring(i, i + 1);
            double w = g.getFontMetrics().getStringBounds(letter, g).getWidth();
            g.drawString(letter, (float) (12 - w / 2), 22f + i * 18);
        }
    }
}
