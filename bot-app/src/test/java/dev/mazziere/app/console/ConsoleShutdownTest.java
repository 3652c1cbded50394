package dev.mazziere.app.console;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.store.SqliteStore;
import dev.mazziere.store.Store;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The end of the console's input: the timers stop, and one under way finishes, before
 * {@link ConsoleChat#run} returns, so the store the caller closes next is touched by nothing.
 */
@DisplayName("The console's end of input")
class ConsoleShutdownTest {

    @TempDir
    Path dir;

    @Test
    @DisplayName("a slow pruning of old event ids under way at the end of the input ends before run returns")
    void nothingTouchesTheStoreAfterRun() throws Exception {
        List<String> lateCalls = new CopyOnWriteArrayList<>();
        AtomicBoolean returned = new AtomicBoolean();
        try (Store real = SqliteStore.open(dir.resolve("m.db"), java.time.Clock.systemUTC())) {
            // The store as the console sees it: pruning takes a while, and any call after run() returned is noted.
            Store slow = (Store) Proxy.newProxyInstance(Store.class.getClassLoader(), new Class<?>[] {Store.class},
                    (proxy, method, args) -> {
                        if (method.getName().equals("pruneProcessed")) {
                            Thread.sleep(Duration.ofMillis(500));
                        }
                        try {
                            return method.invoke(real, args);
                        } catch (InvocationTargetException e) {
                            throw e.getCause();
                        } finally {
                            if (returned.get()) {
                                lateCalls.add(method.getName());
                            }
                        }
                    });
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            ConsoleChat.run(new ByteArrayInputStream("/help\n".getBytes(StandardCharsets.UTF_8)),
                    new PrintStream(bytes, true, StandardCharsets.UTF_8), ConsoleConfig.scripted(Locale.ENGLISH, 1),
                    slow, dir.resolve("files"), null);
            returned.set(true);
            Thread.sleep(Duration.ofMillis(800));
        }

        assertThat(lateCalls).as("store calls after the console's run returned").isEmpty();
    }
}
