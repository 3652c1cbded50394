package dev.mazziere.table.flow;

import dev.mazziere.records.Retention;
import dev.mazziere.text.Lang;
import java.time.Clock;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.ZoneId;
import java.util.Map;
import java.util.Optional;
import java.util.function.LongSupplier;

/**
 * How tables behave, injected so tests control time and chance.
 *
 * @param clock         now, for deadlines
 * @param scheduler     timers and computer players' pauses
 * @param botPause      how long a computer player waits before moving (zero: at once)
 * @param seeds         the seed of each new match (and table ids)
 * @param maxMissedTurns missed turns in a row after which a computer player takes the seat
 * @param zone          the time zone of the times players read ("waiting since 14:05")
 * @param lang          the language of every chat that has not chosen one ({@code /lang}), or
 *                      null: each user's own, as their platform reports it
 * @param retention     how long finished matches are kept ({@link Retention#VARIABLE}), as
 *                      {@code /privacy} tells players
 */
public record TableConfig(Clock clock, Scheduler scheduler, Duration botPause, LongSupplier seeds, int maxMissedTurns,
                          ZoneId zone, Lang lang, Retention retention) {

    public static final Duration LIVE_TIMEOUT = Duration.ofMinutes(2);
    public static final Duration ASYNC_TIMEOUT = Duration.ofHours(24);
    /** The players are Italian friends: their clocks, unless {@link #TIMEZONE_VARIABLE} says otherwise. */
    public static final ZoneId DEFAULT_ZONE = ZoneId.of("Europe/Rome");
    public static final String TIMEZONE_VARIABLE = "MAZZIERE_TIMEZONE";
    public static final String LANG_VARIABLE = "MAZZIERE_LANG";

    public static TableConfig of(Clock clock, Scheduler scheduler, Duration botPause, LongSupplier seeds) {
        return new TableConfig(clock, scheduler, botPause, seeds, 3, DEFAULT_ZONE, null, Retention.DEFAULT);
    }

    /** This configuration with times shown in {@code zone}. */
    public TableConfig withZone(ZoneId zone) {
        return new TableConfig(clock, scheduler, botPause, seeds, maxMissedTurns, zone, lang, retention);
    }

    /** This configuration with {@code lang} for the chats that have not chosen one (null: each user's own). */
    public TableConfig withLang(Lang lang) {
        return new TableConfig(clock, scheduler, botPause, seeds, maxMissedTurns, zone, lang, retention);
    }

    /** This configuration telling players that finished matches are kept for {@code retention}. */
    public TableConfig withRetention(Retention retention) {
        return new TableConfig(clock, scheduler, botPause, seeds, maxMissedTurns, zone, lang, retention);
    }

    /**
     * The language {@link #LANG_VARIABLE} names ({@code it} or {@code en}, also {@code italiano},
     * {@code english}), or empty when it is unset or blank. The one place that reads it: the
     * console and every platform take it from here.
     *
     * @throws IllegalArgumentException naming the variable, for a language Mazziere does not speak
     */
    public static Optional<Lang> lang(Map<String, String> env) {
        String name = env.get(LANG_VARIABLE);
        if (name == null || name.isBlank()) {
            return Optional.empty();
        }
        return Optional.of(Lang.parse(name).orElseThrow(() -> new IllegalArgumentException(
                LANG_VARIABLE + " must be it or en, not '" + name.trim() + "'")));
    }

    /**
     * The zone named by {@link #TIMEZONE_VARIABLE} ({@code Europe/Rome}, {@code UTC} ...), or
     * {@link #DEFAULT_ZONE} when it is unset or blank.
     *
     * @throws IllegalArgumentException naming the variable, for a zone Java does not know
     */
    public static ZoneId zone(Map<String, String> env) {
        String name = env.get(TIMEZONE_VARIABLE);
        if (name == null || name.isBlank()) {
            return DEFAULT_ZONE;
        }
        try {
            return ZoneId.of(name.trim());
        } catch (DateTimeException e) {
            throw new IllegalArgumentException(TIMEZONE_VARIABLE + " is not a time zone: '" + name.trim()
                    + "' (try Europe/Rome or UTC)", e);
        }
    }
}
