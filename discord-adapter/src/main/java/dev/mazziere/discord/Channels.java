package dev.mazziere.discord;

import dev.mazziere.chat.Delivery;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import net.dv8tion.jda.api.entities.channel.concrete.PrivateChannel;
import net.dv8tion.jda.api.entities.channel.middleman.GuildChannel;
import net.dv8tion.jda.api.entities.channel.middleman.MessageChannel;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Finds the Discord channel a chat id names, and names it in a refusal: a channel of the
 * {@link DiscordChat.Directory}, a table's thread the bot made this run ({@link TableThreads},
 * found before JDA's cache has it), or a DM it opened. Thread-safe.
 */
final class Channels {

    private static final Logger LOG = LoggerFactory.getLogger(Channels.class);

    private final DiscordChat.Directory directory;
    private final TableThreads threads;
    private final Map<String, MessageChannel> privateChannels = new ConcurrentHashMap<>();

    /** {@code threadArchive}: see {@link TableThreads}; null keeps tables in their channel. */
    Channels(DiscordChat.Directory directory, Duration threadArchive) {
        this.directory = directory;
        this.threads = new TableThreads(this::find, threadArchive);
    }

    /** The threads tables get, which find their channels here. */
    TableThreads threads() {
        return threads;
    }

    /** The channel with this id, or null when the bot cannot see it (any more). */
    MessageChannel find(String id) {
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

    /** The DM channel with this user, opened (blocking) and remembered, so that its messages can be edited. */
    PrivateChannel openPrivate(String userId) {
        PrivateChannel channel = directory.openPrivate(userId).complete();
        privateChannels.put(channel.getId(), channel);
        return channel;
    }

    /** {@code error} from a call in a channel, as the core's refusal naming channel and server. */
    Delivery.Unreachable refusal(Throwable error, String channelId, String what) {
        String where = where(channelId);
        return Refusals.of(error, find(channelId), what + " in " + where + ": " + Refusals.reason(error));
    }

    /** "channel 300 (#carte) of server Osteria (200)", as far as JDA's cache knows it. */
    String where(String channelId) {
        MessageChannel channel = find(channelId);
        if (channel instanceof GuildChannel g) {
            return "channel " + channelId + " (#" + g.getName() + ") of server " + g.getGuild().getName() + " ("
                    + g.getGuild().getId() + ")";
        }
        return "channel " + channelId;
    }
}
