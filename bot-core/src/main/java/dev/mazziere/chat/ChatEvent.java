package dev.mazziere.chat;

import java.util.List;

/**
 * Something a user did in a chat. {@code eventId} is the platform's id of the update or
 * interaction, so that a redelivered event can be recognised and processed once.
 * {@code chat} is where it happened: for a button in a private message, the private chat.
 */
public sealed interface ChatEvent {

    String eventId();

    ChatId chat();

    Sender from();

    /**
     * {@code /name args...}; {@code name} without slash or bot suffix, lower case.
     * {@code inPrivate}: typed in the sender's private chat with the bot, not in a group.
     * {@code interaction}: the adapter's own handle on the typed message, to answer it
     * ({@link ChatPort#reply}), opaque to the core; null where there is none.
     */
    record Command(String eventId, ChatId chat, Sender from, String name, List<String> args, boolean inPrivate,
                   String interaction) implements ChatEvent {
        public Command {
            args = List.copyOf(args);
        }

        public Command(String eventId, ChatId chat, Sender from, String name, List<String> args, boolean inPrivate) {
            this(eventId, chat, from, name, args, inPrivate, null);
        }

        /** A command typed in a group chat. */
        public Command(String eventId, ChatId chat, Sender from, String name, List<String> args) {
            this(eventId, chat, from, name, args, false);
        }
    }

    /**
     * A button was pressed. {@code payload} is what the core put in the button;
     * {@code message} the message carrying it; {@code interaction} the adapter's own
     * handle to answer this press ({@link ChatPort#answer}), opaque to the core.
     */
    record ButtonPress(String eventId, ChatId chat, Sender from, String payload, MessageRef message,
                       String interaction) implements ChatEvent {
    }

    /** A reaction ({@code emoji}) was added to or removed from a message. */
    record Reaction(String eventId, ChatId chat, Sender from, MessageRef message, String emoji, boolean added)
            implements ChatEvent {
    }
}
