package dev.mazziere.cards;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class DecksTest {

    @Test
    @DisplayName("The Italian deck has 40 distinct cards, ten of each suit")
    void italian40() {
        // when
        List<ItalianCard> deck = Decks.italian40();

        // then
        assertThat(deck).hasSize(40).doesNotHaveDuplicates();
        assertThat(deck.stream().collect(Collectors.groupingBy(ItalianCard::suit, Collectors.counting())))
                .containsOnlyKeys(ItalianSuit.values())
                .allSatisfy((suit, count) -> assertThat(count).isEqualTo(10L));
        assertThat(deck).isSorted();
    }

    @Test
    @DisplayName("The French deck has 52 distinct cards, thirteen of each suit, and no joker")
    void french52() {
        List<FrenchCard> deck = Decks.french52();

        assertThat(deck).hasSize(52).doesNotHaveDuplicates().noneMatch(FrenchCard::isJoker);
        assertThat(deck.stream().collect(Collectors.groupingBy(FrenchCard::suit, Collectors.counting())))
                .containsOnlyKeys(FrenchSuit.values())
                .allSatisfy((suit, count) -> assertThat(count).isEqualTo(13L));
    }

    @Test
    @DisplayName("The 54-card deck is the 52 plus two jokers")
    void french54() {
        List<FrenchCard> deck = Decks.french54();

        assertThat(deck).hasSize(54);
        assertThat(deck.stream().filter(FrenchCard::isJoker)).hasSize(2);
        assertThat(deck.stream().filter(c -> !c.isJoker()).toList()).containsExactlyElementsOf(Decks.french52());
    }

    @Test
    @DisplayName("The double deck holds every card twice and four jokers: 108 cards")
    void frenchDouble108() {
        // when
        Map<String, Long> counts = Decks.frenchDouble108().stream()
                .collect(Collectors.groupingBy(FrenchCard::code, Collectors.counting()));

        // then
        assertThat(counts.values().stream().mapToLong(Long::longValue).sum()).isEqualTo(108);
        assertThat(counts).hasSize(53).containsEntry("JK", 4L);
        assertThat(counts).allSatisfy((code, count) -> assertThat(count).as(code).isEqualTo(code.equals("JK") ? 4L : 2L));
    }

    @Test
    @DisplayName("Each call gives a fresh list that may be shuffled without touching the next deck")
    void freshLists() {
        // given
        List<ItalianCard> first = Decks.italian40();

        // when
        new SeededRandom(3).shuffle(first);

        // then
        assertThat(first).isNotEqualTo(Decks.italian40());
        assertThat(Decks.italian40()).isSorted();
        assertThat(Decks.italian40().stream().collect(Collectors.toMap(ItalianCard::code, Function.identity())))
                .hasSize(40);
    }
}
