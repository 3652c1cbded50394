package dev.mazziere.games.briscola;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazziere.game.conformance.Coverage;
import dev.mazziere.game.conformance.GoldenPlaythroughs;
import dev.mazziere.game.conformance.Playthrough;
import java.util.List;
import org.junit.jupiter.api.DisplayName;

@DisplayName("Briscola replays its golden playthroughs")
final class BriscolaGoldenTest extends GoldenPlaythroughs {

    /** A hand whose card points are shared at the top: 60-60, or a tie for the most with three. */
    private static final Coverage A_DRAWN_HAND = Coverage.event("a drawn hand", "score",
            score -> sum(score.path("points")) == 0);

    /** The face-up card drawn as the last card of the stock. */
    private static final Coverage THE_FACE_UP_CARD_DRAWN = new Coverage("the face-up card drawn last",
            transcript -> {
                JsonNode faceUp = null;
                JsonNode lastDraw = null;
                for (JsonNode event : transcript.path("events")) {
                    String type = event.path("type").asText();
                    if (type.equals("deal")) {
                        faceUp = event.path("table").get(0);
                    } else if (type.equals("draw")) {
                        lastDraw = event.path("card");
                    } else if (type.equals("score")) {
                        return faceUp != null && faceUp.equals(lastDraw);
                    }
                }
                return false;
            });

    private static final Coverage A_MATCH_OF_SEVERAL_HANDS = Coverage.event("a second hand", "deal",
            deal -> true);

    private static final Coverage THE_BEST_OF_FIVE = Coverage.result("a side winning 5 hands",
            result -> sum(result.path("totals")) >= 5);

    BriscolaGoldenTest() {
        super(new BriscolaGame());
    }

    @Override
    protected List<Playthrough> playthroughs() {
        return List.of(
                Playthrough.of("two-players-default", 2, 1)
                        .covering(THE_FACE_UP_CARD_DRAWN).covering(A_MATCH_OF_SEVERAL_HANDS),
                Playthrough.of("two-players-drawn-hand", 2, 49)
                        .option("games", "1").levels("easy", "medium")
                        .covering(A_DRAWN_HAND),
                Playthrough.of("three-players-best-of-five", 3, 1)
                        .option("games", "5").levels("medium", "easy", "medium")
                        .covering(THE_BEST_OF_FIVE),
                Playthrough.of("four-players-partners", 4, 1)
                        .covering(THE_FACE_UP_CARD_DRAWN));
    }

    private static int sum(JsonNode array) {
        int sum = 0;
        for (JsonNode n : array) {
            sum += n.asInt();
        }
        return sum;
    }
}
