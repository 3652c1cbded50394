package dev.mazziere.discord;

import dev.mazziere.games.GameRegistry;
import dev.mazziere.table.Arg;
import dev.mazziere.table.Command;
import dev.mazziere.table.CommandMenu;
import dev.mazziere.text.Lang;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import net.dv8tion.jda.api.interactions.DiscordLocale;
import net.dv8tion.jda.api.interactions.commands.Command.Choice;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;

/**
 * The core's command menu ({@link CommandMenu}) as Discord slash commands: named in
 * English with the Italian name as the Italian localization, described in both, closed
 * sets offered as choices. Translation only: which commands and arguments there are is
 * the core's.
 */
public final class SlashCommands {

    private static final int MAX_CHOICES = OptionData.MAX_CHOICES;

    private SlashCommands() {
    }

    /** Every slash command, ready to register. */
    public static List<SlashCommandData> all(GameRegistry registry) {
        List<CommandMenu.Entry> en = CommandMenu.of(Lang.EN, registry);
        List<CommandMenu.Entry> it = CommandMenu.of(Lang.IT, registry);
        List<SlashCommandData> out = new ArrayList<>();
        for (int i = 0; i < en.size(); i++) {
            out.add(slash(en.get(i), it.get(i)));
        }
        return out;
    }

    /** The options of {@code command}, in the order the core takes them as arguments (English names). */
    static List<String> argNames(String command) {
        return Command.find(command).map(c -> c.args().stream().map(a -> a.name(Lang.EN)).toList()).orElse(List.of());
    }

    private static SlashCommandData slash(CommandMenu.Entry en, CommandMenu.Entry it) {
        SlashCommandData data = Commands.slash(en.name(), fit(en.description()));
        if (!it.name().equals(en.name())) {
            data.setNameLocalization(DiscordLocale.ITALIAN, it.name().toLowerCase(Locale.ROOT));
        }
        data.setDescriptionLocalization(DiscordLocale.ITALIAN, fit(it.description()));
        for (int a = 0; a < en.args().size(); a++) {
            data.addOptions(option(en.args().get(a), it.args().get(a)));
        }
        return data;
    }

    private static OptionData option(CommandMenu.Argument en, CommandMenu.Argument it) {
        OptionData data = new OptionData(OptionType.STRING, en.name(), fit(en.description()), en.required());
        data.setNameLocalization(DiscordLocale.ITALIAN, it.name());
        data.setDescriptionLocalization(DiscordLocale.ITALIAN, fit(it.description()));
        // More than Discord takes: the option stays free text and the core says what is allowed.
        if (!en.choices().isEmpty() && en.choices().size() <= MAX_CHOICES) {
            for (int c = 0; c < en.choices().size(); c++) {
                Arg.Choice choice = en.choices().get(c);
                data.addChoices(new Choice(choice.label(), choice.value())
                        .setNameLocalization(DiscordLocale.ITALIAN, it.choices().get(c).label()));
            }
        }
        return data;
    }

    private static String fit(String description) {
        return description.length() <= 100 ? description : description.substring(0, 99) + "…";
    }
}
