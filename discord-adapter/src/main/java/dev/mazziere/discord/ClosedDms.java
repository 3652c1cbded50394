package dev.mazziere.discord;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The users whose direct messages were found closed: since when, whether a DM is due to be
 * tried again ({@link #RETRY} later), and whether they were told once why their hand shows
 * as an ephemeral reply instead. Thread-safe.
 */
final class ClosedDms {

    /** How long a user whose DMs are closed gets ephemeral hands before a DM is tried again. */
    static final Duration RETRY = Duration.ofMinutes(10);

    private final Clock clock;
    /** User id -> when their DMs were last found closed. */
    private final Map<String, Instant> since = new ConcurrentHashMap<>();
    /** Users with closed DMs told so already. */
    private final Set<String> told = ConcurrentHashMap.newKeySet();

    /** {@code clock} times the retries. */
    ClosedDms(Clock clock) {
        this.clock = clock;
    }

    /** True while a DM to {@code user} last failed as closed. */
    boolean closed(String user) {
        return since.containsKey(user);
    }

    /** True unless {@code user}'s DMs were found closed less than {@link #RETRY} ago. */
    boolean retryDue(String user) {
        Instant closed = since.get(user);
        return closed == null || !clock.instant().isBefore(closed.plus(RETRY));
    }

    /** A DM to {@code user} failed as closed, now; true the first time (not since they last worked). */
    boolean found(String user) {
        return since.put(user, clock.instant()) == null;
    }

    /** A DM to {@code user} went through; true when they had been closed. */
    boolean reopened(String user) {
        told.remove(user);
        return since.remove(user) != null;
    }

    /** True the first time it is asked for {@code user} since their DMs were found closed: tell them why, once. */
    boolean tellOnce(String user) {
        return closed(user) && told.add(user);
    }
}
