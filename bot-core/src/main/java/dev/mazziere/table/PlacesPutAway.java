package dev.mazziere.table;

import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.Outbox;
import dev.mazziere.store.PlaceToPutAway;
import dev.mazziere.store.Store;
import dev.mazziere.store.StoreException;
import dev.mazziere.table.flow.Scheduler;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.function.Predicate;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Puts away the places made for tables (Discord's threads) once their time comes, across
 * restarts: when a table ends, the platform says how long its place stays
 * ({@link dev.mazziere.chat.ChatPort#placeDone}); the due time is stored, a timer armed, and
 * at start every stored time is armed again, one already past ringing at once. At its time
 * a place that holds a table again (a rematch, a new game typed there) is left alone: that
 * table's end sets a new time. Thread-safe.
 */
final class PlacesPutAway {

    private static final Logger LOG = LoggerFactory.getLogger(PlacesPutAway.class);

    private final Store store;
    private final Outbox out;
    private final Scheduler scheduler;
    private final Clock clock;
    private final Predicate<ChatId> inUse;

    /** {@code inUse}: true for a place that holds an open table. */
    PlacesPutAway(Store store, Outbox out, Scheduler scheduler, Clock clock, Predicate<ChatId> inUse) {
        this.store = store;
        this.out = out;
        this.scheduler = scheduler;
        this.clock = clock;
        this.inUse = inUse;
    }

    /** The table of {@code place} is over: if the platform puts such a place away, when is stored and armed. */
    void tableDone(ChatId place) {
        out.placeDone(place).ifPresent(after -> {
            Instant due = now().plus(after);
            try {
                store.putAwayAt(place.platform(), place.id(), place.thread(), due);
            } catch (StoreException e) {
                LOG.warn("when to put away {} is not kept (a restart forgets it): {}", place, e.getMessage());
            }
            arm(place, due);
        });
    }

    /** Start-up: every place of {@code platform} waiting to be put away is armed again. */
    void restore(String platform) {
        List<PlaceToPutAway> waiting;
        try {
            waiting = store.placesToPutAway(platform);
        } catch (StoreException e) {
            LOG.warn("the places to put away could not be read: {}", e.getMessage());
            return;
        }
        for (PlaceToPutAway p : waiting) {
            arm(new ChatId(platform, p.chatId(), p.threadId()), p.due());
        }
        if (!waiting.isEmpty()) {
            LOG.info("{} places to put away armed again", waiting.size());
        }
    }

    private void arm(ChatId place, Instant due) {
        Duration wait = Duration.between(now(), due);
        scheduler.schedule(wait.isNegative() ? Duration.ZERO : wait, () -> due(place, due));
    }

    /**
     * The time {@code due} of {@code place} came: put away unless it holds a table again. The
     * stored row goes only if it still says {@code due}: a later end set a later time, whose
     * own timer does it.
     */
    private void due(ChatId place, Instant due) {
        try {
            if (stillDue(place, due) && !inUse.test(place)) {
                out.putAway(place);
            }
            store.placePutAway(place.platform(), place.id(), place.thread(), due);
        } catch (RuntimeException e) {
            LOG.warn("place {} not put away: {}", place, e.getMessage());
        }
    }

    /** True unless the store holds a later time for {@code place}. */
    private boolean stillDue(ChatId place, Instant due) {
        return store.placesToPutAway(place.platform()).stream()
                .filter(p -> p.chatId().equals(place.id()) && p.threadId().equals(place.thread()))
                .allMatch(p -> !p.due().isAfter(due));
    }

    private Instant now() {
        return clock.instant().truncatedTo(java.time.temporal.ChronoUnit.MILLIS);
    }
}
