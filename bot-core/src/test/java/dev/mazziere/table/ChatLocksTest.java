package dev.mazziere.table;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.chat.ChatId;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Per-chat locks")
class ChatLocksTest {

    private final ChatLocks locks = new ChatLocks();
    private final ChatId one = new ChatId("test", "one");
    private final ChatId two = new ChatId("test", "two");

    @Test
    @DisplayName("a chat's lock exists only while it is held, so idle chats cost nothing")
    void releasedWhenIdle() {
        ChatLocks.Held held = locks.acquire(one);
        ChatLocks.Held other = locks.acquire(two);
        assertThat(locks.busy()).isEqualTo(2);

        held.release();
        other.release();

        assertThat(locks.busy()).isZero();
    }

    @Test
    @DisplayName("a chat held by one thread is not taken by another until released, and a waiter keeps its lock")
    void oneAtATime() throws Exception {
        ChatLocks.Held held = locks.acquire(one);
        CountDownLatch waiting = new CountDownLatch(1);
        CountDownLatch got = new CountDownLatch(1);
        Thread waiter = new Thread(() -> {
            waiting.countDown();
            ChatLocks.Held mine = locks.acquire(one);
            got.countDown();
            mine.release();
        });
        waiter.start();
        waiting.await();

        java.util.concurrent.atomic.AtomicReference<ChatLocks.Held> tried = new java.util.concurrent.atomic.AtomicReference<>();
        Thread trier = new Thread(() -> tried.set(locks.tryAcquire(one)));
        trier.start();
        trier.join();
        assertThat(tried.get()).as("held by another thread").isNull();
        assertThat(got.getCount()).isEqualTo(1);
        held.release();
        assertThat(got.await(10, TimeUnit.SECONDS)).isTrue();
        waiter.join();
        assertThat(locks.busy()).isZero();
    }

    @Test
    @DisplayName("a free chat can be tried and taken, and is let go with nothing left behind")
    void tryAcquire() {
        ChatLocks.Held held = locks.tryAcquire(one);
        assertThat(held).isNotNull();
        held.release();
        assertThat(locks.busy()).isZero();
    }
}
