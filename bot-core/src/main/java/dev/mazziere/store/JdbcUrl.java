package dev.mazziere.store;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * A store's JDBC URL, with what the stores need from it: which database, the SQLite file,
 * the PostgreSQL parameters, and forms safe to log (no password).
 */
record JdbcUrl(String url) {

    static final String SQLITE = "jdbc:sqlite:";
    static final String POSTGRES = "jdbc:postgresql:";

    private static final Pattern PASSWORD_PARAMETER =
            Pattern.compile("(?i)([?&;]password=)[^&;#]*");
    private static final Pattern USER_INFO = Pattern.compile("(//[^/@:?]*:)[^/@?]*@");

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
            throw new IllegalArgumentException("the store needs a SQLite file, not an in-memory database: " + url);
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
                return URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
            }
        }
        return null;
    }

    /** The URL without its {@code password} parameter. */
    String withoutPassword() {
        String stripped = url.replaceAll("(?i)([?&;])password=[^&;#]*[&;]?", "$1");
        return stripped.endsWith("?") || stripped.endsWith("&") || stripped.endsWith(";")
                ? stripped.substring(0, stripped.length() - 1)
                : stripped;
    }

    /** The URL with any password masked: the only form that may be logged or shown. */
    String redacted() {
        String masked = PASSWORD_PARAMETER.matcher(url).replaceAll("$1***");
        return USER_INFO.matcher(masked).replaceAll("$1***@");
    }

    @Override
    public String toString() {
        return redacted();
    }
}
