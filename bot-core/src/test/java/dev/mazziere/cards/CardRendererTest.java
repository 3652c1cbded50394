package dev.mazziere.cards;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("The card renderer")
class CardRendererTest {

    @Test
    @DisplayName("shows Italian cards with A..7 F C R and one mark per suit")
    void italian() {
        assertThat(CardRenderer.render(List.of(ItalianCard.parse("1D"), ItalianCard.parse("7D"),
                ItalianCard.parse("8C"), ItalianCard.parse("9S"), ItalianCard.parse("10B"))))
                .isEqualTo("A🪙 7🪙 F🍷 C🗡️ R🪵");
    }

    @Test
    @DisplayName("shows French cards with their suit symbols and the joker as 🃏")
    void french() {
        assertThat(CardRenderer.render(List.of(FrenchCard.parse("10H"), FrenchCard.parse("QS"), FrenchCard.JOKER)))
                .isEqualTo("10♥ Q♠ 🃏");
    }

    @Test
    @DisplayName("joins a capture with plus signs")
    void capture() {
        assertThat(CardRenderer.plus(List.of(ItalianCard.parse("3S"), ItalianCard.parse("4C")))).isEqualTo("3🗡️+4🍷");
    }
}
