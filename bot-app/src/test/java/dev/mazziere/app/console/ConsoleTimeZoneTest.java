package dev.mazziere.app.console;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mazziere.store.SqliteStore;
import dev.mazziere.store.Store;
import dev.mazziere.table.ExecutorScheduler;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The console shows times in the zone of {@code MAZZIERE_TIMEZONE}, as Telegram and Discord do. */
@DisplayName("The console's time zone")
class ConsoleTimeZoneTest {

    @TempDir
    Path dir;

    @Test
    @DisplayName("MAZZIERE_TIMEZONE=America/New_York: an async table waits 'since 07:00', not Rome's 13:00")
    void timesInTheChosenZone() throws Exception {
        ConsoleConfig defaults = ConsoleConfig.defaults(Map.of("MAZZIERE_TIMEZONE", "America/New_York",
                "MAZZIERE_LANG", "en"));
        assertThat(defaults.zone()).isEqualTo(ZoneId.of("America/New_York"));
        Clock noon = Clock.fixed(Instant.parse("2026-01-15T12:00:00Z"), ZoneOffset.UTC);
        long[] seed = {7};
        ExecutorScheduler timers = new ExecutorScheduler();
        ConsoleConfig config = new ConsoleConfig(Locale.ENGLISH, Duration.ZERO, () -> seed[0]++, noon, timers,
                "anna", defaults.zone());
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (Store store = SqliteStore.open(dir.resolve("m.db"), noon)) {
            ConsoleChat console = new ConsoleChat(new PrintStream(bytes, true, StandardCharsets.UTF_8), config, store,
                    dir.resolve("files"), null);
            for (String line : new String[] {"/ramino", "/addbot", "/start"}) {
                console.handleLine(line);
            }
            long end = System.nanoTime() + Duration.ofSeconds(20).toNanos();
            while (!bytes.toString(StandardCharsets.UTF_8).contains("Waiting for anna since")
                    && System.nanoTime() < end) {
                Thread.sleep(50);
            }
            timers.close(Duration.ofSeconds(2));
        }

        assertThat(bytes.toString(StandardCharsets.UTF_8)).contains("⏳ Waiting for anna since Thu 15/1 07:00")
                .doesNotContain("since Thu 15/1 13:00");
    }

    @Test
    @DisplayName("a zone that does not exist is refused, naming the variable")
    void unknownZone() {
        assertThatThrownBy(() -> ConsoleConfig.defaults(Map.of("MAZZIERE_TIMEZONE", "Mars/Olympus")))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("MAZZIERE_TIMEZONE is not a time zone: 'Mars/Olympus' (try Europe/Rome or UTC)");
    }
}
