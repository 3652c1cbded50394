package dev.mazziere.games.briscola;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazziere.game.FeatTally;
import dev.mazziere.game.Feats;
import java.util.List;
import java.util.Map;

/**
 * Briscola's feat, from a transcript: each {@value #CAPPOTTO}, a hand in which a side took
 * all 120 card points and left the others none (a side's: it counts for both partners
 * in four).
 */
public final class BriscolaFeats implements Feats {

    public static final String CAPPOTTO = "cappotto";
    private static final int ALL_POINTS = 120;

    @Override
    public List<String> names() {
        return List.of(CAPPOTTO);
    }

    @Override
    public List<Map<String, Integer>> count(JsonNode transcript) {
        FeatTally tally = FeatTally.of(transcript);
        for (JsonNode score : FeatTally.events(transcript, "score")) {
            JsonNode points = score.path("hand").path("cardPoints");
            for (int team = 0; team < points.size(); team++) {
                if (points.path(team).asInt() == ALL_POINTS) {
                    tally.team(team, CAPPOTTO);
                }
            }
        }
        return tally.counts();
    }
}
