package dev.mazziere.game.conformance;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One way to set a match up for the conformance kit: raw option values, as a user
 * would type them (options not named keep their default), and the seat count.
 */
public record Setup(Map<String, String> options, int seats) {

    public Setup {
        options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
    }

    /**
     * A setup from name/value pairs, kept in the order given so that test names read well.
     *
     * @param nameValuePairs {@code "variant", "scopone", "target", "21"}
     */
    public static Setup of(int seats, String... nameValuePairs) {
        if (nameValuePairs.length % 2 != 0) {
            throw new IllegalArgumentException("options come in name/value pairs");
        }
        Map<String, String> options = new LinkedHashMap<>();
        for (int i = 0; i < nameValuePairs.length; i += 2) {
            options.put(nameValuePairs[i], nameValuePairs[i + 1]);
        }
        return new Setup(options, seats);
    }

    @Override
    public String toString() {
        return seats + " seats " + options;
    }
}
