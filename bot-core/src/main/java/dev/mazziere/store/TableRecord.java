package dev.mazziere.store;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A table as stored. {@code version} counts its updates: {@link Store#updateTable} writes a
 * changed copy only if the stored version is still the copy's version.
 *
 * @param threadId  the topic or thread of the chat the table lives in, {@code ""} for the chat itself
 * @param extraJson the table layer's own state as a JSON text (turn counters, missed turns ...)
 * @see NewTable for the meaning of the other fields
 */
public record TableRecord(long id, String platform, String chatId, String threadId, String game, Map<String, String> options,
        String ownerUserId, String locale, List<SeatRecord> seats, TableStatus status, String extraJson,
        long version, Instant createdAt, Instant updatedAt) {

    public TableRecord {
        Objects.requireNonNull(platform, "platform");
        Objects.requireNonNull(chatId, "chatId");
        Objects.requireNonNull(threadId, "threadId");
        Objects.requireNonNull(game, "game");
        options = Records.orderedCopy(options);
        Objects.requireNonNull(ownerUserId, "ownerUserId");
        Objects.requireNonNull(locale, "locale");
        seats = Records.seats(seats);
        Objects.requireNonNull(status, "status");
        Objects.requireNonNull(extraJson, "extraJson");
        Objects.requireNonNull(createdAt, "createdAt");
        Objects.requireNonNull(updatedAt, "updatedAt");
    }

    /** A table in the chat itself, outside any topic or thread. */
    public TableRecord(long id, String platform, String chatId, String game, Map<String, String> options,
                       String ownerUserId, String locale, List<SeatRecord> seats, TableStatus status, String extraJson,
                       long version, Instant createdAt, Instant updatedAt) {
        this(id, platform, chatId, "", game, options, ownerUserId, locale, seats, status, extraJson, version,
                createdAt, updatedAt);
    }

    public TableRecord withStatus(TableStatus newStatus) {
        return new TableRecord(id, platform, chatId, threadId, game, options, ownerUserId, locale, seats, newStatus,
                extraJson, version, createdAt, updatedAt);
    }

    public TableRecord withSeats(List<SeatRecord> newSeats) {
        return new TableRecord(id, platform, chatId, threadId, game, options, ownerUserId, locale, newSeats, status,
                extraJson, version, createdAt, updatedAt);
    }

    public TableRecord withOptions(Map<String, String> newOptions) {
        return new TableRecord(id, platform, chatId, threadId, game, newOptions, ownerUserId, locale, seats, status,
                extraJson, version, createdAt, updatedAt);
    }

    public TableRecord withLocale(String newLocale) {
        return new TableRecord(id, platform, chatId, threadId, game, options, ownerUserId, newLocale, seats, status,
                extraJson, version, createdAt, updatedAt);
    }

    public TableRecord withOwner(String newOwnerUserId) {
        return new TableRecord(id, platform, chatId, threadId, game, options, newOwnerUserId, locale, seats, status,
                extraJson, version, createdAt, updatedAt);
    }

    /** This row as written at {@code newVersion}. */
    public TableRecord withVersion(long newVersion) {
        return new TableRecord(id, platform, chatId, threadId, game, options, ownerUserId, locale, seats, status, extraJson,
                newVersion, createdAt, updatedAt);
    }

    public TableRecord withExtraJson(String newExtraJson) {
        return new TableRecord(id, platform, chatId, threadId, game, options, ownerUserId, locale, seats, status,
                newExtraJson, version, createdAt, updatedAt);
    }
}
