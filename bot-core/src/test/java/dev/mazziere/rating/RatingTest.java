package dev.mazziere.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class RatingTest {

    @Test
    @DisplayName("a newcomer is 25 ± 8.33, provisional, and shows 0 points")
    void newcomer() {
        Rating r = Rating.newcomer();

        assertThat(r.mu()).isEqualTo(25.0);
        assertThat(r.sigma()).isEqualTo(25.0 / 3.0);
        assertThat(r.provisional()).isTrue();
        assertThat(r.conservative()).isEqualTo(0.0);
        assertThat(r.points()).isZero();
    }

    @Test
    @DisplayName("a rating is provisional for its first 10 rated matches")
    void provisional() {
        assertThat(new Rating(25, 3, 9).provisional()).isTrue();
        assertThat(new Rating(25, 3, 10).provisional()).isFalse();
    }

    @Test
    @DisplayName("points are 30 per unit of mu - 3 sigma, rounded, never below 0")
    void points() {
        assertThat(new Rating(28, 2, 50).points()).isEqualTo(660);
        assertThat(new Rating(25.01, 1, 50).points()).isEqualTo(660);
        assertThat(new Rating(10, 5, 3).points()).isZero();
    }

    @Test
    @DisplayName("rankings sort by mu - 3 sigma: a sure 28 ranks above a less sure 30")
    void bestFirst() {
        List<Rating> ratings = new ArrayList<>(List.of(new Rating(30, 6, 3), new Rating(28, 1, 80), new Rating(30, 2, 40)));

        ratings.sort(Rating.BEST_FIRST);

        assertThat(ratings).containsExactly(new Rating(28, 1, 80), new Rating(30, 2, 40), new Rating(30, 6, 3));
    }

    @Test
    @DisplayName("a rating with no uncertainty, an infinite mean or negative matches is refused")
    void invalid() {
        assertThatThrownBy(() -> new Rating(25, 0, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Rating(Double.NaN, 1, 0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Rating(25, 1, -1)).isInstanceOf(IllegalArgumentException.class);
    }
}
