package dev.mazziere.games.scopa;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazziere.game.FeatTally;
import dev.mazziere.game.Feats;
import java.util.List;
import java.util.Map;

/**
 * Scopa's feats, from a transcript: each {@value #SCOPA} made, each {@value #SETTEBELLO}
 * taken (by the seat whose capture, or last sweep, took the 7 of denari), and each
 * {@value #NAPOLA} scored (a side's: it counts for both partners in Scopone).
 */
public final class ScopaFeats implements Feats {

    public static final String SCOPA = "scopa";
    public static final String SETTEBELLO = "settebello";
    public static final String NAPOLA = "napola";
    private static final String SEVEN_OF_DENARI = "7D";

    @Override
    public List<String> names() {
        return List.of(SCOPA, SETTEBELLO, NAPOLA);
    }

    @Override
    public List<Map<String, Integer>> count(JsonNode transcript) {
        FeatTally tally = FeatTally.of(transcript);
        for (JsonNode e : transcript.path("events")) {
            int seat = e.path("seat").asInt(-1);
            switch (e.path("type").asText()) {
                case "play" -> {
                    if (e.path("scopa").asBoolean()) {
                        tally.seat(seat, SCOPA);
                    }
                    boolean took = !e.path("capture").isEmpty();
                    if (took && (SEVEN_OF_DENARI.equals(e.path("card").asText())
                            || contains(e.path("capture"), SEVEN_OF_DENARI))) {
                        tally.seat(seat, SETTEBELLO);
                    }
                }
                case "sweep" -> {
                    if (contains(e.path("cards"), SEVEN_OF_DENARI)) {
                        tally.seat(seat, SETTEBELLO);
                    }
                }
                case "score" -> {
                    JsonNode hand = e.path("hand");
                    for (int team = 0; team < hand.size(); team++) {
                        if (hand.path(team).path(NAPOLA).asInt() > 0) {
                            tally.team(team, NAPOLA);
                        }
                    }
                }
                default -> {
                }
            }
        }
        return tally.counts();
    }

    private static boolean contains(JsonNode cards, String card) {
        for (JsonNode c : cards) {
            if (card.equals(c.asText())) {
                return true;
            }
        }
        return false;
    }
}
