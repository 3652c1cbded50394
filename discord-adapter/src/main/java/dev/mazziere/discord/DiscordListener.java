package dev.mazziere.discord;

import dev.mazziere.chat.ChatEvent;
import dev.mazziere.chat.ChatHandler;
import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.chat.Sender;
import dev.mazziere.chat.UserId;
import dev.mazziere.games.GameRegistry;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;
import net.dv8tion.jda.api.entities.Guild;
import net.dv8tion.jda.api.entities.Member;
import net.dv8tion.jda.api.events.guild.GuildJoinEvent;
import net.dv8tion.jda.api.events.guild.GuildLeaveEvent;
import net.dv8tion.jda.api.events.interaction.command.CommandAutoCompleteInteractionEvent;
import net.dv8tion.jda.api.events.interaction.command.SlashCommandInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.ButtonInteractionEvent;
import net.dv8tion.jda.api.events.interaction.component.StringSelectInteractionEvent;
import net.dv8tion.jda.api.events.message.react.GenericMessageReactionEvent;
import net.dv8tion.jda.api.events.message.react.MessageReactionAddEvent;
import net.dv8tion.jda.api.events.message.react.MessageReactionRemoveEvent;
import net.dv8tion.jda.api.exceptions.ErrorResponseException;
import net.dv8tion.jda.api.hooks.ListenerAdapter;
import net.dv8tion.jda.api.interactions.InteractionHook;
import net.dv8tion.jda.api.interactions.components.ComponentInteraction;
import net.dv8tion.jda.api.requests.ErrorResponse;
import net.dv8tion.jda.api.requests.RestAction;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * JDA events to the core. Every interaction is acknowledged first (a deferred reply for
 * a command, a deferred update for a press), well inside Discord's three seconds, and
 * only then handed to the core, whose answers follow through the interaction's hook.
 * An interaction that cannot be acknowledged any more (expired, or taken by another
 * process) is logged and dropped: its user already saw it fail. Runs on JDA's event
 * pool, one thread per event; the core serializes events per chat.
 */
final class DiscordListener extends ListenerAdapter {

    private static final Logger LOG = LoggerFactory.getLogger(DiscordListener.class);

    private final ChatHandler core;
    private final DiscordChat chat;
    /** The games whose commands the slash commands offer: for autocomplete. */
    private final GameRegistry registry;
    private final AtomicLong reactions = new AtomicLong();
    private final AtomicLong finished = new AtomicLong();
    private final java.util.concurrent.atomic.AtomicInteger inFlight = new java.util.concurrent.atomic.AtomicInteger();
    private volatile boolean closing;

    DiscordListener(ChatHandler core, DiscordChat chat, GameRegistry registry) {
        this.core = core;
        this.chat = chat;
        this.registry = registry;
    }

    @Override
    public void onSlashCommandInteraction(SlashCommandInteractionEvent e) {
        if (!begin()) {
            return;
        }
        try {
            ChatEvent.Command command = Interactions.command(e);
            if (acknowledged(e.deferReply(), e.getId())) {
                handle(command, e.getHook(), null);
            }
        } finally {
            end(true);
        }
    }

    /**
     * Suggestions while a user types an argument with more choices than Discord lists
     * (an option's name): answered at once, from the command menu alone, never by the core.
     */
    @Override
    public void onCommandAutoCompleteInteraction(CommandAutoCompleteInteractionEvent e) {
        try {
            e.replyChoices(SlashCommands.suggestions(registry, e.getName(), e.getFocusedOption().getName(),
                    e.getFocusedOption().getValue(), e.getUserLocale())).queue(null,
                    failure -> LOG.debug("autocomplete {} not answered: {}", e.getId(), failure.getMessage()));
        } catch (RuntimeException failure) {
            LOG.warn("autocomplete {} failed", e.getId(), failure);
        }
    }

    @Override
    public void onButtonInteraction(ButtonInteractionEvent e) {
        press(e, e.getComponentId());
    }

    @Override
    public void onStringSelectInteraction(StringSelectInteractionEvent e) {
        if (e.getValues().isEmpty()) {
            e.deferEdit().queue(ok -> { }, err -> LOG.debug("empty pick not acknowledged", err));
            return;
        }
        press(e, e.getValues().get(0));
    }

    private void press(ComponentInteraction e, String payload) {
        if (!begin()) {
            return;
        }
        try {
            ChatEvent.ButtonPress press = Interactions.press(e, payload);
            if (acknowledged(e.deferEdit(), e.getId())) {
                handle(press, e.getHook(), e.getMessageId());
            }
        } finally {
            end(true);
        }
    }

    /**
     * An event starts, unless the bot is stopping: then it is left unanswered (Discord
     * tells the user it failed; pressed again, another instance or the next start takes it).
     */
    private boolean begin() {
        inFlight.incrementAndGet();
        if (closing) {
            inFlight.decrementAndGet();
            return false;
        }
        return true;
    }

    /** An interaction (counted for tests) or a reaction is over. */
    private void end(boolean interaction) {
        inFlight.decrementAndGet();
        if (interaction) {
            finished.incrementAndGet();
        }
    }

    /**
     * Takes no new event from now on, and waits up to {@code bound} for those under way
     * to be handled to the end; true if they were.
     */
    boolean drain(java.time.Duration bound) throws InterruptedException {
        closing = true;
        long end = System.nanoTime() + bound.toNanos();
        while (inFlight.get() > 0) {
            if (System.nanoTime() - end > 0) {
                return false;
            }
            Thread.sleep(10);
        }
        return true;
    }

    /** Interactions handled to the end (or dropped) so far: tests wait on it. */
    long finished() {
        return finished.get();
    }

    /** {@code pressedMessage}: the message of a pressed component, null for a command. */
    private void handle(ChatEvent event, InteractionHook hook, String pressedMessage) {
        DiscordChat.Interaction interaction = new DiscordChat.Interaction(event.eventId(), hook, event.chat(),
                event.from().id().id(), pressedMessage == null, pressedMessage);
        chat.within(interaction, () -> core.handle(event)).forEach(core::editSent);
    }

    private static boolean acknowledged(RestAction<InteractionHook> ack, String interactionId) {
        try {
            ack.complete();
            return true;
        } catch (ErrorResponseException e) {
            if (e.getErrorResponse() == ErrorResponse.UNKNOWN_INTERACTION
                    || e.getErrorResponse() == ErrorResponse.INTERACTION_ALREADY_ACKNOWLEDGED) {
                LOG.warn("interaction {} expired or was taken by another process: dropped ({})", interactionId,
                        e.getErrorCode());
            } else {
                LOG.warn("interaction {} could not be acknowledged: dropped ({})", interactionId,
                        Refusals.reason(e));
            }
            return false;
        } catch (RuntimeException e) {
            LOG.warn("interaction {} could not be acknowledged: dropped ({})", interactionId, Refusals.reason(e));
            return false;
        }
    }

    @Override
    public void onMessageReactionAdd(MessageReactionAddEvent e) {
        reaction(e, true, e.getMember());
    }

    @Override
    public void onMessageReactionRemove(MessageReactionRemoveEvent e) {
        reaction(e, false, e.getMember());
    }

    private void reaction(GenericMessageReactionEvent e, boolean added, Member member) {
        if (e.getUserIdLong() == e.getJDA().getSelfUser().getIdLong() || !begin()) {
            return;
        }
        try {
            react(e, added, member);
        } finally {
            end(false);
        }
    }

    private void react(GenericMessageReactionEvent e, boolean added, Member member) {
        ChatId where = e.getChannel() instanceof net.dv8tion.jda.api.entities.channel.concrete.ThreadChannel t
                ? new ChatId(DiscordChat.PLATFORM, t.getParentChannel().getId(), t.getId())
                : new ChatId(DiscordChat.PLATFORM, e.getChannel().getId());
        String name = member != null ? member.getEffectiveName()
                : e.getUser() != null ? e.getUser().getEffectiveName() : e.getUserId();
        Sender from = new Sender(new UserId(DiscordChat.PLATFORM, e.getUserId()), name, (Locale) null,
                Interactions.isAdmin(member));
        MessageRef message = new MessageRef(where, e.getMessageId());
        String id = "reaction:" + e.getMessageId() + ":" + e.getUserId() + ":" + (added ? "+" : "-") + ":"
                + e.getResponseNumber() + ":" + reactions.incrementAndGet();
        core.handle(new ChatEvent.Reaction(id, where, from, message, e.getEmoji().getName(), added));
    }

    /**
     * Removed from a server (kicked, banned, or the server deleted): the tables in its
     * channels stay stored and wait, and the core logs each; they go on once the bot is
     * invited back and someone uses them.
     */
    @Override
    public void onGuildLeave(GuildLeaveEvent e) {
        Guild guild = e.getGuild();
        String why = "the bot was removed from server " + guild.getName() + " (" + guild.getId() + ")";
        LOG.warn("{}: its tables stay stored and go on when the bot is invited back", why);
        core.chatsGone(channels(guild), why);
    }

    @Override
    public void onGuildJoin(GuildJoinEvent e) {
        LOG.info("invited to server {} ({}): its tables, if any, go on at the next command or press",
                e.getGuild().getName(), e.getGuild().getId());
    }

    /** Every channel and thread of the server, as the core's chats. */
    private static List<ChatId> channels(Guild guild) {
        List<ChatId> chats = new ArrayList<>();
        try {
            guild.getChannels().forEach(c -> chats.add(new ChatId(DiscordChat.PLATFORM, c.getId())));
            guild.getThreadChannels().forEach(c -> chats.add(
                    new ChatId(DiscordChat.PLATFORM, c.getParentChannel().getId(), c.getId())));
        } catch (RuntimeException ex) {
            LOG.debug("channels of server {} unknown", guild.getId(), ex);
        }
        return chats;
    }
}
