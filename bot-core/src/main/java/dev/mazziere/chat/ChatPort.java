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

    /** Replaces text and buttons of a message sent before. */
    Delivery edit(MessageRef ref, Message message);

    /**
     * Answers a button press so only the presser sees it (popup, ephemeral reply).
     * Called exactly once per press; an empty text only acknowledges it. Buttons are
     * sent only where {@link Capabilities#popupButtons()}.
     */
    void answer(ChatEvent.ButtonPress press, Message reply);

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
