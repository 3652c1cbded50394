package dev.mazziere.app.ops;

import static org.assertj.core.api.Assertions.assertThat;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.spi.ILoggingEvent;
import ch.qos.logback.core.read.ListAppender;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.slf4j.LoggerFactory;

@DisplayName("Starting a platform in the background")
@Timeout(30)
class PlatformStarterTest {

    private final ListAppender<ILoggingEvent> logs = new ListAppender<>();
    private final List<AutoCloseable> closed = new CopyOnWriteArrayList<>();

    /** A connected platform; it records its closing. */
    private final class Connected implements AutoCloseable {
        @Override
        public void close() {
            closed.add(this);
        }
    }

    @BeforeEach
    void attach() {
        logs.start();
        logger().addAppender(logs);
    }

    @AfterEach
    void detach() {
        logger().detachAppender(logs);
    }

    private static Logger logger() {
        return (Logger) LoggerFactory.getLogger(PlatformStarter.class);
    }

    private List<String> lines() {
        synchronized (logs) {
            return logs.list.stream().map(ILoggingEvent::getFormattedMessage).toList();
        }
    }

    private static void await(String what, java.util.function.BooleanSupplier test) throws InterruptedException {
        long end = System.nanoTime() + Duration.ofSeconds(10).toNanos();
        while (!test.getAsBoolean()) {
            if (System.nanoTime() > end) {
                throw new AssertionError("timed out waiting for " + what);
            }
            Thread.sleep(10);
        }
    }

    @Test
    @DisplayName("a platform that cannot be reached is tried again with doubling pauses up to the longest, one line"
            + " per attempt, while another platform is up; it connects once it can")
    void retriesWhileTheOtherRuns() throws Exception {
        AtomicBoolean reachable = new AtomicBoolean();
        AtomicInteger attempts = new AtomicInteger();
        List<Connected> started = new CopyOnWriteArrayList<>();
        PlatformStarter<Connected> flaky = new PlatformStarter<>("Flaky", () -> {
            attempts.incrementAndGet();
            if (!reachable.get()) {
                throw new IOException("connection refused");
            }
            return new Connected();
        }, e -> true, Duration.ofMillis(20), Duration.ofMillis(80), started::add, e -> { }).begin();
        PlatformStarter<Connected> steady = new PlatformStarter<>("Steady", Connected::new, e -> true,
                Duration.ofMillis(20), Duration.ofMillis(80), started::add, e -> { }).begin();

        await("five failed attempts", () -> attempts.get() >= 5);
        assertThat(steady.state()).isEqualTo(PlatformState.UP);
        assertThat(flaky.state()).isEqualTo(PlatformState.STARTING);
        reachable.set(true);
        await("the flaky platform", () -> flaky.state() == PlatformState.UP);

        List<String> failures = lines().stream().filter(l -> l.startsWith("Flaky: attempt")).toList();
        assertThat(failures.subList(0, 4)).containsExactly(
                "Flaky: attempt 1 failed: connection refused; next attempt in 20 ms",
                "Flaky: attempt 2 failed: connection refused; next attempt in 40 ms",
                "Flaky: attempt 3 failed: connection refused; next attempt in 80 ms",
                "Flaky: attempt 4 failed: connection refused; next attempt in 80 ms");
        assertThat(failures).hasSize(attempts.get() - 1);
        assertThat(lines()).contains("Flaky: connected at attempt " + attempts.get());
        assertThat(started).hasSize(2);
        flaky.close();
        steady.close();
        assertThat(closed).containsExactlyInAnyOrderElementsOf(started);
    }

    @Test
    @DisplayName("a refusal ends the attempts at once and is handed on; closing while retrying stops the attempts")
    void refusalAndClose() throws Exception {
        List<Exception> refusals = new CopyOnWriteArrayList<>();
        PlatformStarter<Connected> refused = new PlatformStarter<Connected>("Refused", () -> {
            throw new IllegalStateException("wrong token");
        }, e -> false, Duration.ofMillis(20), Duration.ofMillis(80), c -> { }, refusals::add).begin();
        assertThat(refused.await(Duration.ofSeconds(10))).isTrue();
        assertThat(refused.state()).isEqualTo(PlatformState.STOPPED);
        assertThat(refusals).singleElement().extracting(Exception::getMessage).isEqualTo("wrong token");

        AtomicInteger attempts = new AtomicInteger();
        PlatformStarter<Connected> never = new PlatformStarter<Connected>("Never", () -> {
            attempts.incrementAndGet();
            throw new IOException("down");
        }, e -> true, Duration.ofMillis(20), Duration.ofMillis(20), c -> { }, e -> { }).begin();
        await("two attempts", () -> attempts.get() >= 2);
        never.close();
        int after = attempts.get();
        Thread.sleep(100);
        assertThat(attempts.get()).isEqualTo(after);
        assertThat(never.state()).isEqualTo(PlatformState.STOPPED);
    }
}
