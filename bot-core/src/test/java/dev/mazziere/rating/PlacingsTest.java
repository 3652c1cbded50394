package dev.mazziere.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mazziere.game.MatchResult;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class PlacingsTest {

    @Test
    @DisplayName("the winner is first and the others follow by their totals, more points better")
    void morePointsBetter() {
        MatchResult r = new MatchResult(List.of(7, 11, 9, 3), List.of(1), false);

        assertThat(Placings.of(r, true)).containsExactly(3, 1, 2, 4);
    }

    @Test
    @DisplayName("in Traversone fewer points are better: the winner first, then the lowest totals")
    void fewerPointsBetter() {
        MatchResult r = new MatchResult(List.of(40, 12, 31, 25), List.of(1), false);

        assertThat(Placings.of(r, false)).containsExactly(4, 1, 3, 2);
    }

    @Test
    @DisplayName("winners share first place, equal totals behind them share a place")
    void ties() {
        MatchResult r = new MatchResult(List.of(11, 11, 5, 5, 2), List.of(0, 1), false);

        assertThat(Placings.of(r, true)).containsExactly(1, 1, 3, 3, 5);
    }

    @Test
    @DisplayName("the winner is first even when the rules let a lower total win")
    void winnerFirstWhateverTheTotal() {
        MatchResult r = new MatchResult(List.of(10, 12), List.of(0), false);

        assertThat(Placings.of(r, true)).containsExactly(1, 2);
    }

    @Test
    @DisplayName("a stopped match has no places")
    void stopped() {
        assertThatThrownBy(() -> Placings.of(new MatchResult(List.of(3, 4), List.of(), true), true))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
