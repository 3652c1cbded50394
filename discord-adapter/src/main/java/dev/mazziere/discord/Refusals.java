package dev.mazziere.discord;

import dev.mazziere.chat.Delivery;
import dev.mazziere.chat.Right;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.entities.Member;
import net.dv8tion.jda.api.entities.channel.middleman.GuildChannel;
import net.dv8tion.jda.api.entities.channel.middleman.MessageChannel;
import net.dv8tion.jda.api.exceptions.ErrorResponseException;
import net.dv8tion.jda.api.exceptions.InsufficientPermissionException;

/**
 * Discord's refusals in the core's terms: which {@link Delivery.Failure}, and which
 * {@link Right}s the bot lacks. A 50013 does not say which permission is missing, so
 * JDA's cache of the bot's permissions is asked; when it knows of nothing missing (it
 * can lag behind Discord), the code decides: 50001 Missing Access means View Channel,
 * 50013 Missing Permissions means Send Messages, the one every post and edit needs.
 */
final class Refusals {

    static final int UNKNOWN_CHANNEL = 10003;
    static final int UNKNOWN_GUILD = 10004;
    static final int MISSING_ACCESS = 50001;
    static final int MISSING_PERMISSIONS = 50013;

    /** What the bot needs in a server channel to post and edit its messages. */
    private static final List<Permission> NEEDED = List.of(Permission.VIEW_CHANNEL, Permission.MESSAGE_SEND);

    private Refusals() {
    }

    /**
     * The failure a Discord error code means. {@code channelVisible}: the channel is still in
     * JDA's cache after the error; a server the bot was removed from leaves the cache with
     * its channels, so a 50001 there means the chat is gone, not a missing permission.
     */
    static Delivery.Failure failure(int code, boolean channelVisible) {
        return switch (code) {
            case UNKNOWN_CHANNEL, UNKNOWN_GUILD -> Delivery.Failure.CHAT_GONE;
            case MISSING_ACCESS -> channelVisible ? Delivery.Failure.NO_RIGHTS : Delivery.Failure.CHAT_GONE;
            case MISSING_PERMISSIONS -> Delivery.Failure.NO_RIGHTS;
            default -> Delivery.Failure.OTHER;
        };
    }

    /** The core's name for a Discord permission, when it is one the bot needs in a channel. */
    static Optional<Right> right(Permission permission) {
        return switch (permission) {
            case VIEW_CHANNEL -> Optional.of(Right.VIEW);
            case MESSAGE_SEND, MESSAGE_SEND_IN_THREADS -> Optional.of(Right.POST);
            case MESSAGE_HISTORY -> Optional.of(Right.READ_HISTORY);
            case MESSAGE_ATTACH_FILES -> Optional.of(Right.ATTACH_FILES);
            default -> Optional.empty();
        };
    }

    /** The right an error code names when nothing better is known. */
    static Set<Right> byCode(int code) {
        return switch (code) {
            case MISSING_ACCESS -> Set.of(Right.VIEW);
            case MISSING_PERMISSIONS -> Set.of(Right.POST);
            default -> Set.of();
        };
    }

    /**
     * {@code error} from a call in {@code channel} (null: no longer in JDA's cache) as the
     * core's refusal; {@code reason} is for the log.
     */
    static Delivery.Unreachable of(Throwable error, MessageChannel channel, String reason) {
        if (error instanceof InsufficientPermissionException p) {
            // JDA's cache knew before asking Discord, and says which permission.
            return Delivery.Unreachable.noRights(right(p.getPermission()).map(Set::of).orElse(Set.of()), reason);
        }
        if (!(error instanceof ErrorResponseException e)) {
            return new Delivery.Unreachable(reason);
        }
        return switch (failure(e.getErrorCode(), channel != null)) {
            case NO_RIGHTS -> {
                Set<Right> lacking = lacking(channel);
                yield Delivery.Unreachable.noRights(lacking.isEmpty() ? byCode(e.getErrorCode()) : lacking, reason);
            }
            case CHAT_GONE -> Delivery.Unreachable.chatGone(reason);
            default -> new Delivery.Unreachable(reason);
        };
    }

    /** The rights the bot lacks in {@code channel} as JDA's cache has them; empty when unknown. */
    private static Set<Right> lacking(MessageChannel channel) {
        if (!(channel instanceof GuildChannel guildChannel)) {
            return Set.of();
        }
        try {
            Member self = guildChannel.getGuild().getSelfMember();
            Set<Right> out = EnumSet.noneOf(Right.class);
            for (Permission p : NEEDED) {
                if (!self.hasPermission(guildChannel, p)) {
                    right(p).ifPresent(out::add);
                }
            }
            return out;
        } catch (RuntimeException e) {
            return Set.of(); // permissions not cached
        }
    }

    /** The refusal of a channel the bot cannot see (any more). */
    static Delivery.Unreachable notVisible(String channelId) {
        return Delivery.Unreachable.chatGone("channel " + channelId
                + " is not visible to the bot (removed from the server, or the channel deleted)");
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
