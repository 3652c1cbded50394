package dev.mazziere.picture;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
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
        Integer[] byCount = Arrays.stream(colours).boxed().toArray(Integer[]::new);
        Arrays.sort(byCount, Comparator.<Integer>comparingInt(counts::get).reversed().thenComparingInt(c -> c));
        int[] out = new int[SIZE];
        for (int i = 0; i < EXACT; i++) {
            out[i] = byCount[i];
        }
        int[] rest = new int[byCount.length - EXACT];
        for (int i = EXACT; i < byCount.length; i++) {
            rest[i - EXACT] = byCount[i];
        }
        List<int[]> boxes = new ArrayList<>();
        boxes.add(rest);
        while (boxes.size() < SIZE - EXACT) {
            int widest = -1;
            int widestRange = 0;
            for (int b = 0; b < boxes.size(); b++) {
                int r = range(boxes.get(b))[1];
                if (boxes.get(b).length > 1 && r > widestRange) {
                    widest = b;
                    widestRange = r;
                }
            }
            if (widest < 0) {
                break;
            }
            int[] box = boxes.remove(widest);
            int shift = range(box)[0];
            Integer[] sorted = Arrays.stream(box).boxed().toArray(Integer[]::new);
            Arrays.sort(sorted, Comparator.<Integer>comparingInt(c -> (c >> shift) & 0xFF).thenComparingInt(c -> c));
            long total = 0;
            for (int c : sorted) {
                total += counts.get(c);
            }
            long half = 0;
            int cut = 1;
            for (int i = 0; i < sorted.length - 1; i++) {
                half += counts.get(sorted[i]);
                cut = i + 1;
                if (half * 2 >= total) {
                    break;
                }
            }
            boxes.add(Arrays.stream(sorted, 0, cut).mapToInt(Integer::intValue).toArray());
            boxes.add(Arrays.stream(sorted, cut, sorted.length).mapToInt(Integer::intValue).toArray());
        }
        int n = EXACT;
        for (int[] box : boxes) {
            out[n++] = mean(box, counts);
        }
        return Arrays.copyOf(out, n);
    }

    /** The channel (its bit shift) with the widest spread in {@code box}, and that spread. */
    private static int[] range(int[] box) {
        int bestShift = 16;
        int best = -1;
        for (int shift = 16; shift >= 0; shift -= 8) {
            int min = 255;
            int max = 0;
            for (int c : box) {
                int v = (c >> shift) & 0xFF;
                min = Math.min(min, v);
                max = Math.max(max, v);
            }
            if (max - min > best) {
                best = max - min;
                bestShift = shift;
            }
        }
        return new int[] {bestShift, best};
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
