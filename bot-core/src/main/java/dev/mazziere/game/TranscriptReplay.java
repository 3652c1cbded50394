package dev.mazziere.game;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Function;

/**
 * Rebuilds a match from its transcript: the same options and seed, then every move
 * the events record, and checks that the rebuilt match writes exactly the same
 * events and result. A transcript that replays is a valid one.
 */
public final class TranscriptReplay {

    private final Function<String, Game> games;

    /** @param games the game of an id, throwing {@link SetupException} for an unknown one */
    public TranscriptReplay(Function<String, Game> games) {
        this.games = games;
    }

    /**
     * Replays one transcript line.
     *
     * @return the rebuilt match
     * @throws IllegalArgumentException naming the first event that does not replay
     */
    public MatchState replay(String jsonLine) {
        JsonNode root;
        try {
            root = Json.mapper().readTree(jsonLine);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not JSON: " + e.getOriginalMessage(), e);
        }
        if (!Transcript.FORMAT.equals(root.path("format").asText())) {
            throw new IllegalArgumentException("not a " + Transcript.FORMAT + " transcript");
        }
        Game game = games.apply(root.path("game").asText());
        Map<String, String> raw = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = root.path("options").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            if (game.options().stream().anyMatch(o -> o.name().equals(e.getKey()))) {
                raw.put(e.getKey(), e.getValue().asText());
            }
        }
        MatchState match = game.newMatch(game.resolveOptions(raw), root.path("seats").size(),
                root.path("seed").asLong());
        JsonNode events = root.path("events");
        for (int i = 0; i < events.size(); i++) {
            JsonNode event = events.get(i);
            if ("stop".equals(event.path("type").asText())) {
                match.stop(event.path("seat").isNull() ? null : event.path("seat").asInt());
                continue;
            }
            SeatedMove move = game.moveOf(event);
            if (move == null) {
                continue;
            }
            Outcome outcome = match.apply(move.seat(), move.move());
            if (outcome instanceof Outcome.Rejected r) {
                throw new IllegalArgumentException("event " + i + " " + event + " does not replay: " + r.rejection());
            }
        }
        JsonNode rebuiltEvents = Json.mapper().valueToTree(match.events());
        if (!rebuiltEvents.equals(events)) {
            throw new IllegalArgumentException("replayed events differ from the transcript at event "
                    + firstDifference(rebuiltEvents, events));
        }
        JsonNode rebuiltResult = Json.mapper().valueToTree(match.result());
        if (!rebuiltResult.equals(root.path("result"))) {
            throw new IllegalArgumentException("replayed result " + rebuiltResult + " differs from " + root.path("result"));
        }
        return match;
    }

    private static int firstDifference(JsonNode a, JsonNode b) {
        int i = 0;
        while (i < a.size() && i < b.size() && a.get(i).equals(b.get(i))) {
            i++;
        }
        return i;
    }
}
