package dev.mazziere.chat;

import java.nio.ByteBuffer;
import java.util.Objects;
import java.util.function.Function;

/**
 * A picture attached to a message: PNG bytes, drawn the first time an adapter asks for
 * them ({@link #png()}) and kept from then on. A platform that shows no images, or an
 * edit merged away by a newer one before it went out, never pays for the drawing.
 *
 * <p>Two images are the same picture when they have the same file name and are drawn from
 * equal sources ({@link #source()}): an adapter that sees the picture of a message it
 * edits unchanged may keep the one it sent instead of uploading it again. Thread-safe.
 */
public final class Image {

    private final String fileName;
    private final Object source;
    private final Function<Object, byte[]> draw;
    private volatile byte[] png;

    private Image(String fileName, Object source, Function<Object, byte[]> draw, byte[] png) {
        this.fileName = Objects.requireNonNull(fileName, "fileName");
        this.source = Objects.requireNonNull(source, "source");
        this.draw = draw;
        this.png = png;
    }

    /** A picture whose bytes are at hand. */
    public static Image of(String fileName, byte[] png) {
        byte[] copy = png.clone();
        return new Image(fileName, ByteBuffer.wrap(copy).asReadOnlyBuffer(), null, copy);
    }

    /**
     * A picture drawn from {@code source} by {@code draw} when first asked for.
     *
     * @param source a value (equal sources draw equal bytes): what makes two images the same picture
     * @param draw   the drawing, pure: called at most once, on whichever thread asks first
     */
    @SuppressWarnings("unchecked")
    public static <S> Image drawn(String fileName, S source, Function<? super S, byte[]> draw) {
        Objects.requireNonNull(draw, "draw");
        return new Image(fileName, source, s -> draw.apply((S) s), null);
    }

    /** The name the chat shows for the file ({@code t12-table.png}). */
    public String fileName() {
        return fileName;
    }

    /** What the picture is drawn from; equal sources make the same picture. */
    public Object source() {
        return source;
    }

    /**
     * What tells this picture from another, without its bytes: what an adapter keeps of the
     * picture a message shows, to see whether an edit changes it.
     */
    public Key key() {
        return new Key(fileName, source);
    }

    /** A picture's name and source: equal keys, same picture. */
    public record Key(String fileName, Object source) {
    }

    /** The PNG bytes, drawn now if nobody asked before. The array is shared: read it, never change it. */
    public byte[] png() {
        byte[] bytes = png;
        if (bytes == null) {
            synchronized (this) {
                bytes = png;
                if (bytes == null) {
                    bytes = Objects.requireNonNull(draw.apply(source), "drawn bytes");
                    png = bytes;
                }
            }
        }
        return bytes;
    }

    /** True once the bytes are drawn (or were given). */
    public boolean isDrawn() {
        return png != null;
    }

    /** True when {@code other} is the same picture: same file name, equal sources. */
    public boolean sameAs(Image other) {
        return other != null && key().equals(other.key());
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Image other && sameAs(other);
    }

    @Override
    public int hashCode() {
        return 31 * fileName.hashCode() + source.hashCode();
    }

    @Override
    public String toString() {
        return "Image[" + fileName + (png != null ? ", " + png.length + " bytes" : ", not drawn yet") + "]";
    }
}
