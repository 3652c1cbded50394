package dev.mazziere.games.chiamata;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazziere.game.FeatTally;
import dev.mazziere.game.Feats;
import java.util.List;
import java.util.Map;

/**
 * Briscola chiamata's feats, from a transcript's {@code score} events: each hand a
 * caller made their contract ({@value #MADE}, the caller's alone), and each
 * {@value #CAPPOTTO}, a hand the caller's side took every card point (caller and
 * partner both).
 */
public final class ChiamataFeats implements Feats {

    public static final String MADE = "chiamata";
    public static final String CAPPOTTO = "cappotto";

    @Override
    public List<String> names() {
        return List.of(MADE, CAPPOTTO);
    }

    @Override
    public List<Map<String, Integer>> count(JsonNode transcript) {
        FeatTally tally = FeatTally.of(transcript);
        for (JsonNode score : FeatTally.events(transcript, "score")) {
            JsonNode hand = score.path("hand");
            if (!hand.path("caller").isInt() || !hand.path("made").asBoolean()) {
                continue;
            }
            int caller = hand.path("caller").asInt();
            tally.seat(caller, MADE);
            if (hand.path("cappotto").asBoolean()) {
                tally.seat(caller, CAPPOTTO);
                int partner = hand.path("partner").asInt(caller);
                if (hand.path("partner").isInt() && partner != caller) {
                    tally.seat(partner, CAPPOTTO);
                }
            }
        }
        return tally.counts();
    }
}
