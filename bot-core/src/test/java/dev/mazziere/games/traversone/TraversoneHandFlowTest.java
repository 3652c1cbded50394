package dev.mazziere.games.traversone;

import static dev.mazziere.games.traversone.TraversoneScenarios.GAME;
import static dev.mazziere.games.traversone.TraversoneScenarios.cards;
import static dev.mazziere.games.traversone.TraversoneScenarios.eventsOf;
import static dev.mazziere.games.traversone.TraversoneScenarios.hands;
import static dev.mazziere.games.traversone.TraversoneScenarios.move;
import static dev.mazziere.games.traversone.TraversoneScenarios.options;
import static dev.mazziere.games.traversone.TraversoneScenarios.play;
import static dev.mazziere.games.traversone.TraversoneScenarios.rejection;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mazziere.games.tricks.TrickEvents;
import dev.mazziere.cards.Card;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.DealEvent;
import dev.mazziere.game.Json;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Rejection;
import dev.mazziere.game.SetupException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Dealing, leading, following suit and taking tricks, from docs/rules.md. */
class TraversoneHandFlowTest {

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {3, 4, 5, 6})
    @DisplayName("the whole deck is dealt evenly, one card at a time from the seat after the dealer, who leads")
    void deal(int seats) {
        // when
        MatchState match = GAME.newMatch(GAME.defaultOptions(), seats, 42);

        // then
        DealEvent deal = (DealEvent) match.events().get(0);
        List<Card> dealt = new ArrayList<>();
        deal.hands().forEach(dealt::addAll);
        assertThat(deal.hands()).allSatisfy(h -> assertThat(h).hasSize(TraversoneRules.handSize(seats)));
        assertThat(dealt).containsExactlyInAnyOrderElementsOf(TraversoneRules.deck(seats));
        assertThat(deal.table()).isNull();
        assertThat(match.toAct()).isEqualTo((deal.dealer() + 1) % seats);
    }

    @Test
    @DisplayName("with 3 players the 4 of coppe is out of the deck: 13 cards each")
    void threePlayerDeck() {
        MatchState match = GAME.newMatch(GAME.defaultOptions(), 3, 7);
        DealEvent deal = (DealEvent) match.events().get(0);
        assertThat(deal.hands()).allSatisfy(h -> assertThat(h).hasSize(13).doesNotContain(ItalianCard.parse("4C")));
    }

    @Test
    @DisplayName("with 6 players all the fours are out of the deck: 6 cards each")
    void sixPlayerDeck() {
        MatchState match = GAME.newMatch(GAME.defaultOptions(), 6, 7);
        DealEvent deal = (DealEvent) match.events().get(0);
        assertThat(deal.hands()).allSatisfy(h -> assertThat(h).hasSize(6)
                .noneMatch(c -> ((ItalianCard) c).rank() == 4));
    }

    @ParameterizedTest(name = "{0} players")
    @ValueSource(ints = {0, 1, 2, 7})
    @DisplayName("fewer than 3 or more than 6 players is refused with a clear message")
    void seatCount(int seats) {
        assertThatThrownBy(() -> GAME.newMatch(GAME.defaultOptions(), seats, 1))
                .isInstanceOfSatisfying(SetupException.class, e -> {
                    assertThat(e.code()).isEqualTo("seats.outOfRange");
                    assertThat(e.getMessage()).isEqualTo("traversone is played by 3-6 players, not " + seats);
                });
    }

    @Test
    @DisplayName("options default to remainders=lastTrick, cappotto=win, assoBastoni=false, limit=31; a bad value names the allowed ones")
    void optionDefaultsAndErrors() {
        assertThat(GAME.defaultOptions().asMap()).containsExactly(
                java.util.Map.entry("remainders", "lastTrick"), java.util.Map.entry("cappotto", "win"),
                java.util.Map.entry("assoBastoni", false), java.util.Map.entry("limit", 31));
        assertThatThrownBy(() -> options("limit", "30"))
                .isInstanceOf(SetupException.class)
                .hasMessage("bad value '30' for option limit (allowed: 21, 31, 41, 51, 101)");
        assertThatThrownBy(() -> options("cappotto", "double"))
                .hasMessage("bad value 'double' for option cappotto (allowed: win, charge, off)");
        assertThatThrownBy(() -> options("remainders", "first"))
                .hasMessage("bad value 'first' for option remainders (allowed: lastTrick, drop)");
    }

    @Test
    @DisplayName("a player holding the suit led must follow it: another card is refused naming the suit, and nothing changes")
    void mustFollowSuit() {
        // given seat 0 leads the 5 of coppe and seat 1 holds the 7 of coppe
        TraversoneMatch match = TraversoneMatch.scenario(GAME, GAME.defaultOptions(), 2,
                hands("5C 6S", "7C 1D", "8B 9B"));
        play(match, "5C");
        TraversoneMatch before = match.copy();

        // when seat 1 plays its ace of denari instead
        Rejection r = rejection(match.apply(1, move("1D")));

        // then
        assertThat(r).isEqualTo(Rejection.of("traversone.mustFollowSuit", "1D", "coppe"));
        assertThat(match).isEqualTo(before);
        assertThat(match.legalMoves()).containsExactly(move("7C"));
    }

    @Test
    @DisplayName("a player without the suit led (piombo) may play any card")
    void voidPlaysAnything() {
        TraversoneMatch match = TraversoneMatch.scenario(GAME, GAME.defaultOptions(), 2,
                hands("5C 6S", "7C 1D", "8B 9B"));
        play(match, "5C 7C");

        assertThat(match.legalMoves()).containsExactlyInAnyOrder(move("8B"), move("9B"));
        assertThat(match.apply(2, move("9B")).applied()).isTrue();
    }

    @Test
    @DisplayName("a card not in the hand is refused with traversone.notInHand")
    void notInHand() {
        TraversoneMatch match = TraversoneMatch.scenario(GAME, GAME.defaultOptions(), 2,
                hands("5C 6S", "7C 1D", "8B 9B"));
        TraversoneMatch before = match.copy();

        assertThat(rejection(match.apply(0, move("7C")))).isEqualTo(Rejection.of("traversone.notInHand", "7C"));
        assertThat(rejection(match.apply(1, move("7C"))).code()).isEqualTo(Rejection.NOT_YOUR_TURN);
        assertThat(match).isEqualTo(before);
    }

    @Test
    @DisplayName("the highest card of the suit led takes the trick, whatever was thrown off-suit, and leads next")
    void trickWinnerLeads() {
        // given seat 0 leads the Re of coppe, seat 1 plays the Tre of coppe, seat 2 (no coppe) throws the Tre of bastoni
        TraversoneMatch match = TraversoneMatch.scenario(GAME, GAME.defaultOptions(), 2,
                hands("10C 4D", "3C 5D", "3B 6D"));

        // when
        play(match, "10C 3C 3B");

        // then
        TrickEvents.Trick<?> trick = eventsOf(match, TrickEvents.Trick.class).get(0);
        assertThat(trick.winner()).isEqualTo(1);
        assertThat(trick.cards()).isEqualTo(cards("10C 3C 3B"));
        assertThat(match.toAct()).isEqualTo(1);
        assertThat(match.view(0).taken().get(1)).containsExactlyElementsOf(cards("10C 3C 3B"));
        assertThat(match.view(0).thirds()).containsExactly(0, 3, 0);
    }

    @Test
    @DisplayName("with assoBastoni the first lead of a hand may not be bastoni when the leader holds another suit")
    void assoBastoniFirstLead() {
        // given
        TraversoneMatch match = TraversoneMatch.scenario(GAME, options("assoBastoni", "true"), 2,
                hands("1B 5D", "7C 6D", "8B 9D"));
        TraversoneMatch before = match.copy();

        // when
        Rejection r = rejection(match.apply(0, move("1B")));

        // then
        assertThat(r).isEqualTo(Rejection.of("traversone.assoBastoniLead", "1B"));
        assertThat(match).isEqualTo(before);
        assertThat(match.legalMoves()).containsExactly(move("5D"));
    }

    @Test
    @DisplayName("with assoBastoni a leader holding only bastoni may lead bastoni in the first trick")
    void assoBastoniOnlyBastoni() {
        TraversoneMatch match = TraversoneMatch.scenario(GAME, options("assoBastoni", "true"), 2,
                hands("1B 5B", "7C 6D", "8B 9D"));

        assertThat(match.legalMoves()).containsExactlyInAnyOrder(move("1B"), move("5B"));
        assertThat(match.apply(0, move("5B")).applied()).isTrue();
    }

    @Test
    @DisplayName("with assoBastoni bastoni may be led from the second trick on, and followed in the first")
    void assoBastoniLaterTricks() {
        // given seat 0 leads denari and seat 2, void in denari, throws a bastoni
        TraversoneMatch match = TraversoneMatch.scenario(GAME, options("assoBastoni", "true"), 2,
                hands("7D 6B 5S", "4D 5C 6C", "9B 1C 2C"));
        play(match, "7D 4D 9B");

        // then seat 0 took the trick and may now lead bastoni
        assertThat(match.toAct()).isZero();
        assertThat(match.legalMoves()).containsExactlyInAnyOrder(move("6B"), move("5S"));
    }

    @Test
    @DisplayName("without assoBastoni any card may be led in the first trick")
    void noAssoBastoniNoRestriction() {
        TraversoneMatch match = TraversoneMatch.scenario(GAME, GAME.defaultOptions(), 2,
                hands("1B 5D", "7C 6D", "8B 9D"));
        assertThat(match.legalMoves()).containsExactlyInAnyOrder(move("1B"), move("5D"));
    }

    @Test
    @DisplayName("plays and tricks are written as docs/transcript.md says")
    void eventShapes() throws Exception {
        TraversoneMatch match = TraversoneMatch.scenario(GAME, GAME.defaultOptions(), 2,
                hands("10C 4D", "3C 5D", "3B 6D"));
        play(match, "10C 3C 3B");

        List<String> json = match.events().stream().map(Json::line).toList();
        assertThat(json).containsExactly(
                "{\"type\":\"deal\",\"dealer\":2,\"hands\":[[\"10C\",\"4D\"],[\"3C\",\"5D\"],[\"3B\",\"6D\"]]}",
                "{\"type\":\"play\",\"seat\":0,\"card\":\"10C\"}",
                "{\"type\":\"play\",\"seat\":1,\"card\":\"3C\"}",
                "{\"type\":\"play\",\"seat\":2,\"card\":\"3B\"}",
                "{\"type\":\"trick\",\"winner\":1,\"cards\":[\"10C\",\"3C\",\"3B\"]}");
        assertThat(Json.line(move("10C"))).isEqualTo("{\"card\":\"10C\"}");
    }

    @Test
    @DisplayName("the view shows the own hand, the trick with who played what, and hand sizes, never another hand")
    void views() {
        TraversoneMatch match = TraversoneMatch.scenario(GAME, GAME.defaultOptions(), 2,
                hands("10C 4D", "3C 5D", "3B 6D"));
        play(match, "10C");

        TraversoneView v = match.view(1);
        assertThat(v.hand()).containsExactlyInAnyOrderElementsOf(cards("3C 5D"));
        assertThat(v.trick()).containsExactly(new TrickEvents.Play<>(0, ItalianCard.parse("10C")));
        assertThat(v.leader()).isZero();
        assertThat(v.toAct()).isEqualTo(1);
        assertThat(v.handSizes()).containsExactly(1, 2, 2);
        assertThat(v.limit()).isEqualTo(31);
        assertThat(Json.line(v)).doesNotContain("3B", "6D", "4D");
        assertThat(Json.line(match.publicView())).doesNotContain("3C", "5D", "3B", "6D", "4D");
    }
}
