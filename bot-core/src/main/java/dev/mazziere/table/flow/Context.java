package dev.mazziere.table.flow;

import dev.mazziere.chat.Outbox;
import java.time.Instant;
import java.time.temporal.ChronoUnit;

/**
 * What a table runs with: the way out to its chat platform, and how tables behave
 * ({@link TableConfig}: time, chance, pauses). The same for every table of a platform.
 */
public record Context(Outbox out, TableConfig config) {

    /** Now, to the millisecond: the store keeps no finer times. */
    Instant now() {
        return config.clock().instant().truncatedTo(ChronoUnit.MILLIS);
    }
}
