package dev.mazziere.picture;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Reduces an opaque image's colours to at most 256, so it can be written as an indexed
 * PNG, a third of the bytes. A picture of cards has a few large flat colours (the baize,
 * the paper, the inks) and thousands of blends at the edges of shapes and letters: the
 * most frequent colours keep their own entries, exactly; the rest are split by median cut
 * and each blend takes the nearest entry. An image with 256 colours or fewer keeps them
 * all. Deterministic: ties are broken by colour value.
 */
final class Quantizer {

    /** Entries kept for the most frequent colours, exactly. */
    private static final int EXACT = 96;
    private static final int SIZE = 256;

    private Quantizer() {
    }

    /** The palette ({@code 0xRRGGBB} each) and every pixel's index into it. */
    record Indexed(int[] palette, byte[] indices) {
    }

    static Indexed quantize(int[] pixels) {
        ColourCounts counts = ColourCounts.of(pixels);
        int[] colours = counts.colours();
        int[] palette = colours.length <= SIZE ? colours : palette(colours, counts);
        Arrays.sort(palette);
        ColourCounts lookup = new ColourCounts(colours.length * 2);
        byte[] indices = new byte[pixels.length];
        int lastColour = -1;
        int lastIndex = 0;
        for (int i = 0; i < pixels.length; i++) {
            int rgb = pixels[i] & 0xFFFFFF;
            if (rgb != lastColour) {
                int index = lookup.get(rgb);
                if (index < 0) {
                    index = nearest(palette, rgb);
                    lookup.put(rgb, index);
                }
                lastColour = rgb;
                lastIndex = index;
            }
            indices[i] = (byte) lastIndex;
        }
        return new Indexed(palette, indices);
    }

    private static int[] palette(int[] colours, ColourCounts counts) {
        // most frequent first, ties by colour: count above, colour (inverted) below
        long[] byCount = new long[colours.length];
        for (int i = 0; i < colours.length; i++) {
            byCount[i] = (long) counts.get(colours[i]) << 24 | (0xFFFFFF - colours[i]);
        }
        Arrays.sort(byCount);
        int[] out = new int[SIZE];
        int[] rest = new int[colours.length - EXACT];
        for (int i = 0; i < colours.length; i++) {
            int colour = 0xFFFFFF - (int) (byCount[colours.length - 1 - i] & 0xFFFFFF);
            if (i < EXACT) {
                out[i] = colour;
            } else {
                rest[i - EXACT] = colour;
            }
        }
        List<Box> boxes = new ArrayList<>();
        boxes.add(new Box(rest));
        while (boxes.size() < SIZE - EXACT) {
            int widest = -1;
            for (int b = 0; b < boxes.size(); b++) {
                Box box = boxes.get(b);
                if (box.colours.length > 1 && box.spread > 0
                        && (widest < 0 || box.spread > boxes.get(widest).spread)) {
                    widest = b;
                }
            }
            if (widest < 0) {
                break;
            }
            Box box = boxes.remove(widest);
            int[][] halves = box.split(counts);
            boxes.add(new Box(halves[0]));
            boxes.add(new Box(halves[1]));
        }
        int n = EXACT;
        for (Box box : boxes) {
            out[n++] = mean(box.colours, counts);
        }
        return Arrays.copyOf(out, n);
    }

    /** Colours that will share one palette entry, with the channel they spread most on. */
    private static final class Box {
        final int[] colours;
        final int shift;
        final int spread;

        Box(int[] colours) {
            this.colours = colours;
            int bestShift = 16;
            int best = -1;
            for (int s = 16; s >= 0; s -= 8) {
                int min = 255;
                int max = 0;
                for (int c : colours) {
                    int v = (c >> s) & 0xFF;
                    min = Math.min(min, v);
                    max = Math.max(max, v);
                }
                if (max - min > best) {
                    best = max - min;
                    bestShift = s;
                }
            }
            this.shift = bestShift;
            this.spread = best;
        }

        /** The colours sorted on the widest channel (then by value), cut where half the pixels fall each side. */
        int[][] split(ColourCounts counts) {
            long[] keyed = new long[colours.length];
            for (int i = 0; i < colours.length; i++) {
                keyed[i] = (long) ((colours[i] >> shift) & 0xFF) << 24 | colours[i];
            }
            Arrays.sort(keyed);
            long total = 0;
            for (int c : colours) {
                total += counts.get(c);
            }
            long half = 0;
            int cut = 1;
            for (int i = 0; i < keyed.length - 1; i++) {
                half += counts.get((int) (keyed[i] & 0xFFFFFF));
                cut = i + 1;
                if (half * 2 >= total) {
                    break;
                }
            }
            int[] low = new int[cut];
            int[] high = new int[keyed.length - cut];
            for (int i = 0; i < keyed.length; i++) {
                int c = (int) (keyed[i] & 0xFFFFFF);
                if (i < cut) {
                    low[i] = c;
                } else {
                    high[i - cut] = c;
                }
            }
            return new int[][] {low, high};
        }
    }

    private static int mean(int[] box, ColourCounts counts) {
        long r = 0;
        long g = 0;
        long b = 0;
        long n = 0;
        for (int c : box) {
            long k = counts.get(c);
            r += k * ((c >> 16) & 0xFF);
            g += k * ((c >> 8) & 0xFF);
            b += k * (c & 0xFF);
            n += k;
        }
        return (int) ((r + n / 2) / n) << 16 | (int) ((g + n / 2) / n) << 8 | (int) ((b + n / 2) / n);
    }

    private static int nearest(int[] palette, int rgb) {
        int best = 0;
        int bestDistance = Integer.MAX_VALUE;
        int r = (rgb >> 16) & 0xFF;
        int g = (rgb >> 8) & 0xFF;
        int b = rgb & 0xFF;
        for (int i = 0; i < palette.length; i++) {
            int p = palette[i];
            int dr = r - ((p >> 16) & 0xFF);
            int dg = g - ((p >> 8) & 0xFF);
            int db = b - (p & 0xFF);
            int d = 3 * dr * dr + 4 * dg * dg + 2 * db * db;
            if (d < bestDistance) {
                bestDistance = d;
                best = i;
            }
        }
        return best;
    }

    /** An open-addressing map from a colour to a count or an index, -1 when absent. */
    static final class ColourCounts {
        private int[] keys;
        private int[] values;
        private int size;

        ColourCounts(int capacity) {
            int n = Integer.highestOneBit(Math.max(16, capacity) * 2);
            keys = new int[n];
            values = new int[n];
            Arrays.fill(keys, -1);
        }

        static ColourCounts of(int[] pixels) {
            ColourCounts counts = new ColourCounts(4096);
            int last = -1;
            int run = 0;
            for (int p : pixels) {
                int rgb = p & 0xFFFFFF;
                if (rgb == last) {
                    run++;
                    continue;
                }
                if (run > 0) {
                    counts.add(last, run);
                }
                last = rgb;
                run = 1;
            }
            if (run > 0) {
                counts.add(last, run);
            }
            return counts;
        }

        int get(int key) {
            int i = slot(key);
            return keys[i] == key ? values[i] : -1;
        }

        void put(int key, int value) {
            int i = slot(key);
            if (keys[i] != key) {
                keys[i] = key;
                size++;
                grow();
            }
            values[slot(key)] = value;
        }

        void add(int key, int count) {
            int i = slot(key);
            if (keys[i] == key) {
                values[i] += count;
            } else {
                keys[i] = key;
                values[i] = count;
                size++;
                grow();
            }
        }

        /** The colours held, in ascending order. */
        int[] colours() {
            int[] out = new int[size];
            int n = 0;
            for (int k : keys) {
                if (k != -1) {
                    out[n++] = k;
                }
            }
            Arrays.sort(out);
            return out;
        }

        private int slot(int key) {
            int mask = keys.length - 1;
            int i = (key * 0x9E3779B1 >>> 7) & mask;
            while (keys[i] != -1 && keys[i] != key) {
                i = (i + 1) & mask;
            }
            return i;
        }

        private void grow() {
            if (size * 2 <= keys.length) {
                return;
            }
            int[] oldKeys = keys;
            int[] oldValues = values;
            keys = new int[oldKeys.length * 2];
            values = new int[oldKeys.length * 2];
            Arrays.fill(keys, -1);
            size = 0;
            for (int i = 0; i < oldKeys.length; i++) {
                if (oldKeys[i] != -1) {
                    add(oldKeys[i], oldValues[i]);
                }
            }
        }
    }
}
