package dev.mazziere.picture;

import java.awt.Font;
import java.awt.FontFormatException;
import java.awt.font.FontRenderContext;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;

/**
 * The two faces every picture is set in, DejaVu Sans and DejaVu Sans Bold, loaded once
 * from the jar ({@code fonts/}, with their licence), never from the system: a container
 * without fonts draws the same letters. Thread-safe.
 */
final class Fonts {

    /** Antialiased, fractional metrics, no transform: every width is measured with this. */
    static final FontRenderContext FRC = new FontRenderContext(null, true, true);

    private static final Font REGULAR = load("DejaVuSans.ttf");
    private static final Font BOLD = load("DejaVuSans-Bold.ttf");

    private Fonts() {
    }

    /** DejaVu Sans at {@code size} pixels. */
    static Font regular(float size) {
        return REGULAR.deriveFont(size);
    }

    /** DejaVu Sans Bold at {@code size} pixels. */
    static Font bold(float size) {
        return BOLD.deriveFont(size);
    }

    private static Font load(String file) {
        try (InputStream in = Fonts.class.getResourceAsStream("fonts/" + file)) {
            if (in == null) {
                throw new IllegalStateException("the font " + file + " is missing from the jar");
            }
            return Font.createFont(Font.TRUETYPE_FONT, in);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read the font " + file, e);
        } catch (FontFormatException e) {
            throw new IllegalStateException("the font " + file + " is damaged", e);
        }
    }
}
