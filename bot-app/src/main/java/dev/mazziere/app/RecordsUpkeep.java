package dev.mazziere.app;

import dev.mazziere.games.GameRegistry;
import dev.mazziere.records.Backfill;
import dev.mazziere.records.Retention;
import dev.mazziere.store.Store;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.Optional;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps the players' records in order beside the running bot, on one daemon thread: at
 * start it records the finished matches never recorded ({@link Backfill}: a database an
 * older release wrote, a crash between a match's end and its recording), then once a day
 * deletes the finished matches older than the operator's retention
 * ({@value Retention#VARIABLE}). A failure is logged and the next day tries again.
 */
final class RecordsUpkeep implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(RecordsUpkeep.class);
    static final Duration EVERY = Duration.ofDays(1);

    private final Store store;
    private final Retention retention;
    private final Clock clock;
    private final ScheduledExecutorService thread = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "mazziere-records");
        t.setDaemon(true);
        return t;
    });

    private RecordsUpkeep(Store store, Retention retention, Clock clock) {
        this.store = store;
        this.retention = retention;
        this.clock = clock;
    }

    /** The upkeep, not started: {@link #prune} when called. */
    static RecordsUpkeep create(Store store, Retention retention, Clock clock) {
        return new RecordsUpkeep(store, retention, clock);
    }

    /** Starts the upkeep: the backfill and a first pruning now, a pruning every day after. */
    static RecordsUpkeep start(Store store, GameRegistry games, Retention retention, Clock clock) {
        RecordsUpkeep upkeep = create(store, retention, clock);
        upkeep.thread.execute(() -> {
            try {
                Backfill.run(store.records(), games);
            } catch (RuntimeException e) {
                LOG.warn("Recording the finished matches never recorded failed: {}", e.getMessage());
            }
        });
        upkeep.thread.scheduleWithFixedDelay(upkeep::prune, 0, EVERY.toMinutes(), TimeUnit.MINUTES);
        return upkeep;
    }

    /** Deletes the finished matches past the retention; how many tables went. */
    int prune() {
        Optional<Instant> before = retention.cutoff(clock.instant());
        if (before.isEmpty()) {
            return 0;
        }
        try {
            int pruned = store.records().pruneFinished(before.get());
            if (pruned > 0) {
                LOG.info("Retention {}: {} finished tables deleted with their matches", retention, pruned);
            }
            return pruned;
        } catch (RuntimeException e) {
            LOG.warn("Pruning the finished matches past the retention failed: {}", e.getMessage());
            return 0;
        }
    }

    @Override
    public void close() {
        thread.shutdownNow();
    }
}
