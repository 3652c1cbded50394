package dev.mazziere.games.scopa;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazziere.game.Json;
import dev.mazziere.game.conformance.GoldenReplay;
import java.io.IOException;
import java.io.InputStream;
import java.util.function.Consumer;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The golden kit's replay, on a Scopa playthrough altered in memory: each kind of
 * difference fails at its first event with the move, the event and what differs.
 * In {@code two-players-default}, move 35 (seat 1 plays 3D) ends the first hand:
 * event 41 is that play, 42 the sweep, 43 the score, 44 the next deal.
 */
@DisplayName("A golden playthrough that differs from the engine fails with a readable message")
final class ScopaGoldenFailuresTest {

    private static final String FILE = "scopa/two-players-default.jsonl";

    @Test
    @DisplayName("the untouched playthrough replays")
    void theUntouchedPlaythroughReplays() throws IOException {
        assertThat(replay(transcript -> { }).result()).isNotNull();
    }

    @Test
    @DisplayName("a different score names the move, the event, the first differing field and both events")
    void aDifferentScoreIsNamed() {
        assertThatThrownBy(() -> replay(t -> ((ArrayNode) event(t, 43).get("points")).set(0, 4)))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining(FILE + " no longer replays: move 35 (seat 1: 3D), event 43 differs: at event.points[0]")
                .hasMessageContaining("expected {\"type\":\"score\"")
                .hasMessageContaining("\"points\":[4,2]")
                .hasMessageContaining("actual   {\"type\":\"score\"");
    }

    @Test
    @DisplayName("an event the engine does not write is named as expected, with nothing actual")
    void aMissingEventIsNamed() {
        assertThatThrownBy(() -> replay(t -> events(t).insert(45, event(t, 44).deepCopy())))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("move 35 (seat 1: 3D), event 45: the engine wrote nothing more")
                .hasMessageContaining("actual   nothing");
    }

    @Test
    @DisplayName("an event the record lacks is named as actual")
    void anExtraEventIsNamed() {
        assertThatThrownBy(() -> replay(t -> events(t).remove(42)))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("move 35 (seat 1: 3D), event 42 differs: at event.type")
                .hasMessageContaining("actual   {\"type\":\"sweep\"");
    }

    @Test
    @DisplayName("a recorded move the engine refuses is named with the refusal")
    void aRefusedMoveIsNamed() {
        assertThatThrownBy(() -> replay(t -> event(t, 1).put("card", "10D")))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("move 0 (seat 0: 10D:1D2D4B), event 1")
                .hasMessageContaining("the engine rejects it");
    }

    @Test
    @DisplayName("a record that stops before the match ends is refused")
    void aRecordEndingEarlyIsRefused() {
        assertThatThrownBy(() -> replay(t -> {
            while (events(t).size() > 45) {
                events(t).remove(45);
            }
        })).isInstanceOf(AssertionError.class)
                .hasMessageContaining("the record ends after 45 events, but the engine's match goes on");
    }

    @Test
    @DisplayName("a different result is named")
    void aDifferentResultIsNamed() {
        assertThatThrownBy(() -> replay(t -> ((ArrayNode) t.get("result").get("winners")).set(0, 0)))
                .isInstanceOf(AssertionError.class)
                .hasMessageContaining("the result differs: at result.winners[0]");
    }

    private static ScopaMatch replay(Consumer<ObjectNode> change) throws IOException {
        ObjectNode transcript;
        try (InputStream in = ScopaGoldenFailuresTest.class.getResourceAsStream("/golden/" + FILE)) {
            transcript = (ObjectNode) Json.mapper().readTree(in);
        }
        change.accept(transcript);
        return (ScopaMatch) new GoldenReplay(new ScopaGame(), FILE, transcript).replay();
    }

    private static ArrayNode events(JsonNode transcript) {
        return (ArrayNode) transcript.get("events");
    }

    private static ObjectNode event(JsonNode transcript, int index) {
        return (ObjectNode) events(transcript).get(index);
    }
}
