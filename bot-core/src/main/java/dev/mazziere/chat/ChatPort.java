package dev.mazziere.chat;

import java.util.Optional;

/**
 * What the core asks of a chat platform: implemented by each adapter, about a dozen
 * lines of translation per method. Messages arrive already fitted to
 * {@link #capabilities()}. Methods never throw: a failure is a {@link Delivery.Unreachable} saying why.
 * Called from the table's thread; an adapter may queue calls (rate limits) but keeps
 * the order of calls for one chat. A queued new message is a {@link Delivery.Pending}
 * whose fate follows through {@link ChatHandler#posted}; a queued edit a
 * {@link Delivery.Queued}.
 */
public interface ChatPort {

    /**
     * The platform as chat ids name it ({@code telegram}, {@code discord}, {@code console}):
     * the core serves and restores only this platform's tables through this port, so
     * several platforms can share one store.
     */
    String platform();

    Capabilities capabilities();

    /** Posts a message in a group chat: delivered now, or {@link Delivery.Pending} on its way. */
    Delivery send(ChatId chat, Message message);

    /** Writes to one user privately; {@link Delivery.Unreachable} when the user cannot be reached. */
    Delivery sendPrivate(UserId user, Message message);

    /**
     * Writes to one user privately in the topic {@code topic} of their private chat (one that
     * {@link #newPrivateTopic} made; "" for the chat itself). The default, for platforms
     * without such topics, is {@link #sendPrivate(UserId, Message)}.
     */
    default Delivery sendPrivate(UserId user, String topic, Message message) {
        return sendPrivate(user, message);
    }

    /**
     * True when users' private chats with the bot hold topics (Telegram's threaded mode, set
     * for the bot in @BotFather): then each table's private messages to a user go to a topic
     * of their own ({@link #newPrivateTopic}), which the core keeps. False by default.
     */
    default boolean privateTopics() {
        return false;
    }

    /**
     * Makes a topic named {@code name} in {@code user}'s private chat with the bot; its id, or
     * empty where it could not be made (the platform refused: the core writes to the chat
     * itself, and does not ask again at once). Empty by default.
     */
    default Optional<String> newPrivateTopic(UserId user, String name) {
        return Optional.empty();
    }

    /**
     * What people call the chat of {@code place} (a Telegram group's title), for names that
     * point at it ("Scopa · Amici del giovedì"); empty when unknown (the default).
     */
    default Optional<String> placeName(ChatId place) {
        return Optional.empty();
    }

    /**
     * Tells one user something about the bot itself (it lacks a right somewhere), privately
     * and now. Unlike {@link #sendPrivate}, which a platform may hold until the user asks
     * (Discord's ephemeral hands), this goes to the user's private chat. The default is
     * {@link #sendPrivate}, for platforms where that is already so.
     */
    default Delivery sendNotice(UserId user, Message message) {
        return sendPrivate(user, message);
    }

    /**
     * How a message can point at a group chat (Discord: a channel mention that opens it),
     * or empty where the platform has no such thing (the default).
     */
    default Optional<String> mention(ChatId chat) {
        return Optional.empty();
    }

    /**
     * A place of its own for a table about to open in {@code chat}, named {@code name}
     * ("Scopa · anna"): Discord makes a public thread of the channel for it. The default, for
     * platforms without such a thing, is the chat itself. Where the bot may not make one, the
     * chat itself with the rights it lacks ({@link NewPlace#missing()}).
     */
    default NewPlace newPlace(ChatId chat, String name) {
        return NewPlace.here(chat);
    }

    /**
     * The table in {@code place} is over; a place made for it ({@link #newPlace}) may be put
     * away: how long from now (Discord archives the thread an hour later), or empty where
     * nothing is to be put away (the default). The core keeps that time across restarts and
     * then calls {@link #putAway}.
     */
    default Optional<java.time.Duration> placeDone(ChatId place) {
        return Optional.empty();
    }

    /**
     * The time {@link #placeDone} gave for {@code place} came, and no table is there again: put
     * it away (Discord archives the thread, if the bot made it and nothing was posted there
     * since its table ended in this run). By default nothing.
     */
    default void putAway(ChatId place) {
    }

    /** Replaces text and buttons of a message sent before. */
    Delivery edit(MessageRef ref, Message message);

    /**
     * Answers a button press so only the presser sees it (popup, ephemeral reply).
     * Called exactly once per press; an empty text only acknowledges it. Buttons are
     * sent only where {@link Capabilities#popupButtons()}.
     */
    void answer(ChatEvent.ButtonPress press, Message reply);

    /**
     * Answers a typed command to the one who typed it: a refusal, the rules, a list. It
     * should reach them at once, never waiting behind the chat's other messages: privately
     * or as an ephemeral reply where the platform can, else in the chat ahead of its queue.
     * By default a message in the chat the command came from ({@link #send}). Returns what
     * is known of it now: its ref when it is a message in that chat, no ref when it went
     * elsewhere or goes later.
     */
    default Delivery reply(ChatEvent.Command command, Message message) {
        return send(command.chat(), message);
    }

    /**
     * Confirms a command whose effect the chat sees already (the lobby redrawn with the new
     * option, the new player): only its typer is told, and only where that costs the chat
     * nothing (an ephemeral reply, a private note, a line printed). By default nothing: the
     * chat's message is the answer.
     */
    default void confirm(ChatEvent.Command command, Message message) {
    }

    /**
     * Another message took the place of {@code ref} (the table posted anew below it): it
     * keeps what it shows, loses its buttons, and is edited no more. By default nothing.
     */
    default void retire(MessageRef ref) {
    }

    /**
     * The chat a user's private messages go to, where the platform knows it without asking
     * (Telegram: the user's own id); empty by default.
     */
    default Optional<ChatId> privateChat(UserId user) {
        return Optional.empty();
    }

    /**
     * Replaces the message a press came from (a private panel redrawn) and acknowledges
     * the press, where only the presser sees it. By default an edit of
     * {@code press.message()} and an empty answer; Discord overrides it to answer through
     * the interaction, which also reaches ephemeral messages.
     */
    default Delivery update(ChatEvent.ButtonPress press, Message message) {
        Delivery d = edit(press.message(), message);
        answer(press, Message.text(""));
        return d;
    }

    /**
     * A link that opens a private chat with the bot and, once the user presses Start
     * there, comes back as the command {@code /start <tableId>} from that private chat
     * (Telegram's {@code t.me/<bot>?start=<tableId>}). Empty where the platform has no such
     * link (the default) or the bot's name is not known yet.
     */
    default Optional<String> privateStartLink(String tableId) {
        return Optional.empty();
    }
}
