package dev.mazziere.discord;

import dev.mazziere.chat.Attachment;
import dev.mazziere.chat.Capabilities;
import dev.mazziere.chat.ChatEvent;
import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.ChatPort;
import dev.mazziere.chat.Delivery;
import dev.mazziere.chat.Message;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.chat.SentPictures;
import dev.mazziere.chat.UserId;
import java.time.Clock;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import net.dv8tion.jda.api.entities.channel.concrete.PrivateChannel;
import net.dv8tion.jda.api.entities.channel.middleman.MessageChannel;
import net.dv8tion.jda.api.exceptions.ErrorResponseException;
import net.dv8tion.jda.api.interactions.InteractionHook;
import net.dv8tion.jda.api.requests.ErrorResponse;
import net.dv8tion.jda.api.requests.RestAction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The core's {@link ChatPort} on Discord: posts and edits the bot's messages in channels and
 * threads, through the interaction being handled where that helps. Calls block until Discord
 * answered (they run on the event's own thread, after the interaction was acknowledged), and
 * never throw: a refusal is returned as a {@link Delivery.Unreachable} that says why (missing
 * permissions and which, a channel or server gone, closed DMs) and logged here at debug
 * level only, since the core logs it once per table and outage.
 *
 * <p>While an interaction is handled ({@link #within}) its hook is used: the first
 * message a slash command posts in its channel is the command's reply, and edits are held and
 * sent once at the end, the last version of each message only ({@link Delivery.Queued};
 * what became of them goes back to the core). Where the channel refuses the bot, the
 * interaction carries the message instead ({@link Delivery.Rerouted}). A message deleted
 * under the bot is reported gone, for the core to send anew. Messages for one user alone
 * (DMs and ephemeral replies) are {@link PrivateMessages}' job; channels are found by
 * {@link Channels}. A message's picture is its attachment ({@link Components}),
 * drawn when the message goes out, replaced by an edit that changes it and left as it is by
 * one that does not ({@link SentPictures}).
 */
public final class DiscordChat implements ChatPort {

    public static final String PLATFORM = "discord";
    /**
     * Discord with select menus for long choices, pictures as attachments, and files (the
     * /history transcript) as a message of their own after their text.
     */
    public static final Capabilities CAPABILITIES =
            new Capabilities(2000, Components.PER_ROW, Components.MAX_CHOICES, true, true, 2000, true, true);
    /** Chat id prefix of ephemeral replies, which only their interaction can edit. */
    static final String EPHEMERAL = "ephemeral:";

    private static final Logger LOG = LoggerFactory.getLogger(DiscordChat.class);

    /** Where channels are found: JDA's cache, a shard manager, or a test's. */
    public interface Directory {

        /** The channel with this id, or null when the bot cannot see it (any more). */
        MessageChannel channel(String id);

        RestAction<PrivateChannel> openPrivate(String userId);
    }

    /** One interaction being handled, acknowledged already. */
    static final class Interaction {
        final String interactionId;
        final InteractionHook hook;
        final ChatId chat;
        final String userId;
        final boolean command;
        /** The message a pressed component is on, or null for a command. */
        final String pressedMessage;
        boolean replied;
        final Map<MessageRef, Pending> edits = new LinkedHashMap<>();

        Interaction(String interactionId, InteractionHook hook, ChatId chat, String userId, boolean command,
                    String pressedMessage) {
            this.interactionId = interactionId;
            this.hook = hook;
            this.chat = chat;
            this.userId = userId;
            this.command = command;
            this.pressedMessage = pressedMessage;
        }
    }

    private record Pending(Message message, long seq) {
    }

    private final ThreadLocal<Interaction> current = new ThreadLocal<>();
    private final Map<String, Interaction> interactions = new ConcurrentHashMap<>();
    private final EditOrder editOrder = new EditOrder();
    private final SentPictures pictures = new SentPictures();
    private final Channels channels;
    private final TableThreads threads;
    private final PrivateMessages privately;

    /** {@code clock} times the retries of closed DMs; tables stay in their channel. */
    public DiscordChat(Directory directory, DiscordConfig.Hands hands, Clock clock) {
        this(directory, hands, clock, null);
    }

    /**
     * {@code threadArchive}: a table opened in a text channel gets a thread of its own,
     * archived this long after its match; null keeps tables in their channel.
     */
    public DiscordChat(Directory directory, DiscordConfig.Hands hands, Clock clock, java.time.Duration threadArchive) {
        this.channels = new Channels(directory, threadArchive);
        this.threads = channels.threads();
        this.privately = new PrivateMessages(channels, hands, clock, pictures);
    }

    /** The Discord channel of a place: its thread, or the channel itself. */
    static String channelOf(ChatId chat) {
        return chat.inThread() ? chat.thread() : chat.id();
    }

    /** A public thread of its own for a table opened in a text channel ({@link TableThreads}). */
    @Override
    public dev.mazziere.chat.NewPlace newPlace(ChatId chat, String name) {
        return threads.open(chat, name);
    }

    /** The table of a thread is over: the thread is archived a while later ({@link TableThreads}), when the core says. */
    @Override
    public java.util.Optional<java.time.Duration> placeDone(ChatId place) {
        return threads.done(place);
    }

    /** A thread's time came: archived, if the bot made it and it was not used since ({@link TableThreads}). */
    @Override
    public void putAway(ChatId place) {
        threads.archive(place);
    }

    @Override
    public Capabilities capabilities() {
        return CAPABILITIES;
    }

    @Override
    public String platform() {
        return PLATFORM;
    }

    /**
     * Runs {@code work} (the core handling one interaction) with {@code interaction}'s hook at hand,
     * then sends the edits it held. Returns what became of each, for the core.
     */
    Map<MessageRef, Delivery> within(Interaction interaction, Runnable work) {
        current.set(interaction);
        interactions.put(interaction.interactionId, interaction);
        Map<MessageRef, Delivery> sent = new LinkedHashMap<>();
        try {
            work.run();
        } finally {
            current.remove();
            interactions.remove(interaction.interactionId);
            interaction.edits.forEach((ref, p) -> sent.put(ref, flush(ref, p.message(), p.seq(), interaction)));
            if (interaction.command && !interaction.replied) {
                // The command said nothing in its channel (a private answer, or nothing at all).
                interaction.hook.deleteOriginal().queue(ok -> { }, e -> LOG.debug("cannot remove the thinking reply", e));
            }
        }
        return sent;
    }

    @Override
    public Delivery send(ChatId chat, Message message) {
        threads.used(chat);
        Delivery d = post(chat, message);
        if (message.file() != null && d.delivered()) {
            upload(chat, message.file());
        }
        return d;
    }

    /**
     * A message's file, after its text ({@link FileMessages}): through the interaction being
     * handled when it is in that chat, else in the channel.
     */
    private void upload(ChatId chat, Attachment file) {
        Interaction interaction = current.get();
        InteractionHook hook = interaction != null && interaction.chat.equals(chat) ? interaction.hook : null;
        FileMessages.send(file, hook, hook == null ? channels.find(channelOf(chat)) : null, channels.where(channelOf(chat)));
    }

    /** The message's text, buttons and picture: the command's reply, a post, or the interaction's answer. */
    private Delivery post(ChatId chat, Message message) {
        Interaction interaction = current.get();
        if (interaction != null && interaction.command && !interaction.replied && interaction.chat.equals(chat)) {
            interaction.replied = true;
            try {
                return shown(pictures, delivered(chat, interaction.hook.editOriginal(Components.edit(message)).complete().getId()),
                        message);
            } catch (RuntimeException e) {
                LOG.warn("cannot reply to the command in channel {}: {}", channelOf(chat), Refusals.reason(e));
            }
        }
        MessageChannel channel = channels.find(channelOf(chat));
        Delivery.Unreachable refusal;
        if (channel == null) {
            refusal = Refusals.notVisible(channelOf(chat));
        } else {
            try {
                return shown(pictures, delivered(chat, channel.sendMessage(Components.create(message)).complete().getId()), message);
            } catch (RuntimeException e) {
                refusal = channels.refusal(e, channelOf(chat), "cannot post");
            }
        }
        if (interaction != null && interaction.chat.equals(chat)) {
            // No right to post here, but an interaction may always be answered.
            try {
                String id = interaction.hook.sendMessage(Components.create(message)).complete().getId();
                LOG.debug("{}: answered interaction {} instead", refusal.reason(), interaction.interactionId);
                return shown(pictures, new Delivery.Rerouted(new MessageRef(chat, id), refusal), message);
            } catch (RuntimeException again) {
                LOG.debug("interaction {} cannot carry the message either: {}", interaction.interactionId, Refusals.reason(again));
            }
        }
        return quietly(refusal);
    }

    /** A hand: a DM or an ephemeral reply, as the hands mode and the user's DMs allow ({@link PrivateMessages}). */
    @Override
    public Delivery sendPrivate(UserId user, Message message) {
        return privately.hand(user, message, current.get());
    }

    /** A notice for the user's DMs whatever the hands mode ({@link PrivateMessages}). */
    @Override
    public Delivery sendNotice(UserId user, Message message) {
        return privately.notice(user, message, current.get());
    }

    /** A channel mention: Discord shows it as the channel's name, and a click opens it. */
    @Override
    public Optional<String> mention(ChatId chat) {
        return channelOf(chat).startsWith(EPHEMERAL) ? Optional.empty() : Optional.of("<#" + channelOf(chat) + ">");
    }

    @Override
    public Delivery edit(MessageRef ref, Message message) {
        if (ref.chat().id().startsWith(EPHEMERAL)) {
            return privately.editEphemeral(ref, message);
        }
        long seq = editOrder.next();
        Interaction interaction = current.get();
        if (interaction != null) {
            // The older version is never sent: what it had to show stays in the newer.
            Pending older = interaction.edits.remove(ref);
            Message kept = older == null ? message : message.keepingPinsOf(older.message(), CAPABILITIES.maxTextLength());
            interaction.edits.put(ref, new Pending(kept, seq));
            return new Delivery.Queued(ref);
        }
        return flush(ref, message, seq, null);
    }

    @Override
    public void answer(ChatEvent.ButtonPress press, Message reply) {
        if (reply.text().isEmpty() && reply.rows().isEmpty()) {
            return; // the press was acknowledged when it arrived
        }
        Interaction interaction = interactions.get(press.interaction());
        if (interaction == null) {
            LOG.warn("interaction {} ended before its answer was ready", press.interaction());
            return;
        }
        privately.ephemeral(interaction, reply);
    }

    /**
     * A slash command whose effect the channel sees (the lobby redrawn): its typer alone is
     * told, in an ephemeral reply; the channel gets nothing more.
     */
    @Override
    public void confirm(ChatEvent.Command command, Message message) {
        Interaction interaction = current.get();
        if (interaction != null && interaction.command && command.from().id() != null
                && interaction.userId.equals(command.from().id().id())) {
            privately.ephemeral(interaction, message);
        }
    }

    /**
     * Redraws the pressed message through the press's own interaction (acknowledged with a
     * deferred update), so an ephemeral panel is redrawn too and never posted in the channel.
     */
    @Override
    public Delivery update(ChatEvent.ButtonPress press, Message message) {
        Interaction interaction = interactions.get(press.interaction());
        if (interaction == null) {
            return quietly(new Delivery.Unreachable("interaction " + press.interaction() + " ended before its panel was redrawn"));
        }
        try {
            interaction.hook.editOriginal(Components.edit(message, pictures.shows(press.message(), message.image())))
                    .complete();
            return shown(pictures, new Delivery.Delivered(press.message()), message);
        } catch (RuntimeException e) {
            return quietly(new Delivery.Unreachable("cannot redraw the pressed message of interaction " + interaction.interactionId + ": "
                    + Refusals.reason(e)));
        }
    }

    /**
     * Sends one edit unless a newer version of the message went out already. Without the
     * right to edit in the channel, the message a press came from is edited through the
     * interaction, which needs no channel permission.
     */
    private Delivery flush(MessageRef ref, Message message, long seq, Interaction interaction) {
        // A newer version that went out already tells: this one is Queued, never sent.
        return editOrder.send(ref, seq, () -> editNow(ref, message, interaction), new Delivery.Queued(ref));
    }

    private Delivery editNow(MessageRef ref, Message message, Interaction interaction) {
        MessageChannel channel = channels.find(channelOf(ref.chat()));
        if (channel == null) {
            return quietly(Refusals.notVisible(channelOf(ref.chat())));
        }
        String target = ref.id();
        try {
            channel.editMessageById(target, Components.edit(message, pictures.shows(ref, message.image()))).complete();
            return shown(pictures, new Delivery.Delivered(ref), message);
        } catch (ErrorResponseException e) {
            if (e.getErrorResponse() == ErrorResponse.UNKNOWN_MESSAGE) {
                // Deleted under the bot: the core sends it anew and edits the new one.
                return quietly(Delivery.Unreachable.gone("message " + target + " in " + channels.where(channelOf(ref.chat()))
                        + " was deleted"));
            }
            return editRefused(ref, target, message, interaction, e);
        } catch (RuntimeException e) {
            return editRefused(ref, target, message, interaction, e);
        }
    }

    private Delivery editRefused(MessageRef ref, String target, Message message, Interaction interaction, RuntimeException e) {
        Delivery.Unreachable refusal = channels.refusal(e, channelOf(ref.chat()), "cannot edit message " + target);
        if (refusal.failure() == Delivery.Failure.NO_RIGHTS && interaction != null && target.equals(interaction.pressedMessage)) {
            try {
                interaction.hook.editOriginal(Components.edit(message, pictures.shows(ref, message.image()))).complete();
                LOG.debug("{}: edited it through interaction {}", refusal.reason(), interaction.interactionId);
                return shown(pictures, new Delivery.Rerouted(ref, refusal), message);
            } catch (RuntimeException again) {
                LOG.debug("interaction {} cannot edit message {} either: {}", interaction.interactionId, target,
                        Refusals.reason(again));
            }
        }
        return quietly(refusal);
    }

    /** {@code d}'s message shows {@code message}'s picture now (or none), as far as an edit needs to know. */
    static Delivery shown(SentPictures pictures, Delivery d, Message message) {
        MessageRef ref = d.refOrNull();
        if (ref != null) {
            pictures.sent(ref, message.image());
        }
        return d;
    }

    static Delivery delivered(ChatId chat, String messageId) {
        return new Delivery.Delivered(new MessageRef(chat, messageId));
    }

    /** A refusal for the core to log (once per table and outage): here at debug level only. */
    static Delivery.Unreachable quietly(Delivery.Unreachable refusal) {
        LOG.debug("{}", refusal.reason());
        return refusal;
    }
}
