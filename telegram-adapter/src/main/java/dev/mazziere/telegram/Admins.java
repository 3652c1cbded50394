package dev.mazziere.telegram;

import java.time.Duration;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;
import java.util.stream.Collectors;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.telegram.telegrambots.meta.api.methods.groupadministration.GetChatAdministrators;
import org.telegram.telegrambots.meta.generics.TelegramClient;

/**
 * Who administers a group, asked of Telegram at most every few minutes per group. An
 * error counts as "not an admin" (the owner of a table can still manage it).
 */
final class Admins {

    private static final Logger LOG = LoggerFactory.getLogger(Admins.class);

    private record Known(Set<Long> users, long at) {
    }

    private final TelegramClient client;
    private final Redactor redactor;
    private final LongSupplier nanos;
    private final long ttl;
    private final Map<Long, Known> byChat = new ConcurrentHashMap<>();

    Admins(TelegramClient client, Redactor redactor, LongSupplier nanos, Duration ttl) {
        this.client = client;
        this.redactor = redactor;
        this.nanos = nanos;
        this.ttl = ttl.toNanos();
    }

    boolean isAdmin(long chat, long user) {
        long now = nanos.getAsLong();
        Known known = byChat.get(chat);
        if (known == null || now - known.at() > ttl) {
            known = new Known(fetch(chat), now);
            byChat.put(chat, known);
        }
        return known.users().contains(user);
    }

    private Set<Long> fetch(long chat) {
        try {
            return client.execute(GetChatAdministrators.builder().chatId(chat).build()).stream()
                    .map(m -> m.getUser().getId()).collect(Collectors.toUnmodifiableSet());
        } catch (Exception e) {
            LOG.info("administrators of chat {} unknown: {}", chat, redactor.describe(e));
            return Set.of();
        }
    }
}
