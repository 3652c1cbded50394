package dev.mazziere.games.scopa;

import static dev.mazziere.games.scopa.ScopaScenarios.GAME;
import static dev.mazziere.games.scopa.ScopaScenarios.cards;
import static dev.mazziere.games.scopa.ScopaScenarios.firstHandScore;
import static dev.mazziere.games.scopa.ScopaScenarios.hands;
import static dev.mazziere.games.scopa.ScopaScenarios.move;
import static dev.mazziere.games.scopa.ScopaScenarios.options;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The end rule of docs/rules.md (Scopa, "Match"): checked at the end of a hand, one side alone on top. */
class ScopaMatchEndTest {

    /**
     * Plays a short last hand worth exactly one point to each side: side 0 takes the
     * settebello, side 1 takes more cards (denari 1-1 and primiera nobody's).
     */
    private static ScopaMatch playHandWorthOneEach(int target, int before0, int before1) {
        ScopaMatch match = ScopaMatch.scenario(GAME, options("target", Integer.toString(target)), 1,
                hands("7C", "6S"), cards("7D 2B 3B 1D"), List.of(), List.of(before0, before1));
        match.apply(0, move("7C:7D"));
        match.apply(1, move("6S:1D2B3B"));
        assertThat(firstHandScore(match)).extracting(TeamHandScore::points).containsExactly(1, 1);
        return match;
    }

    @ParameterizedTest(name = "target {0}")
    @CsvSource({"11", "16", "21", "31"})
    @DisplayName("both sides reaching the target with equal totals play another hand")
    void equalHighestPlaysOn(int target) {
        // given / when
        ScopaMatch match = playHandWorthOneEach(target, target - 1, target - 1);

        // then
        assertThat(match.isOver()).isFalse();
        assertThat(match.totals()).containsExactly(target, target);
        assertThat(match.handNumber()).isEqualTo(2);
        assertThat(match.legalMoves()).isNotEmpty();
    }

    @ParameterizedTest(name = "target {0}")
    @CsvSource({"11", "16", "21", "31"})
    @DisplayName("a side alone on top at the target wins at the end of the hand")
    void aloneOnTopWins(int target) {
        // given / when
        ScopaMatch match = playHandWorthOneEach(target, target - 1, target - 2);

        // then
        assertThat(match.isOver()).isTrue();
        assertThat(match.result().winners()).containsExactly(0);
        assertThat(match.result().totals()).containsExactly(target, target - 1);
        assertThat(match.toAct()).isEqualTo(-1);
        assertThat(match.legalMoves()).isEmpty();
    }

    @ParameterizedTest(name = "target {0}")
    @CsvSource({"11", "16", "21", "31"})
    @DisplayName("when both sides pass the target the highest total wins, not the first to reach it")
    void highestTotalWins(int target) {
        // given side 0 had already reached the target, with side 1 level after an earlier tie
        ScopaMatch match = playHandWorthOneEach(target, target, target + 1);

        // then
        assertThat(match.isOver()).isTrue();
        assertThat(match.result().winners()).containsExactly(1);
    }

    @ParameterizedTest(name = "target {0}")
    @CsvSource({"11", "16", "21", "31"})
    @DisplayName("nobody at the target: another hand is dealt")
    void belowTargetPlaysOn(int target) {
        ScopaMatch match = playHandWorthOneEach(target, target - 2, target - 3);
        assertThat(match.isOver()).isFalse();
        assertThat(match.handNumber()).isEqualTo(2);
    }

    /** Three players: side 0 takes the settebello, side 1 the most cards, side 2 nothing. */
    private static ScopaMatch playThreeSidedHand(int before0, int before1, int before2) {
        ScopaMatch match = ScopaMatch.scenario(GAME, GAME.defaultOptions(), 2,
                hands("7C", "6S", "9B"), cards("7D 2B 3B 1D 10B"), List.of(), List.of(before0, before1, before2));
        match.apply(0, move("7C:7D"));
        match.apply(1, move("6S:1D2B3B"));
        match.apply(2, move("9B"));
        assertThat(firstHandScore(match)).extracting(TeamHandScore::points).containsExactly(1, 1, 0);
        return match;
    }

    @Test
    @DisplayName("three sides: two sides level on top at the target play another hand")
    void threeSidesSharedTop() {
        ScopaMatch match = playThreeSidedHand(10, 10, 10);
        assertThat(match.totals()).containsExactly(11, 11, 10);
        assertThat(match.isOver()).isFalse();
    }

    @Test
    @DisplayName("three sides: the one side alone on top at the target wins")
    void threeSidesAloneOnTop() {
        ScopaMatch match = playThreeSidedHand(10, 9, 10);
        assertThat(match.isOver()).isTrue();
        assertThat(match.result().winners()).containsExactly(0);
    }
}
