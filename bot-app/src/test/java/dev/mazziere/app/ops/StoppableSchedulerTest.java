package dev.mazziere.app.ops;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("The tables' timers at shutdown")
class StoppableSchedulerTest {

    @Test
    @DisplayName("a timer running when the stop comes finishes; waiting timers and new ones never run")
    void runningFinishesWaitingDropped() throws Exception {
        StoppableScheduler scheduler = new StoppableScheduler();
        List<String> ran = new CopyOnWriteArrayList<>();
        CountDownLatch running = new CountDownLatch(1);
        scheduler.schedule(Duration.ZERO, () -> {
            running.countDown();
            sleep(300);
            ran.add("running");
        });
        scheduler.schedule(Duration.ofMillis(400), () -> ran.add("waiting"));
        assertThat(running.await(5, TimeUnit.SECONDS)).isTrue();

        assertThat(scheduler.close(Duration.ofSeconds(5))).isTrue();
        scheduler.schedule(Duration.ZERO, () -> ran.add("new")).cancel();
        Thread.sleep(600);

        assertThat(ran).containsExactly("running");
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            throw new AssertionError("a running timer was interrupted", e);
        }
    }
}
