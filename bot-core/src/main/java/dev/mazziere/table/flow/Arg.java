package dev.mazziere.table.flow;

import dev.mazziere.ai.Level;
import dev.mazziere.game.OptionSpec;
import dev.mazziere.games.GameEntry;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.text.GameCommand;
import dev.mazziere.text.Lang;
import dev.mazziere.text.Texts;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** An argument of a {@link Command}: its names in both languages, whether it is needed, and its values when they are a closed set. */
public enum Arg {
    LEVEL("level", "livello", false),
    NAME("name", "nome", true),
    VALUE("value", "valore", true),
    GAME("game", "gioco", false),
    LANGUAGE("language", "lingua", true),
    PLAYER("player", "giocatore", true),
    /** {@code /stats}: this chat, or {@code global}. */
    WHICH("which", "quale", false),
    /** {@code /privacy}: {@code public} joins the global ranking, {@code private} leaves it. */
    CHOICE("choice", "scelta", false);

    /** One value an argument takes, and how a menu in some language labels it. */
    public record Choice(String value, String label) {
    }

    /** The argument's name in each language. */
    private final Map<Lang, String> names;
    private final boolean required;

    Arg(String english, String italian, boolean required) {
        this.names = Map.of(Lang.EN, english, Lang.IT, italian);
        this.required = required;
    }

    public String name(Lang lang) {
        return names.get(lang);
    }

    public boolean required() {
        return required;
    }

    /** The key of its description in the core's {@code commands} bundle. */
    public String descriptionKey() {
        return "arg." + names.get(Lang.EN);
    }

    /** The values it takes, labelled in {@code t}'s language; empty when any text will do. */
    public List<Choice> choices(GameRegistry registry, Texts t) {
        return switch (this) {
            case LEVEL -> List.of(Level.values()).stream()
                    .map(l -> new Choice(l.id(), t.get("level." + l.id()))).toList();
            case NAME -> optionNames(registry, t);
            case VALUE -> List.of();
            case GAME -> registry.commands().stream().map(GameCommand::name).map(n -> new Choice(n, n)).toList();
            case LANGUAGE -> List.of(Lang.values()).stream().map(l -> new Choice(l.code(), l.code())).toList();
            case PLAYER -> List.of();
            case WHICH -> List.of(new Choice("global", t.get("arg.which.global")));
            case CHOICE -> List.of(new Choice("public", t.get("arg.choice.public")),
                    new Choice("private", t.get("arg.choice.private")));
        };
    }

    /** Every option a table takes, of any game, labelled as {@code t}'s language calls it. */
    private static List<Choice> optionNames(GameRegistry registry, Texts t) {
        Map<String, String> names = new LinkedHashMap<>();
        for (GameEntry game : registry.all()) {
            OptionWords words = new OptionWords(game, t.lang(), true);
            for (String option : TableOptions.NAMES) {
                names.putIfAbsent(option, words.name(option));
            }
            for (OptionSpec spec : game.game().options()) {
                names.putIfAbsent(spec.name(), words.name(spec.name()));
            }
        }
        return names.entrySet().stream().map(e -> new Choice(e.getKey(), e.getValue())).toList();
    }
}
