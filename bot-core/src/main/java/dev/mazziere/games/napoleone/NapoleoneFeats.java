package dev.mazziere.games.napoleone;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazziere.game.FeatTally;
import dev.mazziere.game.Feats;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Napoleone's feats, from a transcript: each {@value #CONTRACT} the caller made, and of
 * those each {@value #NAPOLEONE}, a contract for all five tricks (Napoleone, Wellington,
 * Blücher) made.
 */
public final class NapoleoneFeats implements Feats {

    public static final String CONTRACT = "contract";
    public static final String NAPOLEONE = "napoleone";
    private static final Set<String> ALL_FIVE = Set.of("nap", "wellington", "blucher");

    @Override
    public List<String> names() {
        return List.of(CONTRACT, NAPOLEONE);
    }

    @Override
    public List<Map<String, Integer>> count(JsonNode transcript) {
        FeatTally tally = FeatTally.of(transcript);
        for (JsonNode score : FeatTally.events(transcript, "score")) {
            JsonNode hand = score.path("hand");
            if (hand.path("made").asBoolean() && hand.path("caller").isInt()) {
                int caller = hand.path("caller").asInt();
                tally.seat(caller, CONTRACT);
                if (ALL_FIVE.contains(hand.path("contract").asText())) {
                    tally.seat(caller, NAPOLEONE);
                }
            }
        }
        return tally.counts();
    }
}
