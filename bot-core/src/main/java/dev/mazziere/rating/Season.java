package dev.mazziere.rating;

import java.time.Instant;
import java.time.YearMonth;
import java.time.ZoneId;
import java.util.Objects;

/**
 * A ranking season: one calendar month in a time zone (Mazziere's players are mostly in
 * Italy: the bot passes {@code Europe/Rome} unless told otherwise). Each month starts a
 * new season; the all-time rating goes on across seasons.
 */
public record Season(YearMonth month, ZoneId zone) {

    public Season {
        Objects.requireNonNull(month, "month");
        Objects.requireNonNull(zone, "zone");
    }

    /** The season {@code at} falls in. */
    public static Season of(Instant at, ZoneId zone) {
        return new Season(YearMonth.from(at.atZone(zone)), zone);
    }

    /** The first instant of the season. */
    public Instant start() {
        return month.atDay(1).atStartOfDay(zone).toInstant();
    }

    /** The first instant after the season. */
    public Instant end() {
        return month.plusMonths(1).atDay(1).atStartOfDay(zone).toInstant();
    }

    /** True when {@code at} falls in this season. */
    public boolean contains(Instant at) {
        return !at.isBefore(start()) && at.isBefore(end());
    }

    /** The season before, whose podium stays visible during this one. */
    public Season previous() {
        return new Season(month.minusMonths(1), zone);
    }
}
