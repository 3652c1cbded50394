package dev.mazziere.records;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import dev.mazziere.game.Json;
import java.util.Collection;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Takes a forgotten player out of the JSON texts the store keeps, putting their
 * {@link Pseudonym} in: a transcript's seats, and the table layer's extra state (names in
 * the owner and opener fields and in the last move's line, user ids in votes and rematch
 * orders). Pure functions of the texts. A name is replaced as a whole word only, so
 * {@code anna} goes from {@code anna: 7🪙} but {@code annalisa} stays.
 */
public final class Scrubber {

    private Scrubber() {
    }

    /** The transcript with the names of {@code seats} replaced by the pseudonym's. */
    public static String transcript(String json, Set<Integer> seats, Pseudonym p) {
        JsonNode root = parse(json);
        for (JsonNode seat : root.path("seats")) {
            if (seat instanceof ObjectNode o && seats.contains(seat.path("seat").asInt(-1))) {
                o.put("name", p.name());
            }
        }
        return Json.line(root);
    }

    /**
     * Any JSON with every string equal to {@code userId} replaced by the pseudonym's id, and
     * every whole-word occurrence of each of {@code names} in a string by its name.
     */
    public static String anyJson(String json, String userId, Collection<String> names, Pseudonym p) {
        JsonNode root = parse(json);
        return Json.line(walk(root, userId, names, p));
    }

    /** {@code text} with each whole-word occurrence of each of {@code names} replaced by the pseudonym's name. */
    public static String text(String text, Collection<String> names, Pseudonym p) {
        String out = text;
        for (String name : names) {
            if (!name.isBlank()) {
                out = word(name).matcher(out).replaceAll(Matcher.quoteReplacement(p.name()));
            }
        }
        return out;
    }

    private static JsonNode walk(JsonNode node, String userId, Collection<String> names, Pseudonym p) {
        if (node.isTextual()) {
            String s = node.asText();
            return TextNode.valueOf(s.equals(userId) ? p.userId() : text(s, names, p));
        }
        if (node instanceof ObjectNode o) {
            for (Iterator<Map.Entry<String, JsonNode>> it = o.fields(); it.hasNext(); ) {
                Map.Entry<String, JsonNode> e = it.next();
                e.setValue(walk(e.getValue(), userId, names, p));
            }
        } else if (node instanceof ArrayNode a) {
            for (int i = 0; i < a.size(); i++) {
                a.set(i, walk(a.get(i), userId, names, p));
            }
        }
        return node;
    }

    private static Pattern word(String name) {
        return Pattern.compile("(?<![\\p{L}\\p{N}_])" + Pattern.quote(name) + "(?![\\p{L}\\p{N}_])");
    }

    private static JsonNode parse(String json) {
        try {
            return Json.mapper().readTree(json);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("not JSON: " + e.getOriginalMessage(), e);
        }
    }
}
