package dev.mazziere.app.ops;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Predicate;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Connects one platform in the background and keeps trying while it cannot be reached:
 * one log line per failed attempt saying why and when the next comes, the pause
 * doubling from {@code firstPause} up to {@code longestPause}. Meanwhile the rest of the
 * process (the other platform, the HTTP server) runs on. A refusal that no retry can
 * get past (a wrong token) ends the attempts and is handed to {@code refused}.
 *
 * @param <T> the started platform
 */
public final class PlatformStarter<T extends AutoCloseable> implements AutoCloseable {

    /** One attempt to connect; returns the connected platform or throws why not. */
    @FunctionalInterface
    public interface Attempt<T> {
        T start() throws Exception;
    }

    private static final Logger LOG = LoggerFactory.getLogger(PlatformStarter.class);

    private final String name;
    private final Attempt<T> attempt;
    private final Predicate<Exception> retryable;
    private final Duration firstPause;
    private final Duration longestPause;
    private final Consumer<T> started;
    private final Consumer<Exception> refused;
    private final CountDownLatch done = new CountDownLatch(1);
    private volatile Thread thread;
    private volatile T platform;
    private volatile PlatformState state = PlatformState.STARTING;
    private volatile boolean closing;

    /**
     * @param started gets the platform once connected (restore its tables, say so), on the starter's thread
     * @param refused gets the error that ended the attempts
     */
    public PlatformStarter(String name, Attempt<T> attempt, Predicate<Exception> retryable, Duration firstPause,
                           Duration longestPause, Consumer<T> started, Consumer<Exception> refused) {
        this.name = name;
        this.attempt = attempt;
        this.retryable = retryable;
        this.firstPause = firstPause;
        this.longestPause = longestPause;
        this.started = started;
        this.refused = refused;
    }

    /** Starts trying, on a thread of its own. */
    public PlatformStarter<T> begin() {
        Thread t = new Thread(this::run, "mazziere-start-" + name.toLowerCase(java.util.Locale.ROOT));
        t.setDaemon(true);
        thread = t;
        t.start();
        return this;
    }

    /** {@link PlatformState#STARTING} until connected, {@link PlatformState#STOPPED} after a refusal or close. */
    public PlatformState state() {
        return state;
    }

    /** The connected platform, or null. */
    public T platform() {
        return platform;
    }

    /** Waits up to {@code bound} for the attempts to end (connected or refused); true if they did. */
    public boolean await(Duration bound) throws InterruptedException {
        return done.await(bound.toMillis(), TimeUnit.MILLISECONDS);
    }

    private void run() {
        Duration pause = firstPause;
        try {
            for (int n = 1; !closing; n++) {
                try {
                    T connected = attempt.start();
                    if (closing) {
                        connected.close();
                        return;
                    }
                    platform = connected;
                    if (n > 1) {
                        LOG.warn("{}: connected at attempt {}", name, n);
                    }
                    started.accept(connected);
                    // Up for /health once everything started with it is ready, not before.
                    state = PlatformState.UP;
                    return;
                } catch (InterruptedException e) {
                    return;
                } catch (Exception e) {
                    if (closing) {
                        return;
                    }
                    if (!retryable.test(e)) {
                        state = PlatformState.STOPPED;
                        // The refusal's one line is the receiver's to print (the process ends with it).
                        LOG.debug("{}: {}; not trying again", name, e.getMessage());
                        refused.accept(e);
                        return;
                    }
                    LOG.warn("{}: attempt {} failed: {}; next attempt in {}", name, n, e.getMessage(),
                            pause.toMillis() < 1000 ? pause.toMillis() + " ms" : pause.toSeconds() + " s");
                    Thread.sleep(pause.toMillis());
                    pause = pause.multipliedBy(2).compareTo(longestPause) > 0 ? longestPause : pause.multipliedBy(2);
                }
            }
        } catch (InterruptedException e) {
            // closing
        } finally {
            done.countDown();
        }
    }

    /** Stops trying (an attempt under way is interrupted) and closes the platform if it connected. */
    @Override
    public void close() {
        closing = true;
        Thread t = thread;
        if (t != null && state == PlatformState.STARTING) {
            t.interrupt();
            try {
                t.join(TimeUnit.SECONDS.toMillis(3));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        state = PlatformState.STOPPED;
        T p = platform;
        if (p != null) {
            try {
                p.close();
            } catch (Exception e) {
                LOG.warn("{} did not stop cleanly: {}", name, e.getMessage());
            }
        }
    }
}
