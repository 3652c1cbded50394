package dev.mazziere.store;

import java.time.Instant;

/** A place made for a table (a Discord thread), to be put away at {@code due}: {@link Store#putAwayAt}. */
public record PlaceToPutAway(String chatId, String threadId, Instant due) {
}
