package dev.mazziere.cards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mazziere.game.Json;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

final class ItalianCardTest {

    @Test
    @DisplayName("Every card of the deck parses back from its code to the very same instance")
    void codeRoundTrip() {
        for (ItalianCard card : Decks.italian40()) {
            // when
            ItalianCard parsed = ItalianCard.parse(card.code());

            // then
            assertThat(parsed).as(card.code()).isSameAs(card);
            assertThat(ItalianCard.tryParse(card.code())).isSameAs(card);
        }
    }

    @Test
    @DisplayName("Codes are the rank then the suit letter, as the transcript notation says")
    void notation() {
        assertThat(ItalianCard.of(1, ItalianSuit.DENARI).code()).isEqualTo("1D");
        assertThat(ItalianCard.of(7, ItalianSuit.DENARI).code()).isEqualTo("7D");
        assertThat(ItalianCard.of(ItalianCard.RE, ItalianSuit.BASTONI).code()).isEqualTo("10B");
        assertThat(ItalianCard.of(ItalianCard.FANTE, ItalianSuit.COPPE).code()).isEqualTo("8C");
        assertThat(ItalianCard.of(ItalianCard.CAVALLO, ItalianSuit.SPADE)).hasToString("9S");
    }

    @Test
    @DisplayName("The index runs 0..39, denari first, and gives the card back")
    void indexRoundTrip() {
        for (int i = 0; i < 40; i++) {
            assertThat(ItalianCard.ofIndex(i).index()).isEqualTo(i);
        }
        assertThat(ItalianCard.ofIndex(0)).isEqualTo(ItalianCard.of(1, ItalianSuit.DENARI));
        assertThat(ItalianCard.ofIndex(39)).isEqualTo(ItalianCard.of(10, ItalianSuit.BASTONI));
    }

    @Test
    @DisplayName("Suit letters are read in either case")
    void lowerCaseSuit() {
        assertThat(ItalianCard.parse("7d")).isSameAs(ItalianCard.of(7, ItalianSuit.DENARI));
        assertThat(ItalianCard.parse("10b")).isSameAs(ItalianCard.of(10, ItalianSuit.BASTONI));
    }

    @ParameterizedTest(name = "''{0}''")
    @ValueSource(strings = {"", "7", "D", "0D", "11D", "7X", "D7", "+7D", " 7D", "7D ", "100D", "JK", "QS", "-1C"})
    @DisplayName("A bad code is refused with a message naming it")
    void badCodes(String code) {
        // when / then
        assertThat(ItalianCard.tryParse(code)).isNull();
        assertThatThrownBy(() -> ItalianCard.parse(code))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'" + code + "'");
    }

    @Test
    @DisplayName("A null code is no card")
    void nullCode() {
        assertThat(ItalianCard.tryParse(null)).isNull();
        assertThatThrownBy(() -> ItalianCard.parse(null)).hasMessageContaining("'null'");
    }

    @Test
    @DisplayName("Ranks outside 1..10 and a missing suit are refused")
    void badComponents() {
        assertThatThrownBy(() -> ItalianCard.of(0, ItalianSuit.DENARI)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ItalianCard.of(11, ItalianSuit.DENARI)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> ItalianCard.of(5, null)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new ItalianCard(11, ItalianSuit.COPPE)).hasMessageContaining("11");
    }

    @Test
    @DisplayName("A card is written in JSON as its code and read back from it")
    void json() throws Exception {
        // given
        ItalianCard settebello = ItalianCard.of(7, ItalianSuit.DENARI);

        // when
        String json = Json.mapper().writeValueAsString(settebello);

        // then
        assertThat(json).isEqualTo("\"7D\"");
        assertThat(Json.mapper().readValue(json, ItalianCard.class)).isSameAs(settebello);
    }

    @Test
    @DisplayName("Cards sort by suit (denari, coppe, spade, bastoni) then rank")
    void order() {
        assertThat(ItalianCard.parse("10D")).isLessThan(ItalianCard.parse("1C"));
        assertThat(ItalianCard.parse("2S")).isGreaterThan(ItalianCard.parse("1S"));
    }
}
