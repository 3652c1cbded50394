package dev.mazziere.game;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Counts feats per seat while a game's {@link Feats} reads a transcript: a seat's own
 * feat, or a side's, which counts for each seat of that team (the transcript's
 * {@code seats[].team}). Not thread-safe: one per count.
 */
public final class FeatTally {

    private final List<Integer> teams = new ArrayList<>();
    private final List<Map<String, Integer>> counts = new ArrayList<>();

    private FeatTally(JsonNode transcript) {
        for (JsonNode seat : transcript.path("seats")) {
            teams.add(seat.path("team").asInt(seat.path("seat").asInt()));
            counts.add(new LinkedHashMap<>());
        }
    }

    /** A tally of nothing yet for the transcript's seats. */
    public static FeatTally of(JsonNode transcript) {
        return new FeatTally(transcript);
    }

    /** One more {@code feat} for {@code seat}; a seat the transcript does not have is ignored. */
    public void seat(int seat, String feat) {
        if (seat >= 0 && seat < counts.size()) {
            counts.get(seat).merge(feat, 1, Integer::sum);
        }
    }

    /** One more {@code feat} for every seat of {@code team}. */
    public void team(int team, String feat) {
        for (int s = 0; s < teams.size(); s++) {
            if (teams.get(s) == team) {
                seat(s, feat);
            }
        }
    }

    /** The events of the transcript of {@code type}, in order. */
    public static List<JsonNode> events(JsonNode transcript, String type) {
        List<JsonNode> out = new ArrayList<>();
        for (JsonNode e : transcript.path("events")) {
            if (type.equals(e.path("type").asText())) {
                out.add(e);
            }
        }
        return out;
    }

    /** The counts per seat, each an unmodifiable map of the feats the seat did. */
    public List<Map<String, Integer>> counts() {
        return counts.stream().map(Map::copyOf).toList();
    }
}
