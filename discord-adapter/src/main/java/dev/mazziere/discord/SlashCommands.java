package dev.mazziere.discord;

import dev.mazziere.ai.Level;
import dev.mazziere.games.GameEntry;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.game.OptionSpec;
import dev.mazziere.table.Command;
import dev.mazziere.text.GameCommand;
import dev.mazziere.table.TableOptions;
import dev.mazziere.text.Lang;
import dev.mazziere.text.Texts;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import net.dv8tion.jda.api.interactions.DiscordLocale;
import net.dv8tion.jda.api.interactions.commands.OptionType;
import net.dv8tion.jda.api.interactions.commands.build.Commands;
import net.dv8tion.jda.api.interactions.commands.build.OptionData;
import net.dv8tion.jda.api.interactions.commands.build.SlashCommandData;

/**
 * The slash commands Discord shows: one per core command and per game command, named
 * in English with the Italian alias as the Italian localization, described from the
 * core's {@code commands} bundle, with closed sets offered as choices. The arguments of
 * each command, in the order the core reads them, are {@link #argNames(String)}.
 */
public final class SlashCommands {

    /** The core's command descriptions. */
    static final String BUNDLE = "dev.mazziere.text.commands";

    private static final int MAX_CHOICES = OptionData.MAX_CHOICES;
    private static final Map<String, String> ARG_IT = Map.of(
            "level", "livello", "name", "nome", "value", "valore", "game", "gioco", "language", "lingua");

    private SlashCommands() {
    }

    /** Every slash command, ready to register. */
    public static List<SlashCommandData> all(GameRegistry registry) {
        Texts en = Texts.load(BUNDLE, Lang.EN);
        Texts it = Texts.load(BUNDLE, Lang.IT);
        List<SlashCommandData> out = new ArrayList<>();
        for (GameCommand g : registry.commands()) {
            out.add(slash(g.name(), null, "game." + g.name(), en, it));
        }
        for (Command c : Command.values()) {
            String name = c.names().get(0);
            String italian = c.names().size() > 1 ? c.names().get(1) : null;
            SlashCommandData data = slash(name, italian, name, en, it);
            switch (c) {
                case ADDBOT -> data.addOptions(arg("level", false, en, it,
                        List.of(Level.values()).stream().map(Level::id).toList()));
                case OPTION -> data.addOptions(arg("name", true, en, it, optionNames(registry)),
                        arg("value", true, en, it, List.of()));
                case RULES -> data.addOptions(arg("game", false, en, it,
                        registry.commands().stream().map(GameCommand::name).toList()));
                case LANG -> data.addOptions(arg("language", true, en, it,
                        List.of(Lang.values()).stream().map(Lang::code).toList()));
                default -> {
                }
            }
            out.add(data);
        }
        return out;
    }

    /** The options of {@code command}, in the order the core takes them as arguments. */
    static List<String> argNames(String command) {
        return switch (command) {
            case "addbot" -> List.of("level");
            case "option" -> List.of("name", "value");
            case "rules" -> List.of("game");
            case "lang" -> List.of("language");
            default -> List.of();
        };
    }

    /** Every option a table takes, of any game: a closed set, so a choice when it fits. */
    static List<String> optionNames(GameRegistry registry) {
        Set<String> names = new LinkedHashSet<>(TableOptions.NAMES);
        for (GameEntry game : registry.all()) {
            for (OptionSpec spec : game.game().options()) {
                names.add(spec.name());
            }
        }
        return List.copyOf(names);
    }

    private static SlashCommandData slash(String name, String italian, String key, Texts en, Texts it) {
        SlashCommandData data = Commands.slash(name, fit(en.get(key)));
        if (italian != null) {
            data.setNameLocalization(DiscordLocale.ITALIAN, italian.toLowerCase(Locale.ROOT));
        }
        data.setDescriptionLocalization(DiscordLocale.ITALIAN, fit(it.get(key)));
        return data;
    }

    private static OptionData arg(String name, boolean required, Texts en, Texts it, List<String> choices) {
        OptionData data = new OptionData(OptionType.STRING, name, fit(en.get("arg." + name)), required);
        data.setNameLocalization(DiscordLocale.ITALIAN, ARG_IT.getOrDefault(name, name));
        data.setDescriptionLocalization(DiscordLocale.ITALIAN, fit(it.get("arg." + name)));
        // More than Discord takes: the option stays free text and the core says what is allowed.
        if (!choices.isEmpty() && choices.size() <= MAX_CHOICES) {
            for (String choice : choices) {
                data.addChoice(choice, choice);
            }
        }
        return data;
    }

    private static String fit(String description) {
        return description.length() <= 100 ? description : description.substring(0, 99) + "…";
    }
}
