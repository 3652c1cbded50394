package dev.mazziere.games.chiamata;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazziere.game.conformance.Coverage;
import dev.mazziere.game.conformance.GoldenPlaythroughs;
import dev.mazziere.game.conformance.Playthrough;
import java.util.List;
import org.junit.jupiter.api.DisplayName;

@DisplayName("Briscola chiamata replays its golden playthroughs")
final class ChiamataGoldenTest extends GoldenPlaythroughs {

    private static final Coverage A_PARTNER = Coverage.event("a partner revealed", "partner");
    private static final Coverage MADE = Coverage.event("a contract made", "score",
            score -> score.path("hand").path("made").asBoolean());
    private static final Coverage FAILED = Coverage.event("a contract failed", "score",
            score -> !score.path("hand").path("made").asBoolean());
    private static final Coverage ALONE = Coverage.event("a caller alone", "score",
            score -> score.path("hand").path("caller").asInt() == score.path("hand").path("partner").asInt());
    private static final Coverage A_POINTS_BID = Coverage.event("a points bid", "bid", bid -> bid.has("points"));
    private static final Coverage A_CAPPOTTO = Coverage.event("a cappotto", "score",
            score -> score.path("hand").path("cappotto").asBoolean());
    private static final Coverage A_SHARED_WIN = Coverage.result("a shared win", result -> result.path("winners").size() > 1);
    private static final Coverage THE_TARGET = Coverage.result("one seat at the target",
            result -> max(result.path("totals")) >= 10);

    ChiamataGoldenTest() {
        super(new ChiamataGame());
    }

    @Override
    protected List<Playthrough> playthroughs() {
        return List.of(
                Playthrough.of("ten-hands", 5, 1)
                        .covering(A_PARTNER).covering(MADE).covering(FAILED),
                Playthrough.of("easy-players-alone-points", 5, 1)
                        .levels("easy", "easy", "easy", "easy", "easy")
                        .covering(ALONE).covering(A_POINTS_BID),
                Playthrough.of("to-a-target-caller-leads", 5, 1)
                        .option("end", "target").option("lead", "caller")
                        .covering(THE_TARGET),
                Playthrough.of("five-hands-cappotto-off-shared-win", 5, 5)
                        .option("hands", "5").option("cappotto", "off").levels("medium", "easy", "medium", "easy", "medium")
                        .covering(A_CAPPOTTO).covering(A_SHARED_WIN));
    }

    private static int max(JsonNode array) {
        int max = Integer.MIN_VALUE;
        for (JsonNode n : array) {
            max = Math.max(max, n.asInt());
        }
        return max;
    }
}
