package dev.mazziere.chat;

import java.util.Set;

/**
 * What became of a message the core asked to send or edit. Failures are values, never
 * exceptions, and say why in a way the core can act on ({@link Failure}), since only the
 * core knows whom to tell.
 */
public sealed interface Delivery {

    /** The message is there; {@code ref} edits it later. */
    record Delivered(MessageRef ref) implements Delivery {
    }

    /**
     * The private message waits until the user asks for it (Discord's ephemeral hands,
     * shown behind the table's "my cards" button): nothing reached the user, so nothing
     * rang. {@code ref} stands for it. The core may send a short notice instead
     * ({@link ChatPort#sendNotice}), where being told matters (a turn that waits for hours).
     */
    record Held(MessageRef ref) implements Delivery {
    }

    /**
     * The adapter took the edit and sends it later, merged with later edits of the same
     * message (rate limits, one edit per interaction): not news about the chat yet. What
     * became of it may follow through {@link ChatHandler#editSent}.
     */
    record Queued(MessageRef ref) implements Delivery {
    }

    /**
     * The adapter took a new message and posts it later, in its turn (rate limits), so the
     * table need not wait for the platform: {@code ref} stands for it from now on, and
     * edits of {@code ref} reach it once it is there, in the order they were made. What
     * became of it follows through {@link ChatHandler#posted}: the platform's own ref, which
     * the core keeps from then on (a stand-in does not outlive the process), or why it is
     * not there.
     */
    record Pending(MessageRef ref) implements Delivery {
    }

    /**
     * The message is there, but not the usual way: the chat (or the user's private chat)
     * refused the bot, and the adapter answered through the user's own interaction
     * instead (Discord: a reply to a slash command or button). {@code ref} edits it later;
     * {@code refusal} still stands for anything sent when nobody is interacting.
     */
    record Rerouted(MessageRef ref, Unreachable refusal) implements Delivery {
    }

    /**
     * The message is not there.
     *
     * @param failure why, as far as the core can act on it
     * @param missing for {@link Failure#NO_RIGHTS}: the rights the bot lacks, as far as the
     *                platform says (may be empty); empty otherwise
     * @param reason  for the log: the platform's error, which chat or user
     */
    record Unreachable(Failure failure, Set<Right> missing, String reason) implements Delivery {

        public Unreachable {
            missing = Set.copyOf(missing);
        }

        /** A failure the core can do nothing about but log (network, an adapter error). */
        public Unreachable(String reason) {
            this(Failure.OTHER, Set.of(), reason);
        }

        public static Unreachable noRights(Set<Right> missing, String reason) {
            return new Unreachable(Failure.NO_RIGHTS, missing, reason);
        }

        public static Unreachable chatGone(String reason) {
            return new Unreachable(Failure.CHAT_GONE, Set.of(), reason);
        }

        public static Unreachable privateClosed(String reason) {
            return new Unreachable(Failure.PRIVATE_CLOSED, Set.of(), reason);
        }

        public static Unreachable gone(String reason) {
            return new Unreachable(Failure.GONE, Set.of(), reason);
        }
    }

    /** Why a message could not be delivered. */
    enum Failure {
        /** The bot is in the chat but may not post or edit there; an admin can fix it. */
        NO_RIGHTS,
        /** The chat is gone for the bot: it was removed from it, or the chat was deleted. */
        CHAT_GONE,
        /** The user cannot be written to privately (never started the bot, blocked it, DMs closed). */
        PRIVATE_CLOSED,
        /**
         * An edit found its message gone (deleted) or too old to edit; the chat itself works.
         * The core sends the message anew and edits the new one from then on.
         */
        GONE,
        /** Anything else: a network error, an adapter error; may work next time. */
        OTHER
    }

    /** True when the message is there (or on its way), whichever way it went. */
    default boolean delivered() {
        return !(this instanceof Unreachable);
    }

    /** The message, to edit it later; null when it was not delivered. */
    default MessageRef refOrNull() {
        return switch (this) {
            case Delivered d -> d.ref();
            case Queued q -> q.ref();
            case Pending p -> p.ref();
            case Held h -> h.ref();
            case Rerouted r -> r.ref();
            case Unreachable u -> null;
        };
    }
}
