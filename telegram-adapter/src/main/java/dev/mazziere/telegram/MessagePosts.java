package dev.mazziere.telegram;

import dev.mazziere.chat.Attachment;
import dev.mazziere.chat.Delivery;
import dev.mazziere.chat.Message;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.chat.Right;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.function.BiConsumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.telegram.telegrambots.meta.generics.TelegramClient;

/**
 * New messages on the Bot API, as their calls go out: a message sent as text, or as a photo
 * when it has a picture ({@link PhotoMessages}), its stand-in ({@link PendingPosts}) given
 * Telegram's id before anything queued behind it runs, its file ({@code /history}'s
 * transcript) sent as a document right behind it, and a failed one told as the
 * {@link Delivery.Unreachable} it is. Nobody waits for a file: the text alone already makes
 * sense, so a failed upload is only logged. Thread-safe.
 */
final class MessagePosts {

    private static final Logger LOG = LoggerFactory.getLogger(MessagePosts.class);

    private final TelegramClient client;
    private final CallQueues out;
    private final Redactor redactor;
    private final PendingPosts pending;
    private final PhotoMessages photos;
    private final MessageEdits edits;
    private final ForumTopics topics;
    private final BiConsumer<MessageRef, Delivery> posted;
    private final BiConsumer<Long, Long> migrated;
    private final BiConsumer<Long, String> removedFrom;

    /**
     * {@code posted} hears of what became of a group post ({@link dev.mazziere.chat.ChatHandler#posted});
     * {@code migrated} of a group found to be a supergroup now (old id, new id); {@code removedFrom}
     * of a chat found closed to the bot (its id, why).
     */
    MessagePosts(TelegramClient client, CallQueues out, Redactor redactor, PendingPosts pending, PhotoMessages photos,
                 MessageEdits edits, ForumTopics topics, BiConsumer<MessageRef, Delivery> posted,
                 BiConsumer<Long, Long> migrated, BiConsumer<Long, String> removedFrom) {
        this.client = client;
        this.out = out;
        this.redactor = redactor;
        this.pending = pending;
        this.photos = photos;
        this.edits = edits;
        this.topics = topics;
        this.posted = posted;
        this.migrated = migrated;
        this.removedFrom = removedFrom;
    }

    /**
     * Queues {@code message} for {@code chatId} (its topic {@code thread}, or null) as
     * {@code ref}, its file right behind it; the core hears what became of it. In a group
     * that became a supergroup it goes there.
     */
    void queue(long chatId, Integer thread, Message message, MessageRef ref) {
        submit(chatId, thread, message, ref.id()).whenComplete((result, e) -> {
            if (e == null) {
                MessageRef sent = new MessageRef(ForumTopics.place(chatId, thread), messageId(result));
                posted.accept(ref, new Delivery.Delivered(sent));
                return;
            }
            Throwable error = Failures.unwrap(e);
            if (error instanceof ShuttingDown) {
                return; // the core keeps the stand-in: the next start posts the message anew
            }
            Long supergroup = Failures.migratedTo(error);
            if (supergroup != null) {
                migrated.accept(chatId, supergroup);
                queue(supergroup, thread, message, ref);
                return;
            }
            pending.failed(ref.id());
            if (thread != null && Failures.topicClosed(error)) {
                topics.closed(chatId, thread, redactor.describe(error));
                posted.accept(ref, Delivery.Unreachable.chatGone("topic " + thread + " is closed"));
                return;
            }
            posted.accept(ref, failure(chatId, error, false));
        });
        if (message.file() != null) {
            upload(chatId, thread, message.file(), ref.id());
        }
    }

    /**
     * Queues a sendMessage (its picture drawn while it waits); a stand-in learns its message
     * id as soon as Telegram answers, before anything behind it runs.
     */
    CompletableFuture<Object> submit(long chatId, Integer thread, Message message, String standIn) {
        return out.submit(chatId, null, "sendMessage to " + chatId, message, (older, newer) -> newer,
                MessagePosts::draw, m -> {
                    var sent = now(chatId, thread, m, null);
                    if (standIn != null) {
                        pending.sent(standIn, chatId, sent.getMessageId());
                    }
                    edits.sent(pending.key(chatId, standIn != null ? standIn : sent.getMessageId().toString()), m);
                    return sent;
                });
    }

    /**
     * Sends {@code message} to {@code chatId} (in its topic {@code thread} when not null) now: a
     * photo when it has a picture; a reply to {@code replyTo} when not null.
     */
    org.telegram.telegrambots.meta.api.objects.message.Message now(long chatId, Integer thread,
            Message message, Integer replyTo) throws Exception {
        return message.image() != null ? photos.send(chatId, thread, message)
                : (org.telegram.telegrambots.meta.api.objects.message.Message) client.execute(
                        BotMethods.sendMessage(chatId, thread, message, replyTo));
    }

    /** Draws the picture {@code message} carries, if any: done while its call waits, so the call leaves on time. */
    private static void draw(Message message) {
        if (message.image() != null) {
            message.image().png();
        }
    }

    /** Telegram's id of the message a sendMessage or sendPhoto answered with. */
    static String messageId(Object result) {
        return ((org.telegram.telegrambots.meta.api.objects.message.Message) result).getMessageId().toString();
    }

    /**
     * Why a message did not reach {@code chatId} ({@code toUser}: a user's private chat), logged
     * as it deserves; a group the bot was removed from is dropped.
     */
    Delivery.Unreachable failure(long chatId, Throwable error, boolean toUser) {
        if (error instanceof ShuttingDown) {
            return new Delivery.Unreachable(error.getMessage());
        }
        String why = redactor.describe(error);
        if (Failures.forbidden(error)) {
            if (toUser) {
                LOG.info("user {} cannot be written to privately: {}", chatId, why);
                return Delivery.Unreachable.privateClosed(why);
            }
            removedFrom.accept(chatId, why);
            return Delivery.Unreachable.chatGone(why);
        }
        if (Failures.notEnoughRights(error)) {
            // Logged by the table, once per outage; its owner is told which right is missing.
            return Delivery.Unreachable.noRights(Set.of(Right.POST), "sendMessage to " + chatId + ": " + why);
        }
        LOG.warn("sendMessage to {} failed: {}", chatId, why);
        return new Delivery.Unreachable(why);
    }

    /**
     * Sends {@code file} as a document after the text that carries it, in the same queue
     * (so after it, and within the same limits), unless that text ({@code standIn}, null
     * when it was sent already) could not be sent.
     */
    void upload(long chatId, Integer thread, Attachment file, String standIn) {
        // Built anew on each attempt: a retry needs a fresh stream over the bytes.
        out.submit(chatId, null, "sendDocument to " + chatId, () -> standIn != null
                        && pending.messageId(standIn).isEmpty() ? Boolean.FALSE
                        : client.execute(BotMethods.sendDocument(chatId, thread, file)))
                .whenComplete((ok, e) -> {
                    if (e != null) {
                        uploadFailed(chatId, thread, file, Failures.unwrap(e));
                    }
                });
    }

    private void uploadFailed(long chatId, Integer thread, Attachment file, Throwable error) {
        Long supergroup = Failures.migratedTo(error);
        String why = redactor.describe(error);
        if (error instanceof ShuttingDown) {
            LOG.debug("file {} not sent to {}: the bot stopped first", file.fileName(), chatId);
        } else if (supergroup != null) {
            migrated.accept(chatId, supergroup);
            upload(supergroup, thread, file, null);
        } else if (Failures.forbidden(error)) {
            if (chatId < 0) {
                removedFrom.accept(chatId, why);
            } else {
                LOG.info("file {} could not be sent to private chat {}: {}", file.fileName(), chatId, why);
            }
        } else if (Failures.notEnoughRights(error)) {
            LOG.info("file {} not sent to {}: the bot may not send documents there: {}", file.fileName(), chatId, why);
        } else {
            LOG.warn("sendDocument of {} to {} failed: {}", file.fileName(), chatId, why);
        }
    }
}
