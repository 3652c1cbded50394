package dev.mazziere.game;

import java.util.List;
import java.util.Locale;

/**
 * A named rule option (variant) of a game, with its default and the values it takes.
 * Values are {@link Boolean}, {@link Integer} or {@link String}, so they print in a
 * transcript as JSON booleans, numbers and strings.
 */
public sealed interface OptionSpec {

    String name();

    Object defaultValue();

    /** Every value the option takes, in display order. */
    List<?> allowed();

    /**
     * Parses a value as a user typed it.
     *
     * @throws SetupException naming the option and the allowed values
     */
    Object parse(String raw);

    default String allowedText() {
        return String.join(", ", allowed().stream().map(String::valueOf).toList());
    }

    default SetupException badValue(String raw) {
        return new SetupException("option.badValue", List.of(name(), raw, allowedText()),
                "bad value '" + raw + "' for option " + name() + " (allowed: " + allowedText() + ")");
    }

    /** An on/off option; accepts true/false, on/off, yes/no, si/sì, 1/0. */
    record Flag(String name, Boolean defaultValue) implements OptionSpec {
        @Override
        public List<Boolean> allowed() {
            return List.of(true, false);
        }

        @Override
        public Object parse(String raw) {
            return switch (raw.trim().toLowerCase(Locale.ROOT)) {
                case "true", "on", "yes", "si", "sì", "1" -> true;
                case "false", "off", "no", "0" -> false;
                default -> throw badValue(raw);
            };
        }
    }

    /** One of a closed set of words. */
    record Choice(String name, List<String> allowed, String defaultValue) implements OptionSpec {
        public Choice {
            allowed = List.copyOf(allowed);
            if (!allowed.contains(defaultValue)) {
                throw new IllegalArgumentException(name + ": default " + defaultValue + " not allowed");
            }
        }

        @Override
        public Object parse(String raw) {
            String wanted = raw.trim();
            for (String value : allowed) {
                if (value.equalsIgnoreCase(wanted)) {
                    return value;
                }
            }
            throw badValue(raw);
        }
    }

    /** One of a closed set of whole numbers. */
    record Number(String name, List<Integer> allowed, Integer defaultValue) implements OptionSpec {
        public Number {
            allowed = List.copyOf(allowed);
            if (!allowed.contains(defaultValue)) {
                throw new IllegalArgumentException(name + ": default " + defaultValue + " not allowed");
            }
        }

        @Override
        public Object parse(String raw) {
            try {
                int value = Integer.parseInt(raw.trim());
                if (allowed.contains(value)) {
                    return value;
                }
            } catch (NumberFormatException e) {
                // fall through to the error that lists the allowed values
            }
            throw badValue(raw);
        }
    }
}
