package dev.mazziere.games.scopa;

import static dev.mazziere.games.scopa.ScopaScenarios.GAME;
import static dev.mazziere.games.scopa.ScopaScenarios.cards;
import static dev.mazziere.games.scopa.ScopaScenarios.hands;
import static dev.mazziere.games.scopa.ScopaScenarios.move;
import static dev.mazziere.games.scopa.ScopaScenarios.options;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.game.Options;
import dev.mazziere.game.Outcome;
import dev.mazziere.game.Rejection;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The capture obligations of docs/rules.md (Scopa, "A turn"), played on chosen positions. */
class ScopaCaptureRulesTest {

    /** Dealer 1, so seat 0 plays first; seat 1 holds a card that cannot matter. */
    private static ScopaMatch seatZeroToPlay(Options options, String hand, String table) {
        return ScopaMatch.scenario(GAME, options, 1, hands(hand, "10S"), cards(table), List.of());
    }

    private static ScopaMatch seatZeroToPlay(String hand, String table) {
        return seatZeroToPlay(GAME.defaultOptions(), hand, table);
    }

    private static Rejection rejection(Outcome outcome) {
        assertThat(outcome).isInstanceOf(Outcome.Rejected.class);
        return ((Outcome.Rejected) outcome).rejection();
    }

    @Test
    @DisplayName("a single card of equal value must be taken rather than a sum")
    void singleCardBeforeSum() {
        // given
        ScopaMatch match = seatZeroToPlay("7D", "3S 4C 7B");

        // when
        List<ScopaMove> legal = match.legalMoves();
        Outcome sum = match.apply(0, move("7D:3S4C"));

        // then
        assertThat(legal).containsExactly(move("7D:7B"));
        assertThat(rejection(sum).code()).isEqualTo("scopa.mustTakeSingle");
        assertThat(rejection(sum).args()).containsExactly("7D", "7B");
        assertThat(match.apply(0, move("7D:7B")).applied()).isTrue();
        assertThat(match.view(0).table()).containsExactlyInAnyOrderElementsOf(cards("3S 4C"));
    }

    @Test
    @DisplayName("with two table cards of the played value the player chooses which one to take")
    void choiceBetweenTwoSingles() {
        // given
        ScopaMatch match = seatZeroToPlay("5D", "5C 5B 2S 3S");

        // when
        List<ScopaMove> legal = match.legalMoves();
        Outcome taken = match.apply(0, move("5D:5B"));

        // then
        assertThat(legal).containsExactlyInAnyOrder(move("5D:5C"), move("5D:5B"));
        assertThat(taken.applied()).isTrue();
        assertThat(match.view(0).table()).containsExactlyInAnyOrderElementsOf(cards("5C 2S 3S"));
    }

    @Test
    @DisplayName("under captureChoice free the player chooses between two sums, even of different sizes")
    void freeChoiceBetweenSums() {
        // given
        ScopaMatch match = seatZeroToPlay("8D", "1C 3S 4B 6C 2B");

        // when
        List<ScopaMove> legal = match.legalMoves();
        Outcome largest = match.apply(0, move("8D:1C3S4B"));

        // then
        assertThat(legal).containsExactlyInAnyOrder(move("8D:6C2B"), move("8D:1C3S4B"));
        assertThat(largest.applied()).isTrue();
        assertThat(match.view(0).table()).containsExactlyInAnyOrderElementsOf(cards("6C 2B"));
    }

    @Test
    @DisplayName("under captureChoice fewest a sum with more cards than needed is refused")
    void fewestRefusesLargerSet() {
        // given
        ScopaMatch match = seatZeroToPlay(options("captureChoice", "fewest"), "8D", "1C 3S 4B 6C 2B");
        ScopaMatch before = match.copy();

        // when
        List<ScopaMove> legal = match.legalMoves();
        Outcome larger = match.apply(0, move("8D:1C3S4B"));

        // then
        assertThat(legal).containsExactly(move("8D:6C2B"));
        assertThat(rejection(larger).code()).isEqualTo("scopa.mustTakeFewest");
        assertThat(match).isEqualTo(before);
        assertThat(match.apply(0, move("8D:6C2B")).applied()).isTrue();
    }

    @Test
    @DisplayName("a card that can take nothing stays on the table")
    void cardThatCannotCaptureStays() {
        // given
        ScopaMatch match = seatZeroToPlay("9C", "3S 4C 10B");

        // when
        List<ScopaMove> legal = match.legalMoves();
        Outcome dropped = match.apply(0, move("9C"));

        // then
        assertThat(legal).containsExactly(move("9C"));
        assertThat(dropped.applied()).isTrue();
        assertThat(match.view(0).table()).containsExactlyInAnyOrderElementsOf(cards("3S 4C 10B 9C"));
        assertThat(match.view(0).captured()).allSatisfy(pile -> assertThat(pile).isEmpty());
    }

    @Test
    @DisplayName("a card that can take may not be left on the table")
    void captureIsCompulsory() {
        // given
        ScopaMatch match = seatZeroToPlay("7D", "3S 4C");
        ScopaMatch before = match.copy();

        // when
        Outcome dropped = match.apply(0, move("7D"));

        // then
        assertThat(rejection(dropped).code()).isEqualTo("scopa.mustTake");
        assertThat(match).isEqualTo(before);
    }

    @Test
    @DisplayName("playing a card that is not in the hand is refused and changes nothing")
    void cardNotInHand() {
        // given
        ScopaMatch match = seatZeroToPlay("7D 2C", "3S 4C");
        ScopaMatch before = match.copy();

        // when
        Outcome outcome = match.apply(0, move("7C:3S4C"));

        // then
        assertThat(rejection(outcome)).isEqualTo(Rejection.of("scopa.notInHand", "7C"));
        assertThat(match).isEqualTo(before);
    }

    @Test
    @DisplayName("taking a card that is not on the table is refused and changes nothing")
    void cardNotOnTable() {
        // given
        ScopaMatch match = seatZeroToPlay("7D 2C", "3S 4C");
        ScopaMatch before = match.copy();

        // when
        Outcome outcome = match.apply(0, move("7D:3S4B"));

        // then
        assertThat(rejection(outcome)).isEqualTo(Rejection.of("scopa.notOnTable", "4B"));
        assertThat(match).isEqualTo(before);
    }

    @Test
    @DisplayName("a capture that does not add up to the card played is refused and changes nothing")
    void captureNotSumming() {
        // given
        ScopaMatch match = seatZeroToPlay("7D 2C", "3S 4C 2B");
        ScopaMatch before = match.copy();

        // when
        Outcome outcome = match.apply(0, move("7D:3S2B"));

        // then
        assertThat(rejection(outcome)).isEqualTo(Rejection.of("scopa.wrongSum", "7D", "5"));
        assertThat(match).isEqualTo(before);
    }

    @Test
    @DisplayName("claiming a capture with a card that takes nothing is refused and changes nothing")
    void captureWithCardThatTakesNothing() {
        // given
        ScopaMatch match = seatZeroToPlay("9C 2C", "3S 4C");
        ScopaMatch before = match.copy();

        // when
        Outcome outcome = match.apply(0, move("9C:3S4C"));

        // then
        assertThat(rejection(outcome).code()).isEqualTo("scopa.cannotTake");
        assertThat(match).isEqualTo(before);
    }

    @Test
    @DisplayName("a move out of turn is refused and changes nothing")
    void outOfTurn() {
        // given
        ScopaMatch match = seatZeroToPlay("7D", "3S 4C");
        ScopaMatch before = match.copy();

        // when
        Outcome outcome = match.apply(1, move("10S"));

        // then
        assertThat(rejection(outcome).code()).isEqualTo(Rejection.NOT_YOUR_TURN);
        assertThat(match).isEqualTo(before);
    }

    @Test
    @DisplayName("the capture finder offers only the single card when one matches, and every sum otherwise")
    void captureFinder() {
        assertThat(Captures.options(7, cards("3S 4C 7B 7C"), false)).containsExactlyInAnyOrder(cards("7C"), cards("7B"));
        assertThat(Captures.options(6, cards("1D 2D 3D 4D 5D"), false))
                .containsExactlyInAnyOrder(cards("1D 2D 3D"), cards("1D 5D"), cards("2D 4D"));
        assertThat(Captures.options(6, cards("1D 2D 3D 4D 5D"), true))
                .containsExactlyInAnyOrder(cards("1D 5D"), cards("2D 4D"));
        assertThat(Captures.options(10, cards("1D 2D"), false)).isEmpty();
    }
}
