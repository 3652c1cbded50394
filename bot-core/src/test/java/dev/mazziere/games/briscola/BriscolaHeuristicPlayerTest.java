package dev.mazziere.games.briscola;

import static dev.mazziere.games.briscola.BriscolaScenarios.GAME;
import static dev.mazziere.games.briscola.BriscolaScenarios.card;
import static dev.mazziere.games.briscola.BriscolaScenarios.cards;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.ai.Level;
import dev.mazziere.ai.Simulator;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.MatchState;
import dev.mazziere.games.tricks.TrickEvents;
import dev.mazziere.games.tricks.TrickView;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("The medium Briscola player")
class BriscolaHeuristicPlayerTest {

    /**
     * Two players early in a hand, briscola denari with the 6 of denari face up and 30 cards
     * in the stock: seat 0 holds {@code hand}, seat 1 has led {@code led} (or nobody has).
     * Cards taken so far: none.
     */
    private static BriscolaView view(String hand, String led) {
        List<TrickEvents.Play<ItalianCard>> trick = led.isEmpty() ? List.of()
                : List.of(new TrickEvents.Play<>(1, card(led)));
        TrickView<ItalianCard> table = new TrickView<>(trick, led.isEmpty() ? 0 : 1, 2, null,
                List.of(3, led.isEmpty() ? 3 : 2), List.of(List.of(), List.of()));
        return new BriscolaView(0, cards(hand), table, card("6D").suit(), card("6D"), 30, null, 0, 1, 1,
                List.of(0, 0), 2);
    }

    private static ItalianCard choice(BriscolaView v) {
        List<BriscolaMove> legal = v.hand().stream().map(BriscolaMove::play).toList();
        return ((BriscolaMove) new BriscolaHeuristicPlayer(1).choose(v, legal)).card();
    }

    @Test
    @DisplayName("a carico led is taken with the smallest briscola")
    void takesACaricoWithTheSmallestBriscola() {
        assertThat(choice(view("2D 10D 5S", "1C"))).isEqualTo(card("2D"));
    }

    @Test
    @DisplayName("a liscio led is taken with the Asso of its suit (lo strozzo)")
    void strozzo() {
        assertThat(choice(view("1C 2D 5S", "4C"))).isEqualTo(card("1C"));
    }

    @Test
    @DisplayName("a liscio led that it cannot take for points gets a liscio back, not a briscola")
    void answersALiscioWithALiscio() {
        assertThat(choice(view("5S 2D 7B", "4C"))).isIn(card("5S"), card("7B"));
    }

    @Test
    @DisplayName("it leads a card worth nothing rather than a carico or a briscola")
    void leadsALiscio() {
        assertThat(choice(view("1S 4C 3D", ""))).isEqualTo(card("4C"));
    }

    @Test
    @DisplayName("with four players it gives points to a partner whose briscola takes the trick")
    void loadsThePartner() {
        // seat 0 plays last: seat 1 led the 4 of coppe, seat 2 (its partner) played the Asso of briscola, seat 3 a 5
        List<TrickEvents.Play<ItalianCard>> trick = List.of(new TrickEvents.Play<>(1, card("4C")),
                new TrickEvents.Play<>(2, card("1D")), new TrickEvents.Play<>(3, card("5C")));
        TrickView<ItalianCard> table = new TrickView<>(trick, 1, 2, null, List.of(3, 2, 2, 2),
                List.of(List.of(), List.of(), List.of(), List.of()));
        BriscolaView v = new BriscolaView(0, cards("1S 4S 2D"), table, card("6D").suit(), card("6D"), 20, null, 0,
                0, 1, List.of(0, 0), 2);

        assertThat(choice(v)).isEqualTo(card("1S"));
    }

    @Test
    @DisplayName("it beats the easy player and the random one over many matches")
    void beatsWeakerPlayers() {
        int won = 0;
        for (long seed = 1; seed <= 60; seed++) {
            List<Level> levels = seed % 2 == 0 ? List.of(Level.MEDIUM, Level.EASY) : List.of(Level.EASY, Level.MEDIUM);
            MatchState m = new Simulator(GAME, new BriscolaAi(), GAME.defaultOptions(), levels).play(seed);
            int mediumSide = seed % 2 == 0 ? 0 : 1;
            won += m.result().winners().contains(mediumSide) ? 1 : 0;
        }
        assertThat(won).as("matches won by medium of 60").isGreaterThan(42);
    }

    @Test
    @DisplayName("it counts what it has seen: its own hand and the face-up card are no card the others may hold")
    void knowledge() {
        BriscolaView v = view("1S 4C 3D", "");
        var k = new BriscolaHeuristicPlayer.Knowledge(v);

        // over the 3 of spade: the 8 briscole left unseen (not the 3 it holds, not the 6 face up), not its own Asso;
        // the other seat holds 3 of the 36 unseen cards
        double none = (28.0 * 27 * 26) / (36.0 * 35 * 34);
        assertThat(k.chanceToBeat(1, card("3S"), v.trump())).isCloseTo(1 - none, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(k.chanceToBeat(1, card("1D"), v.trump())).as("nothing beats the Asso of briscola").isZero();
    }
}
