package dev.mazziere.games.scopa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The chance that a hand ends the match adds up every split of the points still open against the match's rule. */
final class MatchOddsTest {

    private static final int TARGET = 11;

    @Test
    @DisplayName("a match no side can reach in this hand is at stake for nobody")
    void nothingAtStakeFarFromTheTarget() {
        MatchOdds odds = new MatchOdds();
        odds.add(0.5, 0.5);
        odds.add(0.6, 0.3);

        assertThat(odds.swing(0, new int[] {1, 0}, new int[] {2, 3}, TARGET)).isZero();
    }

    @Test
    @DisplayName("one point from the target, the side wins the match by the chance it takes an open point and the other does not catch up")
    void onePointShortWinsByTheChanceOfAPoint() {
        MatchOdds odds = new MatchOdds();
        odds.add(0.7, 0.3); // the settebello

        // 10 to 4: the settebello ends it, 11 to 4, for the first side; to the second, 10 to 5 plays on.
        assertThat(odds.swing(0, new int[] {0, 0}, new int[] {10, 4}, TARGET)).isCloseTo(0.7, within(1e-12));
        assertThat(odds.swing(1, new int[] {0, 0}, new int[] {10, 4}, TARGET)).isCloseTo(-0.7, within(1e-12));
    }

    @Test
    @DisplayName("equal highest at or over the target play on, and a point taken by both on a tie moves both")
    void equalHighestPlayOn() {
        MatchOdds odds = new MatchOdds();
        odds.add(0.5, 0.5); // settebello
        odds.add(0.6, 0.6); // carte, ties to each side: 0.2 both, 0.4 each alone

        // 10 to 10: the first side wins with the settebello and carte alone or shared, 0.5 x 0.6;
        // with the settebello and the other's carte it is 11 to 11. The second side alike.
        assertThat(odds.swing(0, new int[] {0, 0}, new int[] {10, 10}, TARGET)).isCloseTo(0, within(1e-12));
        odds.clear();
        odds.add(1, 0);
        odds.add(0, 1);
        assertThat(odds.swing(0, new int[] {0, 0}, new int[] {10, 10}, TARGET))
                .as("one point each: 11 to 11, the match plays on").isZero();
    }

    @Test
    @DisplayName("points made for certain count before the open ones")
    void madePointsCount() {
        MatchOdds odds = new MatchOdds();
        odds.add(0.25, 0.75);

        // 9 + 2 scope = 11 against 8: the first side has it unless the second reaches... it cannot.
        assertThat(odds.swing(0, new int[] {2, 0}, new int[] {9, 8}, TARGET)).isCloseTo(1, within(1e-12));
        // 9 + 2 = 11 against 10 + 1 = 11: level, so the open point decides.
        assertThat(odds.swing(0, new int[] {2, 1}, new int[] {9, 10}, TARGET)).isCloseTo(0.25 - 0.75, within(1e-12));
    }
}
