package dev.mazziere.telegram;

import dev.mazziere.chat.Recent;
import dev.mazziere.chat.ChatEvent;
import dev.mazziere.chat.Message;
import dev.mazziere.chat.UserId;
import java.time.Duration;
import java.util.Collections;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.LongPredicate;
import java.util.function.LongUnaryOperator;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Answers to typed commands on the Bot API, so that they never wait behind a table: one from a
 * group goes to its typer's private chat, ahead of anything queued there; only when that
 * chat is closed to the bot (they never started it, or blocked it) into the group, as a
 * reply to the command, ahead of the group's queue on the answers' share of its budget
 * ({@link CallQueues#urgent}). A user found closed is answered in the group without trying
 * again for {@link #CLOSED_RETRY}. Nobody waits for an answer; a failed one is logged.
 * Thread-safe.
 */
final class CommandAnswers {

    /** How long a user whose private chat refused the bot is answered in the group without trying again. */
    static final Duration CLOSED_RETRY = Duration.ofMinutes(10);
    private static final Logger LOG = LoggerFactory.getLogger(CommandAnswers.class);
    private static final int REMEMBERED = 5000;

    /**
     * Sends a message now, in the forum topic {@code thread} when not null, as a reply to
     * {@code replyTo} when not null; throws what the client throws.
     */
    @FunctionalInterface
    interface Post {
        Object send(long chatId, Integer thread, Message message, Integer replyTo) throws Exception;
    }

    private final CallQueues out;
    private final Post post;
    private final Redactor redactor;
    private final LongUnaryOperator chatNow;
    private final LongPredicate gone;
    /** Users whose private chat refused the bot, and when (System.nanoTime). */
    private final Map<Long, Long> closed = Collections.synchronizedMap(Recent.byUse(REMEMBERED));

    /**
     * @param chatNow where a chat lives now (a group that became a supergroup)
     * @param gone    chats the bot can no longer write to
     */
    CommandAnswers(CallQueues out, Post post, Redactor redactor, LongUnaryOperator chatNow, LongPredicate gone) {
        this.out = out;
        this.post = post;
        this.redactor = redactor;
        this.chatNow = chatNow;
        this.gone = gone;
    }

    /** {@code user}'s private chat refused the bot. */
    void closed(long user) {
        closed.put(user, System.nanoTime());
    }

    /** {@code user}'s private chat took a message. */
    void open(long user) {
        closed.remove(user);
    }

    /**
     * Answers {@code command} with {@code message}: privately, else ({@code orInChat}) in the
     * chat it was typed in. Typed in a private chat, it is answered there (when {@code orInChat}).
     */
    void answer(ChatEvent.Command command, Message message, boolean orInChat) {
        long raw = Long.parseLong(command.chat().id());
        long chat = chatNow.applyAsLong(raw);
        Integer thread = ForumTopics.thread(command.chat());
        Integer replyTo = command.interaction() == null ? null : Integer.valueOf(command.interaction());
        UserId user = command.from().id();
        if (chat > 0 || user == null || recentlyClosed(Long.parseLong(user.id()))) {
            if (orInChat) {
                inChat(chat, thread, message, replyTo);
            }
            return;
        }
        long own = Long.parseLong(user.id());
        now(own, null, message, null).whenComplete((ok, e) -> {
            if (e == null) {
                open(own);
                return;
            }
            Throwable error = Failures.unwrap(e);
            if (Failures.forbidden(error)) {
                closed(own);
            } else {
                LOG.info("an answer to user {} could not be sent privately: {}", own, redactor.describe(error));
            }
            if (orInChat) {
                inChat(chat, thread, message, replyTo);
            }
        });
    }

    private boolean recentlyClosed(long user) {
        Long since = closed.get(user);
        return since != null && System.nanoTime() - since < CLOSED_RETRY.toNanos();
    }

    /** An answer in {@code chat} itself, ahead of its queue; a failure is only logged. */
    private void inChat(long chat, Integer thread, Message message, Integer replyTo) {
        now(chat, thread, message, replyTo).whenComplete((ok, e) -> {
            if (e != null) {
                LOG.info("an answer in chat {} could not be sent: {}", chat, redactor.describe(Failures.unwrap(e)));
            }
        });
    }

    private CompletableFuture<Object> now(long chatId, Integer thread, Message message, Integer replyTo) {
        if (gone.test(chatId)) {
            return CompletableFuture.failedFuture(new IllegalStateException("the bot was removed from chat " + chatId));
        }
        return out.urgent(chatId, "answer to " + chatId, () -> post.send(chatId, thread, message, replyTo));
    }
}
