package dev.mazziere.games.traversone;

import static dev.mazziere.games.traversone.TraversoneScenarios.GAME;
import static dev.mazziere.games.traversone.TraversoneScenarios.firstHandScore;
import static dev.mazziere.games.traversone.TraversoneScenarios.firstScore;
import static dev.mazziere.games.traversone.TraversoneScenarios.hands;
import static dev.mazziere.games.traversone.TraversoneScenarios.options;
import static dev.mazziere.games.traversone.TraversoneScenarios.play;
import static dev.mazziere.games.traversone.TraversoneScenarios.playOut;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.ai.Level;
import dev.mazziere.ai.Player;
import dev.mazziere.game.Json;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Options;
import dev.mazziere.game.ScoreEvent;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Points at the end of a hand: thirds, rounding, the last trick, the Asso di bastoni and the cappotto. */
class TraversoneScoringTest {

    /**
     * The seed's rounding example played out with 4 players: seats 1, 2 and 3 each take
     * one trick holding a Re and a Cavallo; seat 0 takes the other seven, every ace among
     * them, and the last trick: 26 thirds of cards, 9 points and 2 figures with the last trick.
     */
    private static TraversoneMatch seedExample(Options options) {
        TraversoneMatch match = TraversoneMatch.scenario(GAME, options, 3, hands(
                "4C 5S 9B 3D 3C 3S 3B 2C 2S 2B",
                "10C 4S 5B 1C 6C 7C 8C 1S 6S 7S",
                "9C 10S 4B 8S 1B 6B 7B 8B 1D 2D",
                "5C 9S 10B 4D 5D 6D 7D 8D 9D 10D"));
        play(match, "4C 10C 9C 5C");   // seat 1 takes Re and Cavallo di coppe
        play(match, "4S 10S 9S 5S");   // seat 2 takes Re and Cavallo di spade
        play(match, "4B 10B 9B 5B");   // seat 3 takes Re and Cavallo di bastoni
        play(match, "4D 3D 1C 2D");    // from here seat 0 takes everything
        playOut(match, 0, "3C 2C 3S 2S 3B 2B");
        return match;
    }

    @Test
    @DisplayName("the seed's example: 9 points and 2 figures, the others 2 figures each, scores 11 to 0 0 0")
    void seedRoundingExample() {
        // when
        TraversoneMatch match = seedExample(GAME.defaultOptions());

        // then
        TraversoneEvents.HandScore hand = firstHandScore(match);
        assertThat(hand.thirds()).containsExactly(26, 2, 2, 2);
        assertThat(hand.lastTrick()).isZero();
        assertThat(hand.cappotto()).as("the others took figures: no cappotto").isNull();
        assertThat(firstScore(match).points()).containsExactly(11, 0, 0, 0);
        assertThat(match.isOver()).isFalse();
        assertThat(match.handNumber()).isEqualTo(2);
    }

    @Test
    @DisplayName("with remainders=drop the leftover thirds are lost: the same hand scores 9 to 0 0 0")
    void seedExampleDropped() {
        TraversoneMatch match = seedExample(options("remainders", "drop"));
        assertThat(firstScore(match).points()).containsExactly(9, 0, 0, 0);
    }

    @Test
    @DisplayName("with assoBastoni the taker of the Asso di bastoni is charged 10 more: 21 in the hand")
    void assoBastoniPenalty() {
        TraversoneMatch match = seedExample(options("assoBastoni", "true"));
        assertThat(firstScore(match).points()).containsExactly(21, 0, 0, 0);
    }

    @Test
    @DisplayName("the score event is written as docs/transcript.md says, thirds without the last trick")
    void scoreShape() {
        TraversoneMatch match = seedExample(GAME.defaultOptions());
        assertThat(Json.line(firstScore(match))).isEqualTo("{\"type\":\"score\",\"hand\":"
                + "{\"thirds\":[26,2,2,2],\"lastTrick\":0,\"cappotto\":null},"
                + "\"points\":[11,0,0,0],\"totals\":[11,0,0,0]}");
    }

    /** Seat 0 holds every denari and leads them: the others, void, throw everything on its tricks. */
    private static TraversoneMatch cappottoHand(Options options, List<Integer> totals) {
        TraversoneMatch match = TraversoneMatch.scenario(GAME, options, 3, hands(
                "1D 2D 3D 4D 5D 6D 7D 8D 9D 10D",
                "1C 2C 3C 4C 5C 6C 7C 8C 9C 10C",
                "1S 2S 3S 4S 5S 6S 7S 8S 9S 10S",
                "1B 2B 3B 4B 5B 6B 7B 8B 9B 10B"), totals);
        playOut(match, 0, "4D 5D 6D 7D 8D 9D 10D 1D 2D 3D");
        return match;
    }

    @ParameterizedTest(name = "assoBastoni {0}")
    @ValueSource(booleans = {false, true})
    @DisplayName("cappotto=win: a player taking every point ends the match at once and wins alone")
    void cappottoWins(boolean assoBastoni) {
        // when
        TraversoneMatch match = cappottoHand(options("assoBastoni", Boolean.toString(assoBastoni)),
                List.of(0, 0, 0, 0));

        // then
        assertThat(firstHandScore(match).cappotto()).isZero();
        assertThat(firstHandScore(match).thirds()).containsExactly(32, 0, 0, 0);
        assertThat(match.isOver()).isTrue();
        assertThat(match.result().winners()).containsExactly(0);
        assertThat(match.handNumber()).isEqualTo(1);
    }

    @ParameterizedTest(name = "assoBastoni {0}: the others pay {1}")
    @CsvSource({"false, 11", "true, 21"})
    @DisplayName("cappotto=charge: the taker scores 0 and every other player the hand's maximum")
    void cappottoCharges(boolean assoBastoni, int maximum) {
        TraversoneMatch match = cappottoHand(options("cappotto", "charge", "assoBastoni", Boolean.toString(assoBastoni)),
                List.of(0, 0, 0, 0));

        assertThat(firstHandScore(match).cappotto()).isZero();
        assertThat(firstScore(match).points()).containsExactly(0, maximum, maximum, maximum);
        assertThat(match.isOver()).isFalse();
        assertThat(match.handNumber()).isEqualTo(2);
    }

    @Test
    @DisplayName("cappotto=charge can push the others over the limit: the taker, alone below it, wins")
    void cappottoChargeEndsMatch() {
        TraversoneMatch match = cappottoHand(options("cappotto", "charge"), List.of(25, 25, 25, 25));

        assertThat(match.isOver()).isTrue();
        assertThat(match.result().totals()).containsExactly(25, 36, 36, 36);
        assertThat(match.result().winners()).containsExactly(0);
    }

    @ParameterizedTest(name = "assoBastoni {0}: the taker scores {1}")
    @CsvSource({"false, 11", "true, 21"})
    @DisplayName("cappotto=off: nothing special, the taker simply scores every point")
    void cappottoOff(boolean assoBastoni, int points) {
        TraversoneMatch match = cappottoHand(options("cappotto", "off", "assoBastoni", Boolean.toString(assoBastoni)),
                List.of(0, 0, 0, 0));

        assertThat(firstHandScore(match).cappotto()).as("still recorded").isZero();
        assertThat(firstScore(match).points()).containsExactly(points, 0, 0, 0);
        assertThat(match.isOver()).isFalse();
    }

    @ParameterizedTest(name = "{0} players, {1}")
    @CsvSource({"3, lastTrick", "4, lastTrick", "5, lastTrick", "6, lastTrick", "4, drop", "6, drop"})
    @DisplayName("every hand counts 10 2/3 in cards and sums to 11 with lastTrick (21 with assoBastoni), less with drop")
    void everyHandSumsToEleven(int seats, String remainders) {
        for (boolean assoBastoni : new boolean[] {false, true}) {
            Options options = options("remainders", remainders, "assoBastoni", Boolean.toString(assoBastoni),
                    "cappotto", "off", "limit", "101");
            int hands = 0;
            for (long seed = 0; seed < 40; seed++) {
                for (ScoreEvent score : playMatch(options, seats, seed)) {
                    hands++;
                    TraversoneEvents.HandScore hand = (TraversoneEvents.HandScore) score.hand();
                    int sum = score.points().stream().mapToInt(Integer::intValue).sum();
                    int maximum = TraversoneRules.handMaximum(assoBastoni);
                    assertThat(hand.thirds().stream().mapToInt(Integer::intValue).sum()).isEqualTo(32);
                    if (remainders.equals("lastTrick")) {
                        assertThat(sum).as("seed %d: %s", seed, score).isEqualTo(maximum);
                    } else {
                        assertThat(sum).as("seed %d: %s", seed, score).isBetween(maximum - 2, maximum);
                    }
                }
            }
            assertThat(hands).isGreaterThan(40);
        }
    }

    /** The score events of one match between medium and easy players. */
    private static List<ScoreEvent> playMatch(Options options, int seats, long seed) {
        MatchState match = GAME.newMatch(options, seats, seed);
        List<Player> players = new ArrayList<>();
        for (int s = 0; s < seats; s++) {
            players.add(dev.mazziere.ai.Players.of(s % 2 == 0 ? Level.MEDIUM : Level.EASY, new TraversoneAi(), GAME.defaultOptions(), seed * 10 + s));
        }
        while (!match.isOver()) {
            int seat = match.toAct();
            match.apply(seat, players.get(seat).choose(match.view(seat), match.legalMoves()));
        }
        return match.events().stream().filter(ScoreEvent.class::isInstance).map(ScoreEvent.class::cast).toList();
    }
}
