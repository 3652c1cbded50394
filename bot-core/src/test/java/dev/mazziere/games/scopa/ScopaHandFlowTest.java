package dev.mazziere.games.scopa;

import static dev.mazziere.games.scopa.ScopaScenarios.GAME;
import static dev.mazziere.games.scopa.ScopaScenarios.cards;
import static dev.mazziere.games.scopa.ScopaScenarios.deals;
import static dev.mazziere.games.scopa.ScopaScenarios.eventsOf;
import static dev.mazziere.games.scopa.ScopaScenarios.firstHandScore;
import static dev.mazziere.games.scopa.ScopaScenarios.hands;
import static dev.mazziere.games.scopa.ScopaScenarios.move;
import static dev.mazziere.games.scopa.ScopaScenarios.options;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mazziere.ai.RandomPlayer;
import dev.mazziere.game.DealEvent;
import dev.mazziere.game.MatchEvent;
import dev.mazziere.game.Options;
import dev.mazziere.game.ScoreEvent;
import dev.mazziere.game.SetupException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Dealing, scope, the final sweep and the seating of docs/rules.md (Scopa), on chosen positions and seeds. */
class ScopaHandFlowTest {

    /** A seed whose first table holds three kings (10C 10D 10S): it is dealt again. */
    private static final long THREE_KINGS_SEED = 1837;

    private static ScopaMatch newMatch(Options options, int seats, long seed) {
        return (ScopaMatch) GAME.newMatch(options, seats, seed);
    }

    /** Plays random moves until the first hand has been scored. */
    private static void playFirstHand(ScopaMatch match) {
        RandomPlayer player = new RandomPlayer(7);
        while (eventsOf(match, ScoreEvent.class).isEmpty()) {
            int seat = match.toAct();
            assertThat(match.apply(seat, player.choose(match.view(seat), match.legalMoves())).applied()).isTrue();
        }
    }

    private static List<MatchEvent> firstHandEvents(ScopaMatch match) {
        List<MatchEvent> events = new ArrayList<>();
        for (MatchEvent e : match.events()) {
            events.add(e);
            if (e instanceof ScoreEvent) {
                break;
            }
        }
        return events;
    }

    @Test
    @DisplayName("a capture that empties the table is a scopa worth one point, and the play event says so")
    void scopaScoresOne() {
        // given seat 0 can take both table cards, and seat 1 still holds a card
        ScopaMatch match = ScopaMatch.scenario(GAME, GAME.defaultOptions(), 1,
                hands("7C", "10S"), cards("3S 4B"), List.of());

        // when
        match.apply(0, move("7C:3S4B"));
        match.apply(1, move("10S"));

        // then
        ScopaEvents.Play play = eventsOf(match, ScopaEvents.Play.class).get(0);
        assertThat(play.scopa()).isTrue();
        assertThat(play.capture()).containsExactlyElementsOf(cards("3S 4B"));
        assertThat(firstHandScore(match).get(0).scope()).isEqualTo(1);
        assertThat(firstHandScore(match).get(1).scope()).isZero();
    }

    @Test
    @DisplayName("emptying the table with the last card of the hand is no scopa")
    void noScopaOnLastCard() {
        // given seat 0 drops its card, and seat 1 plays the last card of the hand
        ScopaMatch match = ScopaMatch.scenario(GAME, GAME.defaultOptions(), 1,
                hands("5D", "7C"), cards("2S"), List.of());

        // when
        match.apply(0, move("5D"));
        match.apply(1, move("7C:2S5D"));

        // then
        ScopaEvents.Play last = eventsOf(match, ScopaEvents.Play.class).get(1);
        assertThat(last.capture()).containsExactlyInAnyOrderElementsOf(cards("2S 5D"));
        assertThat(last.scopa()).isFalse();
        assertThat(firstHandScore(match).get(1).scope()).isZero();
    }

    @Test
    @DisplayName("a scopa with the last card of a deal, while the stock still has cards, counts")
    void scopaOnLastCardOfADealCounts() {
        // given two deals: the stock holds one more card each
        ScopaMatch match = ScopaMatch.scenario(GAME, GAME.defaultOptions(), 1,
                hands("5D", "7C"), cards("2S"), cards("1B 1C 1S 2C 2B 3C"));

        // when
        match.apply(0, move("5D"));
        match.apply(1, move("7C:2S5D"));

        // then
        assertThat(eventsOf(match, ScopaEvents.Play.class).get(1).scopa()).isTrue();
        assertThat(match.view(0).hand()).containsExactlyElementsOf(cards("1B 1S 2B"));
        assertThat(match.view(1).hand()).containsExactlyElementsOf(cards("1C 2C 3C"));
        assertThat(match.toAct()).isZero();
    }

    @Test
    @DisplayName("at the end of the hand the last player who captured takes the table, and it is no scopa")
    void endOfHandSweepGoesToLastCapturer() {
        // given seat 0 captures first, then nobody captures again
        ScopaMatch match = ScopaMatch.scenario(GAME, GAME.defaultOptions(), 1,
                hands("3C 9B", "4S 8D"), cards("3S 6B"), List.of());

        // when
        match.apply(0, move("3C:3S"));
        match.apply(1, move("4S"));
        match.apply(0, move("9B"));
        match.apply(1, move("8D"));

        // then
        ScopaEvents.Sweep sweep = eventsOf(match, ScopaEvents.Sweep.class).get(0);
        assertThat(sweep.seat()).isZero();
        assertThat(sweep.cards()).containsExactlyInAnyOrderElementsOf(cards("6B 4S 9B 8D"));
        TeamHandScore seatZero = firstHandScore(match).get(0);
        assertThat(seatZero.cards()).isEqualTo(6);
        assertThat(seatZero.scope()).isZero();
        assertThat(firstHandScore(match).get(1).cards()).isZero();
    }

    @Test
    @DisplayName("with four players partners' cards and scope count together")
    void partnersCountTogether() {
        // given seats 0 and 2 play together against seats 1 and 3
        ScopaMatch match = ScopaMatch.scenario(GAME, GAME.defaultOptions(), 3,
                hands("2C", "9S", "5D", "10B"), cards("2D 5B 1C"), List.of());

        // when
        match.apply(0, move("2C:2D"));
        match.apply(1, move("9S"));
        match.apply(2, move("5D:5B"));
        match.apply(3, move("10B:1C9S"));

        // then
        List<TeamHandScore> score = firstHandScore(match);
        assertThat(match.teamOf(0)).isEqualTo(match.teamOf(2)).isZero();
        assertThat(match.teamOf(1)).isEqualTo(match.teamOf(3)).isEqualTo(1);
        assertThat(score).hasSize(2);
        assertThat(score.get(0).cards()).isEqualTo(4);
        assertThat(score.get(0).denari()).isEqualTo(2);
        assertThat(score.get(1).cards()).isEqualTo(3);
    }

    @ParameterizedTest(name = "{0} players: {1} deals of three each")
    @CsvSource({"2, 6", "3, 4", "4, 3"})
    @DisplayName("a hand is dealt three cards at a time until the deck is used up")
    void dealCounts(int seats, int dealsPerHand) {
        // given a seed whose first table has fewer than three kings
        ScopaMatch match = newMatch(GAME.defaultOptions(), seats, 3);

        // when
        playFirstHand(match);

        // then
        List<DealEvent> deals = firstHandEvents(match).stream()
                .filter(DealEvent.class::isInstance).map(DealEvent.class::cast).toList();
        assertThat(deals).hasSize(dealsPerHand);
        assertThat(deals.get(0).table()).hasSize(4);
        assertThat(deals).allSatisfy(d -> assertThat(d.hands()).allSatisfy(h -> assertThat(h).hasSize(3)));
        assertThat(deals.subList(1, deals.size())).allSatisfy(d -> assertThat(d.table()).isNull());
    }

    @Test
    @DisplayName("the seat after the dealer plays first, and the deal passes to the next seat each hand")
    void dealerRotation() {
        // given
        ScopaMatch match = newMatch(GAME.defaultOptions(), 3, 11);
        int firstDealer = deals(match).get(0).dealer();

        // when
        assertThat(match.toAct()).isEqualTo((firstDealer + 1) % 3);
        playFirstHand(match);

        // then
        DealEvent second = deals(match).get(deals(match).size() - 1);
        assertThat(second.dealer()).isEqualTo((firstDealer + 1) % 3);
        assertThat(second.table()).hasSize(4);
        assertThat(match.toAct()).isEqualTo((firstDealer + 2) % 3);
        assertThat(match.handNumber()).isEqualTo(2);
    }

    @Test
    @DisplayName("three kings among the first four table cards: the same dealer shuffles and deals again")
    void kingsRedeal() {
        // given / when
        ScopaMatch match = newMatch(GAME.defaultOptions(), 2, THREE_KINGS_SEED);

        // then
        List<DealEvent> deals = deals(match);
        assertThat(deals).hasSize(2);
        assertThat(deals.get(0).table().stream().filter(c -> c.code().startsWith("10")).count())
                .isGreaterThanOrEqualTo(3);
        assertThat(deals.get(1).dealer()).isEqualTo(deals.get(0).dealer());
        assertThat(deals.get(1).table()).isEqualTo(List.copyOf(match.view(0).table()));
        assertThat(match.handNumber()).isEqualTo(1);
        assertThat(match.toAct()).isEqualTo((deals.get(0).dealer() + 1) % 2);
    }

    @Test
    @DisplayName("with kingsRedeal off three kings on the table stay there")
    void kingsRedealOff() {
        // given / when
        ScopaMatch match = newMatch(options("kingsRedeal", "false"), 2, THREE_KINGS_SEED);

        // then
        assertThat(deals(match)).hasSize(1);
        assertThat(match.view(0).table().stream().filter(c -> c.rank() == 10).count()).isEqualTo(3);
    }

    @Test
    @DisplayName("Scopone scientifico deals ten cards each and none on the table")
    void scoponeScientifico() {
        // given / when
        ScopaMatch match = newMatch(options("variant", "scopone"), 4, 5);

        // then
        DealEvent deal = deals(match).get(0);
        assertThat(deal.hands()).hasSize(4).allSatisfy(h -> assertThat(h).hasSize(10));
        assertThat(deal.table()).isNull();
        assertThat(match.view(0).table()).isEmpty();
        assertThat(match.view(0).stockSize()).isZero();
        assertThat(match.teamCount()).isEqualTo(2);
        assertThat(match.options().number("target")).isEqualTo(11);
    }

    @Test
    @DisplayName("Scopone classico deals nine cards each and four on the table")
    void scoponeClassico() {
        // given / when
        ScopaMatch match = newMatch(options("variant", "scopone", "scoponeDeal", "classico"), 4, 5);

        // then
        DealEvent deal = deals(match).get(deals(match).size() - 1);
        assertThat(deal.hands()).hasSize(4).allSatisfy(h -> assertThat(h).hasSize(9));
        assertThat(deal.table()).hasSize(4);
        assertThat(match.view(0).stockSize()).isZero();
    }

    @Test
    @DisplayName("Scopone is refused for other than four players, Scopa for fewer than two or more than four")
    void seatCounts() {
        assertThatThrownBy(() -> GAME.newMatch(options("variant", "scopone"), 3, 1))
                .isInstanceOf(SetupException.class).hasMessageContaining("4");
        assertThatThrownBy(() -> GAME.newMatch(GAME.defaultOptions(), 5, 1)).isInstanceOf(SetupException.class);
        assertThatThrownBy(() -> GAME.newMatch(GAME.defaultOptions(), 1, 1)).isInstanceOf(SetupException.class);
    }
}
