package dev.mazziere.table;

import dev.mazziere.store.TableChange;

/**
 * The platform event being handled, to be marked processed in the store with the first
 * write it causes; an event that writes nothing is marked later, in a batch
 * ({@link WriteBehind}). Not thread-safe: the chat's lock.
 */
final class EventMark {

    final TableChange.Event event;
    private boolean written;

    EventMark(String platform, String eventId) {
        this.event = new TableChange.Event(platform, eventId);
    }

    /** The event as written with a table's write: it is marked. */
    void written() {
        written = true;
    }

    boolean isWritten() {
        return written;
    }
}
