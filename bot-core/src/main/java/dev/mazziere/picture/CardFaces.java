package dev.mazziere.picture;

import dev.mazziere.cards.Card;
import dev.mazziere.cards.FrenchCard;
import dev.mazziere.cards.ItalianCard;
import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.Line2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The picture of one card, face up or face down, at one of the scene sizes, drawn once
 * and kept: a card's picture never changes, so a table of ten cards costs ten copies,
 * not ten drawings. Italian cards are 1.6 times as high as wide, French ones 1.4.
 * Thread-safe; at most a few hundred small images are ever kept.
 */
final class CardFaces {

    private static final Color PAPER = new Color(0xFFFDF6);
    private static final Color EDGE = new Color(0x8C8273);
    private static final Map<Key, BufferedImage> CACHE = new ConcurrentHashMap<>();

    private record Key(Card card, Scene.Size size, boolean italianBack) {
    }

    private CardFaces() {
    }

    /** A card's width in pixels at {@code size}. */
    static int width(Scene.Size size) {
        return switch (size) {
            case LARGE -> 112;
            case MEDIUM -> 100;
            case SMALL -> 80;
        };
    }

    /** A card's height in pixels at {@code size}: Italian cards are taller. */
    static int height(boolean italian, Scene.Size size) {
        double ratio = italian ? ItalianCardArt.HEIGHT / ItalianCardArt.WIDTH : FrenchCardArt.HEIGHT / FrenchCardArt.WIDTH;
        return (int) Math.round(width(size) * ratio);
    }

    static int height(Card card, Scene.Size size) {
        return height(card instanceof ItalianCard, size);
    }

    /** The face of {@code card} at {@code size}. */
    static BufferedImage face(Card card, Scene.Size size) {
        return CACHE.computeIfAbsent(new Key(card, size, false), k -> draw(k.card(), k.size()));
    }

    /** The back of a card of the Italian or the French deck at {@code size}. */
    static BufferedImage back(boolean italian, Scene.Size size) {
        return CACHE.computeIfAbsent(new Key(null, size, italian), k -> drawBack(k.italianBack(), k.size()));
    }

    private static Graphics2D graphics(BufferedImage image, double scale) {
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
        g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
        g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
        g.scale(scale, scale);
        return g;
    }

    private static BufferedImage draw(Card card, Scene.Size size) {
        boolean italian = card instanceof ItalianCard;
        int w = width(size);
        int h = height(italian, size);
        BufferedImage image = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        double scale = w / 100.0;
        Graphics2D g = graphics(image, scale);
        double designHeight = h / scale;
        Shape paper = new RoundRectangle2D.Double(1, 1, 98, designHeight - 2, 12, 12);
        g.setColor(PAPER);
        g.fill(paper);
        g.clip(paper);
        switch (card) {
            case ItalianCard c -> ItalianCardArt.draw(g, c);
            case FrenchCard c -> FrenchCardArt.draw(g, c);
        }
        g.setClip(null);
        g.setColor(EDGE);
        g.setStroke(new BasicStroke(1.6f));
        g.draw(paper);
        g.dispose();
        return image;
    }

    /** A back: a frame on the deck's colour with a lattice, blue for the Italian deck, red for the French. */
    private static BufferedImage drawBack(boolean italian, Scene.Size size) {
        int w = width(size);
        int h = height(italian, size);
        BufferedImage image = new BufferedImage(w, h, BufferedImage.TYPE_INT_ARGB);
        double scale = w / 100.0;
        Graphics2D g = graphics(image, scale);
        double designHeight = h / scale;
        Shape paper = new RoundRectangle2D.Double(1, 1, 98, designHeight - 2, 12, 12);
        g.setColor(PAPER);
        g.fill(paper);
        Shape field = new RoundRectangle2D.Double(7, 7, 86, designHeight - 14, 8, 8);
        Color colour = italian ? new Color(0x1F4E8C) : new Color(0x9E1B1B);
        g.setColor(colour);
        g.fill(field);
        g.clip(field);
        g.setColor(colour.brighter());
        g.setStroke(new BasicStroke(2f));
        for (double d = -designHeight; d < 100 + designHeight; d += 12) {
            g.draw(new Line2D.Double(d, 0, d + designHeight, designHeight));
            g.draw(new Line2D.Double(d, designHeight, d + designHeight, 0));
        }
        g.setClip(null);
        g.setColor(EDGE);
        g.setStroke(new BasicStroke(1.6f));
        g.draw(paper);
        g.dispose();
        return image;
    }
}
