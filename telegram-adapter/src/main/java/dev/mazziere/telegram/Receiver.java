package dev.mazziere.telegram;

import dev.mazziere.chat.ChatEvent;
import dev.mazziere.chat.ChatHandler;
import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.chat.Sender;
import dev.mazziere.chat.UserId;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.function.BiPredicate;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.telegram.telegrambots.longpolling.interfaces.LongPollingUpdateConsumer;
import org.telegram.telegrambots.meta.api.objects.CallbackQuery;
import org.telegram.telegrambots.meta.api.objects.Update;
import org.telegram.telegrambots.meta.api.objects.User;
import org.telegram.telegrambots.meta.api.objects.chatmember.ChatMemberUpdated;
import org.telegram.telegrambots.meta.api.objects.message.Message;

/**
 * Turns updates into chat events for the core, each with its {@code update_id} as the
 * event's id: the core lets each event through once, however often Telegram delivers it
 * (the port's own news, the bot leaving, joining or moving chats, is idempotent). Updates
 * of one chat are handled in order, different chats in parallel on {@code workers}, so the
 * poller never waits for a table. Also notices the bot leaving or joining a group and a group becoming a
 * supergroup, which are the port's business rather than the core's.
 */
final class Receiver implements LongPollingUpdateConsumer {

    private static final Logger LOG = LoggerFactory.getLogger(Receiver.class);

    private final ChatHandler handler;
    private final TelegramPort port;
    private final ExecutorService workers;
    private final BiPredicate<Long, Long> isAdmin;
    private final Redactor redactor;
    private volatile String botUsername;
    private final Map<Long, CompletableFuture<Void>> tails = new ConcurrentHashMap<>();

    /** {@code isAdmin} answers whether (chat, user) administers that group. */
    Receiver(ChatHandler handler, TelegramPort port, ExecutorService workers, BiPredicate<Long, Long> isAdmin,
             Redactor redactor) {
        this.handler = handler;
        this.port = port;
        this.workers = workers;
        this.isAdmin = isAdmin;
        this.redactor = redactor;
    }

    void botUsername(String username) {
        this.botUsername = username;
    }

    @Override
    public void consume(List<Update> updates) {
        for (Update update : updates) {
            if (update.getUpdateId() == null) {
                continue;
            }
            Long chat = chatOf(update);
            if (chat == null) {
                continue;
            }
            inOrder(chat, () -> handle(update));
        }
    }

    /** Runs {@code work} after everything queued before for {@code chat}. */
    private void inOrder(long chat, Runnable work) {
        tails.compute(chat, (k, tail) -> {
            CompletableFuture<Void> start = tail == null ? CompletableFuture.completedFuture(null) : tail;
            CompletableFuture<Void> next = start.thenRunAsync(work, workers).exceptionally(e -> null);
            next.whenComplete((x, e) -> tails.remove(k, next));
            return next;
        });
    }

    private static Long chatOf(Update u) {
        if (u.getMessage() != null) {
            return u.getMessage().getChatId();
        }
        if (u.getCallbackQuery() != null) {
            CallbackQuery q = u.getCallbackQuery();
            return q.getMessage() != null ? q.getMessage().getChatId() : q.getFrom().getId();
        }
        if (u.getMyChatMember() != null) {
            return u.getMyChatMember().getChat().getId();
        }
        return null;
    }

    private void handle(Update u) {
        try {
            if (u.getMessage() != null) {
                message(u.getUpdateId(), u.getMessage());
            } else if (u.getCallbackQuery() != null) {
                press(u.getUpdateId(), u.getCallbackQuery());
            } else if (u.getMyChatMember() != null) {
                membership(u.getMyChatMember());
            }
        } catch (RuntimeException e) {
            LOG.error("update {} could not be handled: {}", u.getUpdateId(), redactor.describe(e));
        }
    }

    private void message(int updateId, Message m) {
        long chat = m.getChatId();
        if (m.getMigrateToChatId() != null) {
            port.migrated(chat, m.getMigrateToChatId());
            return;
        }
        if (m.getMigrateFromChatId() != null) {
            port.migrated(m.getMigrateFromChatId(), chat);
            return;
        }
        if (m.getForumTopicClosed() != null && m.getMessageThreadId() != null) {
            port.topicClosed(chat, m.getMessageThreadId(), "closed by an admin");
            return;
        }
        if (m.getForumTopicReopened() != null && m.getMessageThreadId() != null) {
            port.topicReopened(chat, m.getMessageThreadId());
            return;
        }
        if (m.getChat() != null) {
            port.privateChatTopics().titled(chat, m.getChat().getTitle());
        }
        if (m.getFrom() == null || Boolean.TRUE.equals(m.getFrom().getIsBot())) {
            return;
        }
        Optional<CommandText> command = CommandText.parse(m.getText(), m.getEntities(), botUsername);
        if (command.isEmpty()) {
            return;
        }
        // Telegram gives private chats the user's own (positive) id, groups negative ones.
        handler.handle(new ChatEvent.Command(eventId(updateId), place(m), sender(chat, m.getFrom()),
                command.get().name(), command.get().args(), chat > 0, m.getMessageId().toString()));
    }

    private void press(int updateId, CallbackQuery q) {
        if (q.getMessage() == null || q.getData() == null) {
            port.answer(new ChatEvent.ButtonPress(eventId(updateId), TelegramPort.chatId(q.getFrom().getId()),
                    sender(q.getFrom().getId(), q.getFrom()), "", null, q.getId()), dev.mazziere.chat.Message.text(""));
            return;
        }
        long chat = q.getMessage().getChatId();
        ChatId chatId = q.getMessage() instanceof Message m ? place(m) : TelegramPort.chatId(chat);
        ChatEvent.ButtonPress press = new ChatEvent.ButtonPress(eventId(updateId), chatId, sender(chat, q.getFrom()),
                q.getData(), new MessageRef(chatId, q.getMessage().getMessageId().toString()), q.getId());
        try {
            handler.handle(press);
        } finally {
            port.ensureAnswered(press);
        }
    }

    /**
     * Where a message is: its forum topic when it is in one (a topic's messages carry
     * {@code is_topic_message}; General's and a plain group's do not), else its chat. A reply
     * thread of a plain group is no place of its own. In a private chat with topics (the
     * bot's threaded mode) a message's {@code message_thread_id} is its topic.
     */
    static ChatId place(Message m) {
        boolean inTopic = (Boolean.TRUE.equals(m.getIsTopicMessage()) || m.getChatId() > 0)
                && m.getMessageThreadId() != null;
        return ForumTopics.place(m.getChatId(), inTopic ? m.getMessageThreadId() : null);
    }

    private void membership(ChatMemberUpdated change) {
        long chat = change.getChat().getId();
        String status = change.getNewChatMember() != null ? change.getNewChatMember().getStatus() : "";
        if (chat >= 0) {
            return;
        }
        switch (status) {
            case "left", "kicked" -> port.removedFrom(chat, "status " + status);
            case "member", "administrator", "restricted" -> port.addedTo(chat);
            default -> {
            }
        }
    }

    private Sender sender(long chat, User user) {
        String name = user.getFirstName() == null ? "" : user.getFirstName();
        if (user.getLastName() != null && !user.getLastName().isBlank()) {
            name = name + " " + user.getLastName();
        }
        if (name.isBlank()) {
            name = user.getUserName() != null ? user.getUserName() : Long.toString(user.getId());
        }
        Locale locale = user.getLanguageCode() == null ? null : Locale.forLanguageTag(user.getLanguageCode());
        boolean admin = chat < 0 && isAdmin.test(chat, user.getId());
        return new Sender(new UserId(TelegramPort.PLATFORM, Long.toString(user.getId())), name, locale, admin);
    }

    private static String eventId(int updateId) {
        return "telegram:u" + updateId;
    }

    /**
     * Waits up to {@code bound} for every update received so far to be handled (each
     * chat's queue to run out); true if they all were.
     */
    boolean drain(java.time.Duration bound) throws InterruptedException {
        long end = System.nanoTime() + bound.toNanos();
        while (!tails.isEmpty()) {
            if (System.nanoTime() - end > 0) {
                return false;
            }
            Thread.sleep(10);
        }
        return true;
    }

    /** The handler, for the port's migration callback. */
    ChatHandler handler() {
        return handler;
    }
}
