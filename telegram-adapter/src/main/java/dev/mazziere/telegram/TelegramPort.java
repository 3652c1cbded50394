package dev.mazziere.telegram;

import dev.mazziere.chat.Capabilities;
import dev.mazziere.chat.ChatEvent;
import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.ChatPort;
import dev.mazziere.chat.Delivery;
import dev.mazziere.chat.Message;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.chat.UserId;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BiConsumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.telegram.telegrambots.meta.generics.TelegramClient;

/**
 * The core's {@link ChatPort} on the Bot API. Translation only; pacing and retries are
 * {@link CallQueues}'s.
 *
 * <p>What waits for what, by design: nothing the table does waits for the group. A group
 * post ({@link #send}) is queued and answered at once with a stand-in ref
 * ({@link Delivery.Pending}, {@link PendingPosts}); edits of it queue behind it in the
 * group's queue and reach it under the id Telegram gives it, which the core then hears of
 * ({@link dev.mazziere.chat.ChatHandler#posted}) and keeps across restarts. Edits, the
 * common case (one per move), return at once too, and queued edits of one message merge,
 * so a busy table costs Telegram only its newest state, keeping what the merged versions
 * had to show ({@link Message#keepingPinsOf}); an edit that would change nothing Telegram
 * shows is not sent. Answers to button presses go out before any chat's messages
 * ({@link ButtonAnswers}). An answer to a typed command goes to its typer's private chat, ahead
 * of anything queued there, and only when that chat is closed to the bot into the group, as
 * a reply ahead of the table, on the answers' share of the group's budget ({@link #reply});
 * a command whose effect the group sees (the lobby redrawn) is confirmed privately, if at
 * all ({@link #confirm}). A private message ({@link #sendPrivate}) still waits until
 * Telegram has it: the core needs to know at once whether the player can be written to,
 * and that wait is bounded by the player's own chat's pacing (a second), never by the
 * group's budget. How a new message's calls go out (a photo for a picture, its file as a
 * document behind it) is {@link MessagePosts}'s; a photo's edits replace the picture,
 * caption and buttons in one call ({@link PhotoMessages}), so a move still costs the group
 * one call. Errors become log lines and {@link Delivery.Unreachable}, never exceptions.
 */
final class TelegramPort implements ChatPort {

    static final String PLATFORM = "telegram";
    private static final Logger LOG = LoggerFactory.getLogger(TelegramPort.class);

    private final CallQueues out;
    private final Redactor redactor;
    private final Duration sendTimeout;
    private final BiConsumer<Long, Long> moved;
    private final BiConsumer<MessageRef, Delivery> editSent;
    private final PendingPosts pending = new PendingPosts();
    private final MessageEdits edits;
    private final MessagePosts posts;
    private final CommandAnswers answers;
    private final ButtonAnswers buttons;
    private volatile String botUsername;
    private final Set<Long> gone = ConcurrentHashMap.newKeySet();
    private final ForumTopics topics;
    private final PrivateChatTopics privateTopics;
    private final Map<Long, Long> movedTo = new ConcurrentHashMap<>();

    /**
     * {@code moved} hears of a group that became a supergroup (old id, new id); {@code editSent}
     * of an edit that found its message gone ({@link dev.mazziere.chat.ChatHandler#editSent});
     * {@code posted} of what became of a group post ({@link dev.mazziere.chat.ChatHandler#posted});
     * {@code closedPlace} of a forum topic closed or deleted under its table
     * ({@link dev.mazziere.chat.ChatHandler#placeClosed}).
     */
    TelegramPort(TelegramClient client, CallQueues out, Redactor redactor, Duration sendTimeout,
                 BiConsumer<Long, Long> moved, BiConsumer<MessageRef, Delivery> editSent,
                 BiConsumer<MessageRef, Delivery> posted, BiConsumer<ChatId, String> closedPlace) {
        this.out = out;
        this.redactor = redactor;
        this.sendTimeout = sendTimeout;
        this.moved = moved;
        this.editSent = editSent;
        PhotoMessages photos = new PhotoMessages(client);
        this.edits = new MessageEdits(client, photos);
        this.topics = new ForumTopics(closedPlace);
        this.posts = new MessagePosts(client, out, redactor, pending, photos, edits, topics, posted,
                this::migrated, this::removedFrom);
        this.answers = new CommandAnswers(out, posts::now, redactor, chat -> movedTo.getOrDefault(chat, chat),
                gone::contains);
        this.buttons = new ButtonAnswers(client, out, redactor);
        this.privateTopics = new PrivateChatTopics(client, out, redactor, sendTimeout);
    }

    /** The topics of users' private chats with the bot ({@link PrivateChatTopics}). */
    PrivateChatTopics privateChatTopics() {
        return privateTopics;
    }

    void botUsername(String username) {
        this.botUsername = username;
    }

    @Override
    public Capabilities capabilities() {
        return TelegramBot.CAPABILITIES;
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

    /** A link that opens a forum topic ({@link ForumTopics#link}); none for a group itself. */
    @Override
    public Optional<String> mention(ChatId chat) {
        return ForumTopics.link(chat);
    }

    /**
     * Queues the post and answers at once with its stand-in ({@link Delivery.Pending}). A
     * place in a forum topic ({@link ChatId#thread()}) posts there: every call for it carries
     * the topic's {@code message_thread_id}.
     */
    @Override
    public Delivery send(ChatId chat, Message message) {
        long target = movedTo.getOrDefault(id(chat), id(chat));
        if (gone.contains(target)) {
            return Delivery.Unreachable.chatGone("the bot was removed from chat " + target);
        }
        Integer thread = ForumTopics.thread(chat);
        if (topics.refuses(target, thread)) {
            return Delivery.Unreachable.chatGone("topic " + thread + " of chat " + target + " is closed");
        }
        MessageRef ref = new MessageRef(ForumTopics.place(target, thread), pending.open());
        posts.queue(target, thread, message, ref);
        return new Delivery.Pending(ref);
    }

    /** Waits until Telegram has the message: the core learns at once whether the user can be written to. */
    @Override
    public Delivery sendPrivate(UserId user, Message message) {
        return sendPrivate(user, "", message);
    }

    /**
     * As {@link #sendPrivate(UserId, Message)}, in the topic {@code topic} of the user's private
     * chat ("" for none): every call carries it as {@code message_thread_id}. A topic the user
     * deleted is written around: the message goes to the private chat itself.
     */
    @Override
    public Delivery sendPrivate(UserId user, String topic, Message message) {
        long target = Long.parseLong(user.id());
        Integer thread = topic.isEmpty() || privateTopics.isGone(target, Integer.parseInt(topic)) ? null
                : Integer.valueOf(topic);
        CompletableFuture<Object> sent = posts.submit(target, thread, message, null);
        try {
            Object result = sent.get(sendTimeout.toMillis(), TimeUnit.MILLISECONDS);
            if (message.file() != null) {
                posts.upload(target, thread, message.file(), null);
            }
            answers.open(target);
            return new Delivery.Delivered(new MessageRef(chatId(target), MessagePosts.messageId(result)));
        } catch (TimeoutException e) {
            LOG.warn("sendMessage to {} took over {}", target, sendTimeout);
            return new Delivery.Unreachable("timed out");
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Delivery.Unreachable("interrupted");
        } catch (Exception e) {
            Throwable error = Failures.unwrap(e);
            if (thread != null && Failures.topicClosed(error)) {
                LOG.info("topic {} of the private chat of {} is gone: writing to the chat itself", thread, target);
                privateTopics.gone(target, thread);
                return sendPrivate(user, "", message);
            }
            Delivery.Unreachable failed = posts.failure(target, error, true);
            if (failed.failure() == Delivery.Failure.PRIVATE_CLOSED) {
                answers.closed(target);
            }
            return failed;
        }
    }

    /** True when getMe said the bot's private chats hold topics ({@link PrivateChatTopics}). */
    @Override
    public boolean privateTopics() {
        return privateTopics.enabled();
    }

    @Override
    public Optional<String> newPrivateTopic(UserId user, String name) {
        return privateTopics.create(user, name);
    }

    /** A group's title ({@link PrivateChatTopics#title}). */
    @Override
    public Optional<String> placeName(ChatId place) {
        return privateTopics.title(place);
    }

    /**
     * Queues the edit and answers at once ({@link Delivery.Queued}); a message posted later
     * is edited once it is there, under the id Telegram gave it. A stand-in this run does
     * not know (kept across a restart before its message was sent) is a message gone.
     */
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
        if (!pending.known(ref.id())) {
            return Delivery.Unreachable.gone("message " + ref.id() + " in chat " + chatId + " was never sent");
        }
        queueEdit(ref, chatId, MessageEdits.Edit.to(message));
        return new Delivery.Queued(ref);
    }

    /**
     * Another message took the place of {@code ref} (the table posted anew below it): its
     * buttons go, and it is edited no more. An edit of it still waiting becomes its last,
     * without buttons; else only the buttons are taken off.
     */
    @Override
    public void retire(MessageRef ref) {
        long chatId = id(ref.chat());
        if (gone.contains(chatId) || movedTo.containsKey(chatId) || !pending.known(ref.id())) {
            return;
        }
        queueEdit(ref, chatId, MessageEdits.Edit.retirement());
    }

    /** Queues {@code edit} of {@code ref}; an edit of it still waiting merges with it ({@link MessageEdits#merged}). */
    private void queueEdit(MessageRef ref, long chatId, MessageEdits.Edit edit) {
        String key = pending.key(chatId, ref.id());
        out.submit(chatId, "edit " + key, "editMessageText in " + chatId, edit, MessageEdits::merged, MessageEdits::draw,
                e -> {
                    OptionalInt messageId = pending.messageId(ref.id());
                    if (messageId.isEmpty()) {
                        return Boolean.FALSE; // its post failed, and the core heard of it
                    }
                    return edits.send(chatId, messageId.getAsInt(), key, e);
                }).whenComplete((ok, e) -> {
                    if (e != null) {
                        editFailed(ref, key, Failures.unwrap(e));
                    }
                });
    }

    /** What became of an edit that failed: the core hears of a message gone, the rest is handled or logged here. */
    private void editFailed(MessageRef ref, String key, Throwable error) {
        long chatId = id(ref.chat());
        Long supergroup = Failures.migratedTo(error);
        String why = redactor.describe(error);
        if (error instanceof ShuttingDown) {
            return; // the table redraws its message at the next start
        } else if (supergroup != null) {
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
        buttons.answer(press, reply);
    }

    /** Answers a press the core left unanswered, so the user's button stops spinning. */
    void ensureAnswered(ChatEvent.ButtonPress press) {
        buttons.ensureAnswered(press);
    }

    /**
     * Answers a typed command: in the typer's private chat, ahead of anything queued there,
     * when the command came from a group and that chat is open to the bot; else (a private
     * chat closed, or the command typed in a private chat) in the chat it came from, ahead
     * of anything queued there, as a reply to it: in a group on the answers' share of the
     * budget, so it neither waits for the table nor holds it up.
     */
    @Override
    public Delivery reply(ChatEvent.Command command, Message message) {
        answers.answer(command, message, true);
        return new Delivery.Delivered(null); // later, and maybe elsewhere: no message the table need keep below it
    }

    /**
     * A command whose effect the group sees (the lobby redrawn): the typer hears of it in
     * their private chat if it is open to the bot; in the group nothing is added to what
     * the group sees. Typed in a private chat, the chat's own message says it already.
     */
    @Override
    public void confirm(ChatEvent.Command command, Message message) {
        if (id(command.chat()) < 0) {
            answers.answer(command, message, false);
        }
    }

    /** A Telegram user's private chat with the bot has the user's own id. */
    @Override
    public Optional<ChatId> privateChat(UserId user) {
        try {
            return Optional.of(chatId(Long.parseLong(user.id())));
        } catch (NumberFormatException e) {
            return Optional.empty();
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

    /** The forum topic {@code thread} of {@code chatId} was closed or deleted: its table stops, nothing more goes there. */
    void topicClosed(long chatId, int thread, String why) {
        topics.closed(chatId, thread, why);
    }

    /** The forum topic was reopened: a table may be opened there again. */
    void topicReopened(long chatId, int thread) {
        topics.reopened(chatId, thread);
    }

    static ChatId chatId(long id) {
        return new ChatId(PLATFORM, Long.toString(id));
    }


    private static long id(ChatId chat) {
        return Long.parseLong(chat.id());
    }
}
