package dev.mazziere.table.flow;

import dev.mazziere.chat.Capabilities;
import dev.mazziere.game.Game;
import dev.mazziere.game.SetupException;
import dev.mazziere.text.Lang;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The options of the table rather than of the game: {@code pace} (live, async),
 * {@code turnTimeout} (auto = 2m live / 24h async, off, or a duration from
 * {@link #SHORTEST} to {@link #LONGEST} such as 90s, 5m, 12h), {@code shuffleSeats}
 * (on: seats are drawn at the start; off: join order) and {@code images} (on: the table
 * message and the hands carry their picture, where the platform shows images; their text
 * stays whole either way) and {@code coach} (on: a 💡 hint button on each player's turn and
 * a 🔍 review of each hand, for games with a coach; on by default at a solo table, off in a
 * group: {@link #forGame(Game, Capabilities, boolean)}). Kept as their raw text so a store
 * saves them as they were typed.
 */
public record TableOptions(String pace, String turnTimeout, boolean shuffleSeats, boolean images, boolean coach) {

    public static final String PACE = "pace";
    public static final String TURN_TIMEOUT = "turnTimeout";
    public static final String SHUFFLE_SEATS = "shuffleSeats";
    public static final String IMAGES = "images";
    public static final String COACH = "coach";
    public static final List<String> NAMES = List.of(PACE, TURN_TIMEOUT, SHUFFLE_SEATS, IMAGES, COACH);

    /** The defaults; {@code coach off}, which a table read from a row written before the option existed keeps. */
    public static final TableOptions DEFAULTS = new TableOptions("live", "auto", true, true, false);

    /** The words are interned: every open table keeps them, and they are a few. */
    public TableOptions {
        pace = pace.intern();
        turnTimeout = turnTimeout.intern();
    }

    /** The shortest turn limit: less, and a live table's turns time out before anyone can play. */
    public static final Duration SHORTEST = Duration.ofSeconds(15);
    /** The longest turn limit: an async table still moves on within a week. */
    public static final Duration LONGEST = Duration.ofDays(7);
    /** The durations {@code turnTimeout} takes, as the error, {@code /rules} and the README list them. */
    public static final String DURATIONS = "15s-7d (90s, 5m, 24h ...)";
    /** Every value {@code turnTimeout} takes, in the options' own words. */
    public static final String TIMEOUT_VALUES = "auto, off, " + DURATIONS;

    private static final Pattern DURATION = Pattern.compile("(\\d{1,4})\\s*(s|m|h|d)");

    /** The options a new table of {@code game} starts with: the defaults at the game's own pace. */
    public static TableOptions forGame(Game game) {
        return DEFAULTS.with(PACE, game.defaultPace());
    }

    /** The options a new table of {@code game} starts with on a platform with {@code caps}: pictures where it shows them. */
    public static TableOptions forGame(Game game, Capabilities caps) {
        return forGame(game).with(IMAGES, caps.images() ? "on" : "off");
    }

    /**
     * The options a new table of {@code game} starts with on a platform with {@code caps}, in
     * its opener's private chat when {@code solo}: there the coach is on (a player practising
     * against the computer), in a group off (a hint there changes the match for everyone).
     */
    public static TableOptions forGame(Game game, Capabilities caps, boolean solo) {
        return forGame(game, caps).with(COACH, solo ? "on" : "off");
    }

    public static boolean isTableOption(String name) {
        return NAMES.stream().anyMatch(n -> n.equalsIgnoreCase(name.trim()));
    }

    /**
     * These options with one changed.
     *
     * @throws SetupException with code {@code option.badValue} naming the allowed values
     */
    public TableOptions with(String name, String raw) {
        String value = raw.trim().toLowerCase(Locale.ROOT);
        if (name.equalsIgnoreCase(PACE)) {
            if (!value.equals("live") && !value.equals("async")) {
                throw bad(PACE, raw, "live, async");
            }
            return new TableOptions(value, turnTimeout, shuffleSeats, images, coach);
        }
        if (name.equalsIgnoreCase(TURN_TIMEOUT)) {
            if (!value.equals("auto") && !value.equals("off") && !withinBounds(parseDuration(value))) {
                throw bad(TURN_TIMEOUT, raw, TIMEOUT_VALUES);
            }
            return new TableOptions(pace, value, shuffleSeats, images, coach);
        }
        if (name.equalsIgnoreCase(SHUFFLE_SEATS)) {
            return new TableOptions(pace, turnTimeout, flag(SHUFFLE_SEATS, raw), images, coach);
        }
        if (name.equalsIgnoreCase(IMAGES)) {
            return new TableOptions(pace, turnTimeout, shuffleSeats, flag(IMAGES, raw), coach);
        }
        if (name.equalsIgnoreCase(COACH)) {
            return new TableOptions(pace, turnTimeout, shuffleSeats, images, flag(COACH, raw));
        }
        throw new IllegalArgumentException("not a table option: " + name);
    }

    /** An on/off option's value as typed ({@code on}, {@code sì}, {@code false} ...). */
    private static boolean flag(String name, String raw) {
        return switch (raw.trim().toLowerCase(Locale.ROOT)) {
            case "true", "on", "yes", "si", "sì", "1" -> true;
            case "false", "off", "no", "0" -> false;
            default -> throw bad(name, raw, "on, off");
        };
    }

    /** True for tables played over hours or days. */
    public boolean isAsync() {
        return pace.equals("async");
    }

    /** The turn limit in force, or null when there is none. */
    public Duration timeout() {
        if (turnTimeout.equals("off")) {
            return null;
        }
        if (turnTimeout.equals("auto")) {
            return pace.equals("async") ? TableConfig.ASYNC_TIMEOUT : TableConfig.LIVE_TIMEOUT;
        }
        return parseDuration(turnTimeout);
    }

    public Map<String, String> asMap() {
        Map<String, String> map = new LinkedHashMap<>();
        map.put(PACE, pace);
        map.put(TURN_TIMEOUT, turnTimeout);
        map.put(SHUFFLE_SEATS, shuffleSeats ? "on" : "off");
        map.put(IMAGES, images ? "on" : "off");
        map.put(COACH, coach ? "on" : "off");
        return map;
    }

    /**
     * The options a store kept. A value no longer allowed (kept before a bound existed, such
     * as a 1s turn limit) falls back to its default rather than losing the table.
     */
    public static TableOptions fromMap(Map<String, String> map) {
        TableOptions o = DEFAULTS;
        for (Map.Entry<String, String> e : map.entrySet()) {
            try {
                o = o.with(e.getKey(), e.getValue());
            } catch (IllegalArgumentException tooOldOrUnknown) {
                // the default stands
            }
        }
        return o;
    }

    private static boolean withinBounds(Duration d) {
        return d != null && d.compareTo(SHORTEST) >= 0 && d.compareTo(LONGEST) <= 0;
    }

    /** {@code 90s}, {@code 5m}, {@code 12h}, {@code 2d}; null when not a duration or zero. */
    static Duration parseDuration(String text) {
        Matcher m = DURATION.matcher(text.trim().toLowerCase(Locale.ROOT));
        if (!m.matches()) {
            return null;
        }
        long n = Long.parseLong(m.group(1));
        if (n == 0) {
            return null;
        }
        return switch (m.group(2)) {
            case "s" -> Duration.ofSeconds(n);
            case "m" -> Duration.ofMinutes(n);
            case "h" -> Duration.ofHours(n);
            default -> Duration.ofDays(n);
        };
    }

    /**
     * A duration as {@code lang} writes it in a sentence: English's short form (30s, 2m, 24h),
     * Italian in words (30 secondi, 2 minuti, 24 ore: "2m" reads as two metres).
     */
    static String show(Duration d, Lang lang) {
        if (lang == Lang.IT) {
            long s = d.toSeconds();
            return s % 86_400 == 0 && s > 86_400 ? italian(s / 86_400, "giorno", "giorni")
                    : s % 3600 == 0 ? italian(s / 3600, "ora", "ore")
                    : s % 60 == 0 ? italian(s / 60, "minuto", "minuti") : italian(s, "secondo", "secondi");
        }
        return show(d);
    }

    /** A time left as {@code lang} writes it: English's countdown (1m 30s), Italian in words (1 minuto e 30 secondi). */
    static String showLeft(Duration d, Lang lang) {
        if (lang != Lang.IT) {
            return showLeft(d);
        }
        long s = rounded(d);
        List<String> parts = new java.util.ArrayList<>();
        if (s >= 3600) {
            parts.add(italian(s / 3600, "ora", "ore"));
        }
        if (s % 3600 >= 60) {
            parts.add(italian(s % 3600 / 60, "minuto", "minuti"));
        }
        if (s % 60 != 0 || s == 0) {
            parts.add(italian(s % 60, "secondo", "secondi"));
        }
        return String.join(" e ", parts);
    }

    private static String italian(long n, String one, String many) {
        return n + " " + (n == 1 ? one : many);
    }

    /** The seconds of a time left, to the minute from ten minutes up (a reminder after a restart is not due to the second). */
    private static long rounded(Duration d) {
        long s = Math.max(0, d.toSeconds());
        return s >= 600 ? (s + 30) / 60 * 60 : s;
    }

    /** A short form of a duration: 30s, 2m, 24h, 7d (a day is 24h). */
    static String show(Duration d) {
        long s = d.toSeconds();
        if (s % 86_400 == 0 && s > 86_400) {
            return s / 86_400 + "d";
        }
        if (s % 3600 == 0) {
            return s / 3600 + "h";
        }
        if (s % 60 == 0) {
            return s / 60 + "m";
        }
        return s + "s";
    }

    /**
     * A time left, as a countdown reads: 30s, 1m 30s, 45m, 5h 59m, 6h. From ten minutes up
     * it is rounded to the minute (a reminder after a restart is not due to the second).
     */
    static String showLeft(Duration d) {
        long s = rounded(d);
        List<String> parts = new java.util.ArrayList<>();
        if (s >= 3600) {
            parts.add(s / 3600 + "h");
        }
        if (s % 3600 >= 60) {
            parts.add(s % 3600 / 60 + "m");
        }
        if (s % 60 != 0 || s == 0) {
            parts.add(s % 60 + "s");
        }
        return String.join(" ", parts);
    }

    private static SetupException bad(String name, String raw, String allowed) {
        return new SetupException("option.badValue", List.of(name, raw, allowed),
                "bad value '" + raw + "' for option " + name + " (allowed: " + allowed + ")");
    }
}
