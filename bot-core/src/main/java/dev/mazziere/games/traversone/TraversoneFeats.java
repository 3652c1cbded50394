package dev.mazziere.games.traversone;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazziere.game.FeatTally;
import dev.mazziere.game.Feats;
import java.util.List;
import java.util.Map;

/**
 * Traversone's feat, from a transcript: each {@value #CAPPOTTO}, a hand in which one seat
 * took every card worth points and the last trick (counted whatever the {@code cappotto}
 * option made of it).
 */
public final class TraversoneFeats implements Feats {

    public static final String CAPPOTTO = "cappotto";

    @Override
    public List<String> names() {
        return List.of(CAPPOTTO);
    }

    @Override
    public List<Map<String, Integer>> count(JsonNode transcript) {
        FeatTally tally = FeatTally.of(transcript);
        for (JsonNode score : FeatTally.events(transcript, "score")) {
            JsonNode cappotto = score.path("hand").path(CAPPOTTO);
            if (cappotto.isInt()) {
                tally.seat(cappotto.asInt(), CAPPOTTO);
            }
        }
        return tally.counts();
    }
}
