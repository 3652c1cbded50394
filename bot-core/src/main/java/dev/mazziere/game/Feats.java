package dev.mazziere.game;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import java.util.Map;

/**
 * What a game counts as its players' feats for their profiles (Scopa's scope and
 * settebelli, Traversone's cappotti ...), read from a finished match's transcript
 * ({@code mazziere-transcript/1}, the JSON every finished match is stored as). The game
 * computes, the core only stores counters by name: a feat's name is a stable id, and the
 * game's own bundle says it in each language ({@code feat.<name>} for a count, with
 * {@code feat.<name>.one} for one). A game without feats keeps {@link #NONE}.
 * Implementations are stateless and thread-safe.
 */
public interface Feats {

    /** The feats of a game that counts none. */
    Feats NONE = new Feats() {
        @Override
        public List<String> names() {
            return List.of();
        }

        @Override
        public List<Map<String, Integer>> count(JsonNode transcript) {
            return FeatTally.of(transcript).counts();
        }
    };

    /** Every feat this game counts, in the order a profile shows them. */
    List<String> names();

    /**
     * What each seat did in the match: per seat, in seat order, the count of each feat it
     * did at least once (feats it did not do are left out). A feat of a side (Scopone's
     * napola, a pair's cappotto) counts for each of its players.
     */
    List<Map<String, Integer>> count(JsonNode transcript);
}
