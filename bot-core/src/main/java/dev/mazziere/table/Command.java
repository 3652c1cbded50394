package dev.mazziere.table;

import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/** The commands tables understand, each with its English name and Italian aliases. */
public enum Command {
    JOIN("join", "entra", "gioco"),
    LEAVE("leave", "esci"),
    ADDBOT("addbot", "bot", "aggiungibot"),
    OPTION("option", "opzione", "options", "opzioni"),
    START("start", "inizia", "via"),
    STOP("stop", "fine", "basta"),
    HAND("hand", "mano", "carte"),
    TABLE("table", "tavolo"),
    NUDGE("nudge", "sollecita", "sveglia"),
    RULES("rules", "regole"),
    HELP("help", "aiuto"),
    HISTORY("history", "storia"),
    STATS("stats", "classifica"),
    LANG("lang", "lingua", "language");

    private static final Map<String, Command> BY_NAME = new HashMap<>();

    static {
        for (Command c : values()) {
            for (String name : c.names) {
                BY_NAME.put(name, c);
            }
        }
    }

    private final List<String> names;

    Command(String... names) {
        this.names = List.of(names);
    }

    /** The English name, then the aliases. */
    public List<String> names() {
        return names;
    }

    public static Optional<Command> find(String name) {
        return Optional.ofNullable(BY_NAME.get(name.toLowerCase(Locale.ROOT)));
    }
}
