package dev.mazziere.app.console;

import dev.mazziere.table.ExecutorScheduler;
import dev.mazziere.table.Scheduler;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.util.Locale;
import java.util.function.LongSupplier;

/**
 * How the console table runs.
 *
 * @param locale    the locale every console user reports (Italian: the bot speaks Italian)
 * @param botPause  how long computer players think; zero plays them at once (piped input)
 * @param seeds     match seeds
 * @param clock     now
 * @param scheduler timers
 */
public record ConsoleConfig(Locale locale, Duration botPause, LongSupplier seeds, Clock clock, Scheduler scheduler) {

    /** For a person at a terminal: their locale, a short pause (none when input is piped), real time. */
    public static ConsoleConfig defaults() {
        boolean interactive = System.console() != null;
        SecureRandom random = new SecureRandom();
        return new ConsoleConfig(Locale.getDefault(), interactive ? Duration.ofMillis(1200) : Duration.ZERO,
                random::nextLong, Clock.systemUTC(), new ExecutorScheduler());
    }

    /** Reproducible: fixed seeds, no pause. */
    public static ConsoleConfig scripted(Locale locale, long seed) {
        long[] next = {seed};
        return new ConsoleConfig(locale, Duration.ZERO, () -> next[0]++, Clock.systemUTC(), new ExecutorScheduler());
    }
}
