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
import net.dv8tion.jda.api.entities.channel.middleman.GuildChannel;
import net.dv8tion.jda.api.entities.channel.middleman.MessageChannel;
import net.dv8tion.jda.api.exceptions.ErrorResponseException;
import net.dv8tion.jda.api.interactions.InteractionHook;
import net.dv8tion.jda.api.requests.ErrorResponse;
import net.dv8tion.jda.api.requests.RestAction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The core's {@link ChatPort} on Discord. Calls block until Discord answered (they run
 * on the event's own thread, after the interaction was acknowledged), and never throw:
 * a refusal is returned as a {@link Delivery.Unreachable} that says why (missing
 * permissions and which, a channel or server gone, closed DMs) and logged here at debug
 * level only, since the core logs it once per table and outage.
 *
 * <p>While an interaction is handled ({@link #within}) its hook is used: the first
 * message a slash command posts in its channel is the command's reply, a private
 * message to the user who interacted is an ephemeral reply, and edits are held and
 * sent once at the end, the last version of each message only ({@link Delivery.Queued};
 * what became of them goes back to the core). Where the channel refuses the bot, the
 * interaction carries the message instead ({@link Delivery.Rerouted}). A message deleted
 * under the bot is reported gone, for the core to send anew. A user whose DMs are
 * closed gets ephemeral hands; DMs are tried again after {@link ClosedDms#RETRY}, or at once
 * while that user is interacting. A message's picture is its attachment ({@link Components}),
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

    private final Directory directory;
    private final DiscordConfig.Hands hands;
    private final ClosedDms closedDms;
    private final ThreadLocal<Interaction> current = new ThreadLocal<>();
    private final Map<String, Interaction> interactions = new ConcurrentHashMap<>();
    private final Map<String, MessageChannel> privateChannels = new ConcurrentHashMap<>();
    private final Map<String, InteractionHook> ephemeralHooks = new ConcurrentHashMap<>();
    private final EditOrder editOrder = new EditOrder();
    private final SentPictures pictures = new SentPictures();
    private final TableThreads threads;

    /** {@code clock} times the retries of closed DMs; tables stay in their channel. */
    public DiscordChat(Directory directory, DiscordConfig.Hands hands, Clock clock) {
        this(directory, hands, clock, null);
    }

    /**
     * {@code threadArchive}: a table opened in a text channel gets a thread of its own,
     * archived this long after its match; null keeps tables in their channel.
     */
    public DiscordChat(Directory directory, DiscordConfig.Hands hands, Clock clock, java.time.Duration threadArchive) {
        this.directory = directory;
        this.hands = hands;
        this.closedDms = new ClosedDms(clock);
        this.threads = new TableThreads(this::channel, threadArchive);
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
        FileMessages.send(file, hook, hook == null ? channel(channelOf(chat)) : null, where(channelOf(chat)));
    }

    /** The message's text, buttons and picture: the command's reply, a post, or the interaction's answer. */
    private Delivery post(ChatId chat, Message message) {
        Interaction interaction = current.get();
        if (interaction != null && interaction.command && !interaction.replied && interaction.chat.equals(chat)) {
            interaction.replied = true;
            try {
                return shown(delivered(chat, interaction.hook.editOriginal(Components.edit(message)).complete().getId()),
                        message);
            } catch (RuntimeException e) {
                LOG.warn("cannot reply to the command in channel {}: {}", channelOf(chat), Refusals.reason(e));
            }
        }
        MessageChannel channel = channel(channelOf(chat));
        Delivery.Unreachable refusal;
        if (channel == null) {
            refusal = Refusals.notVisible(channelOf(chat));
        } else {
            try {
                return shown(delivered(chat, channel.sendMessage(Components.create(message)).complete().getId()), message);
            } catch (RuntimeException e) {
                refusal = refusal(e, channelOf(chat), "cannot post");
            }
        }
        if (interaction != null && interaction.chat.equals(chat)) {
            // No right to post here, but an interaction may always be answered.
            try {
                String id = interaction.hook.sendMessage(Components.create(message)).complete().getId();
                LOG.debug("{}: answered interaction {} instead", refusal.reason(), interaction.interactionId);
                return shown(new Delivery.Rerouted(new MessageRef(chat, id), refusal), message);
            } catch (RuntimeException again) {
                LOG.debug("interaction {} cannot carry the message either: {}", interaction.interactionId, Refusals.reason(again));
            }
        }
        return quietly(refusal);
    }

    /**
     * In DM mode a DM, else (closed DMs, or ephemeral mode) an ephemeral reply when the
     * user is the one interacting. A closed DM is tried again after {@link ClosedDms#RETRY}, or
     * while the user interacts: a failure then costs them nothing, the ephemeral reply is
     * at hand.
     */
    @Override
    public Delivery sendPrivate(UserId user, Message message) {
        Interaction interaction = current.get();
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
    @Override
    public Delivery sendNotice(UserId user, Message message) {
        Delivery d = directMessage(user, message);
        Interaction interaction = current.get();
        if (!d.delivered() && interaction != null && interaction.userId.equals(user.id())) {
            return rerouted(ephemeral(interaction, message), (Delivery.Unreachable) d);
        }
        return d;
    }

    /** A channel mention: Discord shows it as the channel's name, and a click opens it. */
    @Override
    public Optional<String> mention(ChatId chat) {
        return channelOf(chat).startsWith(EPHEMERAL) ? Optional.empty() : Optional.of("<#" + channelOf(chat) + ">");
    }

    @Override
    public Delivery edit(MessageRef ref, Message message) {
        if (ref.chat().id().startsWith(EPHEMERAL)) {
            return editEphemeral(ref, message);
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
        ephemeral(interaction, reply);
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
            ephemeral(interaction, message);
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
            return shown(new Delivery.Delivered(press.message()), message);
        } catch (RuntimeException e) {
            return quietly(new Delivery.Unreachable("cannot redraw the pressed message of interaction " + interaction.interactionId + ": "
                    + Refusals.reason(e)));
        }
    }

    private Delivery ephemeral(Interaction interaction, Message message) {
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
            return shown(delivered(new ChatId(PLATFORM, EPHEMERAL + interaction.userId), id), message);
        } catch (RuntimeException e) {
            return quietly(new Delivery.Unreachable("cannot answer interaction " + interaction.interactionId + ": " + Refusals.reason(e)));
        }
    }

    private static Delivery rerouted(Delivery d, Delivery.Unreachable refusal) {
        return d instanceof Delivery.Delivered del ? new Delivery.Rerouted(del.ref(), refusal) : d;
    }

    private Delivery editEphemeral(MessageRef ref, Message message) {
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

    /** A DM; a user found with closed DMs is remembered (logged the first time), one found open again forgotten. */
    private Delivery directMessage(UserId user, Message message) {
        try {
            PrivateChannel channel = directory.openPrivate(user.id()).complete();
            privateChannels.put(channel.getId(), channel);
            Delivery d = shown(delivered(new ChatId(PLATFORM, channel.getId()),
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
        MessageChannel channel = channel(channelOf(ref.chat()));
        if (channel == null) {
            return quietly(Refusals.notVisible(channelOf(ref.chat())));
        }
        String target = ref.id();
        try {
            channel.editMessageById(target, Components.edit(message, pictures.shows(ref, message.image()))).complete();
            return shown(new Delivery.Delivered(ref), message);
        } catch (ErrorResponseException e) {
            if (e.getErrorResponse() == ErrorResponse.UNKNOWN_MESSAGE) {
                // Deleted under the bot: the core sends it anew and edits the new one.
                return quietly(Delivery.Unreachable.gone("message " + target + " in " + where(channelOf(ref.chat()))
                        + " was deleted"));
            }
            return editRefused(ref, target, message, interaction, e);
        } catch (RuntimeException e) {
            return editRefused(ref, target, message, interaction, e);
        }
    }

    private Delivery editRefused(MessageRef ref, String target, Message message, Interaction interaction, RuntimeException e) {
        Delivery.Unreachable refusal = refusal(e, channelOf(ref.chat()), "cannot edit message " + target);
        if (refusal.failure() == Delivery.Failure.NO_RIGHTS && interaction != null && target.equals(interaction.pressedMessage)) {
            try {
                interaction.hook.editOriginal(Components.edit(message, pictures.shows(ref, message.image()))).complete();
                LOG.debug("{}: edited it through interaction {}", refusal.reason(), interaction.interactionId);
                return shown(new Delivery.Rerouted(ref, refusal), message);
            } catch (RuntimeException again) {
                LOG.debug("interaction {} cannot edit message {} either: {}", interaction.interactionId, target,
                        Refusals.reason(again));
            }
        }
        return quietly(refusal);
    }

    /** {@code error} from a call in a channel, as the core's refusal naming channel and server. */
    private Delivery.Unreachable refusal(Throwable error, String channelId, String what) {
        String where = where(channelId);
        return Refusals.of(error, channel(channelId), what + " in " + where + ": " + Refusals.reason(error));
    }

    /** "channel 300 (#carte) of server Osteria (200)", as far as JDA's cache knows it. */
    private String where(String channelId) {
        MessageChannel channel = channel(channelId);
        if (channel instanceof GuildChannel g) {
            return "channel " + channelId + " (#" + g.getName() + ") of server " + g.getGuild().getName() + " ("
                    + g.getGuild().getId() + ")";
        }
        return "channel " + channelId;
    }

    private MessageChannel channel(String id) {
        MessageChannel channel = null;
        try {
            channel = directory.channel(id);
        } catch (RuntimeException e) {
            LOG.debug("no channel {}", id, e);
        }
        if (channel == null) {
            channel = threads.made(id);
        }
        return channel != null ? channel : privateChannels.get(id);
    }

    /** {@code d}'s message shows {@code message}'s picture now (or none), as far as an edit needs to know. */
    private Delivery shown(Delivery d, Message message) {
        MessageRef ref = d.refOrNull();
        if (ref != null) {
            pictures.sent(ref, message.image());
        }
        return d;
    }

    private static Delivery delivered(ChatId chat, String messageId) {
        return new Delivery.Delivered(new MessageRef(chat, messageId));
    }

    /** A refusal for the core to log (once per table and outage): here at debug level only. */
    private static Delivery.Unreachable quietly(Delivery.Unreachable refusal) {
        LOG.debug("{}", refusal.reason());
        return refusal;
    }
}
