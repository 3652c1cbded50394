package dev.mazziere.records;

import java.time.Instant;
import java.time.Period;
import java.time.ZoneOffset;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How long finished matches are kept ({@value #VARIABLE}): a number of days, weeks or
 * years ({@code 400d}, {@code 8w}, {@code 2y}; default {@code 1y}), or {@code off} to keep
 * them for ever. Months are left out on purpose: {@code m} means minutes in the table's
 * timeouts, and a value must not read two ways. Past it, a finished table is deleted with
 * its match, moves and transcript; the ratings, profiles and chat leaderboards it fed stay.
 */
public record Retention(Period period) {

    /** The environment variable that sets it. */
    public static final String VARIABLE = "MAZZIERE_RETENTION";
    /** One year, unless the operator says otherwise. */
    public static final Retention DEFAULT = new Retention(Period.ofYears(1));
    /** Nothing pruned. */
    public static final Retention FOREVER = new Retention(null);

    private static final Pattern FORMAT = Pattern.compile("(\\d{1,5})([dwy])");

    /**
     * The retention {@code value} says; blank is the default.
     *
     * @throws IllegalArgumentException in one line saying what is accepted
     */
    public static Retention parse(String value) {
        if (value == null || value.isBlank()) {
            return DEFAULT;
        }
        String v = value.trim().toLowerCase(Locale.ROOT);
        if (v.equals("off")) {
            return FOREVER;
        }
        Matcher m = FORMAT.matcher(v);
        int n = m.matches() ? Integer.parseInt(m.group(1)) : 0;
        if (n < 1 || m.group(2).equals("y") && n > 100) {
            throw new IllegalArgumentException(VARIABLE + "=" + value.strip() + " is not a retention: write days, weeks"
                    + " or years, e.g. 365d, 8w or 2y (1y is the default), or off to keep finished matches for ever");
        }
        return new Retention(switch (m.group(2)) {
            case "d" -> Period.ofDays(n);
            case "w" -> Period.ofWeeks(n);
            default -> Period.ofYears(n);
        });
    }

    /** The instant before which a finished match is pruned, {@code now}; empty when nothing is. */
    public Optional<Instant> cutoff(Instant now) {
        return period == null ? Optional.empty() : Optional.of(now.atOffset(ZoneOffset.UTC).minus(period).toInstant());
    }

    /** As players read it in {@code /privacy}: {@code 1y}, {@code 400d}; {@code off} for ever. */
    @Override
    public String toString() {
        if (period == null) {
            return "off";
        }
        if (period.getYears() > 0) {
            return period.getYears() + "y";
        }
        return period.getDays() % 7 == 0 ? period.getDays() / 7 + "w" : period.getDays() + "d";
    }
}
