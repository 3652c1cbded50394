package dev.mazziere.chat;

import java.util.Set;

/**
 * Where a table about to open goes ({@link ChatPort#newPlace}): {@code place}, a thread made
 * for it or the chat itself, and the rights whose lack kept it in the chat ({@code missing},
 * empty when none did).
 */
public record NewPlace(ChatId place, Set<Right> missing) {

    public NewPlace {
        missing = Set.copyOf(missing);
    }

    /** The table opens in {@code chat} itself. */
    public static NewPlace here(ChatId chat) {
        return new NewPlace(chat, Set.of());
    }
}
