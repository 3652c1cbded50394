package dev.mazziere.game.conformance;

import com.fasterxml.jackson.databind.JsonNode;
import dev.mazziere.game.Game;
import dev.mazziere.game.Json;
import dev.mazziere.game.MatchEvent;
import dev.mazziere.game.MatchState;
import dev.mazziere.game.Options;
import dev.mazziere.game.Outcome;
import dev.mazziere.game.SeatedMove;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Replays a golden transcript through the engine alone and stops at the first event the
 * engine writes differently. The match is built from the transcript's options, seat count
 * and seed; each recorded move is applied as it stands (no computer player is asked), and
 * after each one the events the engine wrote are compared, one by one, with the events
 * recorded up to the next move. A move may write events before its own (Tressette's
 * {@code declare} comes right before the player's first {@code play}): recorded events
 * that are no move are then left for the next move to write. At the end the result
 * (totals, winners) is compared too.
 *
 * <p>A difference fails with the file, the move (its number from 0, seat and code), the
 * event's index in the transcript, the first JSON path where the two differ, and both
 * events in full.
 */
public final class GoldenReplay {

    private final Game game;
    private final String file;
    private final JsonNode transcript;
    private final JsonNode recorded;
    private MatchState match;

    /**
     * @param file       how failures name the transcript ({@code scopa/two-players-default.jsonl})
     * @param transcript the transcript's JSON object
     */
    public GoldenReplay(Game game, String file, JsonNode transcript) {
        this.game = game;
        this.file = file;
        this.transcript = transcript;
        this.recorded = transcript.path("events");
    }

    /** Options as the transcript lists them, table options left out. */
    static Options options(Game game, JsonNode transcript) {
        Map<String, String> raw = new LinkedHashMap<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = transcript.path("options").fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> option = it.next();
            if (game.options().stream().anyMatch(spec -> spec.name().equals(option.getKey()))) {
                raw.put(option.getKey(), option.getValue().asText());
            }
        }
        return game.resolveOptions(raw);
    }

    /**
     * Replays every move and compares every event and the result.
     *
     * @return the finished match
     * @throws AssertionError at the first difference
     */
    public MatchState replay() {
        match = game.newMatch(options(game, transcript), transcript.path("seats").size(),
                transcript.path("seed").asLong());
        String previous = "the start of the match";
        int checked = compareNewEvents(0, previous);
        for (int moveNumber = 0; checked < recorded.size(); moveNumber++) {
            int at = nextMove(checked);
            JsonNode event = recorded.get(at);
            int seat = match.toAct();
            String move = apply(event, moveNumber, at);
            checkOwnFirst(checked, at, previous, seat);
            checked = compareNewEvents(checked, move);
            previous = move;
        }
        if (!match.isOver()) {
            throw failure("the record ends after " + checked + " events, but the engine's match goes on with seat "
                    + match.toAct() + " to act");
        }
        JsonNode expected = transcript.path("result");
        JsonNode actual = Json.mapper().valueToTree(match.result());
        if (!expected.equals(actual)) {
            throw failure("the result differs" + firstDifference("result", expected, actual)
                    + "\n  expected " + expected + "\n  actual   " + actual);
        }
        return match;
    }

    /** Applies the move this recorded event makes; returns how failures name it. */
    private String apply(JsonNode event, int moveNumber, int index) {
        if ("stop".equals(event.path("type").asText())) {
            Integer seat = event.path("seat").isNull() ? null : event.path("seat").asInt();
            match.stop(seat);
            return "move " + moveNumber + " (stop by seat " + seat + ")";
        }
        SeatedMove seated = game.moveOf(event);
        if (seated == null) {
            throw failure("event " + index + ": the record has " + event
                    + " where the engine waits for a move by seat " + match.toAct());
        }
        String move = "move " + moveNumber + " (seat " + seated.seat() + ": " + seated.move().code() + ")";
        Outcome outcome = match.apply(seated.seat(), seated.move());
        if (outcome instanceof Outcome.Rejected rejected) {
            throw failure(move + ", event " + index + " " + event + ": the engine rejects it: "
                    + rejected.rejection() + " (seat to act " + match.toAct() + ")");
        }
        return move;
    }

    /**
     * Compares the events the engine wrote from {@code from} on with the recorded ones,
     * then checks that the record, too, waits for a move there.
     *
     * @return the number of events checked so far
     */
    private int compareNewEvents(int from, String after) {
        List<MatchEvent> written = match.events();
        for (int i = from; i < written.size(); i++) {
            JsonNode actual = Json.mapper().valueToTree(written.get(i));
            if (i >= recorded.size()) {
                throw failure(after + ", event " + i + ": the record has ended\n  expected nothing\n  actual   "
                        + actual);
            }
            JsonNode expected = recorded.get(i);
            if (!expected.equals(actual)) {
                throw failure(after + ", event " + i + " differs" + firstDifference("event", expected, actual)
                        + "\n  expected " + expected + "\n  actual   " + actual);
            }
        }
        int next = written.size();
        if (next < recorded.size() && !match.isOver() && nextMove(next) == recorded.size()) {
            throw failure(after + ", event " + next + ": the engine wrote nothing more and waits for seat "
                    + match.toAct() + "\n  expected " + recorded.get(next) + "\n  actual   nothing");
        }
        if (next < recorded.size() && match.isOver()) {
            throw failure(after + ", event " + next + ": the engine's match is over\n  expected "
                    + recorded.get(next) + "\n  actual   nothing");
        }
        return next;
    }

    /**
     * The recorded events from {@code from} to {@code at} (no moves) are the move's own,
     * written before its event: where the engine wrote the move's event in their place
     * instead, they were written by nobody, which is named as the end of the move before.
     */
    private void checkOwnFirst(int from, int at, String previous, int seat) {
        List<MatchEvent> written = match.events();
        for (int i = from; i < at && i < written.size(); i++) {
            JsonNode actual = Json.mapper().valueToTree(written.get(i));
            if (!recorded.get(i).equals(actual) && isMove(actual)) {
                throw failure(previous + ", event " + i + ": the engine wrote nothing more and waits for seat "
                        + seat + "\n  expected " + recorded.get(i) + "\n  actual   nothing");
            }
        }
    }

    /** The index of the first recorded move from {@code from} on (the events before it are the move's own), or the end. */
    private int nextMove(int from) {
        int i = from;
        while (i < recorded.size() && !isMove(recorded.get(i))) {
            i++;
        }
        return i;
    }

    private boolean isMove(JsonNode event) {
        return "stop".equals(event.path("type").asText()) || game.moveOf(event) != null;
    }

    private AssertionError failure(String what) {
        return new AssertionError(file + " no longer replays: " + what);
    }

    /** Where two different JSON values first differ, as {@code ": at event.hand[0].primiera"}; "" when equal. */
    static String firstDifference(String path, JsonNode expected, JsonNode actual) {
        String at = differingPath(path, expected, actual);
        return at == null ? "" : ": at " + at;
    }

    private static String differingPath(String path, JsonNode expected, JsonNode actual) {
        if (expected.equals(actual)) {
            return null;
        }
        if (expected.isObject() && actual.isObject()) {
            for (Iterator<String> names = expected.fieldNames(); names.hasNext(); ) {
                String name = names.next();
                String deeper = differingPath(path + "." + name, expected.get(name), actual.path(name));
                if (deeper != null) {
                    return deeper;
                }
            }
            for (Iterator<String> names = actual.fieldNames(); names.hasNext(); ) {
                String name = names.next();
                if (!expected.has(name)) {
                    return path + "." + name;
                }
            }
            return path;
        }
        if (expected.isArray() && actual.isArray() && expected.size() == actual.size()) {
            for (int i = 0; i < expected.size(); i++) {
                String deeper = differingPath(path + "[" + i + "]", expected.get(i), actual.get(i));
                if (deeper != null) {
                    return deeper;
                }
            }
        }
        return path;
    }
}
