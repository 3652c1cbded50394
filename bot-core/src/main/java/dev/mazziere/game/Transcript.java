package dev.mazziere.game;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The replayable record of one match in the {@code mazziere-transcript/1} format:
 * options (defaults included), seed, seats, every event, and the result.
 */
@JsonPropertyOrder({"format", "game", "options", "seed", "seats", "events", "result"})
public record Transcript(
        String format,
        String game,
        Map<String, Object> options,
        long seed,
        List<Seat> seats,
        List<MatchEvent> events,
        MatchResult result) {

    public static final String FORMAT = "mazziere-transcript/1";

    /** A seat as the transcript names it. */
    @JsonPropertyOrder({"seat", "name", "team"})
    public record Seat(int seat, String name, int team) {
    }

    /**
     * The transcript of a match, finished or not (an unfinished one has a null result).
     *
     * @param names one display name per seat, in seat order
     */
    public static Transcript of(MatchState match, List<String> names) {
        if (names.size() != match.seatCount()) {
            throw new IllegalArgumentException("need " + match.seatCount() + " names, got " + names.size());
        }
        List<Seat> seats = new ArrayList<>();
        for (int s = 0; s < names.size(); s++) {
            seats.add(new Seat(s, names.get(s), match.teamOf(s)));
        }
        return new Transcript(FORMAT, match.game().id(), match.options().asMap(), match.seed(),
                seats, match.events(), match.result());
    }

    /** One JSON line. */
    public String toJson() {
        return Json.line(this);
    }
}
