package dev.mazziere.app.ops;

import dev.mazziere.store.Store;
import dev.mazziere.store.StoreException;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;

/**
 * Answers "is this instance fit to serve?" for {@code /health/ready} ({@link #check}): the
 * store answers a read within a bound and has no {@link Store#trouble() trouble} (writes
 * that fail, a SQLite file deleted under it), and every platform it runs is connected. A
 * store that hangs is asked again only once the previous probe has returned, so probes
 * never pile up. "Is this process alive?" ({@link #live}, {@code /health/live}) asks
 * neither the store nor a platform: an outage of theirs is no reason to restart the process.
 */
public final class Health implements AutoCloseable {

    /** One look: each part's state, and whether all are up. */
    public record Report(boolean up, Map<String, String> parts) {

        /** {@code {"status":"up","store":"up","telegram":"starting"}} */
        public String json() {
            StringBuilder sb = new StringBuilder("{\"status\":\"").append(up ? "up" : "down").append('"');
            parts.forEach((name, state) -> sb.append(",\"").append(name).append("\":\"").append(state).append('"'));
            return sb.append('}').toString();
        }
    }

    private final Store store;
    private final Duration timeout;
    private final Map<String, Supplier<PlatformState>> platforms = new LinkedHashMap<>();
    private final ExecutorService prober = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "mazziere-health");
        t.setDaemon(true);
        return t;
    });
    private CompletableFuture<Void> probe = CompletableFuture.completedFuture(null);

    public Health(Store store, Duration timeout) {
        this.store = store;
        this.timeout = timeout;
    }

    /** Adds a platform to check; before the first check. */
    public Health platform(String name, Supplier<PlatformState> state) {
        platforms.put(name, state);
        return this;
    }

    /** The process serves: always up while it can answer at all, with the version it runs. */
    public Report live() {
        Map<String, String> parts = new LinkedHashMap<>();
        parts.put("version", BuildInfo.version());
        return new Report(true, parts);
    }

    /** Readiness: the store answers and every platform is up. */
    public Report check() {
        Map<String, String> parts = new LinkedHashMap<>();
        boolean up = storeAnswers();
        parts.put("store", up ? "up" : "down");
        for (Map.Entry<String, Supplier<PlatformState>> p : platforms.entrySet()) {
            PlatformState state = p.getValue().get();
            parts.put(p.getKey(), state.label());
            up &= state == PlatformState.UP;
        }
        return new Report(up, parts);
    }

    private boolean storeAnswers() {
        CompletableFuture<Void> current;
        synchronized (this) {
            if (probe.isDone()) {
                probe = CompletableFuture.runAsync(() -> {
                    store.loadOpenTable("health", "probe");
                    // A store that reads but cannot write (a full disk) cannot keep a table either.
                    store.trouble().ifPresent(trouble -> {
                        throw new StoreException(trouble);
                    });
                }, prober);
            }
            current = probe;
        }
        try {
            current.get(timeout.toMillis(), TimeUnit.MILLISECONDS);
            return true;
        } catch (ExecutionException | TimeoutException e) {
            return false;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return false;
        }
    }

    @Override
    public void close() {
        prober.shutdownNow();
    }
}
