package dev.mazziere.text;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A command that opens a table of a game, as its presenter declares it: the name players
 * know ({@code scopone}), other names understood too ({@code nap}), and the options it
 * presets ({@code /scopone} is Scopa with {@code variant=scopone}). Game names are Italian
 * in both languages, so one name serves both menus.
 *
 * @param name    the command without slash, lower case: listed in menus and {@code /help}
 * @param aliases further names understood, never listed
 * @param preset  option values the command sets
 */
public record GameCommand(String name, List<String> aliases, Map<String, String> preset) {

    public GameCommand {
        aliases = List.copyOf(aliases);
        preset = Map.copyOf(preset);
    }

    /** A command with no alias and no preset. */
    public static GameCommand of(String name) {
        return new GameCommand(name, List.of(), Map.of());
    }

    /** The name and the aliases. */
    public List<String> names() {
        return java.util.stream.Stream.concat(java.util.stream.Stream.of(name), aliases.stream()).toList();
    }

    /** "Scopone": the name as a title. */
    public String title() {
        return name.substring(0, 1).toUpperCase(Locale.ROOT) + name.substring(1);
    }
}
