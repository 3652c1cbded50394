package dev.mazziere.store;

import java.util.Collections;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/** Defensive copies for the records of this package. */
final class Records {

    private Records() {
    }

    /** An unmodifiable copy keeping the order of the entries. */
    static Map<String, String> orderedCopy(Map<String, String> map) {
        Map<String, String> copy = new LinkedHashMap<>();
        Objects.requireNonNull(map, "options").forEach((k, v) ->
                copy.put(Objects.requireNonNull(k, "option name"), Objects.requireNonNull(v, "option " + k)));
        return Collections.unmodifiableMap(copy);
    }

    /** An unmodifiable copy of seats in seat order, checked for duplicate seat numbers. */
    static List<SeatRecord> seats(List<SeatRecord> seats) {
        List<SeatRecord> copy = List.copyOf(seats).stream()
                .sorted(Comparator.comparingInt(SeatRecord::seat)).toList();
        Set<Integer> numbers = new HashSet<>();
        for (SeatRecord s : copy) {
            if (!numbers.add(s.seat())) {
                throw new IllegalArgumentException("seat " + s.seat() + " twice");
            }
        }
        return copy;
    }
}
