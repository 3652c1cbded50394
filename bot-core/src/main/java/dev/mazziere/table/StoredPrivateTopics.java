package dev.mazziere.table;

import dev.mazziere.chat.Recent;
import dev.mazziere.chat.About;
import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.ChatPort;
import dev.mazziere.chat.PrivateTopics;
import dev.mazziere.chat.UserId;
import dev.mazziere.store.Store;
import dev.mazziere.store.StoreException;
import java.time.Duration;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.LongSupplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The topics of users' private chats, one per user and table place, where the platform's
 * private chats hold topics ({@link ChatPort#privateTopics}): found in the store (so a
 * restart, or a rematch in the same place, keeps writing to the same topic), else made and
 * named after the table and its chat ("Scopa · Amici del giovedì") and stored. A solo table,
 * in the user's own private chat, has none. A user whose topic the platform would not make
 * is written to in the private chat itself, and not asked for one again for {@link #RETRY}.
 * Forgotten with the user ({@link #forget}). Thread-safe.
 */
final class StoredPrivateTopics implements PrivateTopics {

    /** How long a user whose topic could not be made is written to without one before trying again. */
    static final Duration RETRY = Duration.ofHours(1);
    private static final Logger LOG = LoggerFactory.getLogger(StoredPrivateTopics.class);
    private static final int REMEMBERED = 10_000;

    private final Store store;
    private final ChatPort port;
    private final LongSupplier nanos;
    /** Topics known this run, by user and place. */
    private final Map<Key, String> known = Collections.synchronizedMap(Recent.byUse(REMEMBERED));
    /** Users whose topic the platform refused, and when (nanos). */
    private final Map<UserId, Long> refused = new ConcurrentHashMap<>();
    /** One lock per user: two tables make their topics for one user one after the other. */
    private final Map<UserId, Object> locks = new ConcurrentHashMap<>();

    private record Key(UserId user, ChatId place) {
    }

    StoredPrivateTopics(Store store, ChatPort port, LongSupplier nanos) {
        this.store = store;
        this.port = port;
        this.nanos = nanos;
    }

    @Override
    public String topic(UserId user, About about) {
        try {
            if (!port.privateTopics() || ownChat(user, about.place())) {
                return "";
            }
            Key key = new Key(user, about.place());
            String topic = known.get(key);
            if (topic != null) {
                return topic;
            }
            // Two tables' first messages to one user at once: the second waits for the first's topic, or its refusal.
            synchronized (locks.computeIfAbsent(user, u -> new Object())) {
                topic = existing(key).orElseGet(() -> make(key, about));
                if (!topic.isEmpty()) {
                    known.put(key, topic);
                }
                return topic;
            }
        } catch (RuntimeException e) {
            LOG.error("the private topic of {} for {} is unknown: writing to the chat itself", user, about.place(), e);
            return "";
        }
    }

    /** The user's private chat is the table's own chat: a solo table. */
    private boolean ownChat(UserId user, ChatId place) {
        return port.privateChat(user).filter(place.whole()::equals).isPresent();
    }

    /** The topic already made for {@code key}: known this run, else kept in the store. */
    private Optional<String> existing(Key key) {
        String topic = known.get(key);
        return topic != null ? Optional.of(topic) : stored(key);
    }

    private Optional<String> stored(Key key) {
        ChatId place = key.place();
        try {
            return store.privateTopic(place.platform(), key.user().id(), place.id(), place.thread());
        } catch (StoreException e) {
            LOG.warn("the private topic of {} for {} could not be read: {}", key.user(), place, e.getMessage());
            return Optional.of(""); // the chat itself this time, rather than a second topic
        }
    }

    /** A new topic for {@code key}, stored; "" when the platform refused it (not asked again for a while). */
    private String make(Key key, About about) {
        Long since = refused.get(key.user());
        if (since != null && nanos.getAsLong() - since < RETRY.toNanos()) {
            return "";
        }
        String name = port.placeName(about.place()).filter(n -> !n.isBlank())
                .map(n -> about.title() + " · " + n).orElse(about.title());
        Optional<String> made = port.newPrivateTopic(key.user(), name);
        if (made.isEmpty()) {
            refused.put(key.user(), nanos.getAsLong());
            return "";
        }
        refused.remove(key.user());
        ChatId place = key.place();
        try {
            store.savePrivateTopic(place.platform(), key.user().id(), place.id(), place.thread(), made.get());
        } catch (StoreException e) {
            LOG.warn("the private topic of {} for {} is not kept (a restart makes another): {}", key.user(), place,
                    e.getMessage());
        }
        return made.get();
    }

    /**
     * Of {@code places}, the one whose topic in {@code user}'s private chat is {@code topic}:
     * where a command typed in that topic points. Empty for the chat itself ({@code topic}
     * empty) or a topic of no such place.
     */
    Optional<ChatId> placeOf(UserId user, String topic, List<ChatId> places) {
        if (topic.isEmpty() || !port.privateTopics()) {
            return Optional.empty();
        }
        for (ChatId place : places) {
            if (topic.equals(existing(new Key(user, place)).orElse(""))) {
                return Optional.of(place);
            }
        }
        return Optional.empty();
    }

    /** {@code user} asked to be forgotten ({@code /deleteme}): their topics are no longer known here either. */
    void forget(UserId user) {
        synchronized (known) {
            known.keySet().removeIf(k -> k.user().equals(user));
        }
        refused.remove(user);
        locks.remove(user);
    }
}
