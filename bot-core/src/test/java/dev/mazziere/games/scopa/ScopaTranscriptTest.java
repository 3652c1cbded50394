package dev.mazziere.games.scopa;

import static dev.mazziere.games.scopa.ScopaScenarios.GAME;
import static dev.mazziere.games.scopa.ScopaScenarios.cards;
import static dev.mazziere.games.scopa.ScopaScenarios.eventsOf;
import static dev.mazziere.games.scopa.ScopaScenarios.hands;
import static dev.mazziere.games.scopa.ScopaScenarios.move;
import static dev.mazziere.games.scopa.ScopaScenarios.options;
import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazziere.game.Json;
import dev.mazziere.game.ScoreEvent;
import dev.mazziere.game.Transcript;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** The Scopa events of docs/transcript.md, as JSON. */
class ScopaTranscriptTest {

    /** Seat 0 plays a scopa, seat 1 drops, seat 0 takes, seat 1 drops the last card: a sweep to seat 0. */
    private static ScopaMatch shortHand() {
        ScopaMatch match = ScopaMatch.scenario(GAME, options("napola", "true"), 1,
                hands("7D 5C", "9S 8B"), cards("3S 4C"), List.of());
        match.apply(0, move("7D:3S4C"));
        match.apply(1, move("9S"));
        match.apply(0, move("5C"));
        match.apply(1, move("8B"));
        return match;
    }

    @Test
    @DisplayName("play events name the capture, [] when the card stays, and scopa only when it scores")
    void playEvents() {
        // given / when
        List<String> plays = eventsOf(shortHand(), ScopaEvents.Play.class).stream().map(Json::line).toList();

        // then
        assertThat(plays).containsExactly(
                "{\"type\":\"play\",\"seat\":0,\"card\":\"7D\",\"capture\":[\"3S\",\"4C\"],\"scopa\":true}",
                "{\"type\":\"play\",\"seat\":1,\"card\":\"9S\",\"capture\":[],\"scopa\":false}",
                "{\"type\":\"play\",\"seat\":0,\"card\":\"5C\",\"capture\":[],\"scopa\":false}",
                "{\"type\":\"play\",\"seat\":1,\"card\":\"8B\",\"capture\":[],\"scopa\":false}");
    }

    @Test
    @DisplayName("the sweep event gives the seat of the last capturer and the cards left on the table")
    void sweepEvent() {
        assertThat(Json.line(eventsOf(shortHand(), ScopaEvents.Sweep.class).get(0)))
                .isEqualTo("{\"type\":\"sweep\",\"seat\":0,\"cards\":[\"9S\",\"5C\",\"8B\"]}");
    }

    @Test
    @DisplayName("the score event has one object per team with all seven keys, counts and points")
    void scoreEvent() throws Exception {
        // given / when
        ScoreEvent score = eventsOf(shortHand(), ScoreEvent.class).get(0);
        JsonNode json = Json.mapper().readTree(Json.line(score));

        // then: side 0 took 7D 4C 3S 9S 5C 8B: 6 cards, 1 denaro, 1 scopa, the settebello, the primiera
        assertThat(json.get("type").asText()).isEqualTo("score");
        assertThat(Json.line(json.get("hand"))).isEqualTo("["
                + "{\"cards\":6,\"denari\":1,\"scope\":1,\"settebello\":1,\"primiera\":1,\"napola\":0,\"rebello\":0},"
                + "{\"cards\":0,\"denari\":0,\"scope\":0,\"settebello\":0,\"primiera\":0,\"napola\":0,\"rebello\":0}]");
        assertThat(Json.line(json.get("points"))).isEqualTo("[5,0]");
        assertThat(Json.line(json.get("totals"))).isEqualTo("[5,0]");
    }

    @Test
    @DisplayName("a whole transcript lists every option, the seats with their teams, and the result")
    void wholeTranscript() throws Exception {
        // given a four-player match played to its end by random players
        ScopaMatch match = (ScopaMatch) GAME.newMatch(GAME.defaultOptions(), 4, 21);
        dev.mazziere.ai.RandomPlayer player = new dev.mazziere.ai.RandomPlayer(3);
        while (!match.isOver()) {
            int seat = match.toAct();
            match.apply(seat, player.choose(match.view(seat), match.legalMoves()));
        }

        // when
        JsonNode json = Json.mapper().readTree(Transcript.of(match, List.of("A", "B", "C", "D")).toJson());

        // then
        assertThat(json.get("format").asText()).isEqualTo("mazziere-transcript/1");
        assertThat(json.get("options").size()).isEqualTo(GAME.options().size());
        assertThat(json.get("seats").findValuesAsText("team")).containsExactly("0", "1", "0", "1");
        assertThat(json.get("result").get("totals")).hasSize(2);
        assertThat(json.get("result").get("winners")).hasSize(1);
        for (JsonNode event : json.get("events")) {
            if (event.get("type").asText().equals("score")) {
                assertThat(event.get("hand")).hasSize(2).allSatisfy(team -> assertThat(team.size()).isEqualTo(7));
            }
        }
    }

    @Test
    @DisplayName("a move survives its code and JSON unchanged, whatever order the capture was typed in")
    void moveRoundTrip() throws Exception {
        ScopaMove typed = move("7d:4c3s");
        // canonical order: rank, then suit (D, C, S, B), as docs/transcript.md writes it
        assertThat(typed.code()).isEqualTo("7D:3S4C");
        assertThat(GAME.parseMove(typed.code())).isEqualTo(typed);
        String json = Json.mapper().writeValueAsString(typed);
        assertThat(Json.mapper().readValue(json, ScopaMove.class)).isEqualTo(typed);
        assertThat(Json.mapper().readValue("{\"card\":\"9S\"}", ScopaMove.class)).isEqualTo(move("9S"));
    }
}
