package dev.mazziere.games.napoleone;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.ai.Level;
import dev.mazziere.ai.Simulator;
import dev.mazziere.cards.FrenchCard;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Move;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

final class NapoleoneHeuristicPlayerTest {

    private static final NapoleoneGame GAME = new NapoleoneGame();

    private static NapoleoneMatch given(int dealer, String... hands) {
        List<List<FrenchCard>> dealt = new ArrayList<>();
        for (String hand : hands) {
            dealt.add(Arrays.stream(hand.split(" ")).map(FrenchCard::parse).toList());
        }
        return NapoleoneMatch.arranged(GAME, GAME.defaultOptions(), 3L, dealer, dealt, new int[hands.length], 0);
    }

    private static Move choice(NapoleoneMatch match) {
        int seat = match.toAct();
        return new NapoleoneHeuristicPlayer(1).choose(match.view(seat), match.legalMoves());
    }

    @Test
    @DisplayName("The medium player clearly beats random players, at every table size, over 300 seeded matches")
    void beatsRandomPlayers() {
        // given: one medium player against random ones, 50 matches of 10 hands at each table size 2..7
        int matches = 0;
        int wins = 0;
        double expected = 0;
        for (int seats = 2; seats <= 7; seats++) {
            List<Level> levels = new ArrayList<>();
            levels.add(Level.MEDIUM);
            for (int s = 1; s < seats; s++) {
                levels.add(Level.EASY);
            }
            Simulator simulator = new Simulator(GAME, new NapoleoneAi(), GAME.resolveOptions(Map.of("end", "hands")), levels);

            // when
            for (int i = 0; i < 50; i++) {
                MatchState match = simulator.play(9_000 + 100L * seats + i);
                matches++;
                if (match.result().winners().contains(0)) {
                    wins++;
                }
                expected += 1.0 / seats;
            }
        }

        // then: a random seat would win about 1 match in (players) -- 73 of these 300
        System.out.printf("Napoleone medium vs random: %d of %d matches won (a random seat: %.0f)%n",
                wins, matches, expected);
        assertThat(wins).isGreaterThan(240);
    }

    @Test
    @DisplayName("With the top trumps the medium player bids Napoleone and leads its trump suit from the top")
    void bidsNapoleoneAndLeadsTrumps() {
        // given
        NapoleoneMatch match = given(3, "AS KS QS JS 2H", "2D 3D 4D 5D 6D", "2C 3C 4C 5C 6C", "7D 8D 9D 10D JD");

        // when / then
        assertThat(choice(match).code()).isIn("b:4", "b:nap");
        match.apply(0, NapoleoneMove.bid(Contract.NAPOLEONE));
        match.apply(1, NapoleoneMove.PASS);
        match.apply(2, NapoleoneMove.PASS);
        match.apply(3, NapoleoneMove.PASS);
        assertThat(choice(match).code()).isEqualTo("p:AS");
    }

    @Test
    @DisplayName("With a hand of low cards the medium player bids Misère, and as caller throws its highest safe card")
    void bidsMisereAndDucks() {
        // given
        NapoleoneMatch match = given(3, "2S 3S 2H 3D 2C", "AD KD QD JD 10D", "AH KH QH JH 10H", "AC KC QC JC 4D");

        // when / then
        assertThat(choice(match).code()).isEqualTo("b:misere");
        match.apply(0, NapoleoneMove.bid(Contract.MISERE));
        match.apply(1, NapoleoneMove.PASS);
        match.apply(2, NapoleoneMove.PASS);
        match.apply(3, NapoleoneMove.PASS);
        assertThat(choice(match).code()).as("the lowest lead").isIn("p:2S", "p:2H", "p:2C");
    }

    @Test
    @DisplayName("With a weak hand the medium player passes")
    void passesWeakHands() {
        NapoleoneMatch match = given(3, "9S 7H 8H 10C JC", "2D 3D 4D 5D 6D", "2C 3C 4C 5C 6C", "7D 8D 9D 10D JD");

        assertThat(choice(match)).isEqualTo(NapoleoneMove.PASS);
    }

    @Test
    @DisplayName("A defender does not overtake a partner who is already winning the trick after the caller played")
    void defenderLeavesTrickToPartner() {
        // given: seat 0 called Due and led the 2 of spades; seat 1 took the lead with the ace
        NapoleoneMatch match = given(3, "2S 3S 4S 5S 6S", "AS 2H 3H 4H 5H", "KS 7S 2D 3D 4D", "2C 3C 4C 5C 6C");
        match.apply(0, NapoleoneMove.bid(Contract.DUE));
        match.apply(1, NapoleoneMove.PASS);
        match.apply(2, NapoleoneMove.PASS);
        match.apply(3, NapoleoneMove.PASS);
        match.apply(0, NapoleoneMove.play("2S"));
        match.apply(1, NapoleoneMove.play("AS"));

        // when / then: seat 2 keeps its king
        assertThat(choice(match).code()).isEqualTo("p:7S");
    }

    @Test
    @DisplayName("Against a Misère a defender does not overtake the caller's winning card")
    void misereDefenderLetsCallerWin() {
        // given: seat 0 called Misère and led the 6 of spades; seat 1 played under it
        NapoleoneMatch match = given(3, "6S 2H 3H 4H 5H", "2S AD KD QD JD", "AS 3S 2D 3D 4D", "2C 3C 4C 5C 6C");
        match.apply(0, NapoleoneMove.bid(Contract.MISERE));
        match.apply(1, NapoleoneMove.PASS);
        match.apply(2, NapoleoneMove.PASS);
        match.apply(3, NapoleoneMove.PASS);
        match.apply(0, NapoleoneMove.play("6S"));
        match.apply(1, NapoleoneMove.play("2S"));

        // when / then: seat 2 plays the 3, not the ace
        assertThat(choice(match).code()).isEqualTo("p:3S");
    }
}
