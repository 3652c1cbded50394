package dev.mazziere.store;

import java.util.HashMap;
import java.util.Map;

/**
 * Equal strings read in one load as one instance. A table's rows repeat its chat's id (its
 * messages in the group) and its players' ids (the owner, the seats, their private
 * messages), and every open table is kept in memory for as long as the bot runs. Not
 * thread-safe: one load.
 */
final class StringPool {

    private final Map<String, String> strings = new HashMap<>();

    /** {@code s}, or the equal string this pool met first; null stays null. */
    String of(String s) {
        if (s == null) {
            return null;
        }
        String first = strings.putIfAbsent(s, s);
        return first == null ? s : first;
    }
}
