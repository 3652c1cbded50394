package dev.mazziere.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mazziere.cards.Card;
import dev.mazziere.cards.FrenchCard;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.games.scopa.ScopaEvents;
import dev.mazziere.games.scopa.ScopaGame;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The JSON shapes of docs/transcript.md that the core writes. */
final class JsonTest {

    private static List<Card> cards(String... codes) {
        return Stream.of(codes).<Card>map(ItalianCard::parse).toList();
    }

    @Test
    @DisplayName("A deal without face-up cards has no table key")
    void dealWithoutTable() {
        // given
        DealEvent deal = new DealEvent(1, List.of(cards("1D", "7C"), cards("3S", "10B")), null);

        // when
        String json = Json.line(deal);

        // then
        assertThat(json).isEqualTo("{\"type\":\"deal\",\"dealer\":1,\"hands\":[[\"1D\",\"7C\"],[\"3S\",\"10B\"]]}");
    }

    @Test
    @DisplayName("A deal with face-up cards writes them as table, after the hands")
    void dealWithTable() {
        DealEvent deal = new DealEvent(0, List.of(cards("1D"), List.of()), cards("4S", "10D"));

        assertThat(Json.line(deal))
                .isEqualTo("{\"type\":\"deal\",\"dealer\":0,\"hands\":[[\"1D\"],[]],\"table\":[\"4S\",\"10D\"]}");
    }

    @Test
    @DisplayName("French cards and jokers are written by their codes in a deal")
    void dealFrench() {
        DealEvent deal = new DealEvent(0, List.of(List.of(FrenchCard.parse("10H"), FrenchCard.JOKER)), null);

        assertThat(Json.line(deal)).isEqualTo("{\"type\":\"deal\",\"dealer\":0,\"hands\":[[\"10H\",\"JK\"]]}");
    }

    @Test
    @DisplayName("A stop by the system writes seat null, a stop by a seat writes the seat")
    void stop() {
        assertThat(Json.line(new StopEvent(null))).isEqualTo("{\"type\":\"stop\",\"seat\":null}");
        assertThat(Json.line(new StopEvent(2))).isEqualTo("{\"type\":\"stop\",\"seat\":2}");
    }

    @Test
    @DisplayName("A result writes stopped only when the match was stopped, and winners even when empty")
    void result() {
        assertThat(Json.line(new MatchResult(List.of(11, 7), List.of(0), false)))
                .isEqualTo("{\"totals\":[11,7],\"winners\":[0]}");
        assertThat(Json.line(new MatchResult(List.of(3, 4), List.of(), true)))
                .isEqualTo("{\"totals\":[3,4],\"winners\":[],\"stopped\":true}");
    }

    @Test
    @DisplayName("A score event writes the game's hand breakdown, points and totals")
    void score() {
        ScoreEvent score = new ScoreEvent(List.of("x"), List.of(3, 1), List.of(10, 6));

        assertThat(Json.line(score))
                .isEqualTo("{\"type\":\"score\",\"hand\":[\"x\"],\"points\":[3,1],\"totals\":[10,6]}");
    }

    /** A game event whose components sort before "type", to prove the order comes from MatchEvent. */
    private record AlphaEvent(int aardvark, String alpha) implements MatchEvent {
        @Override
        public String type() {
            return "alpha";
        }
    }

    static Stream<MatchEvent> events() {
        return Stream.of(
                new DealEvent(0, List.of(cards("1D")), cards("2D")),
                new ScoreEvent(List.of(), List.of(0, 0), List.of(0, 0)),
                new StopEvent(null),
                new ScopaEvents.Play(1, ItalianCard.parse("7D"), List.of(ItalianCard.parse("7S")), true),
                new ScopaEvents.Sweep(0, List.of(ItalianCard.parse("5C"))),
                new AlphaEvent(1, "b"));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("events")
    @DisplayName("Every event's JSON starts with its type")
    void typeFirst(MatchEvent event) {
        assertThat(Json.line(event)).startsWith("{\"type\":\"" + event.type() + "\"");
    }

    @Test
    @DisplayName("A transcript needs one name per seat")
    void transcriptNames() {
        // given
        MatchState match = new ScopaGame().newMatch(new ScopaGame().defaultOptions(), 2, 1L);

        // when / then
        assertThatThrownBy(() -> Transcript.of(match, List.of("only one")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("need 2 names, got 1");
    }

    @Test
    @DisplayName("The transcript of a match not over has a null result")
    void unfinishedTranscript() throws Exception {
        // given
        MatchState match = new ScopaGame().newMatch(new ScopaGame().defaultOptions(), 2, 1L);

        // when
        String json = Transcript.of(match, List.of("Anna", "Bruno")).toJson();

        // then
        assertThat(json).startsWith("{\"format\":\"mazziere-transcript/1\",\"game\":\"scopa\",\"options\":{")
                .contains("\"seats\":[{\"seat\":0,\"name\":\"Anna\",\"team\":0},{\"seat\":1,\"name\":\"Bruno\",\"team\":1}]")
                .endsWith(",\"result\":null}");
        assertThat(Json.mapper().readTree(json).get("seed").asLong()).isEqualTo(1L);
    }
}
