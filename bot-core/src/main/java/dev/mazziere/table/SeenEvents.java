package dev.mazziere.table;

import dev.mazziere.chat.Recent;
import dev.mazziere.store.Store;
import dev.mazziere.table.flow.TableConfig;
import dev.mazziere.table.record.TableRepository;
import java.time.Duration;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Platform events handled at most once, for every platform (the adapters pass every
 * delivery on, with the platform's id for it): a small cache answers repeats within this process
 * cheaply; across restarts and instances the store's marks do, read with the chat's
 * freshness check ({@link TableRepository#fresh}) and written with the event's first write
 * (or in a batch, {@link WriteBehind}). Marks older than {@link #EVENT_MEMORY} are
 * forgotten every few hours, in small batches, off the event threads. Thread-safe.
 */
final class SeenEvents {

    /** How long processed event ids are remembered: platforms redeliver within a day. */
    static final Duration EVENT_MEMORY = Duration.ofHours(48);
    private static final Duration PRUNE_EVERY = Duration.ofHours(6);
    private static final int REMEMBERED_EVENTS = 2000;
    private static final Logger LOG = LoggerFactory.getLogger(SeenEvents.class);

    private final Store store;
    private final TableConfig config;
    private final Map<String, Boolean> recent = Recent.byArrival(REMEMBERED_EVENTS);

    SeenEvents(Store store, TableConfig config) {
        this.store = store;
        this.config = config;
    }

    /** False for an event this process has seen already; events without an id are always new. */
    boolean firstTime(String platform, String eventId) {
        if (eventId == null) {
            return true;
        }
        synchronized (recent) {
            return recent.put(platform + ":" + eventId, Boolean.TRUE) == null;
        }
    }

    /** Forgets old processed event ids, soon and then every few hours. */
    void pruneNowAndThen() {
        config.scheduler().schedule(Duration.ZERO, this::prune);
    }

    private void prune() {
        try {
            int pruned = store.pruneProcessed(config.clock().instant().minus(EVENT_MEMORY));
            LOG.debug("forgot {} processed event ids", pruned);
        } catch (RuntimeException e) {
            LOG.error("cannot prune processed event ids", e);
        }
        config.scheduler().schedule(PRUNE_EVERY, this::prune);
    }
}
