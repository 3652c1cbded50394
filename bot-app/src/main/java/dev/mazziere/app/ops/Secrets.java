package dev.mazziere.app.ops;

import dev.mazziere.store.Stores;
import dev.mazziere.telegram.TelegramConfig;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Masks the secrets of this process's configuration in any text before it is printed:
 * the platform tokens, the webhook's secret token, the database password in its own
 * variable and every password the database URL holds. Every log line passes through
 * {@link #current()} (see {@link LogEncoder}), and so does every error line.
 */
public final class Secrets {

    public static final String MASK = "***";
    /** Variables whose whole value is a secret. */
    static final List<String> VARIABLES = List.of(TelegramConfig.TOKEN, "DISCORD_BOT_TOKEN",
            TelegramConfig.WEBHOOK_SECRET, Stores.PASSWORD_VARIABLE);
    /** Shorter values are not masked: replacing every "ab" in a line would garble it and hide nothing. */
    private static final int SHORTEST = 3;

    private static volatile Secrets current = new Secrets(List.of(), null);

    private final List<String> values;
    private final String databaseUrl;

    private Secrets(List<String> values, String databaseUrl) {
        this.values = values;
        this.databaseUrl = databaseUrl;
    }

    /** The secrets in {@code env}, longest first (so a secret containing another is masked whole). */
    public static Secrets of(Map<String, String> env) {
        Set<String> found = new LinkedHashSet<>();
        for (String variable : VARIABLES) {
            add(found, env.get(variable));
        }
        String url = env.get(Stores.URL_VARIABLE);
        Stores.secrets(url).forEach(s -> add(found, s));
        try {
            TelegramConfig telegram = TelegramConfig.fromEnv(env);
            if (telegram != null && telegram.webhook() != null) {
                add(found, telegram.webhook().secret());
            }
        } catch (IllegalArgumentException e) {
            // a bad webhook setting is reported on its own; its secret, if any, is already in the list
        }
        List<String> sorted = new ArrayList<>(found);
        sorted.sort(Comparator.comparingInt(String::length).reversed());
        return new Secrets(List.copyOf(sorted), url == null || url.isBlank() ? null : url.trim());
    }

    private static void add(Set<String> found, String value) {
        if (value != null && value.trim().length() >= SHORTEST) {
            found.add(value.trim());
        }
    }

    /** What every log line is masked with from now on. */
    public static void install(Secrets secrets) {
        current = secrets;
    }

    public static Secrets current() {
        return current;
    }

    /** {@code text} with the database URL in its safe form and every secret replaced by {@value #MASK}. */
    public String mask(String text) {
        if (text == null || values.isEmpty() && databaseUrl == null) {
            return text;
        }
        String out = databaseUrl == null ? text : text.replace(databaseUrl, Stores.redacted(databaseUrl));
        for (String secret : values) {
            out = out.replace(secret, MASK);
        }
        return out;
    }
}
