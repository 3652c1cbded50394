package dev.mazziere.games.scopa;

import static dev.mazziere.games.scopa.ScopaScenarios.cards;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.cards.Decks;
import dev.mazziere.cards.ItalianCard;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The hand count of docs/rules.md (Scopa, "Hand score", napola, rebello) on chosen piles. */
class ScopaScoringTest {

    private static final boolean TIES_NONE = false;
    private static final boolean TIES_EACH = true;

    /** The 40 cards split: {@code first} to side 0, everything else to side 1. */
    private static List<List<ItalianCard>> split(String first) {
        List<ItalianCard> one = new ArrayList<>(cards(first));
        List<ItalianCard> other = new ArrayList<>(Decks.italian40());
        other.removeAll(one);
        return List.of(one, other);
    }

    private static List<TeamHandScore> score(List<List<ItalianCard>> piles, boolean tiesEach) {
        return ScopaScoring.score(piles, new int[piles.size()], tiesEach, false, false);
    }

    @Test
    @DisplayName("a primiera of the four sevens is worth 84")
    void fourSevensPrimiera() {
        assertThat(ScopaScoring.primiera(cards("7D 7C 7S 7B 6D 1C 5S"))).isEqualTo(84);
    }

    @Test
    @DisplayName("the primiera counts the best card of each suit with the traditional values")
    void primieraValues() {
        // 6=18, A=16, 5=15, Re=10 ; the 2 of denari does not count beside the 6
        assertThat(ScopaScoring.primiera(cards("6D 2D 1C 5S 10B"))).isEqualTo(18 + 16 + 15 + 10);
        assertThat(List.of(7, 6, 1, 5, 4, 3, 2, 8, 9, 10).stream()
                .map(r -> ScopaScoring.primieraValue(ItalianCard.of(r, dev.mazziere.cards.ItalianSuit.COPPE))))
                .containsExactly(21, 18, 16, 15, 14, 13, 12, 10, 10, 10);
    }

    @Test
    @DisplayName("a side missing a suit cannot win the primiera, even with higher cards")
    void missingSuitLosesPrimiera() {
        // given side 0 has three sevens and a six but no bastoni at all
        List<ItalianCard> strong = new ArrayList<>(cards("7D 7C 7S 6D 6C 6S 1D 1C 1S"));
        List<ItalianCard> weak = new ArrayList<>(Decks.italian40());
        weak.removeAll(strong);
        weak.removeAll(cards("7B 6B 1B 5B 4B 3B 2B 5D 5C 5S"));

        // when
        List<TeamHandScore> score = score(List.of(strong, weak), TIES_NONE);

        // then
        assertThat(ScopaScoring.primiera(strong)).isEqualTo(-1);
        assertThat(score.get(0).primiera()).isZero();
        assertThat(score.get(1).primiera()).isEqualTo(1);
    }

    @Test
    @DisplayName("no side scores the primiera when every side misses a suit")
    void nobodyHasAllSuits() {
        List<TeamHandScore> score = score(List.of(cards("7D 7C 7S"), cards("7B 6B")), TIES_EACH);
        assertThat(score).allSatisfy(s -> assertThat(s.primiera()).isZero());
    }

    @Test
    @DisplayName("the settebello scores one point for the side that took it")
    void settebello() {
        List<TeamHandScore> score = score(split("7D"), TIES_NONE);
        assertThat(score.get(0).settebello()).isEqualTo(1);
        assertThat(score.get(1).settebello()).isZero();
    }

    @ParameterizedTest(name = "{0} -> {1}")
    @CsvSource({
        "1D 2D 3D, 3",
        "1D 2D 3D 4D, 4",
        "1D 2D 3D 4D 5D, 5",
        "1D 2D 3D 5D 6D 7D, 3",
        "1D 2D 4D 5D 6D, 0",
        "2D 3D 4D 5D, 0",
        "1D 2D 3D 4D 5D 6D 7D 8D 9D 10D, 10",
        "1C 2C 3C, 0"})
    @DisplayName("napola: ace, 2 and 3 of denari score 3, plus one per further denari in unbroken sequence")
    void napola(String pile, int points) {
        assertThat(ScopaScoring.napola(cards(pile))).isEqualTo(points);
    }

    @Test
    @DisplayName("napola counts only when the option is on, and adds to the side's points")
    void napolaOption() {
        // given side 0 took A-2-3-4-5 of denari (and so 5 denari of 10: a tie)
        List<List<ItalianCard>> piles = split("1D 2D 3D 4D 5D");

        // when
        List<TeamHandScore> off = ScopaScoring.score(piles, new int[2], false, false, false);
        List<TeamHandScore> on = ScopaScoring.score(piles, new int[2], false, true, false);

        // then
        assertThat(off.get(0).napola()).isZero();
        assertThat(on.get(0).napola()).isEqualTo(5);
        assertThat(on.get(0).points()).isEqualTo(off.get(0).points() + 5);
        assertThat(on.get(1).napola()).isZero();
    }

    @Test
    @DisplayName("rebello: the Re of denari scores one point when the option is on")
    void rebello() {
        List<List<ItalianCard>> piles = split("10D");
        assertThat(ScopaScoring.score(piles, new int[2], false, false, true).get(0).rebello()).isEqualTo(1);
        assertThat(ScopaScoring.score(piles, new int[2], false, false, false).get(0).rebello()).isZero();
        assertThat(ScopaScoring.score(piles, new int[2], false, false, true).get(1).rebello()).isZero();
    }

    @Test
    @DisplayName("20 cards each: nobody scores the carte under ties=none, both do under ties=each")
    void carteTie() {
        // given the denari and coppe to side 0, spade and bastoni to side 1
        List<List<ItalianCard>> piles = split(
                "1D 2D 3D 4D 5D 6D 7D 8D 9D 10D 1C 2C 3C 4C 5C 6C 7C 8C 9C 10C");

        // when / then
        assertThat(score(piles, TIES_NONE)).extracting(TeamHandScore::carte).containsExactly(0, 0);
        assertThat(score(piles, TIES_EACH)).extracting(TeamHandScore::carte).containsExactly(1, 1);
    }

    @Test
    @DisplayName("5 denari each: nobody scores the denari under ties=none, both do under ties=each")
    void denariTie() {
        List<List<ItalianCard>> piles = split("1D 2D 3D 4D 5D 1C");
        assertThat(score(piles, TIES_NONE)).extracting(TeamHandScore::denariPoint).containsExactly(0, 0);
        assertThat(score(piles, TIES_EACH)).extracting(TeamHandScore::denariPoint).containsExactly(1, 1);
    }

    @Test
    @DisplayName("equal primiera: nobody scores it under ties=none, both do under ties=each")
    void primieraTie() {
        // given 7D 6C 1S 5B = 21+18+16+15 and 6D 7C 5S 1B = 18+21+15+16: both 70
        List<List<ItalianCard>> piles = List.of(cards("7D 6C 1S 5B"), cards("6D 7C 5S 1B"));

        // when / then
        assertThat(score(piles, TIES_NONE)).extracting(TeamHandScore::primieraValue).containsExactly(70, 70);
        assertThat(score(piles, TIES_NONE)).extracting(TeamHandScore::primiera).containsExactly(0, 0);
        assertThat(score(piles, TIES_EACH)).extracting(TeamHandScore::primiera).containsExactly(1, 1);
    }

    @Test
    @DisplayName("a side ahead on every count scores carte, denari, settebello and primiera")
    void allFourPoints() {
        List<TeamHandScore> score = score(split(
                "1D 2D 3D 4D 5D 6D 7D 7C 7S 7B 1C 2C 3C 4C 5C 6C 1S 2S 3S 4S 5S"), TIES_NONE);
        TeamHandScore winner = score.get(0);
        assertThat(winner.carte()).isEqualTo(1);
        assertThat(winner.denariPoint()).isEqualTo(1);
        assertThat(winner.settebello()).isEqualTo(1);
        assertThat(winner.primiera()).isEqualTo(1);
        assertThat(winner.points()).isEqualTo(4);
        assertThat(score.get(1).points()).isZero();
    }

    @Test
    @DisplayName("each scopa adds one point to its side")
    void scopeAddUp() {
        List<TeamHandScore> score = ScopaScoring.score(split("1D"), new int[] {2, 3}, false, false, false);
        assertThat(score.get(0).scope()).isEqualTo(2);
        assertThat(score.get(1).scope()).isEqualTo(3);
    }

    @Test
    @DisplayName("three sides: a point goes to the single highest; a shared highest is a tie")
    void threeSides() {
        // given 14 + 14 + 12 cards: two sides share the most cards
        List<ItalianCard> deck = Decks.italian40();
        List<List<ItalianCard>> shared = List.of(deck.subList(0, 14), deck.subList(14, 28), deck.subList(28, 40));
        // and 16 + 12 + 12: one side alone on top, the two behind it tied between them
        List<List<ItalianCard>> single = List.of(deck.subList(0, 16), deck.subList(16, 28), deck.subList(28, 40));

        // when / then
        assertThat(ScopaScoring.score(shared, new int[3], false, false, false))
                .extracting(TeamHandScore::carte).containsExactly(0, 0, 0);
        assertThat(ScopaScoring.score(shared, new int[3], true, false, false))
                .extracting(TeamHandScore::carte).containsExactly(1, 1, 0);
        assertThat(ScopaScoring.score(single, new int[3], false, false, false))
                .extracting(TeamHandScore::carte).containsExactly(1, 0, 0);
        assertThat(ScopaScoring.score(single, new int[3], true, false, false))
                .extracting(TeamHandScore::carte).containsExactly(1, 0, 0);
    }
}
