package dev.mazziere.cards;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mazziere.game.Json;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

final class FrenchCardTest {

    @Test
    @DisplayName("Every card of the double deck, jokers included, parses back from its code")
    void codeRoundTrip() {
        for (FrenchCard card : Decks.frenchDouble108()) {
            // when
            FrenchCard parsed = FrenchCard.parse(card.code());

            // then
            assertThat(parsed).as(card.code()).isEqualTo(card);
            assertThat(FrenchCard.tryParse(card.code())).isEqualTo(card);
        }
    }

    @Test
    @DisplayName("Codes are A 2..10 J Q K then the suit letter, and JK for a joker")
    void notation() {
        assertThat(FrenchCard.of(FrenchCard.ACE, FrenchSuit.CLUBS).code()).isEqualTo("AC");
        assertThat(FrenchCard.of(10, FrenchSuit.HEARTS).code()).isEqualTo("10H");
        assertThat(FrenchCard.of(FrenchCard.QUEEN, FrenchSuit.SPADES).code()).isEqualTo("QS");
        assertThat(FrenchCard.of(FrenchCard.KING, FrenchSuit.DIAMONDS)).hasToString("KD");
        assertThat(FrenchCard.JOKER.code()).isEqualTo("JK");
        assertThat(FrenchCard.JOKER.isJoker()).isTrue();
        assertThat(FrenchCard.of(FrenchCard.JACK, FrenchSuit.SPADES).rankCode()).isEqualTo("J");
    }

    @Test
    @DisplayName("Ranks and suit letters are read in either case")
    void caseInsensitive() {
        assertThat(FrenchCard.parse("qs")).isEqualTo(FrenchCard.of(FrenchCard.QUEEN, FrenchSuit.SPADES));
        assertThat(FrenchCard.parse("aH")).isEqualTo(FrenchCard.of(FrenchCard.ACE, FrenchSuit.HEARTS));
        assertThat(FrenchCard.parse("10d")).isEqualTo(FrenchCard.of(10, FrenchSuit.DIAMONDS));
        assertThat(FrenchCard.parse("jk")).isEqualTo(FrenchCard.JOKER);
    }

    @ParameterizedTest(name = "''{0}''")
    @ValueSource(strings = {"", "A", "1H", "11H", "0S", "KX", "HK", "JKS", "10", "1D0", " QS", "QS ", "AAH", "7B"})
    @DisplayName("A bad code is refused with a message naming it")
    void badCodes(String code) {
        // when / then
        assertThat(FrenchCard.tryParse(code)).isNull();
        assertThatThrownBy(() -> FrenchCard.parse(code))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'" + code + "'");
    }

    @Test
    @DisplayName("A joker has no suit and a card has a suit and a rank 1..13")
    void badComponents() {
        assertThatThrownBy(() -> new FrenchCard(0, FrenchSuit.HEARTS)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new FrenchCard(14, FrenchSuit.HEARTS)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new FrenchCard(5, null)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("Equal cards of two decks are equal values")
    void twoDecks() {
        assertThat(FrenchCard.parse("7H")).isEqualTo(FrenchCard.of(7, FrenchSuit.HEARTS))
                .hasSameHashCodeAs(FrenchCard.of(7, FrenchSuit.HEARTS));
    }

    @Test
    @DisplayName("A card made or parsed is the deck's own instance, and equals any card of the same rank and suit")
    void sharedInstances() {
        for (FrenchCard card : Decks.frenchDouble108()) {
            assertThat(FrenchCard.parse(card.code())).as(card.code()).isSameAs(card.isJoker() ? FrenchCard.JOKER
                    : FrenchCard.of(card.rank(), card.suit()));
        }
        FrenchCard built = new FrenchCard(7, FrenchSuit.HEARTS);
        assertThat(built).isNotSameAs(FrenchCard.of(7, FrenchSuit.HEARTS)).isEqualTo(FrenchCard.of(7, FrenchSuit.HEARTS))
                .hasSameHashCodeAs(FrenchCard.of(7, FrenchSuit.HEARTS))
                .isNotEqualTo(FrenchCard.of(7, FrenchSuit.SPADES)).isNotEqualTo(FrenchCard.of(8, FrenchSuit.HEARTS));
        assertThat(new FrenchCard(0, null)).isEqualTo(FrenchCard.JOKER).isNotEqualTo(built);
    }

    @Test
    @DisplayName("Cards sort by suit then rank, jokers last")
    void order() {
        assertThat(FrenchCard.parse("KS")).isLessThan(FrenchCard.parse("AH"));
        assertThat(FrenchCard.parse("KC")).isLessThan(FrenchCard.JOKER);
    }

    @Test
    @DisplayName("A card is written in JSON as its code and read back from it")
    void json() throws Exception {
        assertThat(Json.mapper().writeValueAsString(FrenchCard.parse("10H"))).isEqualTo("\"10H\"");
        assertThat(Json.mapper().writeValueAsString(FrenchCard.JOKER)).isEqualTo("\"JK\"");
        assertThat(Json.mapper().readValue("\"JK\"", FrenchCard.class)).isEqualTo(FrenchCard.JOKER);
        assertThat(Json.mapper().readValue("\"QS\"", FrenchCard.class)).isEqualTo(FrenchCard.parse("QS"));
    }
}
