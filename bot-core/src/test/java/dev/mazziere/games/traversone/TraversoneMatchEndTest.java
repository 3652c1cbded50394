package dev.mazziere.games.traversone;

import static dev.mazziere.games.traversone.TraversoneScenarios.GAME;
import static dev.mazziere.games.traversone.TraversoneScenarios.firstScore;
import static dev.mazziere.games.traversone.TraversoneScenarios.hands;
import static dev.mazziere.games.traversone.TraversoneScenarios.options;
import static dev.mazziere.games.traversone.TraversoneScenarios.play;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The end of a match (docs/rules.md, Traversone, "Match"): checked at the end of each hand against the limit. */
class TraversoneMatchEndTest {

    /**
     * A short last hand of 3 players worth exactly 2 points to seat 1: seat 0 takes a
     * Re, seat 1 the Asso and the Due of denari and the last trick (7 thirds).
     */
    private static TraversoneMatch handWorthTwoToSeatOne(int limit, int t0, int t1, int t2) {
        TraversoneMatch match = TraversoneMatch.scenario(GAME, options("limit", Integer.toString(limit)), 2,
                hands("10C 1D", "4C 2D", "5C 6S"), List.of(t0, t1, t2));
        play(match, "10C 4C 5C 1D 2D 6S");
        assertThat(firstScore(match).points()).containsExactly(0, 2, 0);
        return match;
    }

    @ParameterizedTest(name = "limit {0}")
    @CsvSource({"21", "31", "41", "51", "101"})
    @DisplayName("nobody at the limit: another hand is dealt by the next dealer")
    void belowLimitPlaysOn(int limit) {
        TraversoneMatch match = handWorthTwoToSeatOne(limit, limit - 1, limit - 3, 0);

        assertThat(match.isOver()).isFalse();
        assertThat(match.handNumber()).isEqualTo(2);
        assertThat(match.view(0).dealer()).isZero();
        assertThat(match.toAct()).isEqualTo(1);
    }

    @ParameterizedTest(name = "limit {0}")
    @CsvSource({"21", "31", "41", "51", "101"})
    @DisplayName("a player reaching the limit exactly ends the match: every player below it wins")
    void reachingTheLimitLoses(int limit) {
        TraversoneMatch match = handWorthTwoToSeatOne(limit, limit - 1, limit - 2, 3);

        assertThat(match.isOver()).isTrue();
        assertThat(match.result().totals()).containsExactly(limit - 1, limit, 3);
        assertThat(match.result().winners()).containsExactly(0, 2);
        assertThat(match.toAct()).isEqualTo(-1);
        assertThat(match.legalMoves()).isEmpty();
    }

    @ParameterizedTest(name = "limit {0}")
    @CsvSource({"21", "31", "41", "51", "101"})
    @DisplayName("everyone at or over the limit: the lowest total wins alone")
    void allOverLowestWins(int limit) {
        TraversoneMatch match = handWorthTwoToSeatOne(limit, limit + 2, limit, limit + 1);

        assertThat(match.result().winners()).containsExactly(2);
    }

    @ParameterizedTest(name = "limit {0}")
    @CsvSource({"21", "31", "41", "51", "101"})
    @DisplayName("everyone over the limit, two sharing the lowest total: both win")
    void allOverSharedLowest(int limit) {
        TraversoneMatch match = handWorthTwoToSeatOne(limit, limit, limit + 4, limit);

        assertThat(match.result().winners()).containsExactly(0, 2);
    }

    @ParameterizedTest(name = "limit {0}")
    @CsvSource({"21", "31", "41", "51", "101"})
    @DisplayName("everyone over the limit with equal totals: another hand is played")
    void allEqualPlaysOn(int limit) {
        TraversoneMatch match = handWorthTwoToSeatOne(limit, limit + 5, limit + 3, limit + 5);

        assertThat(match.totals()).containsExactly(limit + 5, limit + 5, limit + 5);
        assertThat(match.isOver()).isFalse();
        assertThat(match.handNumber()).isEqualTo(2);
    }
}
