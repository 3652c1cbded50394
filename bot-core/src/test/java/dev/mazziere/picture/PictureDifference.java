package dev.mazziere.picture;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;

/**
 * How far two pictures are apart, and whether that is close enough to be the same picture
 * drawn by another JDK: the same size, at most 0.5% of the pixels differing by more than
 * {@value #FAR} in a channel, and a mean difference under 1.5 per channel. A moved card, a
 * changed colour or a missing caption is not close; an edge antialiased a shade apart is.
 */
public record PictureDifference(boolean sameSize, double farPixelShare, double meanChannelDifference) {

    /** Pixels are "far" when a channel differs by more than this. */
    static final int FAR = 48;

    public static PictureDifference of(BufferedImage expected, BufferedImage actual) {
        if (expected.getWidth() != actual.getWidth() || expected.getHeight() != actual.getHeight()) {
            return new PictureDifference(false, 1, 255);
        }
        long far = 0;
        long sum = 0;
        int w = expected.getWidth();
        int h = expected.getHeight();
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                int a = expected.getRGB(x, y);
                int b = actual.getRGB(x, y);
                int max = 0;
                for (int shift = 0; shift <= 16; shift += 8) {
                    int diff = Math.abs(((a >> shift) & 0xFF) - ((b >> shift) & 0xFF));
                    sum += diff;
                    max = Math.max(max, diff);
                }
                if (max > FAR) {
                    far++;
                }
            }
        }
        double pixels = (double) w * h;
        return new PictureDifference(true, far / pixels, sum / (pixels * 3));
    }

    /** Fails, naming {@code what}, unless the two pictures are close enough to be the same one. */
    public void assertClose(String what) {
        assertThat(sameSize()).as("%s: the size of the picture", what).isTrue();
        assertThat(farPixelShare()).as("%s: share of pixels far off", what).isLessThanOrEqualTo(0.005);
        assertThat(meanChannelDifference()).as("%s: mean difference per channel", what).isLessThan(1.5);
    }
}
