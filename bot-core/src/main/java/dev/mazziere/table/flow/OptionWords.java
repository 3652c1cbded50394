package dev.mazziere.table.flow;

import dev.mazziere.game.OptionSpec;
import dev.mazziere.games.GameEntry;
import dev.mazziere.text.Lang;
import dev.mazziere.text.Texts;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The words players use for a table's options in one language: each option's name and
 * values as a lobby shows them ({@code obiettivo 21}, {@code napola sì}), and what players
 * type in either language read back as the names and values the game and the store know
 * ({@code target}, {@code true}). The options' own English words are understood everywhere,
 * and so are the older names a language had for an option or a value ({@code treRe}, now
 * {@code rismazza}), so a player's habit still works. Words live in the game's bundle (its
 * options) and the core's (the table's options and on/off): keys {@code option.<name>} and
 * {@code value.<name>.<value>}, older names under {@code alias.<name>} and
 * {@code alias.value.<name>.<value>} (several split by commas). Where the platform
 * shows no pictures the table has no {@code images} option, and a game without a coach
 * has no {@code coach} option: they are neither listed nor understood.
 */
public final class OptionWords {

    /** The table's own options, after the game's, with the values a lobby offers for them. */
    private static final Map<String, List<String>> TABLE_VALUES = tableValues();

    private final GameEntry entry;
    private final Texts game;
    private final Texts core;
    private final boolean pictures;

    /**
     * @param pictures whether the table's platform shows pictures (and so offers {@code images})
     */
    public OptionWords(GameEntry entry, Lang lang, boolean pictures) {
        this.entry = entry;
        this.core = Texts.core(lang);
        this.game = core.bundle(entry.presenter().bundle());
        this.pictures = pictures;
    }

    private static Map<String, List<String>> tableValues() {
        Map<String, List<String>> values = new LinkedHashMap<>();
        values.put(TableOptions.PACE, List.of("live", "async"));
        values.put(TableOptions.TURN_TIMEOUT, List.of("auto", "off"));
        values.put(TableOptions.SHUFFLE_SEATS, List.of("on", "off"));
        values.put(TableOptions.IMAGES, List.of("on", "off"));
        values.put(TableOptions.COACH, List.of("on", "off"));
        return values;
    }

    /** The table's options and the values each takes, as {@code /rules} lists them: "pace live, async · ...". */
    public String tableOptions() {
        return String.join(" · ", tableNames().stream().map(o -> name(o) + " " + allowed(o)).toList());
    }

    /** Every option's name, the game's then the table's, in this language. */
    List<String> names() {
        List<String> out = new ArrayList<>();
        for (String option : canonicalNames()) {
            out.add(name(option));
        }
        return out;
    }

    private List<String> canonicalNames() {
        List<String> out = new ArrayList<>(entry.game().options().stream().map(OptionSpec::name).toList());
        out.addAll(tableNames());
        return out;
    }

    /** The table's options this platform offers. */
    private List<String> tableNames() {
        return TableOptions.NAMES.stream().filter(this::offers).toList();
    }

    /**
     * True unless {@code option} is {@code images} and the platform shows no pictures, or
     * {@code coach} and the game has no coach.
     */
    boolean offers(String option) {
        return (pictures || !option.equals(TableOptions.IMAGES))
                && (!option.equals(TableOptions.COACH) || TableCoach.offered(entry));
    }

    /** How this language calls {@code option}. */
    String name(String option) {
        return word("option." + option, option);
    }

    /** How this language writes {@code value} of {@code option}: flags as on/off (sì/no), closed sets in its words. */
    String value(String option, Object value) {
        String text = value instanceof Boolean b ? (b ? "on" : "off") : String.valueOf(value);
        if (text.equals("on") || text.equals("off")) {
            return core.has("value." + text) ? core.get("value." + text) : text;
        }
        return word("value." + option + "." + text, text);
    }

    /** The values {@code option} takes, in this language: "libera, minima". */
    String allowed(String option) {
        if (TABLE_VALUES.containsKey(option)) {
            List<String> shown = new ArrayList<>(TABLE_VALUES.get(option).stream().map(v -> value(option, v)).toList());
            if (option.equals(TableOptions.TURN_TIMEOUT)) {
                shown.add(TableOptions.DURATIONS);
            }
            return String.join(", ", shown);
        }
        OptionSpec spec = entry.game().options().stream().filter(o -> o.name().equals(option)).findFirst()
                .orElseThrow();
        return String.join(", ", spec.allowed().stream().map(v -> value(option, v)).toList());
    }

    /**
     * The option a player means by {@code typed}, a name in either language (or an older
     * one), in any case; {@code typed} itself when it is no option's (the game then says so).
     */
    String optionNamed(String typed) {
        String wanted = typed.trim();
        for (String option : canonicalNames()) {
            for (Lang lang : Lang.values()) {
                OptionWords words = in(lang);
                if (words.name(option).equalsIgnoreCase(wanted) || words.aliases("alias." + option, wanted)) {
                    return option;
                }
            }
        }
        return wanted;
    }

    /** True when {@code wanted} is one of the older names under {@code key} in this language. */
    private boolean aliases(String key, String wanted) {
        String names = word(key, "");
        for (String alias : names.split(",")) {
            if (!alias.isBlank() && alias.trim().equalsIgnoreCase(wanted)) {
                return true;
            }
        }
        return false;
    }

    /** The value of {@code option} a player means by {@code typed} in either language; {@code typed} itself otherwise. */
    String valueNamed(String option, String typed) {
        String wanted = typed.trim();
        for (Lang lang : Lang.values()) {
            OptionWords words = in(lang);
            for (Object value : valuesOf(option)) {
                String canonical = value instanceof Boolean b ? (b ? "on" : "off") : String.valueOf(value);
                if (words.value(option, value).equalsIgnoreCase(wanted)
                        || words.aliases("alias.value." + option + "." + canonical, wanted)) {
                    return canonical;
                }
            }
        }
        return wanted;
    }

    private List<?> valuesOf(String option) {
        if (TABLE_VALUES.containsKey(option)) {
            return TABLE_VALUES.get(option);
        }
        return entry.game().options().stream().filter(o -> o.name().equals(option)).findFirst()
                .map(OptionSpec::allowed).orElse(List.of());
    }

    private OptionWords in(Lang lang) {
        return lang == core.lang() ? this : new OptionWords(entry, lang, pictures);
    }

    private String word(String key, String fallback) {
        if (game.has(key)) {
            return game.get(key);
        }
        return core.has(key) ? core.get(key) : fallback;
    }
}
