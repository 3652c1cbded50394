package dev.mazziere.text;

import java.util.Locale;
import java.util.MissingResourceException;
import java.util.ResourceBundle;

/**
 * Localized texts of one bundle in one language. Bundles are UTF-8 properties files:
 * {@code base.properties} is English, {@code base_it.properties} Italian. Placeholders
 * are {@code {0}}, {@code {1}} ... replaced literally (no MessageFormat, so apostrophes
 * need no escaping); {@code {a:0}} is Italian's "a" with the word it governs, elided as
 * Italian writes it ({@code ad anna}, {@code a Mario}: {@link #a}); a text that counts
 * something has a singular under {@code key.one} ({@link #count}). A missing key shows as
 * the key itself, never an exception. Immutable and thread-safe.
 */
public final class Texts {

    /** The bundle of the core's own texts (tables, lobby, help). */
    public static final String CORE = "dev.mazziere.text.messages";

    private static final ResourceBundle.Control NO_FALLBACK =
            ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES);

    private final String base;
    private final Lang lang;
    private final ResourceBundle bundle;

    private Texts(String base, Lang lang) {
        this.base = base;
        this.lang = lang;
        Locale locale = lang == Lang.EN ? Locale.ROOT : lang.locale();
        this.bundle = ResourceBundle.getBundle(base, locale, Texts.class.getClassLoader(), NO_FALLBACK);
    }

    /** The bundle {@code base} (e.g. {@code dev.mazziere.games.scopa.scopa}) in {@code lang}. */
    public static Texts load(String base, Lang lang) {
        return new Texts(base, lang);
    }

    /** The core texts in {@code lang}. */
    public static Texts core(Lang lang) {
        return new Texts(CORE, lang);
    }

    /** Another bundle in the same language. */
    public Texts bundle(String otherBase) {
        return new Texts(otherBase, lang);
    }

    public Lang lang() {
        return lang;
    }

    public String base() {
        return base;
    }

    public boolean has(String key) {
        return bundle.containsKey(key);
    }

    /**
     * The text for {@code key} agreeing with the number {@code n}, which is {@code {0}}
     * ({@code args} follow as {@code {1}} ...): {@code key.one} when {@code n} is 1 and the
     * bundle has it ({@code 1 scopa}, {@code 1 giocata}), else {@code key} ({@code 2 scope},
     * {@code 0 scope}). English and Italian both treat only 1 as singular.
     */
    public String count(String key, long n, Object... args) {
        Object[] all = new Object[args.length + 1];
        all[0] = n;
        System.arraycopy(args, 0, all, 1, args.length);
        return get(n == 1 && has(key + ".one") ? key + ".one" : key, all);
    }

    /** The text for {@code key} with {@code {i}} replaced by {@code args[i]}. */
    public String get(String key, Object... args) {
        String text;
        try {
            text = bundle.getString(key);
        } catch (MissingResourceException e) {
            text = key;
        }
        for (int i = 0; i < args.length; i++) {
            String arg = String.valueOf(args[i]);
            if (text.contains("{a:" + i + "}")) {
                text = text.replace("{a:" + i + "}", a(arg));
            }
            text = text.replace("{" + i + "}", arg);
        }
        return text;
    }

    /**
     * Italian's "a" before {@code word}: "ad" before a vowel sound ({@code ad anna},
     * {@code ad Andrea}, {@code ad Ettore}), "a" otherwise ({@code a Mario}, {@code a 🤖 Lucia}).
     * The sound is the first letter's, marks and emoji before it skipped, accents taken off.
     */
    static String a(String word) {
        for (int i = 0; i < word.length(); ) {
            int cp = word.codePointAt(i);
            i += Character.charCount(cp);
            if (Character.isLetter(cp)) {
                String base = java.text.Normalizer.normalize(new String(Character.toChars(cp)),
                        java.text.Normalizer.Form.NFD).substring(0, 1).toLowerCase(Locale.ROOT);
                return ("aeiou".contains(base) ? "ad " : "a ") + word;
            }
            if (Character.isDigit(cp)) {
                break;
            }
        }
        return "a " + word;
    }
}
