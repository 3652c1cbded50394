package dev.mazziere.games.briscola;

import static dev.mazziere.games.briscola.BriscolaScenarios.card;
import static dev.mazziere.games.briscola.BriscolaScenarios.cards;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.games.tricks.CardPoints;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The pure rules of docs/rules.md (Briscola), apart from the turn logic. */
class BriscolaRulesTest {

    @Test
    @DisplayName("card points: Asso 11, Tre 10, Re 4, Cavallo 3, Fante 2, the others nothing: 120 in all, with three players too")
    void cardPoints() {
        assertThat(CardPoints.BRISCOLA.of(cards("1D 3D 10D 9D 8D 7D 6D 5D 4D 2D"))).isEqualTo(30);
        assertThat(CardPoints.BRISCOLA.of(BriscolaRules.deck(2))).isEqualTo(120);
        assertThat(CardPoints.BRISCOLA.of(BriscolaRules.deck(3))).isEqualTo(120);
    }

    @ParameterizedTest(name = "{0} players: {1} cards, {2} tricks, {3} sides")
    @CsvSource({"2, 40, 20, 2", "3, 39, 13, 3", "4, 40, 10, 2"})
    @DisplayName("the deck: all 40 cards, less the 2 of coppe with three players; partners with four")
    void decks(int seats, int cards, int tricks, int sides) {
        assertThat(BriscolaRules.deck(seats)).hasSize(cards).doesNotHaveDuplicates();
        assertThat(BriscolaRules.tricks(seats)).isEqualTo(tricks);
        assertThat(BriscolaRules.sides(seats)).isEqualTo(sides);
        if (seats == 3) {
            assertThat(BriscolaRules.deck(3)).doesNotContain(card("2C")).contains(card("2D"));
        }
    }

    @Test
    @DisplayName("with four players the first and third seats play against the second and fourth")
    void partners() {
        assertThat(List.of(0, 1, 2, 3).stream().map(s -> BriscolaRules.sideOf(s, 4)).toList()).containsExactly(0, 1, 0, 1);
        assertThat(List.of(0, 1, 2).stream().map(s -> BriscolaRules.sideOf(s, 3)).toList()).containsExactly(0, 1, 2);
    }

    @Test
    @DisplayName("strength, high to low: Asso, 3, Re, Cavallo, Fante, 7, 6, 5, 4, 2")
    void order() {
        List<ItalianCard> order = cards("1B 3B 10B 9B 8B 7B 6B 5B 4B 2B");
        for (int i = 0; i + 1 < order.size(); i++) {
            assertThat(BriscolaRules.TRICK_RULES.beats(order.get(i), order.get(i + 1), null))
                    .as("%s over %s", order.get(i), order.get(i + 1)).isTrue();
        }
    }

    @ParameterizedTest(name = "{0}, briscola {1} -> card {2}")
    @CsvSource({
        "3C 1C, D, 1",          // the Asso over the Tre of the suit led
        "1C 2D, D, 1",          // the smallest briscola over the Asso of another suit
        "4C 1S, D, 0",          // a card of another suit, not briscola, never takes
        "5S 2D 7D, D, 2",       // the higher of two briscole
        "10B 9B 8B 7B, C, 0",   // no briscola: the Re of the suit led
        "8C 1D 9C 3C, C, 3"})   // the Tre of briscola over the Cavallo and the Fante of briscola
    @DisplayName("the highest briscola takes the trick, else the highest card of the suit led")
    void winner(String trick, String briscola, int index) {
        ItalianSuit trump = card("1" + briscola).suit();
        assertThat(BriscolaRules.TRICK_RULES.winningIndex(cards(trick), trump)).isEqualTo(index);
    }

    @ParameterizedTest(name = "{0} -> side {1}")
    @CsvSource({"61 59, 0", "59 61, 1", "60 60, -1", "120 0, 0", "50 50 20, -1", "40 41 39, 1", "44 44 32, -1"})
    @DisplayName("the side with the most card points wins the hand; a shared highest is a drawn hand")
    void handWinner(String points, int winner) {
        List<Integer> perSide = java.util.Arrays.stream(points.split(" ")).map(Integer::valueOf).toList();
        assertThat(BriscolaRules.handWinner(perSide)).isEqualTo(winner);
    }
}
