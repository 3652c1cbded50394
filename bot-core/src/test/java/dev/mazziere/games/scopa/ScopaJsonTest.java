package dev.mazziere.games.scopa;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.Json;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Scopa's events, score breakdown and moves in the shapes of docs/transcript.md. */
final class ScopaJsonTest {

    @Test
    @DisplayName("A play writes seat, card, capture and scopa, with an empty capture when the card stays")
    void play() {
        // given
        ScopaEvents.Play capture = new ScopaEvents.Play(1, ItalianCard.parse("7D"),
                List.of(ItalianCard.parse("3S"), ItalianCard.parse("4C")), false);
        ScopaEvents.Play drop = new ScopaEvents.Play(0, ItalianCard.parse("2B"), List.of(), false);

        // when / then
        assertThat(Json.line(capture))
                .isEqualTo("{\"type\":\"play\",\"seat\":1,\"card\":\"7D\",\"capture\":[\"3S\",\"4C\"],\"scopa\":false}");
        assertThat(Json.line(drop))
                .isEqualTo("{\"type\":\"play\",\"seat\":0,\"card\":\"2B\",\"capture\":[],\"scopa\":false}");
    }

    @Test
    @DisplayName("A sweep writes the seat and the cards it takes")
    void sweep() {
        assertThat(Json.line(new ScopaEvents.Sweep(0, List.of(ItalianCard.parse("5C"), ItalianCard.parse("1D")))))
                .isEqualTo("{\"type\":\"sweep\",\"seat\":0,\"cards\":[\"5C\",\"1D\"]}");
    }

    @Test
    @DisplayName("A side's hand score writes exactly the seven keys, counts first, and no internal point")
    void teamHandScore() {
        // given
        TeamHandScore score = new TeamHandScore(21, 6, 2, 1, 1, 0, 0, 1, 1, 78);

        // when
        String json = Json.line(score);

        // then
        assertThat(json).isEqualTo("{\"cards\":21,\"denari\":6,\"scope\":2,\"settebello\":1,"
                + "\"primiera\":1,\"napola\":0,\"rebello\":0}");
        assertThat(score.points()).isEqualTo(6);
    }

    @Test
    @DisplayName("A move is written as its card and sorted capture, and read back equal")
    void move() throws Exception {
        // given
        ScopaMove move = ScopaMove.take(ItalianCard.parse("7D"), ItalianCard.parse("4C"), ItalianCard.parse("3S"));

        // when
        String json = Json.line(move);

        // then
        assertThat(json).isEqualTo("{\"card\":\"7D\",\"capture\":[\"3S\",\"4C\"]}");
        assertThat(Json.mapper().readValue(json, ScopaMove.class)).isEqualTo(move);
        assertThat(move.code()).isEqualTo("7D:3S4C");
    }
}
