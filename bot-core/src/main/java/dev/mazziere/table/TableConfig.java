package dev.mazziere.table;

import java.time.Clock;
import java.time.Duration;
import java.util.function.LongSupplier;

/**
 * How tables behave, injected so tests control time and chance.
 *
 * @param clock         now, for deadlines
 * @param scheduler     timers and computer players' pauses
 * @param botPause      how long a computer player waits before moving (zero: at once)
 * @param seeds         the seed of each new match (and table ids)
 * @param maxMissedTurns missed turns in a row after which a computer player takes the seat
 */
public record TableConfig(Clock clock, Scheduler scheduler, Duration botPause, LongSupplier seeds, int maxMissedTurns) {

    public static final Duration LIVE_TIMEOUT = Duration.ofMinutes(2);
    public static final Duration ASYNC_TIMEOUT = Duration.ofHours(24);

    public static TableConfig of(Clock clock, Scheduler scheduler, Duration botPause, LongSupplier seeds) {
        return new TableConfig(clock, scheduler, botPause, seeds, 3);
    }
}
