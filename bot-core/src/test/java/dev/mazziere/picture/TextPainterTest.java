package dev.mazziere.picture;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Font;
import org.junit.jupiter.api.Test;

final class TextPainterTest {

    private static final Font FONT = Fonts.regular(24);

    @Test
    void emojiTheFontLacksAreLeftOutWithTheSpaceTheyLeave() {
        assertThat(TextPainter.width("👉 anna to play", FONT)).isEqualTo(TextPainter.width("anna to play", FONT));
        assertThat(TextPainter.width("🏁 Match over.", FONT)).isEqualTo(TextPainter.width("Match over.", FONT));
    }

    @Test
    void theChatsCardMarksAndTheRobotAreDrawnNotDropped() {
        double bare = TextPainter.width("Mario", FONT);

        assertThat(TextPainter.width("🤖 Mario", FONT)).isGreaterThan(bare + 20);
        assertThat(TextPainter.width("7🪙", FONT)).isGreaterThan(TextPainter.width("7", FONT) + 20);
        assertThat(TextPainter.width("F🗡️", FONT)).isEqualTo(TextPainter.width("F🗡", FONT));
    }

    @Test
    void aTextTooWideIsCutWithAnEllipsis() {
        String fitted = TextPainter.fit("Giuseppina Bartolomea", FONT, 120);

        assertThat(fitted).endsWith("…").startsWith("Gius");
        assertThat(TextPainter.width(fitted, FONT)).isLessThanOrEqualTo(120);
        assertThat(TextPainter.fit("anna", FONT, 120)).isEqualTo("anna");
    }

    @Test
    void aLetterTheFontLacksShowsAsAQuestionMark() {
        assertThat(TextPainter.width("张", FONT)).isEqualTo(TextPainter.width("?", FONT));
    }
}
