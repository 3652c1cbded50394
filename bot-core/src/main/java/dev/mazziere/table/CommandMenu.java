package dev.mazziere.table;

import dev.mazziere.games.GameRegistry;
import dev.mazziere.table.flow.Arg;
import dev.mazziere.table.flow.Command;
import dev.mazziere.text.GameCommand;
import dev.mazziere.text.Lang;
import dev.mazziere.text.Texts;
import java.util.ArrayList;
import java.util.List;

/**
 * Every command as a platform lists it, in one language, derived from the games'
 * commands ({@link GameRegistry}) and the table's ({@link Command}): Telegram's menu
 * (setMyCommands), Discord's slash commands and {@code /help} are built from this list,
 * so none of them can miss a command. Italian menus show the Italian names ({@code /entra});
 * every name is understood in both languages.
 */
public final class CommandMenu {

    /** The core's command descriptions, at most 100 characters each. */
    static final String BUNDLE = "dev.mazziere.text.commands";

    /**
     * One command as listed.
     *
     * @param name        without slash, in the menu's language
     * @param description what it does, in the menu's language
     * @param args        its arguments, in the order it reads them
     */
    public record Entry(String name, String description, List<Argument> args) {
        public Entry {
            args = List.copyOf(args);
        }
    }

    /** One argument as listed; {@code choices} empty when any text will do. */
    public record Argument(String name, String description, boolean required, List<Arg.Choice> choices) {
        public Argument {
            choices = List.copyOf(choices);
        }
    }

    private CommandMenu() {
    }

    /**
     * Every command in {@code lang}: first those that open a table, in the registry's order,
     * then the table's and chat's commands. The lists of two languages are in the same
     * order, entry by entry.
     */
    public static List<Entry> of(Lang lang, GameRegistry registry) {
        Texts descriptions = Texts.load(BUNDLE, lang);
        Texts words = Texts.core(lang);
        List<Entry> out = new ArrayList<>();
        for (GameCommand g : registry.commands()) {
            out.add(new Entry(g.name(), descriptions.get("game.open", g.title()), List.of()));
        }
        for (Command c : Command.values()) {
            List<Argument> args = c.args().stream().map(a -> new Argument(a.name(lang),
                    descriptions.get(a.descriptionKey()), a.required(), a.choices(registry, words))).toList();
            out.add(new Entry(c.name(lang), descriptions.get(c.descriptionKey()), args));
        }
        return out;
    }

    /** {@code /help} in {@code lang}: a line per command, with its arguments. */
    static String help(Lang lang, GameRegistry registry) {
        Texts t = Texts.core(lang);
        List<Entry> entries = of(lang, registry);
        List<String> lines = new ArrayList<>();
        lines.add(t.get("help.title"));
        int games = registry.commands().size();
        lines.add(String.join(" ", entries.subList(0, games).stream().map(e -> "/" + e.name()).toList())
                + " — " + t.get("help.open"));
        for (Entry e : entries.subList(games, entries.size())) {
            lines.add("/" + e.name() + usage(e) + " — " + e.description());
        }
        lines.add(t.get("help.private"));
        Lang other = lang == Lang.IT ? Lang.EN : Lang.IT;
        lines.add(t.get("help.otherNames", String.join(" ",
                List.of(Command.values()).stream().map(c -> "/" + c.name(other)).toList())));
        return String.join("\n", lines);
    }

    /** " [easy|medium|hard]", " name value": an argument in brackets when it may be left out. */
    private static String usage(Entry e) {
        StringBuilder sb = new StringBuilder();
        for (Argument a : e.args()) {
            String shown = !a.choices().isEmpty() && a.choices().size() <= 4
                    ? String.join("|", a.choices().stream().map(Arg.Choice::label).toList()) : a.name();
            sb.append(' ').append(a.required() ? shown : "[" + shown + "]");
        }
        return sb.toString();
    }
}
