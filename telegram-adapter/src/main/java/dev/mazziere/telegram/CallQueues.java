package dev.mazziere.telegram;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.BinaryOperator;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The queues of Bot API calls, one per chat, through which every call goes out: calls of
 * one chat in order and one at a time, chats in parallel, each call when the
 * {@link RateLimiter} allows. Calls in no chat (answers to button presses) go first, side
 * by side on threads of their own, so they never wait behind any chat's messages; an
 * answer to a person in a chat ({@link #urgent}) goes ahead of that chat's queue, on a
 * share of a group's budget of its own. Queued edits of the same message merge: what the
 * newer sends takes the older's place, as the caller merges the two (the newest text, with
 * what the older had to show). A call with something to make first (a picture to draw,
 * {@code prepare}) makes it while it waits its turn, and the chat's pacing counts from when
 * a call is answered (Telegram counts it once it has it all, a photo's upload included), so
 * neither a slow drawing nor a slow upload brings two calls closer than allowed.
 * A call Telegram answers with 429 waits its {@code retry_after} and goes again first
 * in its queue; server and network errors are retried with a doubling backoff. Callers
 * never wait here: they get a future (a group send waits on it, an edit does not).
 * {@link #close(Duration)} sends what is queued, within a bound, before it stops.
 * Thread-safe.
 */
final class CallQueues implements AutoCloseable {

    private static final Logger LOG = LoggerFactory.getLogger(CallQueues.class);

    /** One Bot API call; throws what the client throws. */
    @FunctionalInterface
    interface Call {
        Object run() throws Exception;
    }

    /** A Bot API call that sends {@code content}, whatever it has become by the time it goes. */
    @FunctionalInterface
    interface Send<T> {
        Object run(T content) throws Exception;
    }

    /** What to do after a failed call. */
    sealed interface Verdict {
        /** Telegram said when: wait that long, then again. */
        record RetryAfter(long nanos) implements Verdict {
        }

        /** A server or network error: try again later, with backoff. */
        record Backoff() implements Verdict {
        }

        /** No use trying again: the caller gets the error. */
        record Fail() implements Verdict {
        }
    }

    private final RateLimits limits;
    private final RateLimiter limiter;
    private final Function<Throwable, Verdict> judge;
    private final Redactor redactor;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    private final Map<Long, CallLane> lanes = new LinkedHashMap<>();
    private final ExecutorService workers;
    /** Calls in no chat (answers to presses): their own threads, so they never wait behind a chat's messages. */
    private final ExecutorService quick;
    private final Thread loop;
    private volatile boolean running = true;
    private final AtomicLong telegramWaits = new AtomicLong();
    private final AtomicLong ownWaits = new AtomicLong();

    CallQueues(RateLimits limits, LongSupplier nanos, Function<Throwable, Verdict> judge, Redactor redactor) {
        this.limits = limits;
        this.limiter = new RateLimiter(limits, nanos);
        this.judge = judge;
        this.redactor = redactor;
        AtomicInteger n = new AtomicInteger();
        this.workers = Executors.newFixedThreadPool(4, r -> {
            Thread t = new Thread(r, "telegram-out-" + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        AtomicInteger q = new AtomicInteger();
        this.quick = Executors.newFixedThreadPool(2, r -> {
            Thread t = new Thread(r, "telegram-answer-" + q.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
        this.loop = new Thread(this::run, "telegram-outbound");
        loop.setDaemon(true);
        loop.start();
    }

    /**
     * Queues {@code call} for {@code chat} ({@link RateLimiter#NO_CHAT} for calls in no
     * chat). With a {@code mergeKey}, a call with the same key still waiting in the
     * queue takes this call's place and both futures get its result.
     */
    CompletableFuture<Object> submit(long chat, String mergeKey, String what, Call call) {
        return submit(chat, mergeKey, what, call, (older, newer) -> newer, null, Call::run);
    }

    /**
     * Queues an answer to a person in {@code chat}: ahead of the chat's other calls (after
     * answers queued before), on the answers' share of a group's budget.
     */
    CompletableFuture<Object> urgent(long chat, String what, Call call) {
        return enqueue(new QueuedCall(chat, null, what, true, call, (Call older, Call newer) -> newer, null, Call::run));
    }

    /**
     * Queues a call that sends {@code content} to {@code chat}. With a {@code mergeKey}, a call
     * with the same key still waiting in the queue sends {@code merge(its content, content)}
     * instead, and both futures get its result. {@code prepare} (may be null) makes what the
     * content needs before it goes (draws its picture) while the call waits its turn; it is
     * called again for a content merged since.
     */
    <T> CompletableFuture<Object> submit(long chat, String mergeKey, String what, T content, BinaryOperator<T> merge,
                                         Consumer<T> prepare, Send<T> send) {
        return enqueue(new QueuedCall(chat, mergeKey, what, false, content, merge, prepare, send));
    }

    private CompletableFuture<Object> enqueue(QueuedCall job) {
        lock.lock();
        try {
            if (!running) {
                return CompletableFuture.failedFuture(new ShuttingDown());
            }
            CallLane lane = lanes.computeIfAbsent(job.chat, k -> new CallLane());
            if (job.mergeKey != null) {
                for (QueuedCall waiting : lane.jobs) {
                    if (job.mergeKey.equals(waiting.mergeKey)) {
                        waiting.content = waiting.merge.apply(waiting.content, job.content);
                        waiting.version++;
                        changed.signalAll();
                        return waiting.result;
                    }
                }
            }
            lane.add(job);
            changed.signalAll();
            return job.result;
        } finally {
            lock.unlock();
        }
    }

    /** Fails every call still waiting for {@code chat} (the bot cannot write there any more). */
    void drop(long chat, Exception why) {
        List<QueuedCall> dropped = new ArrayList<>();
        lock.lock();
        try {
            CallLane lane = lanes.get(chat);
            if (lane != null) {
                dropped.addAll(lane.jobs);
                lane.jobs.clear();
            }
        } finally {
            lock.unlock();
        }
        dropped.forEach(j -> j.result.completeExceptionally(why));
    }

    private void run() {
        lock.lock();
        try {
            long lastCleanup = limiter.now();
            while (running) {
                long wait = dispatchReady();
                if (limiter.now() - lastCleanup > TimeUnit.MINUTES.toNanos(1)) {
                    limiter.forgetIdle();
                    lanes.values().removeIf(l -> l.running == 0 && l.jobs.isEmpty());
                    lastCleanup = limiter.now();
                }
                changed.awaitNanos(Math.min(wait, TimeUnit.SECONDS.toNanos(1)));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            lock.unlock();
        }
    }

    /**
     * Starts every call that may go now, calls in no chat first, and the making of what a
     * chat's next call sends; returns how long until the next call may go.
     */
    private long dispatchReady() {
        long next = dispatchQuick();
        List<Map.Entry<Long, CallLane>> started = new ArrayList<>();
        for (Iterator<Map.Entry<Long, CallLane>> it = lanes.entrySet().iterator(); it.hasNext(); ) {
            Map.Entry<Long, CallLane> e = it.next();
            CallLane lane = e.getValue();
            if (e.getKey() == RateLimiter.NO_CHAT || lane.running > 0 || lane.jobs.isEmpty()) {
                continue;
            }
            QueuedCall first = lane.jobs.peekFirst();
            if (!first.ready()) {
                if (!lane.preparing) {
                    prepare(lane, first);
                }
                continue;
            }
            long wait = waitFor(e.getKey(), lane);
            if (wait > 0) {
                next = Math.min(next, wait);
                continue;
            }
            start(e.getKey(), lane, workers);
            started.add(e);
        }
        // Round robin: chats served now go to the back of the line.
        for (Map.Entry<Long, CallLane> e : started) {
            lanes.remove(e.getKey());
            lanes.put(e.getKey(), e.getValue());
        }
        return next;
    }

    /** Makes what {@code job} sends (draws its picture) on a worker, while it waits its turn. */
    private void prepare(CallLane lane, QueuedCall job) {
        lane.preparing = true;
        Object content = job.content;
        int version = job.version;
        workers.execute(() -> {
            try {
                job.prepare.accept(content);
            } catch (RuntimeException | LinkageError e) {
                LOG.warn("{}: could not be prepared, sent as it is: {}", job.what, redactor.describe(e));
            }
            lock.lock();
            try {
                lane.preparing = false;
                job.preparedVersion = Math.max(job.preparedVersion, version);
                changed.signalAll();
            } finally {
                lock.unlock();
            }
        });
    }

    /**
     * Starts the calls in no chat the overall budget allows, side by side on their own
     * threads: they keep no order, and a chat's queue never holds them up.
     */
    private long dispatchQuick() {
        CallLane lane = lanes.get(RateLimiter.NO_CHAT);
        while (lane != null && !lane.jobs.isEmpty()) {
            long wait = waitFor(RateLimiter.NO_CHAT, lane);
            if (wait > 0) {
                return wait;
            }
            start(RateLimiter.NO_CHAT, lane, quick);
        }
        return Long.MAX_VALUE;
    }

    /** How long the first call of {@code lane} must wait yet (0 or less: none); counts a call held back the first time. */
    private long waitFor(long chat, CallLane lane) {
        QueuedCall first = lane.jobs.peekFirst();
        long wait = limiter.delay(chat, first.urgent);
        if (lane.notBefore != Long.MIN_VALUE) {
            wait = Math.max(wait, lane.notBefore - limiter.now());
        }
        if (wait > 0 && !first.throttled && first.attempts == 0) {
            first.throttled = true;
            ownWaits.incrementAndGet();
        }
        return wait;
    }

    private void start(long chat, CallLane lane, ExecutorService on) {
        QueuedCall job = lane.jobs.removeFirst();
        lane.running++;
        limiter.taken(chat, job.urgent);
        on.execute(() -> attempt(lane, job));
    }

    private void attempt(CallLane lane, QueuedCall job) {
        Object result = null;
        Throwable error = null;
        job.attempts++;
        lock.lock();
        try {
            limiter.sent(job.chat); // it leaves now, not when it was let go: a picture may have been drawn since
        } finally {
            lock.unlock();
        }
        try {
            result = job.send.run(job.content);
        } catch (Exception | LinkageError e) {
            error = e;
        }
        long retryIn = -1;
        if (error != null) {
            Verdict verdict = judge.apply(error);
            if (verdict instanceof Verdict.RetryAfter r && job.attempts < limits.maxAttempts() * 2) {
                retryIn = r.nanos();
                telegramWaits.incrementAndGet();
                LOG.warn("Telegram asks to slow down: {} waits {} ms", job.what, TimeUnit.NANOSECONDS.toMillis(retryIn));
            } else if (verdict instanceof Verdict.Backoff && job.attempts < limits.maxAttempts()) {
                retryIn = limits.firstBackoff().toNanos() << Math.min(job.attempts - 1, 16);
                LOG.warn("{} failed (attempt {}), retrying in {} ms: {}", job.what, job.attempts,
                        TimeUnit.NANOSECONDS.toMillis(retryIn), redactor.describe(error));
            }
        }
        lock.lock();
        try {
            lane.running--;
            // Telegram counts a call when it has all of it (a photo's upload takes a while): the
            // chat's pacing counts from the answer, the latest it can have arrived.
            limiter.sent(job.chat);
            if (retryIn >= 0) {
                lane.jobs.addFirst(job);
                lane.notBefore = limiter.now() + retryIn;
                if (job.chat != RateLimiter.NO_CHAT && job.attempts > 0) {
                    limiter.pause(job.chat, retryIn);
                }
            }
            changed.signalAll();
        } finally {
            lock.unlock();
        }
        if (retryIn >= 0) {
            return;
        }
        if (error == null) {
            job.result.complete(result);
        } else {
            job.result.completeExceptionally(error);
        }
    }

    /** Calls waiting in a queue or under way now. */
    int queued() {
        lock.lock();
        try {
            int n = 0;
            for (CallLane lane : lanes.values()) {
                n += lane.jobs.size() + lane.running;
            }
            return n;
        } finally {
            lock.unlock();
        }
    }

    /** Calls Telegram answered with "Too Many Requests", each then waiting as it asked. */
    long telegramWaits() {
        return telegramWaits.get();
    }

    /** Calls that waited for the bot's own rate limits before their first attempt. */
    long ownWaits() {
        return ownWaits.get();
    }

    /** Stops at once: whatever is still queued fails. */
    @Override
    public void close() {
        close(Duration.ZERO);
    }

    /**
     * Sends what is queued, waiting up to {@code flush} for the queues to empty, then
     * stops: calls still waiting fail ("the bot is shutting down"), and the line says
     * how many.
     */
    void close(Duration flush) {
        long end = System.nanoTime() + flush.toNanos();
        lock.lock();
        try {
            while (running && hasWork() && end - System.nanoTime() > 0) {
                changed.awaitNanos(Math.min(end - System.nanoTime(), TimeUnit.MILLISECONDS.toNanos(100)));
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            lock.unlock();
        }
        List<QueuedCall> left = new ArrayList<>();
        lock.lock();
        try {
            running = false;
            lanes.values().forEach(l -> left.addAll(l.jobs));
            lanes.clear();
            changed.signalAll();
        } finally {
            lock.unlock();
        }
        if (!left.isEmpty() && !flush.isZero()) {
            LOG.warn("{} Telegram calls still queued {} ms into the shutdown are left: the tables show their state"
                    + " again after the restart", left.size(), flush.toMillis());
        }
        left.forEach(j -> j.result.completeExceptionally(new ShuttingDown()));
        workers.shutdown();
        quick.shutdown();
        try {
            // A call still on the wire after the flush has had its chance: a second more, then it is cut.
            if (!workers.awaitTermination(1, TimeUnit.SECONDS)) {
                workers.shutdownNow();
            }
            if (!quick.awaitTermination(100, TimeUnit.MILLISECONDS)) {
                quick.shutdownNow();
            }
            loop.join(2000);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** Under the lock: a call waits or runs. */
    private boolean hasWork() {
        for (CallLane lane : lanes.values()) {
            if (lane.running > 0 || !lane.jobs.isEmpty()) {
                return true;
            }
        }
        return false;
    }
}
