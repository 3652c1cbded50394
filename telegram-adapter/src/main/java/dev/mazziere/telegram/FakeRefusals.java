package dev.mazziere.telegram;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.mazziere.telegram.FakeBotApi.Failure;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Decides, before {@link FakeBotApi} answers a call, whether Telegram would not: a chat's calls
 * held unanswered, every method failing while Telegram is down (502), a failure the test
 * scripted for the method, or a 429 with {@code retry_after} for a call past the flood limits.
 */
final class FakeRefusals {

    private final ReentrantLock lock;
    private final Condition released;
    private final FakeWire wire;
    private final Map<String, Deque<Failure>> scripted = new HashMap<>();
    private final Set<Long> held = new HashSet<>();
    private FloodControl flood;
    private boolean down;

    FakeRefusals(ReentrantLock lock, FakeWire wire) {
        this.lock = lock;
        this.released = lock.newCondition();
        this.wire = wire;
    }

    void fail(String method, int code, String description, ObjectNode parameters) {
        lock.lock();
        try {
            scripted.computeIfAbsent(method.toLowerCase(Locale.ROOT), k -> new ArrayDeque<>())
                    .add(new Failure(code, description, parameters));
        } finally {
            lock.unlock();
        }
    }

    void down(boolean down) {
        lock.lock();
        try {
            this.down = down;
        } finally {
            lock.unlock();
        }
    }

    void limits(FloodControl limits) {
        lock.lock();
        try {
            this.flood = limits;
        } finally {
            lock.unlock();
        }
    }

    void hold(long chat) {
        lock.lock();
        try {
            held.add(chat);
        } finally {
            lock.unlock();
        }
    }

    void release(long chat) {
        lock.lock();
        try {
            held.remove(chat);
            released.signalAll();
        } finally {
            lock.unlock();
        }
    }

    void releaseAll() {
        lock.lock();
        try {
            held.clear();
            released.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /** Waits, holding the fake's lock, while calls about {@code chat} (0: none) are held. */
    void awaitRelease(long chat) throws InterruptedException {
        while (chat != 0 && held.contains(chat)) {
            released.await();
        }
    }

    /** How Telegram refuses a call of {@code method} about {@code chat} made {@code now}, or null. */
    Failure refusal(String method, long chat, long now) {
        Deque<Failure> canned = scripted.get(method);
        Failure f = down ? new Failure(502, "Bad Gateway", null) : canned != null ? canned.pollFirst() : null;
        if (f == null && flood != null && limited(method)) {
            long wait = flood.admit(chat, now);
            if (wait > 0) {
                // Telegram says when in whole seconds, at least one.
                long seconds = Math.max(1, (wait + 999_999_999L) / 1_000_000_000L);
                ObjectNode retry = wire.json.createObjectNode().put("retry_after", seconds);
                f = new Failure(429, "Too Many Requests: retry after " + seconds, retry);
            }
        }
        return f;
    }

    /** The methods Telegram's flood limits count: everything that writes, not the bot's own set-up and polling. */
    private static boolean limited(String method) {
        return switch (method) {
            case "getme", "getupdates", "setmycommands", "setwebhook", "deletewebhook", "getwebhookinfo",
                 "getchatadministrators", "getchat" -> false;
            default -> true;
        };
    }
}
