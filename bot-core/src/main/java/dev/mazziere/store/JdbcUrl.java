package dev.mazziere.store;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A store's JDBC URL, with what the stores need from it: which database, the SQLite file,
 * the PostgreSQL credentials, and forms safe to log (no password in any of its forms).
 */
record JdbcUrl(String url) {

    static final String SQLITE = "jdbc:sqlite:";
    static final String POSTGRES = "jdbc:postgresql:";
    static final String MASK = "***";

    /**
     * Parameters whose value is a secret or may be one: {@code password}, {@code sslpassword},
     * {@code sslkeypassword}, {@code key}, {@code hexkey}, any {@code ...secret} or {@code ...token} ...
     */
    private static final Pattern SECRET_PARAMETER = Pattern.compile(
            "(?i)([?&;][^&;#=]*(?:password|passwd|pwd|secret|token|key|credential|sslfactoryarg)[^&;#=]*=)[^&;#]*");
    /** The user part of {@code //user:secret@host}; the password may itself hold an {@code @}. */
    private static final Pattern USER_INFO = Pattern.compile("^(.*?//)([^/@:?#]*)(?::([^/?#]*))?@(.*)$");

    static JdbcUrl parse(String url) {
        if (url == null || url.isBlank()) {
            throw new IllegalArgumentException("no database URL");
        }
        return new JdbcUrl(url.trim());
    }

    boolean isSqlite() {
        return url.toLowerCase(Locale.ROOT).startsWith(SQLITE);
    }

    boolean isPostgres() {
        return url.toLowerCase(Locale.ROOT).startsWith(POSTGRES);
    }

    /**
     * The database file of a {@code jdbc:sqlite:} URL ({@code file:} prefix and parameters
     * dropped).
     *
     * @throws IllegalArgumentException for an in-memory database, which would not survive
     *                                  a restart
     */
    Path sqliteFile() {
        String rest = url.substring(SQLITE.length());
        int query = rest.indexOf('?');
        if (query >= 0) {
            rest = rest.substring(0, query);
        }
        if (rest.startsWith("file:")) {
            rest = rest.substring("file:".length());
        }
        if (rest.isBlank() || rest.contains(":memory:")) {
            throw new IllegalArgumentException("the store needs a SQLite file, not an in-memory database: " + redacted());
        }
        return Path.of(rest);
    }

    /** A query parameter's decoded value, or null. */
    String parameter(String name) {
        int query = url.indexOf('?');
        if (query < 0) {
            return null;
        }
        for (String pair : url.substring(query + 1).split("[&;]")) {
            int eq = pair.indexOf('=');
            if (eq > 0 && pair.substring(0, eq).equalsIgnoreCase(name)) {
                return decode(pair.substring(eq + 1));
            }
        }
        return null;
    }

    /** The user: of the user part ({@code //user:secret@host}), else the {@code user} parameter, else null. */
    String user() {
        Matcher m = USER_INFO.matcher(url);
        if (m.matches() && !m.group(2).isEmpty()) {
            return decode(m.group(2));
        }
        return parameter("user");
    }

    /** The password: of the user part ({@code //user:secret@host}), else the {@code password} parameter, else null. */
    String password() {
        Matcher m = USER_INFO.matcher(url);
        if (m.matches() && m.group(3) != null) {
            return decode(m.group(3));
        }
        return parameter("password");
    }

    /**
     * The URL for the driver: without the user part (the PostgreSQL driver does not read
     * it; {@link #user()} and {@link #password()} do) and without the {@code password}
     * parameter, which is handed over apart. Other parameters stay, {@code sslpassword} too.
     */
    String withoutCredentials() {
        Matcher m = USER_INFO.matcher(url);
        String rest = m.matches() ? m.group(1) + m.group(4) : url;
        String stripped = rest.replaceAll("(?i)([?&;])password=[^&;#]*[&;]?", "$1");
        return stripped.endsWith("?") || stripped.endsWith("&") || stripped.endsWith(";")
                ? stripped.substring(0, stripped.length() - 1)
                : stripped;
    }

    /** Every secret the URL holds, as written and decoded: what must never be shown. */
    Set<String> secrets() {
        Set<String> found = new LinkedHashSet<>();
        Matcher info = USER_INFO.matcher(url);
        if (info.matches() && info.group(3) != null && !info.group(3).isEmpty()) {
            found.add(info.group(3));
            found.add(decode(info.group(3)));
        }
        Matcher p = SECRET_PARAMETER.matcher(url);
        while (p.find()) {
            String value = url.substring(p.end(1), p.end());
            if (!value.isEmpty()) {
                found.add(value);
                found.add(decode(value));
            }
        }
        return found;
    }

    /** The URL with every password masked: the only form that may be logged or shown. */
    String redacted() {
        String masked = SECRET_PARAMETER.matcher(url).replaceAll("$1" + MASK);
        Matcher m = USER_INFO.matcher(masked);
        if (m.matches() && m.group(3) != null) {
            return m.group(1) + m.group(2) + ":" + MASK + "@" + m.group(4);
        }
        return masked;
    }

    /** {@code text} with every secret of this URL, and the URL itself, replaced by their masked forms. */
    String scrub(String text) {
        if (text == null) {
            return null;
        }
        String out = text.replace(url, redacted());
        for (String secret : secrets()) {
            out = out.replace(secret, MASK);
        }
        return out;
    }

    private static String decode(String value) {
        try {
            return URLDecoder.decode(value, StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            return value;
        }
    }

    @Override
    public String toString() {
        return redacted();
    }
}
