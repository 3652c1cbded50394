package dev.mazziere.game.conformance;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The recipe of one golden playthrough: its file name, the seats, the rule options and
 * the seed a simulated match is played with, the computer player of each seat, and what
 * the match is kept for. The file {@code golden/<game>/<name>.jsonl} is that match's
 * transcript; the recipe is only played again when the files are regenerated.
 *
 * @param name    the file name without {@code .jsonl}, saying what it covers
 * @param seats   the number of seats
 * @param options raw option values; options not named keep their default
 * @param seed    the match seed (the simulator derives the players' seeds from it)
 * @param levels  one computer player level per seat ({@code easy}, {@code medium})
 * @param covers  what the transcript must show
 */
public record Playthrough(String name, int seats, Map<String, String> options, long seed, List<String> levels,
                          List<Coverage> covers) {

    private static final String DEFAULT_LEVEL = "medium";

    public Playthrough {
        if (!name.matches("[a-z0-9]+(-[a-z0-9]+)*")) {
            throw new IllegalArgumentException("a playthrough name is lower-case words joined by '-', not " + name);
        }
        if (levels.size() != seats) {
            throw new IllegalArgumentException(name + ": " + seats + " seats but " + levels.size() + " levels");
        }
        options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
        levels = List.copyOf(levels);
        covers = List.copyOf(covers);
    }

    /** A playthrough with default options, {@code medium} players in every seat, and nothing to show yet. */
    public static Playthrough of(String name, int seats, long seed) {
        return new Playthrough(name, seats, Map.of(), seed, Collections.nCopies(seats, DEFAULT_LEVEL), List.of());
    }

    /** This playthrough with an option set. */
    public Playthrough option(String option, String value) {
        Map<String, String> more = new LinkedHashMap<>(options);
        more.put(option, value);
        return new Playthrough(name, seats, more, seed, levels, covers);
    }

    /** This playthrough with one level per seat, in seat order. */
    public Playthrough levels(String... perSeat) {
        return new Playthrough(name, seats, options, seed, List.of(perSeat), covers);
    }

    /** This playthrough, which must also show {@code coverage}. */
    public Playthrough covering(Coverage coverage) {
        List<Coverage> more = new ArrayList<>(covers);
        more.add(coverage);
        return new Playthrough(name, seats, options, seed, levels, more);
    }

    /** The same recipe with another seed, for the seed search. */
    Playthrough withSeed(long other) {
        return new Playthrough(name, seats, options, other, levels, covers);
    }

    /** The file, relative to the golden directory of the game's resources. */
    String fileName() {
        return name + ".jsonl";
    }

    @Override
    public String toString() {
        return name + " (" + seats + " seats, " + options + ", seed " + seed + ", " + levels + ")";
    }
}
