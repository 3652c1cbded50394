package dev.mazziere.picture;

import java.awt.BasicStroke;
import java.awt.Font;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.geom.RoundRectangle2D;
import java.awt.image.BufferedImage;
import java.util.ArrayList;
import java.util.List;

/**
 * Draws a {@link Scene} on green baize and writes it as PNG bytes: the head line, the
 * sections from top to bottom, the strip of whose turn and scores at the foot. Pictures
 * are {@value #WIDTH} pixels wide, so that on a phone, where a chat shows them about 330
 * points wide, the cards' ranks and the names stay readable; the height follows the
 * content. The same scene gives the same bytes on the same JVM. Thread-safe.
 */
public final class SceneRenderer {

    /** The width of every picture, in pixels. */
    public static final int WIDTH = 720;

    private static final int MARGIN = 22;
    private static final Font TITLE = Fonts.bold(30);
    private static final Font DETAIL = Fonts.regular(24);
    private static final Font TURN = Fonts.bold(26);
    private static final Font SCORE = Fonts.regular(24);
    private static final Font NOTE = Fonts.regular(23);
    private static final double HEAD_HEIGHT = 58;
    private static final double DETAIL_LINE = 32;
    private static final double TURN_LINE = 34;
    private static final double SECTION_GAP = 16;
    private static final double CHIP_HEIGHT = 38;
    private static final double CHIP_GAP = 10;

    private final SectionFlow flow = new SectionFlow(MARGIN, WIDTH - 2.0 * MARGIN);

    /** The PNG of {@code scene}. */
    public byte[] png(Scene scene) {
        return Png.encode(image(scene));
    }

    /** {@code scene} drawn as an opaque RGB image. */
    public BufferedImage image(Scene scene) {
        return image(scene, null);
    }

    /**
     * Every line of text the picture of {@code scene} sets, as it sets it (on its lines, cut
     * where it had to be): what a reader of the picture reads.
     */
    public List<String> texts(Scene scene) {
        List<String> said = new ArrayList<>();
        image(scene, said);
        return said;
    }

    private BufferedImage image(Scene scene, List<String> said) {
        int height = (int) Math.ceil(draw(null, scene));
        BufferedImage image = new BufferedImage(WIDTH, height, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            if (said != null) {
                g.setRenderingHint(TextPainter.TEXT_LOG, said);
            }
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_FRACTIONALMETRICS, RenderingHints.VALUE_FRACTIONALMETRICS_ON);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
            g.setColor(Palette.FELT);
            g.fillRect(0, 0, WIDTH, height);
            draw(g, scene);
        } finally {
            g.dispose();
        }
        return image;
    }

    /** Draws the whole scene (measures only, when {@code g} is null); returns its height. */
    private double draw(Graphics2D g, Scene scene) {
        double y = head(g, scene);
        for (Scene.Section section : scene.sections()) {
            y += SECTION_GAP;
            y += flow.draw(g, section, y);
        }
        y += SECTION_GAP + 6;
        if (scene.strip() != null) {
            y += strip(g, scene.strip(), y);
        }
        return y;
    }

    /** The head band: the title, and its detail beside it, or under it when it does not fit beside. */
    private double head(Graphics2D g, Scene scene) {
        double room = WIDTH - 2.0 * MARGIN;
        String title = TextPainter.fit(scene.title(), TITLE, room);
        double w = TextPainter.width(title, TITLE);
        String detail = scene.detail();
        boolean below = !detail.isEmpty() && w + 16 + TextPainter.width(detail, DETAIL) > room;
        double height = below ? HEAD_HEIGHT + DETAIL_LINE : HEAD_HEIGHT;
        if (g != null) {
            g.setColor(Palette.BAND);
            g.fill(new Rectangle2D.Double(0, 0, WIDTH, height));
            TextPainter.draw(g, title, TITLE, Palette.TEXT, MARGIN, 40);
            if (below) {
                TextPainter.draw(g, TextPainter.fit(detail, DETAIL, room), DETAIL, Palette.MUTED, MARGIN, 40 + DETAIL_LINE);
            } else if (!detail.isEmpty()) {
                TextPainter.draw(g, detail, DETAIL, Palette.MUTED, MARGIN + w + 16, 40);
            }
        }
        return height;
    }

    /** The strip on its band: whose turn, then the scores as chips (the one to act outlined), then the note. */
    private double strip(Graphics2D g, Scene.Strip strip, double top) {
        double height = stripContent(null, strip, top);
        if (g != null) {
            g.setColor(Palette.BAND);
            g.fill(new Rectangle2D.Double(0, top, WIDTH, height));
            stripContent(g, strip, top);
        }
        return height;
    }

    private record Chip(String text, double width, boolean active, boolean note) {
    }

    /** Draws the strip's content (measures only, when {@code g} is null); returns its height. */
    private double stripContent(Graphics2D g, Scene.Strip strip, double top) {
        double room = WIDTH - 2.0 * MARGIN;
        double y = top + 14;
        if (!strip.turn().isEmpty()) {
            if (g != null) {
                Path2D play = new Path2D.Double();
                play.moveTo(MARGIN, y + 6);
                play.lineTo(MARGIN + 16, y + 15);
                play.lineTo(MARGIN, y + 24);
                play.closePath();
                g.setColor(Palette.GOLD);
                g.fill(play);
            }
            List<String> turn = TextPainter.wrap(strip.turn(), TURN, room - 26, 2);
            for (int i = 0; i < turn.size(); i++) {
                if (g != null) {
                    TextPainter.draw(g, turn.get(i), TURN, Palette.TEXT, MARGIN + 26, y + 24 + i * TURN_LINE);
                }
            }
            y += 40 + (turn.size() - 1) * TURN_LINE;
        }
        List<Chip> chips = new ArrayList<>();
        for (Scene.Score s : strip.scores()) {
            String text = TextPainter.fit(s.name() + " " + s.value(), SCORE, room - 24);
            chips.add(new Chip(text, TextPainter.width(text, SCORE) + 24, s.active(), false));
        }
        if (!strip.note().isEmpty()) {
            String note = TextPainter.fit(strip.note(), NOTE, room);
            chips.add(new Chip(note, TextPainter.width(note, NOTE), false, true));
        }
        double x = MARGIN;
        for (int i = 0; i < chips.size(); i++) {
            Chip c = chips.get(i);
            if (i > 0 && x + c.width() > WIDTH - MARGIN) {
                x = MARGIN;
                y += CHIP_HEIGHT + CHIP_GAP;
            }
            if (g != null) {
                chip(g, c, x, y);
            }
            x += c.width() + CHIP_GAP;
        }
        if (!chips.isEmpty()) {
            y += CHIP_HEIGHT;
        }
        return y + 16 - top;
    }

    private static void chip(Graphics2D g, Chip c, double x, double y) {
        if (c.note()) {
            TextPainter.draw(g, c.text(), NOTE, Palette.MUTED, x, y + 26);
            return;
        }
        RoundRectangle2D box = new RoundRectangle2D.Double(x, y, c.width(), CHIP_HEIGHT, 14, 14);
        g.setColor(Palette.CHIP);
        g.fill(box);
        if (c.active()) {
            g.setColor(Palette.GOLD);
            g.setStroke(new BasicStroke(3f));
            g.draw(box);
        }
        TextPainter.draw(g, c.text(), SCORE, c.active() ? Palette.GOLD : Palette.TEXT, x + 12, y + 27);
    }
}
