package dev.mazziere.games.tressette;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazziere.game.conformance.Coverage;
import dev.mazziere.game.conformance.GoldenPlaythroughs;
import dev.mazziere.game.conformance.Playthrough;
import java.util.List;
import org.junit.jupiter.api.DisplayName;

@DisplayName("Tressette replays its golden playthroughs")
final class TressetteGoldenTest extends GoldenPlaythroughs {

    private static final Coverage DRAWS = Coverage.event("draws from the stock", "draw");

    private static final Coverage A_NAPOLETANA = Coverage.event("a napoletana declared", "declare",
            e -> e.path("kind").asText().equals("napoletana"));

    private static final Coverage THREE_OF_A_KIND = Coverage.event("three of a kind declared", "declare",
            e -> e.path("kind").asText().equals("three"));

    private static final Coverage NO_DECLARATION = new Coverage("no declaration at all",
            t -> events(t).stream().noneMatch(e -> e.path("type").asText().equals("declare")));

    private static final Coverage ACCUSI_SCORED = Coverage.event("accusi scored", "score",
            e -> e.path("hand").path("accusi").get(0).asInt() + e.path("hand").path("accusi").get(1).asInt() > 0);

    /** With cappotto=win the match ends on the cappotto's hand. */
    private static final Coverage A_CAPPOTTO_ENDING_THE_MATCH = new Coverage("a cappotto ending the match",
            t -> {
                List<JsonNode> events = events(t);
                JsonNode last = events.get(events.size() - 1);
                return last.path("type").asText().equals("score") && !last.path("hand").path("cappotto").isNull();
            });

    /** With cappotto=double the side's card points are 22 (its accusi on top). */
    private static final Coverage A_CAPPOTTO_DOUBLED = Coverage.event("a cappotto doubled", "score", e -> {
        JsonNode side = e.path("hand").path("cappotto");
        return !side.isNull() && e.path("points").get(side.asInt()).asInt()
                - e.path("hand").path("accusi").get(side.asInt()).asInt() == 22;
    });

    TressetteGoldenTest() {
        super(new TressetteGame());
    }

    @Override
    protected List<Playthrough> playthroughs() {
        return List.of(
                Playthrough.of("two-players-default", 2, 2)
                        .covering(DRAWS).covering(ACCUSI_SCORED),
                Playthrough.of("four-players-default", 4, 2)
                        .covering(A_NAPOLETANA).covering(THREE_OF_A_KIND),
                Playthrough.of("two-players-no-accusi-cappotto-off-target-41", 2, 1)
                        .option("accusi", "off").option("cappotto", "off").option("target", "41")
                        .covering(NO_DECLARATION),
                Playthrough.of("four-players-cappotto-wins", 4, 10)
                        .levels("medium", "easy", "medium", "easy")
                        .covering(A_CAPPOTTO_ENDING_THE_MATCH),
                Playthrough.of("four-players-cappotto-double-target-31", 4, 10)
                        .option("cappotto", "double").option("target", "31")
                        .levels("medium", "easy", "medium", "easy")
                        .covering(A_CAPPOTTO_DOUBLED));
    }

    private static List<JsonNode> events(JsonNode transcript) {
        List<JsonNode> out = new java.util.ArrayList<>();
        transcript.path("events").forEach(out::add);
        return out;
    }
}
