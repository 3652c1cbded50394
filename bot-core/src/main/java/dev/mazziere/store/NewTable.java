package dev.mazziere.store;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A table about to be opened; it starts in the {@link TableStatus#LOBBY lobby}.
 *
 * @param platform    the chat platform ({@code telegram}, {@code discord}, {@code console} ...)
 * @param chatId      the platform's id of the group chat or channel
 * @param threadId    the topic or thread inside it, {@code ""} for the chat itself
 * @param game        the game id
 * @param options     raw option values by name, in display order
 * @param ownerUserId the platform user who opened the table
 * @param locale      the table's language tag ({@code it}, {@code en})
 * @param seats       the seats taken so far
 * @param extraJson   the table layer's own state as a JSON text ({@code {}} when none)
 */
public record NewTable(String platform, String chatId, String threadId, String game, Map<String, String> options,
        String ownerUserId, String locale, List<SeatRecord> seats, String extraJson) {

    public NewTable {
        Objects.requireNonNull(platform, "platform");
        Objects.requireNonNull(chatId, "chatId");
        Objects.requireNonNull(threadId, "threadId");
        Objects.requireNonNull(game, "game");
        options = Records.orderedCopy(options);
        Objects.requireNonNull(ownerUserId, "ownerUserId");
        Objects.requireNonNull(locale, "locale");
        seats = Records.seats(seats);
        Objects.requireNonNull(extraJson, "extraJson");
    }

    /** A table in the chat itself, outside any topic or thread. */
    public NewTable(String platform, String chatId, String game, Map<String, String> options,
                    String ownerUserId, String locale, List<SeatRecord> seats, String extraJson) {
        this(platform, chatId, "", game, options, ownerUserId, locale, seats, extraJson);
    }
}
