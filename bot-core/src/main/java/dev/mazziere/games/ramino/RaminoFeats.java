package dev.mazziere.games.ramino;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazziere.game.FeatTally;
import dev.mazziere.game.Feats;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Ramino's feats, from a transcript: each hand closed {@value #IN_HAND} (all at once,
 * having laid nothing down before: a plain close in hand, a colore or a ramino), and of
 * those each {@value #RAMINO}, all one suit in sequence (due mazzi), which wins the match.
 */
public final class RaminoFeats implements Feats {

    public static final String IN_HAND = "inHand";
    public static final String RAMINO = "ramino";
    private static final Set<String> CLOSED_IN_HAND = Set.of("inHand", "colore", "ramino");

    @Override
    public List<String> names() {
        return List.of(IN_HAND, RAMINO);
    }

    @Override
    public List<Map<String, Integer>> count(JsonNode transcript) {
        FeatTally tally = FeatTally.of(transcript);
        for (JsonNode score : FeatTally.events(transcript, "score")) {
            JsonNode hand = score.path("hand");
            String close = hand.path("close").asText();
            if (hand.path("closer").isInt() && CLOSED_IN_HAND.contains(close)) {
                int closer = hand.path("closer").asInt();
                tally.seat(closer, IN_HAND);
                if (RAMINO.equals(close)) {
                    tally.seat(closer, RAMINO);
                }
            }
        }
        return tally.counts();
    }
}
