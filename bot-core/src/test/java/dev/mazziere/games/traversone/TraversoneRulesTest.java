package dev.mazziere.games.traversone;

import static dev.mazziere.games.traversone.TraversoneScenarios.cards;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.games.tricks.CardPoints;
import dev.mazziere.cards.Decks;
import dev.mazziere.cards.ItalianCard;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The pure rules of docs/rules.md (Traversone), apart from the turn logic. */
class TraversoneRulesTest {

    @Test
    @DisplayName("the capture order is Tre, Due, Asso, Re, Cavallo, Fante, 7, 6, 5, 4")
    void captureOrder() {
        // given the ten coppe from strongest to weakest, as the seed lists them
        List<ItalianCard> order = cards("3C 2C 1C 10C 9C 8C 7C 6C 5C 4C");

        // then each beats every card after it
        for (int i = 0; i + 1 < order.size(); i++) {
            assertThat(TraversoneRules.TRICK_RULES.beats(order.get(i), order.get(i + 1), null))
                    .as("%s over %s", order.get(i), order.get(i + 1)).isTrue();
        }
    }

    @ParameterizedTest(name = "{0} -> card {1}")
    @CsvSource({
        "10C 3C 1C 2C, 1",   // the Tre beats the Asso and the Due
        "1D 10D 9D 8D, 0",   // the Asso beats the figures
        "4D 3C 1B 2S, 0",    // cards of other suits never win, however strong: no trumps
        "7S 6S 3B 8S, 3",    // a Fante beats a 7
        "5B 4B, 0"})
    @DisplayName("the highest card of the suit led wins the trick")
    void trickWinner(String trick, int winner) {
        assertThat(TraversoneRules.TRICK_RULES.winningIndex(cards(trick), null)).isEqualTo(winner);
    }

    @Test
    @DisplayName("card points: Asso one point, Tre, Due and the figures a third each, the rest nothing; 10 and 2/3 in the deck")
    void cardPoints() {
        assertThat(CardPoints.THIRDS.of(cards("1D"))).isEqualTo(3);
        assertThat(CardPoints.THIRDS.of(cards("3D 2C 10S 9B 8D"))).isEqualTo(5);
        assertThat(CardPoints.THIRDS.of(cards("7D 6C 5S 4B"))).isZero();
        assertThat(CardPoints.THIRDS.of(Decks.italian40())).isEqualTo(32);
    }

    @Test
    @DisplayName("the seed's example: 9 points and 2 figures against 2 figures each gives all leftover thirds to the last trick, 11 in all")
    void seedRoundingExample() {
        // given seat 0 took 26 thirds of cards and the last trick (9 points and 2 figures), the others 2 figures each
        List<Integer> thirds = List.of(26, 2, 2, 2);

        // when
        List<Integer> lastTrick = TraversoneRules.roundedPoints(thirds, 0, true);
        List<Integer> drop = TraversoneRules.roundedPoints(thirds, 0, false);

        // then the 2 + 2 + 2 + 2 leftover thirds make 2 more points for seat 0
        assertThat(lastTrick).containsExactly(11, 0, 0, 0);
        assertThat(drop).containsExactly(9, 0, 0, 0);
        assertThat(TraversoneRules.cappotto(thirds, 0)).as("the others took figures: no cappotto").isNull();
    }

    @Test
    @DisplayName("leftover thirds go to the last trick's taker even when it has none of its own")
    void leftoversToLastTrick() {
        // given 32 thirds shared 10 / 11 / 11, seat 2 taking the last trick
        assertThat(TraversoneRules.roundedPoints(List.of(10, 11, 11), 2, true)).containsExactly(3, 3, 5);
        assertThat(TraversoneRules.roundedPoints(List.of(10, 11, 11), 2, false)).containsExactly(3, 3, 4);
    }

    @Test
    @DisplayName("a cappotto is the last trick and every card worth points in one seat's pile")
    void cappotto() {
        assertThat(TraversoneRules.cappotto(List.of(0, 32, 0, 0), 1)).isEqualTo(1);
        assertThat(TraversoneRules.cappotto(List.of(0, 32, 0, 0), 2)).as("the last trick went elsewhere").isNull();
        assertThat(TraversoneRules.cappotto(List.of(1, 31, 0, 0), 1)).as("a single Fante elsewhere").isNull();
    }

    @ParameterizedTest(name = "{0} players: {1} cards each")
    @CsvSource({"3, 13, 39", "4, 10, 40", "5, 8, 40", "6, 6, 36"})
    @DisplayName("the deck shares out evenly: the 4 of coppe out with 3 players, all the fours with 6")
    void decks(int seats, int each, int size) {
        List<ItalianCard> deck = TraversoneRules.deck(seats);
        assertThat(deck).hasSize(size).doesNotHaveDuplicates();
        assertThat(TraversoneRules.handSize(seats)).isEqualTo(each);
        assertThat(CardPoints.THIRDS.of(deck)).isEqualTo(32);
        if (seats == 3) {
            assertThat(deck).doesNotContain(ItalianCard.parse("4C")).contains(ItalianCard.parse("4D"));
        }
        if (seats == 6) {
            assertThat(deck).noneMatch(c -> c.rank() == 4);
        }
    }

    @ParameterizedTest(name = "{0} with limit {1} -> {2}")
    @CsvSource(delimiter = ';', value = {
        "30,29,20; 31; ",          // nobody at the limit: play on
        "30,31,20; 31; 0,2",       // reaching the limit exactly loses; those below win
        "12,40,25,33; 31; 0,2",
        "33,37,31; 31; 2",         // everyone over: the lowest total wins
        "31,37,31; 31; 0,2",       // everyone over, two share the lowest: both win
        "40,40,40; 31; ",          // everyone over and all equal: another hand
        "20,21,5; 21; 0,2",
        "100,101,99,102,150,3; 101; 0,2,5"})
    @DisplayName("the end rule: below the limit wins; all over, the lowest; all equal, another hand")
    void endRule(String totals, int limit, String winners) {
        List<Integer> t = java.util.Arrays.stream(totals.split(",")).map(Integer::valueOf).toList();
        List<Integer> expected = winners == null ? null
                : java.util.Arrays.stream(winners.split(",")).map(Integer::valueOf).toList();

        assertThat(TraversoneRules.winners(t, limit)).isEqualTo(expected);
    }
}
