package dev.mazziere.chat;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Maps that remember only the most recent of what the bot saw or sent (messages shown,
 * events handled, pictures drawn), so that a long-running process holds a bounded memory:
 * past {@code max} entries the oldest is dropped. Not thread-safe by themselves: wrap them in
 * {@link java.util.Collections#synchronizedMap} where threads share one.
 */
public final class Recent {

    private Recent() {
    }

    /** At most {@code max} entries; the one least recently read or written goes first. */
    public static <K, V> Map<K, V> byUse(int max) {
        return bounded(max, true);
    }

    /** At most {@code max} entries; the one written first goes first, whatever was read since. */
    public static <K, V> Map<K, V> byArrival(int max) {
        return bounded(max, false);
    }

    private static <K, V> Map<K, V> bounded(int max, boolean accessOrder) {
        return new LinkedHashMap<>(16, 0.75f, accessOrder) {
            @Override
            protected boolean removeEldestEntry(Map.Entry<K, V> eldest) {
                return size() > max;
            }
        };
    }
}
