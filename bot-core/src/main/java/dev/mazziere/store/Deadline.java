package dev.mazziere.store;

import java.time.Instant;
import java.util.Objects;

/**
 * A timer of a table, re-armed on start-up: a table has at most one deadline per kind and seat.
 *
 * @param kind what happens when it runs out ({@code reminder}, {@code turn}, {@code computer} ...)
 * @param seat the seat it concerns, or -1 for the whole table
 * @param at   when it runs out (kept to the millisecond)
 */
public record Deadline(String kind, int seat, Instant at) {

    public Deadline {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(at, "at");
    }
}
