package dev.mazziere.chat;

/** What became of a message the core asked to send or edit. Failures are values, never exceptions. */
public sealed interface Delivery {

    /** The message is there; {@code ref} edits it later. */
    record Delivered(MessageRef ref) implements Delivery {
    }

    /**
     * The user cannot be written to privately (never started the bot, blocked it, DMs
     * closed), or the chat cannot be written to; {@code reason} is for the log.
     */
    record Unreachable(String reason) implements Delivery {
    }

    default boolean delivered() {
        return this instanceof Delivered;
    }
}
