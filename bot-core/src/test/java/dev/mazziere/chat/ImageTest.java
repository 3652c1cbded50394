package dev.mazziere.chat;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("A picture attached to a message")
class ImageTest {

    @Test
    @DisplayName("is drawn when first asked for, once, however often it is asked for")
    void drawnOnceWhenAskedFor() {
        AtomicInteger drawings = new AtomicInteger();
        Image image = Image.drawn("t.png", "scene", s -> {
            drawings.incrementAndGet();
            return s.getBytes();
        });

        assertThat(image.isDrawn()).isFalse();
        assertThat(drawings).hasValue(0);
        assertThat(image.png()).isEqualTo("scene".getBytes());
        assertThat(image.png()).isSameAs(image.png());
        assertThat(drawings).hasValue(1);
        assertThat(image.isDrawn()).isTrue();
    }

    @Test
    @DisplayName("is the same picture as another of the same name drawn from an equal source, drawn or not")
    void sameBySource() {
        Image a = Image.drawn("t.png", "scene", String::getBytes);
        Image b = Image.drawn("t.png", new String("scene"), s -> new byte[0]);

        assertThat(a.sameAs(b)).isTrue();
        assertThat(a.sameAs(Image.drawn("u.png", "scene", String::getBytes))).isFalse();
        assertThat(a.sameAs(Image.drawn("t.png", "other", String::getBytes))).isFalse();
        assertThat(Image.of("t.png", new byte[] {1, 2})).isEqualTo(Image.of("t.png", new byte[] {1, 2}))
                .isNotEqualTo(Image.of("t.png", new byte[] {1, 3}));
    }
}
