package dev.mazziere.picture;

import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.zip.CRC32;
import java.util.zip.Deflater;

/**
 * Writes an opaque RGB image as an indexed PNG: its colours reduced to a palette of at
 * most 256 ({@link Quantizer}), one byte a pixel, deflated. A third of the bytes of a
 * true-colour PNG, and quicker to write. The same pixels always give the same bytes (no
 * time stamp, no text chunk).
 */
final class Png {

    private static final byte[] SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};

    private Png() {
    }

    /** The PNG of {@code image}, which must be {@link BufferedImage#TYPE_INT_RGB}: indexed when its colours allow. */
    static byte[] encode(BufferedImage image) {
        if (image.getType() != BufferedImage.TYPE_INT_RGB) {
            throw new IllegalArgumentException("expected an INT_RGB image, got type " + image.getType());
        }
        int w = image.getWidth();
        int h = image.getHeight();
        int[] pixels = ((DataBufferInt) image.getRaster().getDataBuffer()).getData();
        Quantizer.Indexed indexed = Quantizer.quantize(pixels);
        ByteArrayOutputStream out = new ByteArrayOutputStream(64 * 1024);
        out.writeBytes(SIGNATURE);
        byte[] header = new byte[13];
        putInt(header, 0, w);
        putInt(header, 4, h);
        header[8] = 8;
        header[9] = 3;
        chunk(out, "IHDR", header, header.length);
        int[] palette = indexed.palette();
        byte[] plte = new byte[palette.length * 3];
        for (int i = 0; i < palette.length; i++) {
            plte[3 * i] = (byte) (palette[i] >> 16);
            plte[3 * i + 1] = (byte) (palette[i] >> 8);
            plte[3 * i + 2] = (byte) palette[i];
        }
        chunk(out, "PLTE", plte, plte.length);
        byte[] compressed = deflate(rows(indexed.indices(), w, h));
        chunk(out, "IDAT", compressed, compressed.length);
        chunk(out, "IEND", new byte[0], 0);
        return out.toByteArray();
    }

    /**
     * The rows as PNG wants them: a filter byte, then the row's indices. Filter 0 (none)
     * throughout: on palette indices it deflates best, as the PNG specification advises.
     */
    private static byte[] rows(byte[] indices, int w, int h) {
        byte[] out = new byte[h * (w + 1)];
        for (int y = 0; y < h; y++) {
            System.arraycopy(indices, y * w, out, y * (w + 1) + 1, w);
        }
        return out;
    }

    private static byte[] deflate(byte[] data) {
        Deflater deflater = new Deflater(Deflater.DEFAULT_COMPRESSION);
        try {
            deflater.setInput(data);
            deflater.finish();
            ByteArrayOutputStream out = new ByteArrayOutputStream(data.length / 8 + 64);
            byte[] buffer = new byte[32 * 1024];
            while (!deflater.finished()) {
                int n = deflater.deflate(buffer);
                out.write(buffer, 0, n);
            }
            return out.toByteArray();
        } finally {
            deflater.end();
        }
    }

    private static void chunk(ByteArrayOutputStream out, String type, byte[] data, int length) {
        byte[] typeBytes = type.getBytes(StandardCharsets.US_ASCII);
        byte[] len = new byte[4];
        putInt(len, 0, length);
        out.writeBytes(len);
        out.writeBytes(typeBytes);
        out.write(data, 0, length);
        CRC32 crc = new CRC32();
        crc.update(typeBytes);
        crc.update(data, 0, length);
        byte[] sum = new byte[4];
        putInt(sum, 0, (int) crc.getValue());
        out.writeBytes(sum);
    }

    private static void putInt(byte[] b, int at, int v) {
        b[at] = (byte) (v >>> 24);
        b[at + 1] = (byte) (v >>> 16);
        b[at + 2] = (byte) (v >>> 8);
        b[at + 3] = (byte) v;
    }
}
