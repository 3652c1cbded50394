package dev.mazziere.discord;

import dev.mazziere.chat.ChatEvent;
import dev.mazziere.chat.ChatId;
import net.dv8tion.jda.api.entities.channel.concrete.ThreadChannel;
import dev.mazziere.chat.MessageRef;
import dev.mazziere.chat.Sender;
import dev.mazziere.chat.UserId;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import net.dv8tion.jda.api.Permission;
import net.dv8tion.jda.api.entities.Member;
import net.dv8tion.jda.api.entities.User;
import net.dv8tion.jda.api.interactions.Interaction;
import net.dv8tion.jda.api.interactions.commands.OptionMapping;
import net.dv8tion.jda.api.interactions.commands.SlashCommandInteraction;
import net.dv8tion.jda.api.interactions.components.ComponentInteraction;

/** Discord interactions as the core's {@link ChatEvent}s: ids, names, locale and options, nothing more. */
final class Interactions {

    private Interactions() {
    }

    static ChatEvent.Command command(SlashCommandInteraction i) {
        List<String> args = new ArrayList<>();
        for (String name : SlashCommands.argNames(i.getName())) {
            OptionMapping option = i.getOption(name);
            if (option == null) {
                break;
            }
            args.add(option.getAsString());
        }
        return new ChatEvent.Command(i.getId(), chat(i), sender(i), i.getName().toLowerCase(Locale.ROOT), args,
                !i.isFromGuild());
    }

    /** A button press or a select-menu pick: either way the payload the core put there. */
    static ChatEvent.ButtonPress press(ComponentInteraction i, String payload) {
        ChatId chat = chat(i);
        return new ChatEvent.ButtonPress(i.getId(), chat, sender(i), payload,
                new MessageRef(chat, i.getMessageId()), i.getId());
    }

    /** Where an interaction happened: a thread is a place of its channel (channel, thread). */
    static ChatId chat(Interaction i) {
        try {
            if (i.getChannel() instanceof ThreadChannel thread) {
                return new ChatId(DiscordChat.PLATFORM, thread.getParentChannel().getId(), thread.getId());
            }
        } catch (RuntimeException e) {
            // The thread's channel is not known: the thread alone is the place.
        }
        return new ChatId(DiscordChat.PLATFORM, i.getChannelId());
    }

    static Sender sender(Interaction i) {
        User user = i.getUser();
        Member member = i.getMember();
        String name = member != null ? member.getEffectiveName() : user.getEffectiveName();
        Locale locale = Locale.forLanguageTag(i.getUserLocale().getLocale());
        return new Sender(new UserId(DiscordChat.PLATFORM, user.getId()), name, locale, isAdmin(member));
    }

    /** Server admins (Manage Server) may manage any table of the server, as chat admins do elsewhere. */
    static boolean isAdmin(Member member) {
        if (member == null) {
            return false;
        }
        try {
            return member.isOwner() || member.hasPermission(Permission.MANAGE_SERVER);
        } catch (RuntimeException e) {
            return false; // permissions unknown (not cached): not an admin
        }
    }
}
