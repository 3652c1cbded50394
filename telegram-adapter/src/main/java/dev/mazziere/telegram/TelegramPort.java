package dev.mazziere.telegram;

import dev.mazziere.chat.Attachment;
import dev.mazziere.chat.Button;
import dev.mazziere.chat.Capabilities;
import dev.mazziere.chat.ChatEvent;
import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.ChatPort;
import dev.mazziere.chat.Delivery;
import dev.mazziere.chat.Message;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.chat.Right;
import dev.mazziere.chat.UserId;
import java.io.ByteArrayInputStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BiConsumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.telegram.telegrambots.meta.api.methods.AnswerCallbackQuery;
import org.telegram.telegrambots.meta.api.methods.send.SendDocument;
import org.telegram.telegrambots.meta.api.methods.send.SendMessage;
import org.telegram.telegrambots.meta.api.methods.updatingmessages.EditMessageText;
import org.telegram.telegrambots.meta.api.objects.InputFile;
import org.telegram.telegrambots.meta.api.objects.replykeyboard.InlineKeyboardMarkup;
import org.telegram.telegrambots.meta.api.objects.replykeyboard.buttons.InlineKeyboardButton;
import org.telegram.telegrambots.meta.api.objects.replykeyboard.buttons.InlineKeyboardRow;
import org.telegram.telegrambots.meta.generics.TelegramClient;

/**
 * The core's {@link ChatPort} on the Bot API. Translation only; pacing and retries are
 * {@link Outbound}'s.
 *
 * <p>Threading and waiting, by design: a new message ({@link #send}, {@link #sendPrivate})
 * waits until Telegram has it, because the core needs its id to edit it later and keeps
 * that id across restarts, and needs to know at once when a player cannot be written to
 * privately. That wait holds only the one table that sent it (tables run in parallel)
 * and is rare: a few messages per match. Edits, the common case (one per move), and
 * answers to button presses return at once; queued edits of one message merge, so a
 * busy table costs Telegram only its newest state. A message's file ({@code /history}'s
 * transcript) follows its text as a document, queued behind it and not waited for. A
 * message with a picture is a photo whose caption is its text ({@link PhotoMessages}):
 * its edits replace the picture, caption and buttons in one call.
 * Errors become log lines and {@link Delivery.Unreachable}, never exceptions.
 */
final class TelegramPort implements ChatPort {

    static final String PLATFORM = "telegram";
    private static final Logger LOG = LoggerFactory.getLogger(TelegramPort.class);
    private static final int REMEMBERED = 5000;

    private final TelegramClient client;
    private final Outbound out;
    private final Redactor redactor;
    private final Duration sendTimeout;
    private final BiConsumer<Long, Long> moved;
    private final BiConsumer<MessageRef, Delivery> editSent;
    private final PhotoMessages photos;
    private volatile String botUsername;
    private final Set<Long> gone = ConcurrentHashMap.newKeySet();
    private final Map<Long, Long> movedTo = new ConcurrentHashMap<>();
    private final Set<String> answered = Collections.newSetFromMap(Collections.synchronizedMap(
            new LinkedHashMap<>(16, 0.75f, false) {
                @Override
                protected boolean removeEldestEntry(Map.Entry<String, Boolean> eldest) {
                    return size() > REMEMBERED;
                }
            }));

    /**
     * {@code moved} hears of a group that became a supergroup (old id, new id); {@code editSent}
     * of an edit that found its message gone ({@link dev.mazziere.chat.ChatHandler#editSent}).
     */
    TelegramPort(TelegramClient client, Outbound out, Redactor redactor, Duration sendTimeout,
                 BiConsumer<Long, Long> moved, BiConsumer<MessageRef, Delivery> editSent) {
        this.client = client;
        this.out = out;
        this.redactor = redactor;
        this.sendTimeout = sendTimeout;
        this.moved = moved;
        this.editSent = editSent;
        this.photos = new PhotoMessages(client);
    }

    void botUsername(String username) {
        this.botUsername = username;
    }

    @Override
    public Capabilities capabilities() {
        return Capabilities.TELEGRAM;
    }

    @Override
    public String platform() {
        return PLATFORM;
    }

    @Override
    public Optional<String> privateStartLink(String tableId) {
        String name = botUsername;
        return name == null ? Optional.empty() : Optional.of("https://t.me/" + name + "?start=" + tableId);
    }

    @Override
    public Delivery send(ChatId chat, Message message) {
        return post(id(chat), message, false);
    }

    @Override
    public Delivery sendPrivate(UserId user, Message message) {
        return post(Long.parseLong(user.id()), message, true);
    }

    private Delivery post(long chatId, Message message, boolean toUser) {
        long target = movedTo.getOrDefault(chatId, chatId);
        if (gone.contains(target)) {
            return Delivery.Unreachable.chatGone("the bot was removed from chat " + target);
        }
        CompletableFuture<Object> sent = out.submit(target, null, "sendMessage to " + target,
                () -> message.image() != null ? photos.send(target, message) : client.execute(sendMessage(target, message)));
        try {
            Object result = sent.get(sendTimeout.toMillis(), TimeUnit.MILLISECONDS);
            var msg = (org.telegram.telegrambots.meta.api.objects.message.Message) result;
            if (message.file() != null) {
                upload(target, message.file());
            }
            return new Delivery.Delivered(new MessageRef(chatId(target), msg.getMessageId().toString()));
        } catch (TimeoutException e) {
            LOG.warn("sendMessage to {} took over {}", target, sendTimeout);
            return new Delivery.Unreachable("timed out");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Delivery.Unreachable("interrupted");
        } catch (Exception e) {
            Throwable error = Failures.unwrap(e);
            Long supergroup = Failures.migratedTo(error);
            if (supergroup != null) {
                migrated(target, supergroup);
                return post(supergroup, message, toUser);
            }
            String why = redactor.describe(error);
            if (Failures.forbidden(error)) {
                if (toUser) {
                    LOG.info("user {} cannot be written to privately: {}", target, why);
                    return Delivery.Unreachable.privateClosed(why);
                }
                removedFrom(target, why);
                return Delivery.Unreachable.chatGone(why);
            }
            if (Failures.notEnoughRights(error)) {
                // Logged by the table, once per outage; its owner is told which right is missing.
                return Delivery.Unreachable.noRights(Set.of(Right.POST), "sendMessage to " + target + ": " + why);
            }
            LOG.warn("sendMessage to {} failed: {}", target, why);
            return new Delivery.Unreachable(why);
        }
    }

    /**
     * Sends {@code file} as a document after the text that carries it, in the same queue
     * (so after it, and within the same limits). Nobody waits for it: the text alone
     * already makes sense, so a failed upload is only logged.
     */
    private void upload(long chatId, Attachment file) {
        // Built anew on each attempt: a retry needs a fresh stream over the bytes.
        out.submit(chatId, null, "sendDocument to " + chatId, () -> client.execute(sendDocument(chatId, file)))
                .whenComplete((ok, e) -> {
                    if (e != null) {
                        uploadFailed(chatId, file, Failures.unwrap(e));
                    }
                });
    }

    private void uploadFailed(long chatId, Attachment file, Throwable error) {
        Long supergroup = Failures.migratedTo(error);
        String why = redactor.describe(error);
        if (supergroup != null) {
            migrated(chatId, supergroup);
            upload(supergroup, file);
        } else if (Failures.forbidden(error)) {
            if (chatId < 0) {
                removedFrom(chatId, why);
            } else {
                LOG.info("file {} could not be sent to private chat {}: {}", file.fileName(), chatId, why);
            }
        } else if (Failures.notEnoughRights(error)) {
            LOG.info("file {} not sent to {}: the bot may not send documents there: {}", file.fileName(), chatId, why);
        } else {
            LOG.warn("sendDocument of {} to {} failed: {}", file.fileName(), chatId, why);
        }
    }

    @Override
    public Delivery edit(MessageRef ref, Message message) {
        long chatId = id(ref.chat());
        if (gone.contains(chatId)) {
            return Delivery.Unreachable.chatGone("the bot was removed from chat " + chatId);
        }
        if (movedTo.containsKey(chatId)) {
            // The old group's messages stay behind; the table posts anew in the supergroup.
            return new Delivery.Delivered(ref);
        }
        String key = chatId + ":" + ref.id();
        out.submit(chatId, "edit " + key, "editMessageText in " + chatId,
                () -> editNow(chatId, Integer.parseInt(ref.id()), ref, message)).whenComplete((ok, e) -> {
            if (e != null) {
                editFailed(ref, key, Failures.unwrap(e));
            }
        });
        return new Delivery.Queued(ref);
    }

    /**
     * Edits a message now: its text, or a photo's picture and caption. A photo sent before a
     * restart is found out by its refusal to have its text edited: its caption is edited instead.
     */
    private Object editNow(long chatId, int messageId, MessageRef ref, Message message) throws Exception {
        try {
            try {
                return photos.edits(ref, message) ? photos.edit(chatId, messageId, ref, message)
                        : client.execute(editMessageText(chatId, messageId, message));
            } catch (Exception e) {
                if (Failures.noText(e)) {
                    return photos.caption(chatId, messageId, message);
                }
                throw e;
            }
        } catch (Exception e) {
            if (Failures.notModified(e)) {
                return Boolean.TRUE;
            }
            throw e;
        }
    }

    /** What became of an edit that failed: the core hears of a message gone, the rest is handled or logged here. */
    private void editFailed(MessageRef ref, String key, Throwable error) {
        long chatId = id(ref.chat());
        Long supergroup = Failures.migratedTo(error);
        String why = redactor.describe(error);
        if (supergroup != null) {
            migrated(chatId, supergroup);
        } else if (Failures.notEditable(error)) {
            LOG.debug("message {} can no longer be edited: {}", key, why);
            editSent.accept(ref, Delivery.Unreachable.gone("message " + key + " can no longer be edited: " + why));
        } else if (Failures.forbidden(error)) {
            if (chatId < 0) {
                removedFrom(chatId, why);
            } else {
                LOG.info("edit in private chat {} refused: {}", chatId, why);
            }
        } else {
            LOG.warn("editMessageText of {} failed: {}", key, why);
        }
    }

    @Override
    public void answer(ChatEvent.ButtonPress press, Message reply) {
        String id = press.interaction();
        if (id == null || !answered.add(id)) {
            return;
        }
        String text = reply.text();
        AnswerCallbackQuery.AnswerCallbackQueryBuilder<?, ?> call = AnswerCallbackQuery.builder().callbackQueryId(id);
        if (!text.isEmpty()) {
            // A popup box for what needs reading (several lines: a hand); a short notice for a one-line refusal.
            call.text(text).showAlert(text.contains("\n"));
        }
        AnswerCallbackQuery method = call.build();
        out.submit(RateLimiter.NO_CHAT, null, "answerCallbackQuery", () -> client.execute(method))
                .whenComplete((ok, e) -> {
                    if (e != null) {
                        LOG.info("a button press could not be answered: {}", redactor.describe(Failures.unwrap(e)));
                    }
                });
    }

    /** Answers a press the core left unanswered, so the user's button stops spinning. */
    void ensureAnswered(ChatEvent.ButtonPress press) {
        if (!answered.contains(press.interaction())) {
            answer(press, Message.text(""));
        }
    }

    /** The bot left or was removed: nothing more goes to {@code chatId} until it is back. */
    void removedFrom(long chatId, String why) {
        if (gone.add(chatId)) {
            LOG.warn("the bot can no longer write to chat {} ({}): its table's messages stop here", chatId, why);
            out.drop(chatId, new IllegalStateException("the bot was removed from chat " + chatId));
        }
    }

    void addedTo(long chatId) {
        if (gone.remove(chatId)) {
            LOG.info("the bot is back in chat {}", chatId);
        }
    }

    /** The group {@code from} became the supergroup {@code to}. */
    void migrated(long from, long to) {
        if (movedTo.putIfAbsent(from, to) == null) {
            LOG.info("chat {} became supergroup {}", from, to);
            out.drop(from, new IllegalStateException("chat " + from + " moved to " + to));
            moved.accept(from, to);
        }
    }

    static ChatId chatId(long id) {
        return new ChatId(PLATFORM, Long.toString(id));
    }

    private static long id(ChatId chat) {
        return Long.parseLong(chat.id());
    }

    private static SendMessage sendMessage(long chatId, Message message) {
        return SendMessage.builder().chatId(chatId).text(text(message)).replyMarkup(keyboard(message)).build();
    }

    private static SendDocument sendDocument(long chatId, Attachment file) {
        return SendDocument.builder().chatId(chatId)
                .document(new InputFile(new ByteArrayInputStream(file.bytes()), file.fileName())).build();
    }

    private static EditMessageText editMessageText(long chatId, int messageId, Message message) {
        return EditMessageText.builder().chatId(chatId).messageId(messageId).text(text(message))
                .replyMarkup(keyboard(message)).build();
    }

    private static String text(Message message) {
        return message.text().isBlank() ? "…" : message.text();
    }

    /** The message's buttons as an inline keyboard, or null for none (an edit then removes the old one). */
    static InlineKeyboardMarkup keyboard(Message message) {
        if (message.rows().isEmpty()) {
            return null;
        }
        List<InlineKeyboardRow> rows = new ArrayList<>();
        for (List<Button> row : message.rows()) {
            InlineKeyboardRow r = new InlineKeyboardRow();
            for (Button b : row) {
                r.add(b.isLink()
                        ? InlineKeyboardButton.builder().text(b.label()).url(b.url()).build()
                        : InlineKeyboardButton.builder().text(b.label()).callbackData(b.payload()).build());
            }
            rows.add(r);
        }
        return InlineKeyboardMarkup.builder().keyboard(rows).build();
    }
}
