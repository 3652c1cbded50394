package dev.mazziere.table.flow;

import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.Delivery;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * How a table's chat has been answering the bot. A refusal starts an outage; the next
 * delivery that goes the usual way ends it (one answered through a user's interaction
 * does not: the chat still refuses). Each outage is logged once, later refusals at debug
 * level, and its owner is to hear of missing rights once, so a chat that refuses the bot
 * fills neither the log nor the owner's private chat at every move. In memory only:
 * after a restart the first refusal is news again. Not thread-safe (the table's lock).
 */
public final class ChatOutage {

    private static final Logger LOG = LoggerFactory.getLogger(ChatOutage.class);

    /** What the table should do after a delivery. */
    enum Step {
        NONE,
        /** Tell the owner privately that the bot lacks rights in the chat ({@link #refusal()}). */
        TELL_OWNER,
        /** The chat takes messages again after an outage. */
        RECOVERED
    }

    private Delivery.Unreachable refusal;
    /** The last refusal reached its user anyway, through their interaction: people do see the chat. */
    private boolean answeredAnyway;
    private boolean ownerTold;

    /** Notes how the table's chat answered a post or edit. */
    Step note(Delivery delivery, String tableId, ChatId chat) {
        return switch (delivery) {
            case Delivery.Delivered d -> recovered(tableId, chat);
            case Delivery.Queued q -> Step.NONE; // its outcome, if any, comes later
            case Delivery.Pending p -> Step.NONE; // its outcome comes later
            case Delivery.Held h -> Step.NONE; // private, nothing about the chat
            case Delivery.Rerouted r -> refused(r.refusal(), false, tableId, chat);
            case Delivery.Unreachable u when u.failure() == Delivery.Failure.GONE -> Step.NONE; // one message, not the chat
            case Delivery.Unreachable u -> refused(u, true, tableId, chat);
        };
    }

    /** The refusal of the outage going on, or null when the chat works. */
    Delivery.Unreachable refusal() {
        return refusal;
    }

    /**
     * True while the chat is gone for the bot (removed from it, or deleted) and nobody is
     * seen using it: interactions that still arrive there mean people can play.
     */
    boolean chatGone() {
        return refusal != null && refusal.failure() == Delivery.Failure.CHAT_GONE && !answeredAnyway;
    }

    private Step recovered(String tableId, ChatId chat) {
        if (refusal == null) {
            return Step.NONE;
        }
        LOG.info("table {} in chat {}: the chat takes the bot's messages again", tableId, chat);
        refusal = null;
        ownerTold = false;
        return Step.RECOVERED;
    }

    /** {@code unanswered}: nobody saw the message, not even through their own interaction. */
    private Step refused(Delivery.Unreachable u, boolean unanswered, String tableId, ChatId chat) {
        if (refusal == null || refusal.failure() != u.failure()) {
            LOG.warn("table {} in chat {}: {} ({}); the table stays stored and goes on when the bot can post there again",
                    tableId, chat, what(u.failure()), u.reason());
        } else {
            LOG.debug("table {} in chat {}: still refused ({})", tableId, chat, u.reason());
        }
        refusal = u;
        answeredAnyway = !unanswered;
        if (unanswered && u.failure() == Delivery.Failure.NO_RIGHTS && !ownerTold) {
            ownerTold = true;
            return Step.TELL_OWNER;
        }
        return Step.NONE;
    }

    private static String what(Delivery.Failure failure) {
        return switch (failure) {
            case NO_RIGHTS -> "the bot may not post or edit there";
            case CHAT_GONE -> "the chat is gone for the bot (removed from it, or deleted)";
            case PRIVATE_CLOSED, GONE, OTHER -> "messages there fail";
        };
    }
}
