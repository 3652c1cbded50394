package dev.mazziere.games.tressette;

import static dev.mazziere.games.tressette.TressetteScenarios.GAME;
import static dev.mazziere.games.tressette.TressetteScenarios.cards;
import static dev.mazziere.games.tressette.TressetteScenarios.hands;
import static dev.mazziere.games.tressette.TressetteScenarios.move;
import static dev.mazziere.games.tressette.TressetteScenarios.play;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.ai.Level;
import dev.mazziere.ai.Players;
import dev.mazziere.game.Move;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("The medium Tressette player plays for its side's points")
class TressetteHeuristicPlayerTest {

    private final TressetteHeuristicPlayer player = new TressetteHeuristicPlayer(1);

    private Move choice(TressetteMatch match) {
        return player.choose(match.view(match.toAct()), match.legalMoves());
    }

    /** Two players, seat 0 to lead, a stock of four. */
    private static TressetteMatch two(String seat0, String seat1) {
        return TressetteMatch.scenario(GAME, GAME.defaultOptions(), 1, hands(seat0, seat1), cards("4B 5B 6B 7B"),
                List.of(0, 0));
    }

    @Test
    @DisplayName("it takes an Asso led into its 3 of the suit")
    void takesTheAsso() {
        TressetteMatch match = two("1D 4C 5S", "3D 5D 6C");
        play(match, "1D");

        assertThat(choice(match)).isEqualTo(move("3D"));
    }

    @Test
    @DisplayName("on a trick it cannot take it plays its lowest card of the suit (liscio), keeping its Asso")
    void liscio() {
        TressetteMatch match = two("3S 4C 5C", "1S 4S 6C");
        play(match, "3S");

        assertThat(choice(match)).isEqualTo(move("4S"));
    }

    @Test
    @DisplayName("on a trick its partner surely takes it loads its Asso")
    void loadsThePartnersTrick() {
        TressetteMatch match = TressetteScenarios.deal(GAME.defaultOptions(), 3, "3C 4D", "4C 5D", "1C 6C", "7C 6D");
        play(match, "3C 4C");

        assertThat(choice(match)).isEqualTo(move("1C"));
    }

    @Test
    @DisplayName("leading ten cards, it leads the 3 nobody can take, never its lone Asso while the 3 and the 2 are out")
    void leads() {
        TressetteMatch match = TressetteScenarios.deal(GAME.defaultOptions(), 3,
                "3D 1B 4C 5C 6C 7C 4S 5S 6S 7S", "1D 2D 4D 5D 6D 7D 8D 9D 10D 2B",
                "1C 2C 3C 8C 9C 10C 1S 2S 3S 8S", "9S 10S 3B 4B 5B 6B 7B 8B 9B 10B");

        assertThat(choice(match)).isEqualTo(move("3D"));
        play(match, "3D 4D 1C 9S");
        assertThat(match.toAct()).isEqualTo(0);
        assertThat(choice(match)).isNotEqualTo(move("1B"));
    }

    @Test
    @DisplayName("medium beats easy, as a level should: over 40 matches of each size it wins most")
    void beatsEasy() {
        for (int seats : new int[] {2, 4}) {
            int won = 0;
            for (int m = 0; m < 40; m++) {
                TressetteMatch match = (TressetteMatch) GAME.newMatch(GAME.defaultOptions(), seats, 7000 + m);
                int mediumSide = m % 2;
                List<dev.mazziere.ai.Player> players = new java.util.ArrayList<>();
                for (int s = 0; s < seats; s++) {
                    Level level = s % 2 == mediumSide ? Level.MEDIUM : Level.EASY;
                    players.add(Players.of(level, new TressetteAi(), GAME.defaultOptions(), 31L * m + s));
                }
                while (!match.isOver()) {
                    int s = match.toAct();
                    match.apply(s, players.get(s).choose(match.view(s), match.legalMoves()));
                }
                won += match.result().winners().contains(mediumSide) ? 1 : 0;
            }
            assertThat(won).as("%d players", seats).isGreaterThan(26);
        }
    }
}
