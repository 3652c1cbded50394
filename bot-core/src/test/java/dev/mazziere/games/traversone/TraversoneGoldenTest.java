package dev.mazziere.games.traversone;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazziere.game.conformance.Coverage;
import dev.mazziere.game.conformance.GoldenPlaythroughs;
import dev.mazziere.game.conformance.Playthrough;
import java.util.List;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.DisplayName;

@DisplayName("Traversone replays its golden playthroughs")
final class TraversoneGoldenTest extends GoldenPlaythroughs {

    private static final Coverage SEVERAL_WINNERS = Coverage.result("several players below the limit winning",
            result -> result.path("winners").size() > 1);

    /** The asso di bastoni's 10 make its taker's hand worth 10 or more. */
    private static final Coverage ASSO_BASTONI_CHARGED = Coverage.event("the asso di bastoni charged", "score",
            score -> ints(score.path("points")).stream().anyMatch(p -> p >= 10));

    private static final Coverage A_CAPPOTTO = Coverage.event("a cappotto", "score",
            score -> !score.path("hand").path("cappotto").isNull());

    /** With cappotto=win the match ends on the cappotto's hand. */
    private static final Coverage A_CAPPOTTO_ENDING_THE_MATCH = new Coverage("a cappotto ending the match",
            transcript -> {
                JsonNode events = transcript.path("events");
                JsonNode last = events.get(events.size() - 1);
                return last.path("type").asText().equals("score") && !last.path("hand").path("cappotto").isNull();
            });

    TraversoneGoldenTest() {
        super(new TraversoneGame());
    }

    @Override
    protected List<Playthrough> playthroughs() {
        return List.of(
                Playthrough.of("three-players-default", 3, 1)
                        .covering(SEVERAL_WINNERS),
                Playthrough.of("six-players-asso-bastoni", 6, 1)
                        .option("assoBastoni", "true")
                        .covering(ASSO_BASTONI_CHARGED),
                Playthrough.of("four-players-drop-cappotto-charge", 4, 176)
                        .option("remainders", "drop").option("cappotto", "charge")
                        .covering(A_CAPPOTTO),
                Playthrough.of("three-players-cappotto-wins", 3, 201)
                        .option("limit", "21")
                        .covering(A_CAPPOTTO_ENDING_THE_MATCH));
    }

    private static List<Integer> ints(JsonNode array) {
        return StreamSupport.stream(array.spliterator(), false).map(JsonNode::asInt).toList();
    }
}
