package dev.mazziere.game.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.function.BiPredicate;
import java.util.function.Predicate;

/**
 * One thing a golden playthrough is kept for (a kings redeal, a cappotto, a re-entry),
 * as a test on its transcript: the playthrough must show it, so a regenerated file that
 * lost it is refused instead of silently covering less.
 *
 * @param what   what it shows, in a few words ({@code "a kings redeal"})
 * @param seenIn true when the transcript (the whole JSON object) shows it
 */
public record Coverage(String what, Predicate<JsonNode> seenIn) {

    /** Shown by some event of this type that passes the test. */
    public static Coverage event(String what, String type, Predicate<JsonNode> test) {
        return new Coverage(what, transcript -> {
            for (JsonNode event : transcript.path("events")) {
                if (type.equals(event.path("type").asText()) && test.test(event)) {
                    return true;
                }
            }
            return false;
        });
    }

    /** Shown by some event of this type. */
    public static Coverage event(String what, String type) {
        return event(what, type, event -> true);
    }

    /** Shown by some pair of consecutive events: this one and the next. */
    public static Coverage consecutive(String what, BiPredicate<JsonNode, JsonNode> test) {
        return new Coverage(what, transcript -> {
            JsonNode events = transcript.path("events");
            for (int i = 0; i + 1 < events.size(); i++) {
                if (test.test(events.get(i), events.get(i + 1))) {
                    return true;
                }
            }
            return false;
        });
    }

    /** Shown by the match's result ({@code totals}, {@code winners}). */
    public static Coverage result(String what, Predicate<JsonNode> test) {
        return new Coverage(what, transcript -> test.test(transcript.path("result")));
    }

    @Override
    public String toString() {
        return what;
    }
}
