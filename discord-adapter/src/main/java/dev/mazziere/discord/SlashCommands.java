package dev.mazziere.discord;

import dev.mazziere.games.GameRegistry;
import dev.mazziere.table.CommandMenu;
import dev.mazziere.table.flow.Arg;
import dev.mazziere.table.flow.Command;
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
        // More than Discord lists: the names are suggested as the user types (autocomplete),
        // any text is still taken, and the core says what is allowed.
        if (en.choices().size() > MAX_CHOICES) {
            data.setAutoComplete(true);
        } else if (!en.choices().isEmpty()) {
            for (int c = 0; c < en.choices().size(); c++) {
                Arg.Choice choice = en.choices().get(c);
                data.addChoices(new Choice(choice.label(), choice.value())
                        .setNameLocalization(DiscordLocale.ITALIAN, it.choices().get(c).label()));
            }
        }
        return data;
    }

    /**
     * What to suggest for an argument offered by autocomplete (one with more choices than
     * Discord lists): the choices whose value or label, in either language, contains what
     * was typed, those that start with it first; at most {@value OptionData#MAX_CHOICES}.
     * Labels in Italian for an Italian user.
     */
    static List<Choice> suggestions(GameRegistry registry, String command, String argument, String typed,
                                    DiscordLocale locale) {
        List<CommandMenu.Entry> menu = CommandMenu.of(Lang.EN, registry);
        int at = menu.stream().map(CommandMenu.Entry::name).toList().indexOf(command);
        if (at < 0) {
            return List.of();
        }
        // The two menus list the same commands in the same order.
        List<CommandMenu.Argument> en = menu.get(at).args();
        List<CommandMenu.Argument> it = CommandMenu.of(Lang.IT, registry).get(at).args();
        String want = typed == null ? "" : typed.strip().toLowerCase(Locale.ROOT);
        List<Choice> starting = new ArrayList<>();
        List<Choice> containing = new ArrayList<>();
        for (int a = 0; a < en.size(); a++) {
            if (!en.get(a).name().equals(argument)) {
                continue;
            }
            for (int c = 0; c < en.get(a).choices().size(); c++) {
                Arg.Choice english = en.get(a).choices().get(c);
                Arg.Choice italian = it.get(a).choices().get(c);
                String label = locale == DiscordLocale.ITALIAN ? italian.label() : english.label();
                Choice choice = new Choice(fit(label), english.value());
                List<String> words = List.of(english.value(), english.label(), italian.value(), italian.label());
                if (words.stream().anyMatch(w -> w.toLowerCase(Locale.ROOT).startsWith(want))) {
                    starting.add(choice);
                } else if (words.stream().anyMatch(w -> w.toLowerCase(Locale.ROOT).contains(want))) {
                    containing.add(choice);
                }
            }
        }
        starting.addAll(containing);
        return starting.subList(0, Math.min(MAX_CHOICES, starting.size()));
    }

    private static String fit(String description) {
        return description.length() <= 100 ? description : description.substring(0, 99) + "…";
    }
}
