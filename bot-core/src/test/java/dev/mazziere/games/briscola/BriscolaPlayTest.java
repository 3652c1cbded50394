package dev.mazziere.games.briscola;

import static dev.mazziere.games.briscola.BriscolaScenarios.GAME;
import static dev.mazziere.games.briscola.BriscolaScenarios.arranged;
import static dev.mazziere.games.briscola.BriscolaScenarios.card;
import static dev.mazziere.games.briscola.BriscolaScenarios.cards;
import static dev.mazziere.games.briscola.BriscolaScenarios.eventsOf;
import static dev.mazziere.games.briscola.BriscolaScenarios.firstScore;
import static dev.mazziere.games.briscola.BriscolaScenarios.hands;
import static dev.mazziere.games.briscola.BriscolaScenarios.options;
import static dev.mazziere.games.briscola.BriscolaScenarios.play;
import static dev.mazziere.games.briscola.BriscolaScenarios.playOut;
import static dev.mazziere.games.briscola.BriscolaScenarios.rejection;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.cards.Card;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.game.DealEvent;
import dev.mazziere.game.Json;
import dev.mazziere.game.ScoreEvent;
import dev.mazziere.games.tricks.TrickEvents;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Briscola played move by move, each test a sentence of docs/rules.md (Briscola). */
class BriscolaPlayTest {

    @Nested
    @DisplayName("The deal")
    class Deal {

        @ParameterizedTest(name = "{0} players: a stock of {1} with the face-up card")
        @CsvSource({"2, 34", "3, 30", "4, 28"})
        @DisplayName("three cards each, the next face up: its suit is briscola, and it lies under the stock")
        void threeEachAndTheFaceUpCard(int seats, int stock) {
            BriscolaMatch match = (BriscolaMatch) GAME.newMatch(GAME.defaultOptions(), seats, 11);

            DealEvent deal = eventsOf(match, DealEvent.class).get(0);
            BriscolaView v = match.publicView();

            assertThat(deal.hands()).hasSize(seats).allSatisfy(h -> assertThat(h).hasSize(3));
            assertThat(deal.table()).hasSize(1);
            assertThat(v.faceUp()).isEqualTo(deal.table().get(0));
            assertThat(v.trump()).isEqualTo(v.faceUp().suit());
            assertThat(v.stock()).isEqualTo(stock);
            assertThat(match.stockCards()).last().isEqualTo(v.faceUp());
            Set<Card> all = new HashSet<>(match.stockCards());
            deal.hands().forEach(all::addAll);
            assertThat(all).hasSize(BriscolaRules.deck(seats).size());
        }

        @Test
        @DisplayName("the seat after the dealer leads, and the deal passes to the next seat after each hand")
        void theSeatAfterTheDealerLeads() {
            BriscolaMatch match = (BriscolaMatch) GAME.newMatch(GAME.defaultOptions(), 3, 5);
            int dealer = eventsOf(match, DealEvent.class).get(0).dealer();
            assertThat(match.toAct()).isEqualTo((dealer + 1) % 3);

            playOut(match);

            assertThat(eventsOf(match, DealEvent.class).get(1).dealer()).isEqualTo((dealer + 1) % 3);
            assertThat(match.toAct()).isEqualTo((dealer + 2) % 3);
        }

        @Test
        @DisplayName("with three players the 2 of coppe is left out of every deal")
        void threePlayersWithoutTheTwoOfCoppe() {
            for (long seed = 1; seed <= 20; seed++) {
                BriscolaMatch match = (BriscolaMatch) GAME.newMatch(GAME.defaultOptions(), 3, seed);
                List<ItalianCard> all = new ArrayList<>(match.stockCards());
                for (int s = 0; s < 3; s++) {
                    all.addAll(match.hiddenCards(s));
                }
                assertThat(all).hasSize(39).doesNotContain(card("2C"));
            }
        }
    }

    @Nested
    @DisplayName("A trick")
    class Trick {

        @Test
        @DisplayName("there is no obligation to follow suit: every card of the hand may be played")
        void noObligationToFollowSuit() {
            // given seat 1 leads the 7 of coppe, and seat 0 holds coppe
            BriscolaMatch match = arranged(0, hands("5C 6C 1S", "7C 2B 3B"), "4D", "9D");
            play(match, "7C");

            assertThat(match.legalMoves()).extracting(BriscolaMove::card).containsExactlyInAnyOrderElementsOf(cards("5C 6C 1S"));
            assertThat(match.apply(0, BriscolaMove.play(card("1S"))).applied()).isTrue();
        }

        @Test
        @DisplayName("the smallest briscola takes an Asso of another suit, and the taker leads the next trick")
        void briscolaTakes() {
            // given briscola is denari; seat 1 leads
            BriscolaMatch match = arranged(0, hands("2D 5C 6C", "1C 7S 4B"), "4D", "9D");

            // when seat 1 leads the Asso of coppe and seat 0 answers with the 2 of denari
            play(match, "1C 2D");

            // then
            TrickEvents.Trick<?> trick = eventsOf(match, TrickEvents.Trick.class).get(0);
            assertThat(trick.winner()).isZero();
            assertThat(trick.cards()).isEqualTo(cards("1C 2D"));
            assertThat(match.toAct()).isZero();
        }

        @Test
        @DisplayName("a card of another suit, not briscola, never takes, however strong")
        void offSuitNeverTakes() {
            BriscolaMatch match = arranged(0, hands("1S 5C 6C", "4C 7S 4B"), "4D", "9D");

            play(match, "4C 1S");

            assertThat(eventsOf(match, TrickEvents.Trick.class).get(0).winner()).isEqualTo(1);
        }

        @Test
        @DisplayName("a card not in the hand is refused and changes nothing")
        void notInHand() {
            BriscolaMatch match = arranged(0, hands("1S 5C 6C", "4C 7S 4B"), "4D", "9D");
            BriscolaMatch before = match.copy();

            var outcome = match.apply(1, BriscolaMove.play(card("1S")));

            assertThat(rejection(outcome).code()).isEqualTo("briscola.notInHand");
            assertThat(match).isEqualTo(before);
        }
    }

    @Nested
    @DisplayName("Drawing")
    class Drawing {

        @Test
        @DisplayName("after a trick every seat draws the top card, the winner first, then in playing order")
        void theWinnerDrawsFirst() {
            // given three players, seat 1 leads; the stock holds 5S 6S 7S then the face-up 4D under it
            BriscolaMatch match = arranged(0, hands("1D 5C 6C", "4C 7B 4B", "2S 3S 5B"), "4D", "5S 6S 7S 1B 2B");

            // when seat 1 leads the 4 of coppe, seat 2 plays the 2 of spade and seat 0 takes with the Asso of briscola
            play(match, "4C 2S 1D");

            // then seat 0 draws first, then seats 1 and 2
            List<TrickEvents.Draw<?>> draws = BriscolaScenarios.draws(match);
            assertThat(draws).extracting(TrickEvents.Draw::seat).containsExactly(0, 1, 2);
            assertThat(draws).extracting(d -> (Card) d.card()).containsExactly(card("5S"), card("6S"), card("7S"));
            assertThat(match.view(0).drawn()).isEqualTo(card("5S"));
            assertThat(match.view(1).drawn()).isEqualTo(card("6S"));
            assertThat(match.publicView().drawn()).isNull();
            assertThat(match.publicView().stock()).isEqualTo(3);
        }

        @Test
        @DisplayName("the last card drawn is the face-up briscola, then the last three tricks are played without drawing")
        void theFaceUpCardIsDrawnLast() {
            BriscolaMatch match = arranged(1, hands("5C 6C 7C", "4S 5S 6S"), "1D", "2B");

            play(match, "5C 4S");

            assertThat(Json.line(BriscolaScenarios.draws(match).get(1)))
                    .isEqualTo("{\"type\":\"draw\",\"seat\":1,\"card\":\"1D\"}");
            assertThat(match.publicView().faceUp()).as("the face-up card is in a hand now").isNull();
            assertThat(match.publicView().trump()).isEqualTo(ItalianSuit.DENARI);
            int draws = BriscolaScenarios.draws(match).size();

            play(match, "6C 5S 7C 6S");
            play(match, match.toAct() == 0 ? "2B 1D" : "1D 2B");

            assertThat(BriscolaScenarios.draws(match)).hasSize(draws);
            assertThat(eventsOf(match, ScoreEvent.class)).hasSize(1);
        }

        @ParameterizedTest(name = "{0} players: {1} rounds of draws")
        @CsvSource({"2, 17", "3, 10", "4, 7"})
        @DisplayName("a whole hand draws the stock out in rounds: 17 with two players, 10 with three, 7 with four")
        void roundsOfDraws(int seats, int rounds) {
            BriscolaMatch match = (BriscolaMatch) GAME.newMatch(GAME.defaultOptions(), seats, 3);

            playOut(match);

            assertThat(BriscolaScenarios.draws(match)).hasSize(rounds * seats);
            assertThat(eventsOf(match, TrickEvents.Trick.class)).hasSize(BriscolaRules.tricks(seats));
        }
    }

    @Nested
    @DisplayName("The score")
    class Score {

        @Test
        @DisplayName("each side counts the card points it took, partners together; the hand is won by more")
        void partnersCountTogether() {
            // given four players, seat 1 leads; briscola is bastoni; the stock is the face-up card and three more
            BriscolaMatch match = arranged(0, hands("1C", "3C", "10C", "9C"), "2B", "4S 5S 6S");

            // when seat 1 leads the 3 of coppe, seat 2 plays the Re, seat 3 the Cavallo and seat 0 the Asso
            play(match, "3C 10C 9C 1C");
            playOut(match);

            // then seats 0 and 2 (side 0) took 11 + 10 + 4 + 3 in the first trick
            ScoreEvent score = firstScore(match);
            var hand = (BriscolaEvents.HandScore) score.hand();
            assertThat(hand.cardPoints().get(0)).isGreaterThanOrEqualTo(28);
            assertThat(score.points()).containsExactly(1, 0);
            assertThat(Json.line(score)).startsWith("{\"type\":\"score\",\"hand\":{\"cardPoints\":[");
        }

        @Test
        @DisplayName("a shared highest is a drawn hand: nobody scores, the next dealer deals, and the match goes on")
        void aDrawnHand() {
            // given two players, one card each; the Asso of denari lies face up as briscola under the 4 of coppe
            BriscolaMatch match = arranged(options("games", "1"), 1, hands("1C", "5S"), "1D", "4C");

            // when seat 0 takes its Asso of coppe back, draws the 4 of coppe and leads it into the Asso of briscola
            play(match, "1C 5S");
            play(match, "4C 1D");

            // then
            ScoreEvent score = firstScore(match);
            assertThat(((BriscolaEvents.HandScore) score.hand()).cardPoints()).containsExactly(11, 11);
            assertThat(score.points()).containsExactly(0, 0);
            assertThat(score.totals()).containsExactly(0, 0);
            assertThat(match.isOver()).isFalse();
            assertThat(eventsOf(match, DealEvent.class)).hasSize(2);
            assertThat(eventsOf(match, DealEvent.class).get(1).dealer()).isEqualTo(0);
        }
    }

    @Nested
    @DisplayName("The match")
    class Match {

        @ParameterizedTest(name = "games {0}")
        @CsvSource({"1", "2", "3", "5"})
        @DisplayName("the first side to win `games` hands wins the match")
        void firstToGames(int games) {
            for (long seed = 1; seed <= 6; seed++) {
                for (int seats = 2; seats <= 4; seats++) {
                    BriscolaMatch match = (BriscolaMatch) GAME.newMatch(options("games", String.valueOf(games)),
                            seats, seed);
                    while (!match.isOver()) {
                        playOut(match);
                    }
                    int winner = match.result().winners().get(0);
                    assertThat(match.result().winners()).hasSize(1);
                    assertThat(match.totals().get(winner)).isEqualTo(games);
                    assertThat(match.totals()).allSatisfy(t -> assertThat(t).isLessThanOrEqualTo(games));
                    assertThat(match.totals().stream().filter(t -> t == games)).hasSize(1);
                    List<ScoreEvent> scores = eventsOf(match, ScoreEvent.class);
                    assertThat(scores).allSatisfy(s -> assertThat(((BriscolaEvents.HandScore) s.hand()).cardPoints()
                            .stream().mapToInt(Integer::intValue).sum()).isEqualTo(120));
                }
            }
        }
    }
}
