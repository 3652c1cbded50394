package dev.mazziere.telegram;

import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.UserId;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.telegram.telegrambots.meta.api.methods.forum.CreateForumTopic;
import org.telegram.telegrambots.meta.api.methods.groupadministration.GetChat;
import org.telegram.telegrambots.meta.api.objects.forum.ForumTopic;
import org.telegram.telegrambots.meta.generics.TelegramClient;

/**
 * Topics in users' private chats with the bot (Bot API 9.3: the bot's threaded mode, which
 * {@code getMe} reports as {@code has_topics_enabled}): whether the bot has them, a new
 * topic made with {@code createForumTopic} in a user's private chat (its
 * {@code message_thread_id}), and the titles of groups, which name such topics. The core
 * decides which topic a message goes to and keeps them. Thread-safe.
 */
final class PrivateChatTopics {

    /** The longest name Telegram takes for a topic. */
    static final int MAX_NAME = 128;
    private static final Logger LOG = LoggerFactory.getLogger(PrivateChatTopics.class);

    private final TelegramClient client;
    private final CallQueues out;
    private final Redactor redactor;
    private final Duration timeout;
    private final Map<Long, String> titles = new ConcurrentHashMap<>();
    /** Topics of private chats found deleted, as "user/thread": written around from then on. */
    private final java.util.Set<String> gone = ConcurrentHashMap.newKeySet();
    private volatile boolean enabled;

    PrivateChatTopics(TelegramClient client, CallQueues out, Redactor redactor, Duration timeout) {
        this.client = client;
        this.out = out;
        this.redactor = redactor;
        this.timeout = timeout;
    }

    /** What getMe said: the bot's private chats hold topics. */
    void enabled(boolean enabled) {
        this.enabled = enabled;
    }

    boolean enabled() {
        return enabled;
    }

    /**
     * A new topic named {@code name} (cut to {@link #MAX_NAME}) in {@code user}'s private chat,
     * made in the user's turn of the outbound queue; its id, or empty when Telegram refused
     * it or did not answer in time (logged).
     */
    Optional<String> create(UserId user, String name) {
        long chat = Long.parseLong(user.id());
        CreateForumTopic call = CreateForumTopic.builder().chatId(chat).name(name(name)).build();
        try {
            Object made = out.submit(chat, null, "createForumTopic in " + chat, () -> client.execute(call))
                    .get(timeout.toMillis(), TimeUnit.MILLISECONDS);
            Integer thread = ((ForumTopic) made).getMessageThreadId();
            LOG.debug("topic {} made in the private chat of {}", thread, chat);
            return thread == null ? Optional.empty() : Optional.of(thread.toString());
        } catch (TimeoutException e) {
            LOG.warn("createForumTopic in private chat {} took over {}", chat, timeout);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (Exception e) {
            LOG.info("no topic in the private chat of {}: {}", chat, redactor.describe(Failures.unwrap(e)));
        }
        return Optional.empty();
    }

    /** The topic {@code thread} of {@code user}'s private chat was deleted: nothing more is sent there. */
    void gone(long user, int thread) {
        gone.add(user + "/" + thread);
    }

    /** True for a topic found deleted ({@link #gone}). */
    boolean isGone(long user, int thread) {
        return gone.contains(user + "/" + thread);
    }

    /** "Scopa · Amici del giovedì", cut to what Telegram takes. */
    static String name(String name) {
        String n = name.isBlank() ? "Mazziere" : name.strip();
        return n.length() <= MAX_NAME ? n : n.substring(0, MAX_NAME - 1) + "…";
    }

    /** A group's title, as an update showed it. */
    void titled(long chat, String title) {
        if (chat < 0 && title != null && !title.isBlank()) {
            titles.put(chat, title);
        }
    }

    /** The title of the group of {@code place}: as seen in its updates, else asked of Telegram (getChat); empty for a private chat. */
    Optional<String> title(ChatId place) {
        long chat = Long.parseLong(place.id());
        if (chat > 0) {
            return Optional.empty();
        }
        String known = titles.get(chat);
        if (known != null) {
            return Optional.of(known);
        }
        try {
            String title = client.execute(GetChat.builder().chatId(chat).build()).getTitle();
            titled(chat, title);
            return Optional.ofNullable(title);
        } catch (Exception e) {
            LOG.info("the title of chat {} is unknown: {}", chat, redactor.describe(e));
            return Optional.empty();
        }
    }
}
