package dev.mazziere.store;

import java.time.Clock;
import java.util.Map;
import java.util.Set;

/**
 * Opens the store a JDBC URL names: {@code jdbc:sqlite:<file>} (the default,
 * {@value #DEFAULT_URL}) or {@code jdbc:postgresql://host:port/database}.
 */
public final class Stores {

    /** The environment variable naming the database; unset means {@value #DEFAULT_URL}. */
    public static final String URL_VARIABLE = "MAZZIERE_DB_URL";
    /** The PostgreSQL user, if not in the URL. */
    public static final String USER_VARIABLE = "MAZZIERE_DB_USER";
    /** The PostgreSQL password, if not in the URL (better: it stays out of the URL). */
    public static final String PASSWORD_VARIABLE = "MAZZIERE_DB_PASSWORD";

    public static final String DEFAULT_URL = "jdbc:sqlite:./data/mazziere.db";

    private Stores() {
    }

    /** The store of {@link #URL_VARIABLE} (and its user and password variables) in this process's environment. */
    public static Store fromEnvironment() {
        return fromEnvironment(System.getenv(), Clock.systemUTC());
    }

    /** The store of {@link #URL_VARIABLE} (and its user and password variables) in {@code env}. */
    public static Store fromEnvironment(Map<String, String> env, Clock clock) {
        String url = env.get(URL_VARIABLE);
        return open(url == null || url.isBlank() ? DEFAULT_URL : url, blankToNull(env.get(USER_VARIABLE)),
                blankToNull(env.get(PASSWORD_VARIABLE)), clock);
    }

    public static Store open(String url, Clock clock) {
        return open(url, null, null, clock);
    }

    /**
     * Opens, creating and migrating the database as needed.
     *
     * @param user     PostgreSQL only: the user, or null for the URL's
     * @param password PostgreSQL only: the password, or null for the URL's
     * @throws IllegalArgumentException for a URL of another database
     * @throws StoreException           if the database cannot be opened or migrated
     */
    public static Store open(String url, String user, String password, Clock clock) {
        JdbcUrl parsed = JdbcUrl.parse(url);
        if (parsed.isSqlite()) {
            return SqliteStore.open(parsed.sqliteFile(), clock);
        }
        if (parsed.isPostgres()) {
            return PostgresStore.open(parsed.url(), user, password, clock);
        }
        throw new IllegalArgumentException("unsupported database URL " + parsed.redacted()
                + " (use jdbc:sqlite:<file> or jdbc:postgresql://host:port/database)");
    }

    /** {@code url} with every password in it masked: the form for messages and logs. */
    public static String redacted(String url) {
        return url == null || url.isBlank() ? "" : JdbcUrl.parse(url).redacted();
    }

    /** The secrets {@code url} holds (passwords, keys), as written and decoded, so a message can be scrubbed of them. */
    public static Set<String> secrets(String url) {
        return url == null || url.isBlank() ? Set.of() : JdbcUrl.parse(url).secrets();
    }

    private static String blankToNull(String s) {
        return s == null || s.isBlank() ? null : s;
    }
}
