package dev.mazziere.store;

import java.util.Objects;
import java.util.Optional;

/**
 * What {@link Store#freshness} read before an event, in one read-only transaction.
 *
 * @param openTable      the chat's open table, if it has one
 * @param eventProcessed true when the event was handled already (a redelivery)
 */
public record Freshness(Optional<TableStamp> openTable, boolean eventProcessed) {

    public Freshness {
        Objects.requireNonNull(openTable, "openTable");
    }
}
