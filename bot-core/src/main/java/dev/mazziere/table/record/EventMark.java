package dev.mazziere.table.record;

import dev.mazziere.store.TableChange;

/**
 * The platform event being handled, to be marked processed in the store with the first
 * write it causes; an event that writes nothing is marked later, in a batch
 * ({@code WriteBehind}). Not thread-safe: the chat's lock.
 */
public final class EventMark {

    public final TableChange.Event event;
    private boolean written;

    public EventMark(String platform, String eventId) {
        this.event = new TableChange.Event(platform, eventId);
    }

    /** The event as written with a table's write: it is marked. */
    public void written() {
        written = true;
    }

    public boolean isWritten() {
        return written;
    }
}
