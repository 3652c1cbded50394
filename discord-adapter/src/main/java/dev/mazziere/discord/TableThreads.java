package dev.mazziere.discord;

import dev.mazziere.chat.ChatId;
import dev.mazziere.chat.NewPlace;
import dev.mazziere.chat.Right;
import java.time.Duration;
import java.util.EnumSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.entities.Member;
import net.dv8tion.jda.api.entities.channel.concrete.TextChannel;
import net.dv8tion.jda.api.entities.channel.concrete.ThreadChannel;
import net.dv8tion.jda.api.entities.channel.middleman.MessageChannel;
import net.dv8tion.jda.api.exceptions.ErrorResponseException;
import net.dv8tion.jda.api.exceptions.InsufficientPermissionException;
import net.dv8tion.jda.api.requests.ErrorResponse;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Gives each table opened in a text channel a public thread of its own, and archives it a
 * while after its match. A thread is named after the table ("Scopa · anna"); the place it
 * makes is (channel, thread), so the channel's records span its tables. Where the bot may
 * not make threads, the table stays in the channel and the core hears which rights are
 * missing. When its table ends the core hears how long the thread stays, keeps that time
 * across restarts, and asks for the thread to be archived then: it is, if the bot made it
 * and nothing was posted in it since its table ended (a rematch keeps it open; Discord's own
 * auto-archive, a day without messages, puts it away later). Thread-safe.
 */
final class TableThreads {

    private static final Logger LOG = LoggerFactory.getLogger(TableThreads.class);
    /** Discord's longest thread name. */
    static final int MAX_NAME = 100;

    private final Function<String, MessageChannel> channels;
    private final Duration archiveAfter;
    /** Threads made this run, by id: found even before JDA's cache has them. */
    private final Map<String, ThreadChannel> made = new ConcurrentHashMap<>();
    /** The last post in each thread made this run (System.nanoTime). */
    private final Map<String, Long> lastPost = new ConcurrentHashMap<>();
    /** When the table of each thread ended this run (System.nanoTime). */
    private final Map<String, Long> ended = new ConcurrentHashMap<>();

    /** {@code archiveAfter}: how long after its match a table's thread is archived; null makes no threads. */
    TableThreads(Function<String, MessageChannel> channels, Duration archiveAfter) {
        this.channels = channels;
        this.archiveAfter = archiveAfter;
    }

    /** A thread made this run, or null. */
    ThreadChannel made(String id) {
        return made.get(id);
    }

    /** The place for a table opened in {@code chat}: a new thread of it, or {@code chat} itself. */
    NewPlace open(ChatId chat, String name) {
        if (archiveAfter == null || chat.inThread()
                || !(channels.apply(chat.id()) instanceof TextChannel text)) {
            return NewPlace.here(chat);
        }
        Set<Right> missing = missing(text);
        if (!missing.isEmpty()) {
            LOG.info("no thread for a table in channel {}: the bot lacks {} there", chat.id(), missing);
            return new NewPlace(chat, missing);
        }
        try {
            ThreadChannel thread = text.createThreadChannel(name(name))
                    .setAutoArchiveDuration(ThreadChannel.AutoArchiveDuration.TIME_24_HOURS).complete();
            made.put(thread.getId(), thread);
            LOG.debug("thread {} made in channel {} for a table", thread.getId(), chat.id());
            return NewPlace.here(new ChatId(DiscordChat.PLATFORM, chat.id(), thread.getId()));
        } catch (InsufficientPermissionException e) {
            return new NewPlace(chat, Set.of(Right.CREATE_THREADS));
        } catch (ErrorResponseException e) {
            LOG.info("no thread for a table in channel {}: {}", chat.id(), Refusals.reason(e));
            return e.getErrorResponse() == ErrorResponse.MISSING_PERMISSIONS
                    ? new NewPlace(chat, Set.of(Right.CREATE_THREADS)) : NewPlace.here(chat);
        } catch (RuntimeException e) {
            LOG.warn("no thread for a table in channel {}: {}", chat.id(), Refusals.reason(e));
            return NewPlace.here(chat);
        }
    }

    private static Set<Right> missing(TextChannel text) {
        Set<Right> missing = EnumSet.noneOf(Right.class);
        try {
            Member self = text.getGuild().getSelfMember();
            if (!self.hasPermission(text, Permission.CREATE_PUBLIC_THREADS)) {
                missing.add(Right.CREATE_THREADS);
            }
            if (!self.hasPermission(text, Permission.MESSAGE_SEND_IN_THREADS)) {
                missing.add(Right.POST_IN_THREADS);
            }
        } catch (RuntimeException e) {
            LOG.debug("permissions in channel {} unknown: trying", text.getId(), e);
        }
        return missing;
    }

    /** "Scopa · anna", cut to what Discord takes. */
    static String name(String name) {
        String n = name.isBlank() ? "Mazziere" : name.strip();
        return n.length() <= MAX_NAME ? n : n.substring(0, MAX_NAME - 1) + "…";
    }

    /** Something is posted in {@code place}: a thread in use is not archived. */
    void used(ChatId place) {
        if (place.inThread()) {
            lastPost.put(place.thread(), System.nanoTime());
        }
    }

    /**
     * The table of {@code place} is over: its thread is to be archived {@code archiveAfter}
     * from now (the core keeps that time across restarts and calls {@link #archive}); empty
     * for the channel itself, or without threads.
     */
    java.util.Optional<Duration> done(ChatId place) {
        if (archiveAfter == null || !place.inThread()) {
            return java.util.Optional.empty();
        }
        ended.put(place.thread(), System.nanoTime());
        return java.util.Optional.of(archiveAfter);
    }

    /**
     * The time to archive the thread of {@code place} came: archived, unless something was
     * posted in it since its table ended in this run (then Discord's own auto-archive puts
     * it away), it is not the bot's, or it is archived or gone already.
     */
    void archive(ChatId place) {
        if (!place.inThread()) {
            return;
        }
        String id = place.thread();
        archive(id, ended.remove(id));
    }

    /** Archives thread {@code id}; {@code endedAt} is when its table ended this run, null when before a restart. */
    private void archive(String id, Long endedAt) {
        try {
            Long posted = lastPost.get(id);
            if (posted != null && endedAt != null && posted - endedAt > 0) {
                return; // posted in since its table ended (a rematch): its own end archives it
            }
            if (!(channels.apply(id) instanceof ThreadChannel thread) || thread.isArchived()
                    || thread.getOwnerIdLong() != thread.getJDA().getSelfUser().getIdLong()) {
                return; // not the bot's thread to put away, or gone already
            }
            thread.getManager().setArchived(true).queue(ok -> {
                made.remove(id);
                lastPost.remove(id);
                LOG.debug("thread {} archived", id);
            }, e -> LOG.info("thread {} not archived: {}", id, Refusals.reason(e)));
        } catch (RuntimeException e) {
            LOG.info("thread {} not archived: {}", id, Refusals.reason(e));
        }
    }
}
