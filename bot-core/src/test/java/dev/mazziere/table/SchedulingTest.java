package dev.mazziere.table;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.chat.ChatId;
import dev.mazziere.table.flow.Scheduler;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Timers and start-up redraws")
class SchedulingTest {

    @Test
    @DisplayName("a timer called off leaves the scheduler's queue at once")
    void cancelledTimersLeave() {
        try (ExecutorScheduler scheduler = new ExecutorScheduler()) {
            List<Scheduler.Cancellable> timers = new ArrayList<>();
            for (int i = 0; i < 1000; i++) {
                timers.add(scheduler.schedule(Duration.ofHours(24), () -> { }));
            }
            assertThat(scheduler.queued()).isEqualTo(1000);

            timers.forEach(Scheduler.Cancellable::cancel);

            assertThat(scheduler.queued()).isZero();
        }
    }

    @Test
    @DisplayName("timers that fall due together run on several workers at once, not one after the other")
    void dueTimersRunTogether() throws Exception {
        try (ExecutorScheduler scheduler = new ExecutorScheduler()) {
            // Each task waits for all the others: they finish only if they run at the same time.
            CountDownLatch together = new CountDownLatch(ExecutorScheduler.WORKERS);
            CountDownLatch done = new CountDownLatch(ExecutorScheduler.WORKERS);
            for (int i = 0; i < ExecutorScheduler.WORKERS; i++) {
                scheduler.schedule(Duration.ZERO, () -> {
                    together.countDown();
                    try {
                        if (together.await(30, TimeUnit.SECONDS)) {
                            done.countDown();
                        }
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                });
            }
            assertThat(done.await(30, TimeUnit.SECONDS)).isTrue();
        }
    }

    @Test
    @DisplayName("a closed scheduler takes no more timers, quietly")
    void closed() {
        ExecutorScheduler scheduler = new ExecutorScheduler();
        scheduler.close();
        scheduler.schedule(Duration.ZERO, () -> { }).cancel();
        assertThat(scheduler.queued()).isZero();
    }

    @Test
    @DisplayName("start-up redraws go out a few at a time: the first at once, then 20 a second")
    void redrawsSpread() {
        FakeTime time = new FakeTime();
        List<ChatId> drawn = new ArrayList<>();
        StartupRedraws redraws = new StartupRedraws(time, drawn::add);
        for (int i = 0; i < 100; i++) {
            redraws.add(new ChatId("test", "c" + i));
        }

        redraws.start();
        assertThat(drawn).hasSize(2).extracting(ChatId::id).containsExactly("c0", "c1");
        time.advance(Duration.ofSeconds(1));
        assertThat(drawn).hasSize(2 + StartupRedraws.PER_SECOND);
        time.advance(Duration.ofSeconds(4));
        assertThat(drawn).hasSize(100);
        assertThat(time.pending()).isZero();
    }
}
