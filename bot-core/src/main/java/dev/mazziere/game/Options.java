package dev.mazziere.game;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The validated option values of one match: every option of the game is present,
 * defaults included, in the game's declaration order. Immutable, and shared: equal values
 * in the same order are one instance, since thousands of open tables play the same few
 * settings (there are finitely many, as every option allows a closed set of values).
 */
public final class Options {

    private static final Map<List<Map.Entry<String, Object>>, Options> SHARED = new ConcurrentHashMap<>();

    private final Map<String, Object> values;

    private Options(Map<String, Object> values) {
        this.values = Collections.unmodifiableMap(values);
    }

    /** Every option at its default. */
    public static Options defaults(List<OptionSpec> specs) {
        return resolve(specs, Map.of());
    }

    /**
     * Validates raw values (as typed by a user) against the specs; options not
     * named keep their default. Option names match case-insensitively.
     *
     * @throws SetupException for an unknown option or a bad value
     */
    public static Options resolve(List<OptionSpec> specs, Map<String, String> raw) {
        Map<String, Object> values = new LinkedHashMap<>();
        for (OptionSpec spec : specs) {
            values.put(spec.name(), spec.defaultValue());
        }
        for (Map.Entry<String, String> e : raw.entrySet()) {
            OptionSpec spec = find(specs, e.getKey());
            values.put(spec.name(), spec.parse(e.getValue()));
        }
        return shared(values);
    }

    /** These options with one value changed. */
    public Options with(List<OptionSpec> specs, String name, String raw) {
        OptionSpec spec = find(specs, name);
        Map<String, Object> copy = new LinkedHashMap<>(values);
        copy.put(spec.name(), spec.parse(raw));
        return shared(copy);
    }

    /** The one instance of these values, keyed in their order ({@link #asMap} keeps it). */
    private static Options shared(Map<String, Object> values) {
        List<Map.Entry<String, Object>> key = values.entrySet().stream().map(e -> Map.entry(e.getKey(), e.getValue()))
                .toList();
        return SHARED.computeIfAbsent(key, k -> new Options(values));
    }

    /**
     * The spec with this name (case-insensitive).
     *
     * @throws SetupException listing the known options
     */
    public static OptionSpec find(List<OptionSpec> specs, String name) {
        for (OptionSpec spec : specs) {
            if (spec.name().equalsIgnoreCase(name.trim())) {
                return spec;
            }
        }
        String known = String.join(", ", specs.stream().map(OptionSpec::name).toList());
        throw new SetupException("option.unknown", List.of(name, known),
                "unknown option '" + name + "' (options: " + known + ")");
    }

    public boolean flag(String name) {
        return (Boolean) get(name);
    }

    public int number(String name) {
        return (Integer) get(name);
    }

    public String choice(String name) {
        return (String) get(name);
    }

    public Object get(String name) {
        Object value = values.get(name);
        if (value == null) {
            throw new IllegalArgumentException("no option " + name);
        }
        return value;
    }

    /** All values, in declaration order; unmodifiable. */
    public Map<String, Object> asMap() {
        return values;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Options other && other.values.equals(values);
    }

    @Override
    public int hashCode() {
        return values.hashCode();
    }

    @Override
    public String toString() {
        return values.toString();
    }
}
