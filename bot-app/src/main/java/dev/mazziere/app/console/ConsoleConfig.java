package dev.mazziere.app.console;

import dev.mazziere.table.ExecutorScheduler;
import dev.mazziere.table.flow.Scheduler;
import dev.mazziere.table.flow.TableConfig;
import dev.mazziere.text.Lang;
import java.security.SecureRandom;
import java.time.Clock;
import java.time.Duration;
import java.time.ZoneId;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.LongSupplier;

/**
 * How the console table runs.
 *
 * @param locale    the locale every console user reports (Italian: the bot speaks Italian)
 * @param botPause  how long computer players think; zero plays them at once (piped input)
 * @param seeds     match seeds
 * @param clock     now
 * @param scheduler timers
 * @param localName the name the table shows for the person at the terminal (lines typed
 *                  without {@code name>}): a name, so the table reads "anna plays", not "you plays"
 * @param zone      the time zone of the times the table shows ({@code MAZZIERE_TIMEZONE}, as on
 *                  Telegram and Discord)
 */
public record ConsoleConfig(Locale locale, Duration botPause, LongSupplier seeds, Clock clock, Scheduler scheduler,
                            String localName, ZoneId zone) {

    /** Times shown in {@link TableConfig#DEFAULT_ZONE}. */
    public ConsoleConfig(Locale locale, Duration botPause, LongSupplier seeds, Clock clock, Scheduler scheduler,
                         String localName) {
        this(locale, botPause, seeds, clock, scheduler, localName, TableConfig.DEFAULT_ZONE);
    }

    /** Sets the name the console's own user is shown under. */
    public static final String NAME_VARIABLE = "MAZZIERE_CONSOLE_NAME";

    /**
     * For a person at a terminal: their language ({@link #locale}) and name, a short pause
     * (none when input is piped), real time.
     *
     * @throws IllegalArgumentException when {@code MAZZIERE_LANG} names no language Mazziere speaks, or
     *                                  {@code MAZZIERE_TIMEZONE} no time zone
     */
    public static ConsoleConfig defaults() {
        return defaults(System.getenv());
    }

    /** {@link #defaults()} with {@code env} as the environment. */
    public static ConsoleConfig defaults(Map<String, String> env) {
        boolean interactive = System.console() != null;
        SecureRandom random = new SecureRandom();
        Locale locale = locale(env, Locale.getDefault());
        ZoneId zone = TableConfig.zone(env);
        return new ConsoleConfig(locale, interactive ? Duration.ofMillis(1200) : Duration.ZERO,
                random::nextLong, Clock.systemUTC(), new ExecutorScheduler(),
                localName(env, System.getProperty("user.name"), locale), zone);
    }

    /** Reproducible: fixed seeds, no pause; the local user is called "you". */
    public static ConsoleConfig scripted(Locale locale, long seed) {
        long[] next = {seed};
        return new ConsoleConfig(locale, Duration.ZERO, () -> next[0]++, Clock.systemUTC(), new ExecutorScheduler(),
                "you");
    }

    /**
     * The console's language: {@code MAZZIERE_LANG} ({@link TableConfig#lang}), else the
     * language the environment's locale names ({@code LC_ALL}, {@code LC_MESSAGES},
     * {@code LANG}, the first set), read as text so that {@code it_IT.UTF-8} means Italian even
     * where that locale is not installed, else {@code fallback}.
     */
    static Locale locale(Map<String, String> env, Locale fallback) {
        Optional<Lang> chosen = TableConfig.lang(env);
        if (chosen.isPresent()) {
            return chosen.get().locale();
        }
        for (String variable : List.of("LC_ALL", "LC_MESSAGES", "LANG")) {
            String value = env.get(variable);
            if (value != null && !value.isBlank()) {
                String language = value.strip().split("[_.@-]", 2)[0].toLowerCase(Locale.ROOT);
                return language.equals("c") || language.equals("posix") ? fallback : Locale.forLanguageTag(language);
            }
        }
        return fallback;
    }

    /**
     * The name of the person at the terminal: {@link #NAME_VARIABLE} when set, else their
     * login name, else (no login, or an administrator's {@code root}) a word for "player".
     */
    static String localName(Map<String, String> env, String login, Locale locale) {
        String chosen = env.get(NAME_VARIABLE);
        if (chosen != null && !chosen.isBlank()) {
            return chosen.strip();
        }
        if (login != null && !login.isBlank() && !login.equals("root")) {
            return login.strip();
        }
        return "it".equals(locale.getLanguage()) ? "Giocatore" : "Player";
    }
}
