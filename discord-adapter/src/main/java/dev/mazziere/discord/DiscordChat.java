package dev.mazziere.discord;

import dev.mazziere.chat.Capabilities;
import dev.mazziere.chat.ChatEvent;
import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.ChatPort;
import dev.mazziere.chat.Delivery;
import dev.mazziere.chat.Message;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.chat.UserId;
import dev.mazziere.text.Lang;
import dev.mazziere.text.Texts;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import net.dv8tion.jda.api.entities.channel.concrete.PrivateChannel;
import net.dv8tion.jda.api.entities.channel.middleman.MessageChannel;
import net.dv8tion.jda.api.exceptions.ErrorResponseException;
import net.dv8tion.jda.api.exceptions.InsufficientPermissionException;
import net.dv8tion.jda.api.interactions.InteractionHook;
import net.dv8tion.jda.api.requests.ErrorResponse;
import net.dv8tion.jda.api.requests.RestAction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The core's {@link ChatPort} on Discord. Calls block until Discord answered (they run
 * on the event's own thread, after the interaction was acknowledged), and never throw:
 * a refusal is logged once here and returned as {@link Delivery.Unreachable}.
 *
 * <p>While an interaction is handled ({@link #within}) its hook is used: the first
 * message a slash command posts in its channel is the command's reply, a private
 * message to the user who interacted is an ephemeral reply, and edits are held and
 * sent once at the end, the last version of each message only. A message deleted under
 * the bot is sent anew and later edits go to the new one.
 */
public final class DiscordChat implements ChatPort {

    public static final String PLATFORM = "discord";
    /** Discord with select menus for long choices; no images yet. */
    public static final Capabilities CAPABILITIES =
            new Capabilities(2000, Components.PER_ROW, Components.MAX_CHOICES, true, true, 2000, false);
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
    static final class Turn {
        final String interactionId;
        final InteractionHook hook;
        final ChatId chat;
        final String userId;
        final boolean command;
        /** The message a pressed component is on, or null for a command. */
        final String pressedMessage;
        final Locale locale;
        boolean replied;
        final Map<MessageRef, Pending> edits = new LinkedHashMap<>();

        Turn(String interactionId, InteractionHook hook, ChatId chat, String userId, boolean command,
             String pressedMessage, Locale locale) {
            this.interactionId = interactionId;
            this.hook = hook;
            this.chat = chat;
            this.userId = userId;
            this.command = command;
            this.pressedMessage = pressedMessage;
            this.locale = locale;
        }
    }

    private record Pending(Message message, long seq) {
    }

    private final Directory directory;
    private final DiscordConfig.Hands hands;
    private final ThreadLocal<Turn> current = new ThreadLocal<>();
    private final Map<String, Turn> turns = new ConcurrentHashMap<>();
    private final Map<String, MessageChannel> privateChannels = new ConcurrentHashMap<>();
    private final Map<String, InteractionHook> ephemeralHooks = new ConcurrentHashMap<>();
    /** "channel/message" of a message deleted under us -> id of the one sent instead. */
    private final Map<String, String> replaced = new ConcurrentHashMap<>();
    private final Map<String, String> replacedBack = new ConcurrentHashMap<>();
    private final Set<String> closedDms = ConcurrentHashMap.newKeySet();
    /** Users with closed DMs told so already (once each). */
    private final Set<String> toldClosed = ConcurrentHashMap.newKeySet();
    private final AtomicLong editSeq = new AtomicLong();
    private final Map<String, Long> lastEdit = new ConcurrentHashMap<>();
    private final Map<String, Object> editLocks = new ConcurrentHashMap<>();

    public DiscordChat(Directory directory, DiscordConfig.Hands hands) {
        this.directory = directory;
        this.hands = hands;
    }

    @Override
    public Capabilities capabilities() {
        return CAPABILITIES;
    }

    /** Runs {@code work} (the core handling one interaction) with {@code turn}'s hook at hand. */
    void within(Turn turn, Runnable work) {
        current.set(turn);
        turns.put(turn.interactionId, turn);
        try {
            work.run();
        } finally {
            current.remove();
            turns.remove(turn.interactionId);
            turn.edits.forEach((ref, p) -> flush(ref, p.message(), p.seq(), turn));
            if (turn.command && !turn.replied) {
                // The command said nothing in its channel (a private answer, or nothing at all).
                turn.hook.deleteOriginal().queue(ok -> { }, e -> LOG.debug("cannot remove the thinking reply", e));
            }
        }
    }

    @Override
    public Delivery send(ChatId chat, Message message) {
        Turn turn = current.get();
        if (turn != null && turn.command && !turn.replied && turn.chat.equals(chat)) {
            turn.replied = true;
            try {
                return delivered(chat, turn.hook.editOriginal(Components.edit(message)).complete().getId());
            } catch (RuntimeException e) {
                LOG.warn("cannot reply to the command in channel {}: {}", chat.id(), reason(e));
            }
        }
        MessageChannel channel = channel(chat.id());
        if (channel == null) {
            return unreachable("channel " + chat.id() + " is not visible to the bot (removed from the server?)");
        }
        try {
            return delivered(chat, channel.sendMessage(Components.create(message)).complete().getId());
        } catch (RuntimeException e) {
            if (turn != null && turn.chat.equals(chat)) {
                // No right to post here, but an interaction may always be answered.
                try {
                    LOG.warn("cannot post in channel {} ({}): answering the interaction instead", chat.id(), reason(e));
                    return delivered(chat, turn.hook.sendMessage(Components.create(message)).complete().getId());
                } catch (RuntimeException again) {
                    e = again;
                }
            }
            return unreachable("cannot post in channel " + chat.id() + ": " + reason(e));
        }
    }

    @Override
    public Delivery sendPrivate(UserId user, Message message) {
        Turn turn = current.get();
        boolean interacting = turn != null && turn.userId.equals(user.id());
        if (hands == DiscordConfig.Hands.DM && !closedDms.contains(user.id())) {
            Delivery d = directMessage(user, message);
            if (d.delivered() || !interacting) {
                return d;
            }
        }
        if (interacting) {
            return ephemeral(turn, message);
        }
        if (hands == DiscordConfig.Hands.DM) {
            return new Delivery.Unreachable("direct messages closed");
        }
        // Ephemeral hands: nothing can be pushed, the hand waits behind the "my cards" button.
        return new Delivery.Delivered(new MessageRef(new ChatId(PLATFORM, EPHEMERAL + user.id()), "-"));
    }

    @Override
    public Delivery edit(MessageRef ref, Message message) {
        if (ref.chat().id().startsWith(EPHEMERAL)) {
            return editEphemeral(ref, message);
        }
        long seq = editSeq.incrementAndGet();
        Turn turn = current.get();
        if (turn != null) {
            turn.edits.remove(ref);
            turn.edits.put(ref, new Pending(message, seq));
            return new Delivery.Delivered(ref);
        }
        return flush(ref, message, seq, null);
    }

    @Override
    public void answer(ChatEvent.ButtonPress press, Message reply) {
        if (reply.text().isEmpty() && reply.rows().isEmpty()) {
            return; // the press was acknowledged when it arrived
        }
        Turn turn = turns.get(press.interaction());
        if (turn == null) {
            LOG.warn("interaction {} ended before its answer was ready", press.interaction());
            return;
        }
        ephemeral(turn, reply);
    }

    /**
     * Redraws the pressed message through the press's own interaction (acknowledged with a
     * deferred update), so an ephemeral panel is redrawn too and never posted in the channel.
     */
    @Override
    public Delivery update(ChatEvent.ButtonPress press, Message message) {
        Turn turn = turns.get(press.interaction());
        if (turn == null) {
            return unreachable("interaction " + press.interaction() + " ended before its panel was redrawn");
        }
        try {
            turn.hook.editOriginal(Components.edit(message)).complete();
            return new Delivery.Delivered(press.message());
        } catch (RuntimeException e) {
            return unreachable("cannot redraw the pressed message of interaction " + turn.interactionId + ": "
                    + reason(e));
        }
    }

    /** The message id the core knows for {@code messageId}, which may have replaced a deleted one. */
    String original(String channelId, String messageId) {
        return replacedBack.getOrDefault(channelId + "/" + messageId, messageId);
    }

    private Delivery ephemeral(Turn turn, Message message) {
        Message shown = message;
        if (hands == DiscordConfig.Hands.DM && closedDms.contains(turn.userId) && toldClosed.add(turn.userId)) {
            // Asked for DMs, got none: say why the hand shows here (once), in the user's language.
            String note = Texts.core(Lang.of(turn.locale != null ? turn.locale : Locale.ENGLISH)).get("dm.closedHere");
            shown = new Message(message.text().isBlank() ? note : note + "\n\n" + message.text(), message.rows(),
                    message.image(), message.file());
        }
        try {
            String id = turn.hook.sendMessage(Components.create(shown)).setEphemeral(true).complete().getId();
            if (!message.rows().isEmpty()) {
                ephemeralHooks.put(id, turn.hook);
            }
            return delivered(new ChatId(PLATFORM, EPHEMERAL + turn.userId), id);
        } catch (RuntimeException e) {
            return unreachable("cannot answer interaction " + turn.interactionId + ": " + reason(e));
        }
    }

    private Delivery editEphemeral(MessageRef ref, Message message) {
        InteractionHook hook = ephemeralHooks.remove(ref.id());
        if (hook == null || hook.isExpired()) {
            return new Delivery.Delivered(ref); // gone with its interaction: nothing left to tidy
        }
        try {
            hook.editMessageById(ref.id(), Components.edit(message)).complete();
        } catch (RuntimeException e) {
            LOG.debug("ephemeral message {} not edited: {}", ref.id(), reason(e));
        }
        return new Delivery.Delivered(ref);
    }

    private Delivery directMessage(UserId user, Message message) {
        try {
            PrivateChannel channel = directory.openPrivate(user.id()).complete();
            privateChannels.put(channel.getId(), channel);
            return delivered(new ChatId(PLATFORM, channel.getId()),
                    channel.sendMessage(Components.create(message)).complete().getId());
        } catch (ErrorResponseException e) {
            if (e.getErrorResponse() == ErrorResponse.CANNOT_SEND_TO_USER) {
                closedDms.add(user.id());
            }
            return unreachable("cannot write to user " + user.id() + ": " + reason(e));
        } catch (RuntimeException e) {
            return unreachable("cannot write to user " + user.id() + ": " + reason(e));
        }
    }

    /**
     * Sends one edit unless a newer version of the message went out already. Without the
     * right to edit in the channel, the message a press came from is edited through the
     * interaction, which needs no channel permission.
     */
    private Delivery flush(MessageRef ref, Message message, long seq, Turn turn) {
        String key = ref.chat().id() + "/" + ref.id();
        synchronized (editLocks.computeIfAbsent(key, k -> new Object())) {
            Long last = lastEdit.get(key);
            if (last != null && last > seq) {
                return new Delivery.Delivered(ref);
            }
            lastEdit.put(key, seq);
            MessageChannel channel = channel(ref.chat().id());
            if (channel == null) {
                return unreachable("channel " + ref.chat().id() + " is not visible to the bot (removed from the server?)");
            }
            String target = replaced.getOrDefault(key, ref.id());
            try {
                channel.editMessageById(target, Components.edit(message)).complete();
                return new Delivery.Delivered(ref);
            } catch (ErrorResponseException e) {
                if (e.getErrorResponse() != ErrorResponse.UNKNOWN_MESSAGE) {
                    if (turn != null && target.equals(turn.pressedMessage) && isPermission(e)) {
                        try {
                            LOG.warn("cannot edit message {} in channel {} ({}): editing it through the interaction",
                                    target, ref.chat().id(), reason(e));
                            turn.hook.editOriginal(Components.edit(message)).complete();
                            return new Delivery.Delivered(ref);
                        } catch (RuntimeException again) {
                            return unreachable("cannot edit message " + target + ": " + reason(again));
                        }
                    }
                    return unreachable("cannot edit message " + target + ": " + reason(e));
                }
            } catch (RuntimeException e) {
                return unreachable("cannot edit message " + target + ": " + reason(e));
            }
            try {
                String fresh = channel.sendMessage(Components.create(message)).complete().getId();
                replaced.put(key, fresh);
                replacedBack.put(ref.chat().id() + "/" + fresh, ref.id());
                LOG.info("message {} was deleted: sent anew as {}", target, fresh);
                return delivered(ref.chat(), fresh);
            } catch (RuntimeException e) {
                return unreachable("message " + target + " was deleted and cannot be sent anew: " + reason(e));
            }
        }
    }

    private static boolean isPermission(ErrorResponseException e) {
        return e.getErrorResponse() == ErrorResponse.MISSING_PERMISSIONS
                || e.getErrorResponse() == ErrorResponse.MISSING_ACCESS;
    }

    private MessageChannel channel(String id) {
        MessageChannel channel = null;
        try {
            channel = directory.channel(id);
        } catch (RuntimeException e) {
            LOG.debug("no channel {}", id, e);
        }
        return channel != null ? channel : privateChannels.get(id);
    }

    private static Delivery delivered(ChatId chat, String messageId) {
        return new Delivery.Delivered(new MessageRef(chat, messageId));
    }

    private static Delivery unreachable(String reason) {
        LOG.warn("{}", reason);
        return new Delivery.Unreachable(reason);
    }

    /** What went wrong, in a few words: Discord's error code and message, or the missing permission. */
    static String reason(Throwable e) {
        if (e instanceof ErrorResponseException r) {
            return r.getErrorCode() + " " + r.getMeaning();
        }
        if (e instanceof InsufficientPermissionException p) {
            return "missing permission " + p.getPermission().getName();
        }
        return e.getClass().getSimpleName() + (e.getMessage() != null ? ": " + e.getMessage() : "");
    }
}
