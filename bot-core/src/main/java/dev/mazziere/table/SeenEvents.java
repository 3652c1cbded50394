package dev.mazziere.table;

import dev.mazziere.store.Store;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Platform events handled at most once: a small cache answers repeats cheaply, the store
 * ({@link Store#markProcessed}) across restarts and instances; ids older than
 * {@link #EVENT_MEMORY} are forgotten every few hours. Thread-safe.
 */
final class SeenEvents {

    /** How long processed event ids are remembered: platforms redeliver within a day. */
    static final Duration EVENT_MEMORY = Duration.ofHours(48);
    private static final Duration PRUNE_EVERY = Duration.ofHours(6);
    private static final int REMEMBERED_EVENTS = 2000;
    private static final Logger LOG = LoggerFactory.getLogger(SeenEvents.class);

    private final Store store;
    private final TableConfig config;
    private final Map<String, Boolean> recent = new LinkedHashMap<>(16, 0.75f, false) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, Boolean> eldest) {
            return size() > REMEMBERED_EVENTS;
        }
    };

    SeenEvents(Store store, TableConfig config) {
        this.store = store;
        this.config = config;
    }

    /** True the first time an event is seen; events without an id always are. */
    boolean firstTime(String platform, String eventId) {
        if (eventId == null) {
            return true;
        }
        synchronized (recent) {
            if (recent.put(platform + ":" + eventId, Boolean.TRUE) != null) {
                return false;
            }
        }
        return store.markProcessed(platform, eventId);
    }

    /** Forgets old processed event ids, now and every few hours. */
    void pruneNowAndThen() {
        try {
            int pruned = store.pruneProcessed(config.clock().instant().minus(EVENT_MEMORY));
            LOG.debug("forgot {} processed event ids", pruned);
        } catch (RuntimeException e) {
            LOG.error("cannot prune processed event ids", e);
        }
        config.scheduler().schedule(PRUNE_EVERY, this::pruneNowAndThen);
    }
}
