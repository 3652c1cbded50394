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

    @Test
    @DisplayName("an adapter's memory of sent pictures tells an unchanged picture from a new one, and forgets a removed one")
    void sentPictures() {
        SentPictures sent = new SentPictures();
        MessageRef table = new MessageRef(new ChatId("t", "g"), "7");
        Image first = Image.drawn("t.png", "scene 1", String::getBytes);

        sent.sent(table, first);

        assertThat(sent.shows(table, Image.drawn("t.png", "scene 1", s -> new byte[0]))).isTrue();
        assertThat(sent.shows(table, Image.drawn("t.png", "scene 2", String::getBytes))).isFalse();
        assertThat(sent.showsAny(table)).isTrue();
        assertThat(first.isDrawn()).as("remembered by its key, not drawn for it").isFalse();
        sent.sent(table, null);
        assertThat(sent.showsAny(table)).isFalse();
        assertThat(sent.shows(new MessageRef(new ChatId("t", "g"), "8"), first)).isFalse();
    }
}
