package dev.mazziere.app;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import dev.mazziere.game.MatchResult;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The duel record's margin per hand and its interval over matches. */
final class DuelTallyTest {

    private static MatchResult result(List<Integer> winners, List<Integer> totals) {
        return new MatchResult(totals, winners, false);
    }

    @Test
    @DisplayName("the margin is A's points minus the others' mean, per hand over all matches")
    void marginIsARatioOfSums() {
        DuelTally tally = new DuelTally(false);
        tally.add(result(List.of(0), List.of(11, 5)), 0, 2, 3);
        tally.add(result(List.of(1), List.of(8, 12)), 0, 2, 5);

        double[] m = tally.margin();

        assertThat(m[0]).isCloseTo((6.0 - 4.0) / 8, within(1e-12));
        assertThat(m[1]).isLessThan(m[0]);
        assertThat(m[2]).isGreaterThan(m[0]);
    }

    @Test
    @DisplayName("matches with the same margin per hand give an interval of no width")
    void equalMarginsHaveNoSpread() {
        DuelTally tally = new DuelTally(false);
        tally.add(result(List.of(0), List.of(12, 10)), 0, 2, 4);
        tally.add(result(List.of(0), List.of(13, 10)), 0, 2, 6);

        double[] m = tally.margin();

        assertThat(m[0]).isCloseTo(0.5, within(1e-12));
        assertThat(m[1]).isCloseTo(0.5, within(1e-12));
        assertThat(m[2]).isCloseTo(0.5, within(1e-12));
    }

    @Test
    @DisplayName("with three sides the margin is taken against the mean of the other two")
    void threeSidesCompareWithTheOthersMean() {
        DuelTally tally = new DuelTally(true);
        tally.add(result(List.of(1, 2), List.of(31, 10, 20)), 1, 3, 5);

        assertThat(tally.margin()[0]).isCloseTo((10 - 25.5) / 5, within(1e-12));
    }
}
