package dev.mazziere.games.scopa;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazziere.game.conformance.Coverage;
import dev.mazziere.game.conformance.GoldenPlaythroughs;
import dev.mazziere.game.conformance.Playthrough;
import java.util.List;
import java.util.function.ToIntFunction;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.DisplayName;

@DisplayName("Scopa and Scopone replay their golden playthroughs")
final class ScopaGoldenTest extends GoldenPlaythroughs {

    private static final Coverage A_SCOPA = Coverage.event("a scopa", "play", e -> e.path("scopa").asBoolean());

    private static final Coverage A_SWEEP = Coverage.event("a sweep", "sweep");

    /** A deal straight after a deal: the dealer dealt again for the kings on the table. */
    private static final Coverage A_KINGS_REDEAL = Coverage.consecutive("a kings redeal",
            (first, next) -> first.path("type").asText().equals("deal") && next.path("type").asText().equals("deal"));

    private static final Coverage A_NAPOLA = handShows("a napola", team -> team.path("napola").asInt());

    private static final Coverage A_REBELLO = handShows("a rebello", team -> team.path("rebello").asInt());

    /** With ties=each both sides score the point of a tie; the hand's counts show the tie. */
    private static final Coverage A_TIE_FOR_CARTE_OR_DENARI = Coverage.event("a tie for carte or denari", "score",
            score -> equalForAllSides(score, "cards") || equalForAllSides(score, "denari"));

    ScopaGoldenTest() {
        super(new ScopaGame());
    }

    @Override
    protected List<Playthrough> playthroughs() {
        return List.of(
                Playthrough.of("two-players-default", 2, 305)
                        .covering(A_SCOPA).covering(A_SWEEP).covering(A_KINGS_REDEAL),
                Playthrough.of("three-players-fewest-rebello-tie-at-target", 3, 4)
                        .option("captureChoice", "fewest").option("rebello", "true")
                        .covering(A_REBELLO).covering(tieAtTarget(11)),
                Playthrough.of("four-players-napola-ties-each", 4, 1)
                        .option("napola", "true").option("ties", "each")
                        .covering(A_NAPOLA).covering(A_TIE_FOR_CARTE_OR_DENARI),
                Playthrough.of("scopone-scientifico", 4, 1)
                        .option("variant", "scopone")
                        .covering(A_SCOPA).covering(A_SWEEP),
                Playthrough.of("scopone-classico-kings-redeal", 4, 190)
                        .option("variant", "scopone").option("scoponeDeal", "classico")
                        .covering(A_SCOPA).covering(A_KINGS_REDEAL));
    }

    /** A hand's score in which some side scored a point of this kind. */
    private static Coverage handShows(String what, ToIntFunction<JsonNode> points) {
        return Coverage.event(what, "score",
                score -> StreamSupport.stream(score.path("hand").spliterator(), false).anyMatch(t -> points.applyAsInt(t) > 0));
    }

    private static boolean equalForAllSides(JsonNode score, String count) {
        return StreamSupport.stream(score.path("hand").spliterator(), false)
                .map(team -> team.path(count).asInt()).distinct().count() == 1;
    }

    /** Equal highest totals at or over the target: another hand is dealt. */
    private static Coverage tieAtTarget(int target) {
        return Coverage.consecutive("equal highest totals at the target playing another hand", (score, next) -> {
            if (!score.path("type").asText().equals("score") || !next.path("type").asText().equals("deal")) {
                return false;
            }
            List<Integer> totals = StreamSupport.stream(score.path("totals").spliterator(), false)
                    .map(JsonNode::asInt).toList();
            int max = totals.stream().mapToInt(Integer::intValue).max().orElseThrow();
            return max >= target && totals.indexOf(max) != totals.lastIndexOf(max);
        });
    }
}
