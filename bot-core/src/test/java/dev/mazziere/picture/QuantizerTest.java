package dev.mazziere.picture;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

final class QuantizerTest {

    @Test
    void anImageOfFewColoursKeepsEveryColourExactly() {
        int[] pixels = new int[1000];
        for (int i = 0; i < pixels.length; i++) {
            pixels[i] = (i % 200) * 0x010203;
        }

        Quantizer.Indexed indexed = Quantizer.quantize(pixels);

        for (int i = 0; i < pixels.length; i++) {
            assertThat(indexed.palette()[indexed.indices()[i] & 0xFF]).isEqualTo(pixels[i]);
        }
    }

    @Test
    void manyColoursAreReducedToAtMost256AndTheCommonestKeptExactly() {
        int[] pixels = new int[200_000];
        for (int i = 0; i < pixels.length; i++) {
            pixels[i] = i < 100_000 ? 0x1E5C3A : (i * 7919) & 0xFFFFFF;
        }

        Quantizer.Indexed indexed = Quantizer.quantize(pixels);

        assertThat(indexed.palette().length).isLessThanOrEqualTo(256);
        assertThat(indexed.palette()[indexed.indices()[0] & 0xFF]).isEqualTo(0x1E5C3A);
    }

    @Test
    void theSamePixelsGiveTheSamePalette() {
        int[] pixels = new int[50_000];
        for (int i = 0; i < pixels.length; i++) {
            pixels[i] = (i * 2654435761L) > 0 ? (int) ((i * 2654435761L) & 0xFFFFFF) : 0;
        }

        assertThat(Quantizer.quantize(pixels).palette()).isEqualTo(Quantizer.quantize(pixels.clone()).palette());
    }
}
