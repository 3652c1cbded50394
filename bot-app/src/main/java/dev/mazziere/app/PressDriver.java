package dev.mazziere.app;

import dev.mazziere.chat.ChatEvent;
import dev.mazziere.chat.ChatHandler;
import dev.mazziere.chat.Sender;
import dev.mazziere.chat.UserId;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;
import java.util.concurrent.locks.LockSupport;

/**
 * Drives the tables of {@code bench tables} as their players would: opens each table
 * (Scopa for two, a day per turn so no timer fires during the bench) and presses the
 * prompted move at an offered rate. Open loop: the send time of every press is fixed in
 * advance, so a slow bot makes later presses late (and their latency counts the wait)
 * instead of making fewer presses. Each press goes to the next table with no press in
 * flight, from a pool of handler threads as an adapter's would.
 */
final class PressDriver {

    /** What one run of presses did. */
    record Run(long presses, long nanos, long noEdit, long matches, long lost) {
        double perSecond() {
            return presses / (nanos / 1e9);
        }
    }

    private final ChatHandler tables;
    private final BenchPort port;
    private final ExecutorService workers;
    private final AtomicLong events = new AtomicLong();
    private final LongAdder noEdit = new LongAdder();
    private final LongAdder matches = new LongAdder();
    private final LongAdder lost = new LongAdder();
    private final LongAdder done = new LongAdder();
    private int cursor;

    PressDriver(ChatHandler tables, BenchPort port, ExecutorService workers) {
        this.tables = tables;
        this.port = port;
        this.workers = workers;
    }

    private Sender sender(String user) {
        return new Sender(new UserId(BenchPort.PLATFORM, user), user, Locale.ENGLISH, false);
    }

    private void say(BenchPort.Track t, String user, String command, String... args) {
        tables.handle(new ChatEvent.Command("c" + events.incrementAndGet(), t.group, sender(user), command,
                List.of(args)));
    }

    /** Opens a table of Scopa for two at table {@code t} and starts it; the first player is prompted. */
    void open(BenchPort.Track t) {
        String a = "a" + t.index;
        say(t, a, "scopa");
        say(t, "b" + t.index, "join");
        say(t, a, "option", "turnTimeout", "24h");
        say(t, a, "start");
    }

    /** Opens every table, on the handler threads; returns the nanoseconds it took. */
    long openAll() throws InterruptedException {
        long start = System.nanoTime();
        CountDownLatch opened = new CountDownLatch(port.tables());
        for (int i = 0; i < port.tables(); i++) {
            BenchPort.Track t = port.track(i);
            workers.execute(() -> {
                try {
                    open(t);
                } finally {
                    opened.countDown();
                }
            });
        }
        opened.await();
        return System.nanoTime() - start;
    }

    /** Presses at {@code rate} per second for {@code seconds}, then waits for the last press to be handled. */
    Run run(double rate, double seconds, boolean measured) throws InterruptedException {
        long total = Math.max(1, Math.round(rate * seconds));
        long before = done.sum();
        long noEditBefore = noEdit.sum();
        long matchesBefore = matches.sum();
        long lostBefore = lost.sum();
        long start = System.nanoTime() + 10_000_000L;
        for (long k = 0; k < total; k++) {
            long intended = start + (long) (k * 1e9 / rate);
            long wait = intended - System.nanoTime();
            if (wait > 0) {
                LockSupport.parkNanos(wait);
            }
            BenchPort.Track t = claim();
            workers.execute(() -> press(t, intended, measured));
        }
        while (done.sum() - before < total) {
            Thread.sleep(1);
        }
        return new Run(total, System.nanoTime() - start, noEdit.sum() - noEditBefore, matches.sum() - matchesBefore,
                lost.sum() - lostBefore);
    }

    /** The next table with a prompt and no press in flight, waiting for one when every table is busy. */
    private BenchPort.Track claim() {
        int n = port.tables();
        while (true) {
            for (int i = 0; i < n; i++) {
                BenchPort.Track t = port.track(cursor);
                cursor = (cursor + 1) % n;
                if (t.payload != null && t.busy.compareAndSet(false, true)) {
                    return t;
                }
            }
            LockSupport.parkNanos(TimeUnit.MICROSECONDS.toNanos(100));
        }
    }

    private void press(BenchPort.Track t, long intended, boolean measured) {
        try {
            long prompts = t.prompts;
            t.measured = measured;
            t.intended.set(intended);
            tables.handle(new ChatEvent.ButtonPress("p" + events.incrementAndGet(), t.prompt.chat(), sender(t.user),
                    t.payload, t.prompt, "i"));
            if (t.intended.getAndSet(0) != 0) {
                noEdit.increment();
            }
            if (t.prompts == prompts) {
                // No new prompt: the match is over and a new one starts, or the press went wrong.
                matches.increment();
                t.payload = null;
                open(t);
                if (t.payload == null) {
                    lost.increment();
                }
            }
        } catch (RuntimeException e) {
            noEdit.increment();
        } finally {
            t.busy.set(false);
            done.increment();
        }
    }
}
