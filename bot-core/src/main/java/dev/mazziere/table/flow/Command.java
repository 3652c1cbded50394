package dev.mazziere.table.flow;

import dev.mazziere.text.Lang;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The commands of a table and of a chat, each declared once: its English and Italian
 * names (both understood in every chat), further aliases, and the arguments it takes.
 * Menus, slash commands and {@code /help} are derived from these ({@code CommandMenu}).
 */
public enum Command {
    JOIN("join", "entra", List.of("gioco")),
    LEAVE("leave", "esci", List.of()),
    ADDBOT("addbot", "bot", List.of("aggiungibot"), Arg.LEVEL),
    REMOVE("remove", "togli", List.of("kick"), Arg.PLAYER),
    OPTION("option", "opzione", List.of("options", "opzioni"), Arg.NAME, Arg.VALUE),
    START("start", "inizia", List.of("via")),
    STOP("stop", "fine", List.of("basta")),
    HAND("hand", "mano", List.of("carte")),
    TABLE("table", "tavolo", List.of()),
    NUDGE("nudge", "sollecita", List.of("sveglia")),
    SKIP("skip", "salta", List.of()),
    RULES("rules", "regole", List.of(), Arg.GAME),
    HELP("help", "aiuto", List.of()),
    HISTORY("history", "storia", List.of()),
    STATS("stats", "classifica", List.of("ranking"), Arg.WHICH),
    PROFILE("profile", "profilo", List.of("me")),
    PRIVACY("privacy", "privacy", List.of("riservatezza"), Arg.CHOICE),
    DELETEME("deleteme", "cancellami", List.of("forgetme", "dimenticami")),
    NOTIFY("notify", "avvisami", List.of("avvisi")),
    LANG("lang", "lingua", List.of("language"), Arg.LANGUAGE);

    private static final Map<String, Command> BY_NAME = new HashMap<>();

    static {
        for (Command c : values()) {
            for (String name : c.names()) {
                BY_NAME.put(name, c);
            }
        }
    }

    private final String english;
    private final String italian;
    private final List<String> aliases;
    private final List<Arg> args;

    Command(String english, String italian, List<String> aliases, Arg... args) {
        this.english = english;
        this.italian = italian;
        this.aliases = aliases;
        this.args = List.of(args);
    }

    /** The name a menu in {@code lang} shows. */
    public String name(Lang lang) {
        return lang == Lang.IT ? italian : english;
    }

    /** Every name understood: English, Italian (when another word), then the aliases. */
    public List<String> names() {
        return Stream.concat(Stream.of(english, italian), aliases.stream()).distinct().toList();
    }

    /** The arguments, in the order the command reads them. */
    public List<Arg> args() {
        return args;
    }

    /** The key of its description in the core's {@code commands} bundle. */
    public String descriptionKey() {
        return english;
    }

    public static Optional<Command> find(String name) {
        return Optional.ofNullable(BY_NAME.get(name.toLowerCase(Locale.ROOT)));
    }
}
