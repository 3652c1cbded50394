package dev.mazziere.text;

import java.util.Locale;
import java.util.Optional;

/** The languages Mazziere speaks. */
public enum Lang {
    IT("it"), EN("en");

    private final String code;

    Lang(String code) {
        this.code = code;
    }

    public String code() {
        return code;
    }

    public Locale locale() {
        return Locale.forLanguageTag(code);
    }

    /** Italian for an Italian locale, English for anything else (or none). */
    public static Lang of(Locale locale) {
        return locale != null && "it".equals(locale.getLanguage()) ? IT : EN;
    }

    /** The language a user named: it, en, italiano, english ... */
    public static Optional<Lang> parse(String text) {
        return switch (text.trim().toLowerCase(Locale.ROOT)) {
            case "it", "ita", "italiano", "italian" -> Optional.of(IT);
            case "en", "eng", "english", "inglese" -> Optional.of(EN);
            default -> Optional.empty();
        };
    }
}
