package dev.mazziere.games.chiamata;

import static dev.mazziere.games.chiamata.ChiamataScenarios.GAME;
import static dev.mazziere.games.chiamata.ChiamataScenarios.arranged;
import static dev.mazziere.games.chiamata.ChiamataScenarios.bids;
import static dev.mazziere.games.chiamata.ChiamataScenarios.call;
import static dev.mazziere.games.chiamata.ChiamataScenarios.card;
import static dev.mazziere.games.chiamata.ChiamataScenarios.cards;
import static dev.mazziere.games.chiamata.ChiamataScenarios.play;
import static dev.mazziere.games.chiamata.ChiamataScenarios.zeros;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.ai.Player;
import dev.mazziere.ai.SearchBudget;
import dev.mazziere.cards.Decks;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.Move;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** What the computer players do where a player would know what to do, and what the play tells them of the partner. */
class ChiamataPlayersTest {

    private static final ChiamataAi AI = new ChiamataAi();

    private static Player medium() {
        return AI.heuristic(GAME.defaultOptions(), 1);
    }

    private static Player hard() {
        return AI.searchPlayer(GAME.defaultOptions(), ChiamataAi.BUDGET.withMillis(0), 1);
    }

    /** A deal where seat 0 holds {@code seat0} and the rest of the deck goes, in order, eight to each other seat. */
    private static ChiamataMatch dealWith(String seat0) {
        List<ItalianCard> mine = cards(seat0);
        List<ItalianCard> rest = new ArrayList<>(Decks.italian40());
        rest.removeAll(mine);
        String[] deal = new String[5];
        deal[0] = seat0;
        for (int s = 1; s < 5; s++) {
            deal[s] = String.join(" ", rest.subList((s - 1) * 8, s * 8).stream().map(ItalianCard::code).toList());
        }
        return arranged(GAME.defaultOptions(), deal, zeros(), 0);
    }

    private static Move choose(Player p, ChiamataMatch match) {
        return p.choose(match.view(match.toAct()), match.legalMoves());
    }

    @Nested
    @DisplayName("The auction and the call")
    class Auction {

        @Test
        @DisplayName("with six strong denari both levels bid, and medium bids the lowest it may")
        void strongHandsBid() {
            ChiamataMatch match = dealWith("1D 3D 10D 9D 8D 7D 1C 1S");

            assertThat(choose(medium(), match)).isEqualTo(ChiamataMove.bid(Contract.ofRank(1)));
            assertThat(choose(hard(), match)).isInstanceOf(ChiamataMove.Bid.class);
        }

        @Test
        @DisplayName("with nothing but small cards both levels pass")
        void weakHandsPass() {
            ChiamataMatch match = dealWith("2C 4C 5S 6S 2B 4B 5B 6B");

            assertThat(choose(medium(), match)).isEqualTo(ChiamataMove.pass());
            assertThat(choose(hard(), match)).isEqualTo(ChiamataMove.pass());
        }

        @Test
        @DisplayName("the caller calls its rank in the suit it is strong in, a card it does not hold")
        void callsItsSuit() {
            ChiamataMatch match = dealWith("1D 3D 10D 9D 7D 1C 1S 2B");
            bids(match, "8 pass pass pass pass");

            assertThat(choose(medium(), match)).isEqualTo(ChiamataMove.call(card("8D")));
            assertThat(choose(hard(), match)).isEqualTo(ChiamataMove.call(card("8D")));
        }
    }

    @Nested
    @DisplayName("The play")
    class Play {

        /** anna called the Fante of denari (carlo's) and leads the Asso of denari; bea threw the 2 of coppe. */
        private ChiamataMatch carlosTurn() {
            ChiamataMatch match = arranged(GAME.defaultOptions());
            bids(match, "8 pass pass pass pass");
            call(match, "8D");
            play(match, "1D 2C");
            return match;
        }

        @Test
        @DisplayName("the partner loads points onto the caller's sure trick: a Re, not a small briscola")
        void thePartnerLoads() {
            ChiamataMatch match = carlosTurn();

            for (Player p : List.of(medium(), hard())) {
                assertThat(((ChiamataMove.Play) choose(p, match)).card()).isIn(card("10C"), card("10S"));
            }
        }

        @Test
        @DisplayName("a defender who cannot take the caller's trick throws a card worth nothing")
        void aDefenderThrowsNothing() {
            ChiamataMatch match = carlosTurn();
            play(match, "10C");

            for (Player p : List.of(medium(), hard())) {
                ItalianCard card = ((ChiamataMove.Play) choose(p, match)).card();
                assertThat(card.rank()).as("dino's card").isIn(4, 5, 6, 7, 2);
            }
        }
    }

    @Nested
    @DisplayName("Reading the partner")
    class Reading {

        @Test
        @DisplayName("before any play every seat is as likely but the viewer, and the caller alone much less")
        void before() {
            ChiamataMatch match = arranged(GAME.defaultOptions());
            bids(match, "8 pass pass pass pass");
            call(match, "8D");

            double[] w = ChiamataReading.holder(match.view(3));
            assertThat(w[3]).isZero();
            assertThat(w[1]).isEqualTo(w[2]).isEqualTo(w[4]);
            assertThat(w[0]).isLessThan(w[1] / 10);
        }

        @Test
        @DisplayName("an Asso thrown onto the caller's trick says partner, a Re less so, a liscio says not")
        void aCaricoOnTheCallersTrick() {
            ChiamataMatch match = arranged(GAME.defaultOptions());
            bids(match, "8 pass pass pass pass");
            call(match, "8D");
            // anna leads the 3 of coppe and keeps the trick: bea throws the 2 of coppe, carlo the Re, ezio the Asso of bastoni
            play(match, "3C 2C 10C 5S 1B");

            double[] w = ChiamataReading.holder(match.view(3));
            assertThat(w[4]).as("ezio").isGreaterThan(w[2]);
            assertThat(w[2]).as("carlo").isGreaterThan(w[1]);
        }

        @Test
        @DisplayName("a briscola taking the caller's trick says not the partner; an Asso thrown onto that taker's trick says its side")
        void takingTheCallersTrick() {
            ChiamataMatch match = arranged(GAME.defaultOptions());
            bids(match, "8 pass pass pass pass");
            call(match, "8D");
            // carlo takes anna's 3 of coppe with the 2 of denari; ezio throws the Asso of bastoni onto carlo's trick
            play(match, "3C 2C 2D 5S 1B");

            double[] w = ChiamataReading.holder(match.view(3));
            assertThat(w[2]).as("carlo").isLessThan(w[1]);
            assertThat(w[4]).as("ezio, on carlo's side, so not the partner either").isLessThan(w[1]);
        }

        @Test
        @DisplayName("the hard defender's deals follow the reading: the called card goes to the likelier seats more often")
        void dealsFollowTheReading() {
            ChiamataMatch match = arranged(GAME.defaultOptions());
            bids(match, "8 pass pass pass pass");
            call(match, "8D");
            play(match, "3C 2C 10C 5S 1B");
            ChiamataDeterminizer.Hidden hidden = new ChiamataDeterminizer(GAME, GAME.defaultOptions())
                    .hidden(match.view(3));
            int[] holds = new int[5];
            dev.mazziere.cards.SeededRandom random = new dev.mazziere.cards.SeededRandom(5);
            for (int i = 0; i < 2000; i++) {
                int[][] deal = hidden.dealIndices(random);
                for (int s = 0; s < 5; s++) {
                    for (int c : deal[s]) {
                        holds[s] += c == card("8D").index() ? 1 : 0;
                    }
                }
            }
            assertThat(holds[3]).isZero();
            assertThat(holds[4]).isGreaterThan(holds[1]).isGreaterThan(holds[2]);
        }
    }

    @Test
    @DisplayName("hard's budget: 300 deals a decision and a 30 ms stop")
    void budget() {
        SearchBudget budget = AI.searchBudget(GAME.defaultOptions());
        assertThat(budget.iterations()).isEqualTo(300);
        assertThat(budget.millis()).isEqualTo(30);
    }
}
