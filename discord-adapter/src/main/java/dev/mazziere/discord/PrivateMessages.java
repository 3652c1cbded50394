package dev.mazziere.discord;

import static dev.mazziere.discord.DiscordChat.EPHEMERAL;
import static dev.mazziere.discord.DiscordChat.PLATFORM;
import static dev.mazziere.discord.DiscordChat.delivered;
import static dev.mazziere.discord.DiscordChat.quietly;
import static dev.mazziere.discord.DiscordChat.shown;

import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.Delivery;
import dev.mazziere.chat.Message;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.chat.SentPictures;
import dev.mazziere.chat.UserId;
import java.time.Clock;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import net.dv8tion.jda.api.entities.channel.concrete.PrivateChannel;
import net.dv8tion.jda.api.exceptions.ErrorResponseException;
import net.dv8tion.jda.api.interactions.InteractionHook;
import net.dv8tion.jda.api.requests.ErrorResponse;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Sends the messages only one user sees (hands, notices, answers to a press) as a DM or as
 * an ephemeral reply to the interaction that user is in, as the hands mode says. A user
 * whose DMs are closed gets ephemeral hands; DMs are tried again after {@link ClosedDms#RETRY},
 * or at once while that user is interacting. An ephemeral reply with buttons keeps its
 * interaction's hook, the only way to edit it. Thread-safe.
 */
final class PrivateMessages {

    private static final Logger LOG = LoggerFactory.getLogger(PrivateMessages.class);

    private final Channels channels;
    private final DiscordConfig.Hands hands;
    private final ClosedDms closedDms;
    private final SentPictures pictures;
    private final Map<String, InteractionHook> ephemeralHooks = new ConcurrentHashMap<>();

    /** {@code clock} times the retries of closed DMs; {@code pictures} is the chat's record of what each message shows. */
    PrivateMessages(Channels channels, DiscordConfig.Hands hands, Clock clock, SentPictures pictures) {
        this.channels = channels;
        this.hands = hands;
        this.closedDms = new ClosedDms(clock);
        this.pictures = pictures;
    }

    /**
     * In DM mode a DM, else (closed DMs, or ephemeral mode) an ephemeral reply when the
     * user is the one interacting ({@code interaction}, the one being handled, or null). A
     * closed DM is tried again after {@link ClosedDms#RETRY}, or while the user interacts: a
     * failure then costs them nothing, the ephemeral reply is at hand.
     */
    Delivery hand(UserId user, Message message, DiscordChat.Interaction interaction) {
        boolean interacting = interaction != null && interaction.userId.equals(user.id());
        if (hands == DiscordConfig.Hands.EPHEMERAL) {
            return interacting ? ephemeral(interaction, message)
                    // Nothing can be pushed: the hand waits behind the "my cards" button.
                    : new Delivery.Held(new MessageRef(new ChatId(PLATFORM, EPHEMERAL + user.id()), "-"));
        }
        Delivery.Unreachable refusal = Delivery.Unreachable.privateClosed("direct messages of user " + user.id()
                + " closed (tried again after " + ClosedDms.RETRY.toMinutes() + " minutes)");
        if (interacting || closedDms.retryDue(user.id())) {
            Delivery d = directMessage(user, message);
            if (d.delivered()) {
                return d;
            }
            refusal = (Delivery.Unreachable) d;
        }
        return interacting ? rerouted(ephemeral(interaction, message), refusal) : refusal;
    }

    /** A notice for the user's DMs whatever the hands mode; the ephemeral reply if they are interacting and DMs fail. */
    Delivery notice(UserId user, Message message, DiscordChat.Interaction interaction) {
        Delivery d = directMessage(user, message);
        if (!d.delivered() && interaction != null && interaction.userId.equals(user.id())) {
            return rerouted(ephemeral(interaction, message), (Delivery.Unreachable) d);
        }
        return d;
    }

    /** An ephemeral reply to {@code interaction}, which only its user sees. */
    Delivery ephemeral(DiscordChat.Interaction interaction, Message message) {
        Message sent = message;
        if (hands == DiscordConfig.Hands.DM && message.aside() != null && closedDms.tellOnce(interaction.userId)) {
            // Asked for DMs, got none: the core's word on why the hand shows here, once.
            sent = new Message(message.textWithAside(), message.rows(), message.image(), message.file());
        }
        try {
            String id = interaction.hook.sendMessage(Components.create(sent)).setEphemeral(true).complete().getId();
            if (!message.rows().isEmpty()) {
                ephemeralHooks.put(id, interaction.hook);
            }
            return shown(pictures, delivered(new ChatId(PLATFORM, EPHEMERAL + interaction.userId), id), message);
        } catch (RuntimeException e) {
            return quietly(new Delivery.Unreachable("cannot answer interaction " + interaction.interactionId + ": " + Refusals.reason(e)));
        }
    }

    /** Edits an ephemeral reply through its interaction's hook, while that lives; one gone is left alone. */
    Delivery editEphemeral(MessageRef ref, Message message) {
        InteractionHook hook = ephemeralHooks.remove(ref.id());
        if (hook == null || hook.isExpired()) {
            return new Delivery.Delivered(ref); // gone with its interaction: nothing left to tidy
        }
        try {
            hook.editMessageById(ref.id(), Components.edit(message, pictures.shows(ref, message.image()))).complete();
            pictures.sent(ref, message.image());
        } catch (RuntimeException e) {
            LOG.debug("ephemeral message {} not edited: {}", ref.id(), Refusals.reason(e));
        }
        return new Delivery.Delivered(ref);
    }

    private static Delivery rerouted(Delivery d, Delivery.Unreachable refusal) {
        return d instanceof Delivery.Delivered del ? new Delivery.Rerouted(del.ref(), refusal) : d;
    }

    /** A DM; a user found with closed DMs is remembered (logged the first time), one found open again forgotten. */
    private Delivery directMessage(UserId user, Message message) {
        try {
            PrivateChannel channel = channels.openPrivate(user.id());
            Delivery d = shown(pictures, delivered(new ChatId(PLATFORM, channel.getId()),
                    channel.sendMessage(Components.create(message)).complete().getId()), message);
            if (closedDms.reopened(user.id())) {
                LOG.info("direct messages to user {} work again: hands go there", user.id());
            }
            return d;
        } catch (ErrorResponseException e) {
            String why = "cannot write to user " + user.id() + ": " + Refusals.reason(e);
            if (e.getErrorResponse() != ErrorResponse.CANNOT_SEND_TO_USER) {
                return quietly(new Delivery.Unreachable(why));
            }
            if (closedDms.found(user.id())) {
                LOG.warn("{}; their hands show as ephemeral replies, DMs are tried again in {} minutes", why,
                        ClosedDms.RETRY.toMinutes());
            } else {
                LOG.debug("{} (still)", why);
            }
            return Delivery.Unreachable.privateClosed(why);
        } catch (RuntimeException e) {
            return quietly(new Delivery.Unreachable("cannot write to user " + user.id() + ": " + Refusals.reason(e)));
        }
    }
}
