package dev.mazziere.games.tressette;

import static dev.mazziere.games.tressette.TressetteScenarios.GAME;
import static dev.mazziere.games.tressette.TressetteScenarios.cards;
import static dev.mazziere.games.tressette.TressetteScenarios.deal;
import static dev.mazziere.games.tressette.TressetteScenarios.eventsOf;
import static dev.mazziere.games.tressette.TressetteScenarios.firstHandScore;
import static dev.mazziere.games.tressette.TressetteScenarios.firstScore;
import static dev.mazziere.games.tressette.TressetteScenarios.hands;
import static dev.mazziere.games.tressette.TressetteScenarios.move;
import static dev.mazziere.games.tressette.TressetteScenarios.options;
import static dev.mazziere.games.tressette.TressetteScenarios.play;
import static dev.mazziere.games.tressette.TressetteScenarios.rejection;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mazziere.cards.Card;
import dev.mazziere.cards.Decks;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.SeededRandom;
import dev.mazziere.game.DealEvent;
import dev.mazziere.game.Json;
import dev.mazziere.game.MatchEvent;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Options;
import dev.mazziere.game.Rejection;
import dev.mazziere.game.ScoreEvent;
import dev.mazziere.game.SetupException;
import dev.mazziere.games.tricks.TrickEvents;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Tressette's rules as docs/rules.md states them, one scenario per rule. */
class TressetteRulesTest {

    private static final Options DEFAULTS = GAME.defaultOptions();

    @Nested
    @DisplayName("Players, deal and options")
    class Setup {

        @ParameterizedTest(name = "{0} players")
        @ValueSource(ints = {2, 4})
        @DisplayName("ten cards each, one at a time from the seat after the dealer, who leads; with 2 the other 20 are the stock")
        void deal(int seats) {
            MatchState match = GAME.newMatch(DEFAULTS, seats, 42);

            DealEvent deal = (DealEvent) match.events().get(0);
            List<Card> dealt = new ArrayList<>();
            deal.hands().forEach(dealt::addAll);
            assertThat(deal.hands()).hasSize(seats).allSatisfy(h -> assertThat(h).hasSize(10));
            assertThat(deal.table()).isNull();
            assertThat(Json.line(deal)).doesNotContain("stock").doesNotContain("table");
            assertThat(match.toAct()).isEqualTo((deal.dealer() + 1) % seats);
            TressetteView view = (TressetteView) match.publicView();
            assertThat(view.stock()).isEqualTo(40 - 10 * seats);
            assertThat(Decks.italian40()).containsAll(dealt.stream().map(ItalianCard.class::cast).toList());
            assertThat(dealt).doesNotHaveDuplicates();
        }

        @ParameterizedTest(name = "{0} players")
        @ValueSource(ints = {0, 1, 3, 5, 6})
        @DisplayName("any count but 2 or 4 is refused with a clear message")
        void seatCount(int seats) {
            assertThatThrownBy(() -> GAME.newMatch(DEFAULTS, seats, 1))
                    .isInstanceOfSatisfying(SetupException.class, e -> {
                        assertThat(e.code()).isEqualTo("seats.outOfRange");
                        assertThat(e.args()).containsExactly("tressette", Integer.toString(seats), "2/4");
                        assertThat(e.getMessage()).isEqualTo("tressette is played by 2/4 players, not " + seats);
                    });
        }

        @Test
        @DisplayName("options default to accusi on, cappotto win, target 21; a bad value names the allowed ones")
        void optionDefaults() {
            assertThat(DEFAULTS.asMap()).containsExactly(
                    java.util.Map.entry("accusi", true), java.util.Map.entry("cappotto", "win"),
                    java.util.Map.entry("target", 21));
            assertThatThrownBy(() -> options("target", "25")).isInstanceOf(SetupException.class)
                    .hasMessage("bad value '25' for option target (allowed: 21, 31, 41)");
            assertThatThrownBy(() -> options("cappotto", "triple")).isInstanceOf(SetupException.class)
                    .hasMessage("bad value 'triple' for option cappotto (allowed: win, double, off)");
        }

        @Test
        @DisplayName("seats 0 and 2 play against 1 and 3; with 2 players each is a side")
        void sides() {
            MatchState four = GAME.newMatch(DEFAULTS, 4, 1);
            MatchState two = GAME.newMatch(DEFAULTS, 2, 1);
            assertThat(List.of(four.teamOf(0), four.teamOf(1), four.teamOf(2), four.teamOf(3))).containsExactly(0, 1, 0, 1);
            assertThat(List.of(two.teamOf(0), two.teamOf(1))).containsExactly(0, 1);
            assertThat(four.teamCount()).isEqualTo(2);
        }
    }

    @Nested
    @DisplayName("A trick")
    class Tricks {

        @Test
        @DisplayName("a player holding the suit led must play it; any other card is refused and changes nothing")
        void followSuit() {
            TressetteMatch match = deal(DEFAULTS, 3, "4D 5C", "6D 3C", "7C 8C", "9C 10C");
            play(match, "4D");

            TressetteMatch before = match.copy();
            Rejection r = rejection(match.apply(1, move("3C")));
            assertThat(r.code()).isEqualTo("tressette.mustFollowSuit");
            assertThat(r.args()).containsExactly("3C", "denari");
            assertThat(match).isEqualTo(before);
            assertThat(match.legalMoves()).containsExactly(move("6D"));
            assertThat(rejection(match.apply(1, move("1B"))).code()).isEqualTo("tressette.notInHand");
        }

        @Test
        @DisplayName("a player without the suit led plays any card")
        void noSuitAnyCard() {
            TressetteMatch match = deal(DEFAULTS, 3, "4D 5C", "6D 3C", "7C 8C", "9C 10C");
            play(match, "4D 6D");

            assertThat(match.legalMoves()).containsExactlyInAnyOrder(move("7C"), move("8C"));
        }

        @Test
        @DisplayName("the highest card of the suit led takes, 3 2 Asso Re Cavallo Fante 7 6 5 4; other suits never do")
        void highestOfTheSuitLedTakes() {
            TressetteMatch order = deal(DEFAULTS, 3, "2D 4C", "1D 5C", "3D 6C", "10D 7C");
            play(order, "2D 1D 3D 10D");
            TressetteMatch noTrumps = deal(DEFAULTS, 3, "4D 4C", "3C 5C", "1D 6C", "2S 7C");
            play(noTrumps, "4D 3C 1D 2S");
            TressetteMatch figures = deal(DEFAULTS, 3, "8D 4C", "7D 5C", "10D 6C", "9D 7C");
            play(figures, "8D 7D 10D 9D");

            assertThat(eventsOf(order, TrickEvents.Trick.class).get(0).winner()).isEqualTo(2);
            assertThat(eventsOf(noTrumps, TrickEvents.Trick.class).get(0).winner()).isEqualTo(2);
            assertThat(eventsOf(figures, TrickEvents.Trick.class).get(0).winner()).isEqualTo(2);
        }

        @Test
        @DisplayName("whoever takes a trick leads the next")
        void winnerLeads() {
            TressetteMatch match = deal(DEFAULTS, 3, "4D 4C", "3D 5C", "5D 6C", "6D 7C");
            play(match, "4D 3D 5D 6D");

            assertThat(match.toAct()).isEqualTo(1);
            assertThat(match.view(1).leader()).isEqualTo(1);
        }
    }

    @Nested
    @DisplayName("Two players and the stock")
    class Stock {

        private TressetteMatch twoPlayers() {
            return TressetteMatch.scenario(GAME, DEFAULTS, 1, hands("3D 4C", "5D 6C"), cards("1S 2S 7B 8B"),
                    List.of(0, 0));
        }

        @Test
        @DisplayName("after a trick the winner draws the stock's top card, then the other player")
        void winnerDrawsFirst() {
            TressetteMatch match = twoPlayers();
            play(match, "3D 5D");

            List<MatchEvent> events = match.events();
            assertThat(events.subList(events.size() - 3, events.size())).containsExactly(
                    new TrickEvents.Trick<>(0, cards("3D 5D")),
                    new TrickEvents.Draw<>(0, ItalianCard.parse("1S")),
                    new TrickEvents.Draw<>(1, ItalianCard.parse("2S")));
            assertThat(match.view(0).hand()).contains(ItalianCard.parse("1S"));
            assertThat(match.view(1).hand()).contains(ItalianCard.parse("2S"));
            play(match, "4C 6C");
            assertThat(eventsOf(match, TrickEvents.Draw.class)).extracting(TrickEvents.Draw::seat)
                    .containsExactly(0, 1, 1, 0);
        }

        @Test
        @DisplayName("every card drawn is shown to both players, and to the table, until it is played")
        void drawsAreShown() {
            TressetteMatch match = twoPlayers();
            play(match, "3D 5D");

            for (TressetteView v : List.of(match.view(0), match.view(1), match.publicView())) {
                assertThat(v.lastDraws()).extracting(TrickEvents.Draw::card).containsExactlyElementsOf(cards("1S 2S"));
                assertThat(v.shown().get(0)).containsExactly(ItalianCard.parse("1S"));
                assertThat(v.shown().get(1)).containsExactly(ItalianCard.parse("2S"));
                assertThat(v.stock()).isEqualTo(2);
            }
            assertThat(match.hiddenCards(0)).containsExactly(ItalianCard.parse("4C"));
            play(match, "1S");
            assertThat(match.view(1).shown().get(0)).isEmpty();
        }

        @Test
        @DisplayName("with the stock out, tricks go on without drawing: 20 tricks in a hand")
        void twentyTricks() {
            TressetteMatch match = (TressetteMatch) GAME.newMatch(DEFAULTS, 2, 7);
            SeededRandom random = new SeededRandom(7);
            while (match.handNumber() == 1) {
                List<TressetteMove> legal = match.legalMoves();
                match.apply(match.toAct(), legal.get(random.nextInt(legal.size())));
            }
            List<MatchEvent> first = match.events().subList(0, match.events().indexOf(firstScore(match)));
            assertThat(first.stream().filter(TrickEvents.Trick.class::isInstance)).hasSize(20);
            assertThat(first.stream().filter(TrickEvents.Draw.class::isInstance)).hasSize(20);
            int eleventh = indexOfTrick(first, 11);
            assertThat(first.subList(eleventh, first.size())).noneMatch(TrickEvents.Draw.class::isInstance);
        }

        private int indexOfTrick(List<MatchEvent> events, int n) {
            int seen = 0;
            for (int i = 0; i < events.size(); i++) {
                if (events.get(i) instanceof TrickEvents.Trick<?> && ++seen == n) {
                    return i;
                }
            }
            throw new AssertionError("no trick " + n);
        }
    }

    @Nested
    @DisplayName("Points")
    class Points {

        @Test
        @DisplayName("card points in thirds per side, the last trick 3 more, each side rounded down, the leftover lost")
        void thirdsRoundedPerSide() {
            // Side 0 takes A🪙 F🪙 C🪙 (5 thirds, 1 point); side 1 takes R🍷 and the last trick (4 thirds, 1 point).
            TressetteMatch match = deal(DEFAULTS, 3, "1D 5C", "8D 10C", "9D 6C", "4D 7C");
            play(match, "1D 8D 9D 4D 5C 10C 6C 7C");

            TressetteEvents.HandScore h = firstHandScore(match);
            assertThat(h.thirds()).containsExactly(5, 1);
            assertThat(h.lastTrick()).isEqualTo(1);
            assertThat(firstScore(match).points()).containsExactly(1, 1);
        }

        @ParameterizedTest(name = "{0} players")
        @ValueSource(ints = {2, 4})
        @DisplayName("a whole hand's card points are always 11: 32 thirds and the last trick, 2 thirds lost")
        void elevenAHand(int seats) {
            SeededRandom random = new SeededRandom(seats);
            for (int m = 0; m < 40; m++) {
                TressetteMatch match = (TressetteMatch) GAME.newMatch(options("accusi", "off", "cappotto", "off"),
                        seats, 500 + m);
                while (match.handNumber() == 1) {
                    List<TressetteMove> legal = match.legalMoves();
                    match.apply(match.toAct(), legal.get(random.nextInt(legal.size())));
                }
                ScoreEvent score = firstScore(match);
                TressetteEvents.HandScore h = (TressetteEvents.HandScore) score.hand();
                assertThat(h.thirds().get(0) + h.thirds().get(1)).isEqualTo(32);
                assertThat(score.points().get(0) + score.points().get(1)).isEqualTo(11);
            }
        }
    }

    @Nested
    @DisplayName("Accusi")
    class Accusi {

        // Seat 0: napoletana of denari and three 3s (the 3 of denari in both); seat 1: three Assi.
        private TressetteMatch combinations(Options options) {
            return deal(options, 3, "1D 2D 3D 3C 3S", "1C 1S 1B 4D 5D", "2C 2S 4C 5C 6C", "2B 3B 7D 8D 9D");
        }

        @Test
        @DisplayName("every combination is declared for its holder right before its first card, a card counting in several")
        void declaredAtFirstPlay() {
            TressetteMatch match = combinations(DEFAULTS);
            play(match, "2D");

            assertThat(match.events().subList(1, 4)).containsExactly(
                    new TressetteEvents.Declare(0, Accuso.Kind.NAPOLETANA, cards("1D 2D 3D")),
                    new TressetteEvents.Declare(0, Accuso.Kind.THREE, cards("3D 3C 3S")),
                    new TrickEvents.Play<>(0, ItalianCard.parse("2D")));
            play(match, "4D");
            assertThat(match.events().subList(4, 6)).containsExactly(
                    new TressetteEvents.Declare(1, Accuso.Kind.THREE, cards("1C 1S 1B")),
                    new TrickEvents.Play<>(1, ItalianCard.parse("4D")));
            assertThat(Json.line(match.events().get(1)))
                    .isEqualTo("{\"type\":\"declare\",\"seat\":0,\"kind\":\"napoletana\",\"cards\":[\"1D\",\"2D\",\"3D\"]}");
        }

        @Test
        @DisplayName("they score for the side, on top of the card points: napoletana 3, three of a kind 3")
        void scoreForTheSide() {
            TressetteMatch match = combinations(DEFAULTS);
            play(match, "2D 4D 2C 7D  3C 1C 5C 3B  3S 1S 2S 8D  1D 5D 4C 9D  3D 1B 6C 2B");

            TressetteEvents.HandScore h = firstHandScore(match);
            assertThat(h.accusi()).containsExactly(6, 3);
            int cardPoints0 = TressetteRules.cardPoints(h.thirds().get(0), TressetteRules.sideOf(h.lastTrick()) == 0);
            int cardPoints1 = TressetteRules.cardPoints(h.thirds().get(1), TressetteRules.sideOf(h.lastTrick()) == 1);
            assertThat(firstScore(match).points()).containsExactly(cardPoints0 + 6, cardPoints1 + 3);
        }

        @Test
        @DisplayName("a seat declares once: nothing at its later cards, nothing for a seat without a combination")
        void onceEach() {
            TressetteMatch match = combinations(DEFAULTS);
            play(match, "2D 4D 2C 7D 3C 1C 5C 3B");

            assertThat(eventsOf(match, TressetteEvents.Declare.class)).extracting(TressetteEvents.Declare::seat)
                    .containsExactly(0, 0, 1);
        }

        @Test
        @DisplayName("all four Assi, 2s or 3s score 4 instead of 3")
        void fourOfAKind() {
            assertThat(Accuso.of(cards("2D 2C 2S 2B 5D"))).containsExactly(
                    new Accuso(Accuso.Kind.FOUR, cards("2D 2C 2S 2B")));
            assertThat(Accuso.points(Accuso.of(cards("2D 2C 2S 2B 5D")))).isEqualTo(4);
            assertThat(Accuso.points(Accuso.of(cards("1D 2D 3D 1C 2C 3C 1S")))).isEqualTo(3 + 3 + 3);
            assertThat(Accuso.of(cards("1D 2D 4D 1C 2C 3S"))).isEmpty();
        }

        @Test
        @DisplayName("the cards declared are shown to every seat until played, and are no longer hidden")
        void declaredCardsAreShown() {
            TressetteMatch match = combinations(DEFAULTS);
            play(match, "2D");

            for (TressetteView v : List.of(match.view(1), match.view(2), match.publicView())) {
                assertThat(v.declared().get(0)).hasSize(2);
                assertThat(v.shown().get(0)).containsExactlyInAnyOrderElementsOf(cards("1D 3D 3C 3S"));
            }
            assertThat(match.hiddenCards(0)).isEmpty();
        }

        @Test
        @DisplayName("with accusi off nothing is declared or scored")
        void off() {
            TressetteMatch match = combinations(options("accusi", "off"));
            play(match, "2D 4D 2C 7D  3C 1C 5C 3B  3S 1S 2S 8D  1D 5D 4C 9D  3D 1B 6C 2B");

            assertThat(eventsOf(match, TressetteEvents.Declare.class)).isEmpty();
            assertThat(firstHandScore(match).accusi()).containsExactly(0, 0);
        }

        @Test
        @DisplayName("with 2 players only the hand dealt counts: a combination completed by a draw is not declared")
        void drawsDoNotDeclare() {
            TressetteMatch match = TressetteMatch.scenario(GAME, DEFAULTS, 1, hands("1D 2D 4C", "4B 6S 7S"),
                    cards("3D 8B"), List.of(0, 0));
            play(match, "4C 4B");

            assertThat(match.view(0).hand()).containsAll(cards("1D 2D 3D"));
            play(match, "1D 6S 2D 7S 3D 8B");
            assertThat(eventsOf(match, TressetteEvents.Declare.class)).isEmpty();
            assertThat(firstHandScore(match).accusi()).containsExactly(0, 0);
        }
    }

    @Nested
    @DisplayName("Cappotto and the end of the match")
    class End {

        /** One card each: seat 0 takes the only trick, a cappotto. */
        private TressetteMatch oneTrick(Options options, int total0, int total1) {
            return TressetteMatch.scenario(GAME, options, 3, hands("3D", "4D", "5D", "6D"), List.of(),
                    List.of(total0, total1));
        }

        @Test
        @DisplayName("cappotto win: a side taking every trick wins the match at once, whatever the totals")
        void cappottoWins() {
            TressetteMatch match = oneTrick(DEFAULTS, 0, 20);
            play(match, "3D 4D 5D 6D");

            assertThat(firstHandScore(match).cappotto()).isEqualTo(0);
            assertThat(match.isOver()).isTrue();
            assertThat(match.result().winners()).containsExactly(0);
            assertThat(match.totals()).containsExactly(1, 20);
        }

        @Test
        @DisplayName("cappotto double: the side's card points count twice, and the match goes on")
        void cappottoDoubles() {
            TressetteMatch match = oneTrick(options("cappotto", "double"), 0, 0);
            play(match, "3D 4D 5D 6D");

            assertThat(firstScore(match).points()).containsExactly(2, 0);
            assertThat(firstHandScore(match).cappotto()).isEqualTo(0);
            assertThat(match.isOver()).isFalse();
        }

        @Test
        @DisplayName("cappotto off: scored as usual, and still named in the score")
        void cappottoOff() {
            TressetteMatch match = oneTrick(options("cappotto", "off"), 0, 0);
            play(match, "3D 4D 5D 6D");

            assertThat(firstScore(match).points()).containsExactly(1, 0);
            assertThat(firstHandScore(match).cappotto()).isEqualTo(0);
            assertThat(match.isOver()).isFalse();
        }

        @Test
        @DisplayName("a hand where both sides take a trick is no cappotto")
        void noCappotto() {
            TressetteMatch match = deal(DEFAULTS, 3, "1D 5C", "8D 10C", "9D 6C", "4D 7C");
            play(match, "1D 8D 9D 4D 5C 10C 6C 7C");

            assertThat(firstHandScore(match).cappotto()).isNull();
        }

        @Test
        @DisplayName("a side reaching the target at the end of a hand with the higher total wins")
        void targetReached() {
            TressetteMatch match = oneTrick(options("cappotto", "off"), 20, 10);
            play(match, "3D 4D 5D 6D");

            assertThat(match.result().winners()).containsExactly(0);
            assertThat(match.totals()).containsExactly(21, 10);
        }

        @Test
        @DisplayName("both sides over the target: the higher total wins; equal totals play another hand")
        void equalTotalsPlayOn() {
            TressetteMatch higher = TressetteMatch.scenario(GAME, DEFAULTS, 3,
                    hands("1D 5C", "8D 10C", "9D 6C", "4D 7C"), List.of(), List.of(25, 20));
            play(higher, "1D 8D 9D 4D 5C 10C 6C 7C");
            TressetteMatch equal = TressetteMatch.scenario(GAME, DEFAULTS, 3,
                    hands("1D 5C", "8D 10C", "9D 6C", "4D 7C"), List.of(), List.of(20, 20));
            play(equal, "1D 8D 9D 4D 5C 10C 6C 7C");

            assertThat(higher.result().winners()).containsExactly(0);
            assertThat(equal.totals()).containsExactly(21, 21);
            assertThat(equal.isOver()).isFalse();
            assertThat(equal.events().get(equal.events().size() - 1)).isInstanceOf(DealEvent.class);
            assertThat(((DealEvent) equal.events().get(equal.events().size() - 1)).dealer()).isEqualTo(0);
        }

        @Test
        @DisplayName("below the target the deal passes to the next seat and a new hand is dealt")
        void nextHand() {
            TressetteMatch match = oneTrick(options("cappotto", "off"), 0, 0);
            play(match, "3D 4D 5D 6D");

            DealEvent next = (DealEvent) match.events().get(match.events().size() - 1);
            assertThat(next.dealer()).isEqualTo(0);
            assertThat(match.toAct()).isEqualTo(1);
            assertThat(match.handNumber()).isEqualTo(2);
        }
    }
}
