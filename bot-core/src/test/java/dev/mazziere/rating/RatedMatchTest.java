package dev.mazziere.rating;

import static dev.mazziere.rating.RatingFixtures.AT;
import static dev.mazziere.rating.RatingFixtures.BOARD;
import static dev.mazziere.rating.RatingFixtures.computer;
import static dev.mazziere.rating.RatingFixtures.match;
import static dev.mazziere.rating.RatingFixtures.side;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mazziere.ai.Level;
import dev.mazziere.game.MatchResult;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class RatedMatchTest {

    @Test
    @DisplayName("a match is rated when two sides hold a player and no seat was taken over")
    void ratedRule() {
        assertThat(match(side(1, "a"), side(2, "b")).rated()).isTrue();
        assertThat(match(side(1, "a"), computer(2, Level.HARD), side(3, "b")).rated()).isTrue();
        assertThat(match(side(1, "a", "b"), computer(2, Level.HARD)).rated()).isFalse();
        assertThat(match(computer(1, Level.EASY), computer(2, Level.HARD)).rated()).isFalse();
    }

    @Test
    @DisplayName("a seat the computer took over leaves the whole match unrated, however many others played")
    void takenOverSeatVoidsTheMatch() {
        Side left = new Side(List.of(new Member.TakenOver(Level.MEDIUM)), 4);

        RatedMatch sixWay = match(side(1, "a"), side(2, "b"), side(3, "c"), left, side(5, "d"), side(6, "e"));
        RatedMatch pairs = match(side(1, "a", "b"),
                new Side(List.of(new Member.Player("c"), new Member.TakenOver(Level.HARD)), 2));

        assertThat(sixWay.rated()).isFalse();
        assertThat(pairs.rated()).isFalse();
        assertThat(RatingFixtures.rate(sixWay)).isEmpty();
        assertThat(RatingFixtures.rate(pairs)).isEmpty();
    }

    @Test
    @DisplayName("a seat counts for its user only when earned; unearned it was taken over; with no user it is a computer")
    void seatRule() {
        assertThat(Member.seat("u1", Level.HARD, true)).isEqualTo(new Member.Player("u1"));
        assertThat(Member.seat("u1", Level.HARD, false)).isEqualTo(new Member.TakenOver(Level.HARD));
        assertThat(Member.seat(null, Level.EASY, true)).isEqualTo(new Member.Computer(Level.EASY));
        assertThat(Member.seat(null, Level.EASY, false)).isEqualTo(new Member.Computer(Level.EASY));
    }

    @Test
    @DisplayName("Traversone for three where the third player left: the two who stayed are not rated")
    void leaverVoidsFromTheTablesResult() {
        List<Member> seats = List.of(Member.seat("a", Level.MEDIUM, true), Member.seat("b", Level.MEDIUM, true),
                Member.seat("c", Level.MEDIUM, false));
        MatchResult result = new MatchResult(List.of(12, 31, 40), List.of(0), false);

        RatedMatch m = RatedMatch.of(BOARD, AT, result, false, seats, s -> s).orElseThrow();

        assertThat(m.sides()).hasSize(3);
        assertThat(m.rated()).isFalse();
    }

    @Test
    @DisplayName("Scopone's result becomes two sides of two, the winning pair first")
    void fromScoponeResult() {
        List<Member> seats = List.of(new Member.Player("a"), new Member.Player("b"), new Member.Player("c"),
                new Member.Computer(Level.MEDIUM));
        MatchResult result = new MatchResult(List.of(8, 11), List.of(1), false);

        RatedMatch m = RatedMatch.of(BOARD, AT, result, true, seats, s -> s % 2).orElseThrow();

        assertThat(m.sides()).containsExactly(
                new Side(List.of(new Member.Player("a"), new Member.Player("c")), 2),
                new Side(List.of(new Member.Player("b"), new Member.Computer(Level.MEDIUM)), 1));
        assertThat(m.rated()).isTrue();
    }

    @Test
    @DisplayName("a stopped match gives nothing to rate")
    void stoppedResult() {
        MatchResult stopped = new MatchResult(List.of(3, 5), List.of(), true);

        assertThat(RatedMatch.of(BOARD, AT, stopped, true, List.of(new Member.Player("a"), new Member.Player("b")),
                s -> s)).isEmpty();
    }

    @Test
    @DisplayName("one side, an empty side, a place 0 or a player on two seats are refused")
    void badMatches() {
        assertThatThrownBy(() -> match(side(1, "a"))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> match(side(1, "a"), new Side(List.of(), 2)))
                .isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> match(side(0, "a"), side(1, "b"))).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> match(side(1, "a"), side(2, "a"))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("a sits on more than one seat");
    }
}
