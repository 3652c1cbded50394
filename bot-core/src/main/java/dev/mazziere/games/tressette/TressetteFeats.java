package dev.mazziere.games.tressette;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazziere.game.FeatTally;
import dev.mazziere.game.Feats;
import java.util.List;
import java.util.Map;

/**
 * Tressette's feats, from a transcript: each {@value #NAPOLETANA} declared (Asso, 2 and 3
 * of one suit), each other {@value #ACCUSO} declared (three or four of the Assi, 2s or
 * 3s), and each {@value #CAPPOTTO}, a hand in which a side took every trick (a side's: it
 * counts for both partners in four; counted whatever the option made of it).
 */
public final class TressetteFeats implements Feats {

    public static final String NAPOLETANA = "napoletana";
    public static final String ACCUSO = "accuso";
    public static final String CAPPOTTO = "cappotto";

    @Override
    public List<String> names() {
        return List.of(NAPOLETANA, ACCUSO, CAPPOTTO);
    }

    @Override
    public List<Map<String, Integer>> count(JsonNode transcript) {
        FeatTally tally = FeatTally.of(transcript);
        for (JsonNode e : transcript.path("events")) {
            switch (e.path("type").asText()) {
                case "declare" -> tally.seat(e.path("seat").asInt(-1),
                        NAPOLETANA.equals(e.path("kind").asText()) ? NAPOLETANA : ACCUSO);
                case "score" -> {
                    JsonNode cappotto = e.path("hand").path(CAPPOTTO);
                    if (cappotto.isInt()) {
                        tally.team(cappotto.asInt(), CAPPOTTO);
                    }
                }
                default -> {
                }
            }
        }
        return tally.counts();
    }
}
