package dev.mazziere.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.app.ops.Secrets;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the operator reads when the bot cannot start: one line saying what is wrong and
 * what to do, no stack trace, no secret, and an exit status (2: a wrong setting or
 * argument; 1: anything else).
 */
@DisplayName("Errors at start")
class ErrorLinesTest {

    @TempDir
    Path dir;

    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();

    private int run(Map<String, String> env, String... args) {
        Secrets.install(Secrets.of(env));
        return Main.run(args, env, new PrintWriter(out, true), new PrintWriter(err, true));
    }

    private static Map<String, String> env(String... pairs) {
        Map<String, String> env = new HashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            env.put(pairs[i], pairs[i + 1]);
        }
        return env;
    }

    /** The whole of standard error: exactly one line, starting "mazziere: ". */
    private String line() {
        assertThat(err.toString().lines().toList()).as("standard error").hasSize(1);
        String line = err.toString().strip();
        assertThat(line).startsWith("mazziere: ").doesNotContain("\tat ").doesNotContain("Exception:");
        return line;
    }

    @Test
    @DisplayName("a language Mazziere does not speak: status 2, the line names MAZZIERE_LANG and what it takes")
    void badLanguage() {
        assertThat(run(env("MAZZIERE_LANG", "fr", "MAZZIERE_DB_URL", "jdbc:sqlite:" + dir.resolve("m.db")))).isEqualTo(2);
        assertThat(line()).isEqualTo("mazziere: MAZZIERE_LANG must be it or en, not 'fr'");
    }

    @Test
    @DisplayName("a database URL of another kind: status 2, the line names the variable")
    void badDatabaseUrl() {
        assertThat(run(env("MAZZIERE_DB_URL", "jdbc:mysql://db/bot?password=s3cret-pw"))).isEqualTo(2);
        assertThat(line()).contains("unsupported database URL jdbc:mysql://db/bot?password=***")
                .contains("MAZZIERE_DB_URL").doesNotContain("s3cret-pw");
    }

    @Test
    @DisplayName("a folder that cannot be made: status 1, the line names it")
    void unwritableFolder() throws Exception {
        Path blocker = Files.writeString(dir.resolve("data"), "a file in the way");
        assertThat(run(env("MAZZIERE_DB_URL", "jdbc:sqlite:" + blocker.resolve("m.db")))).isEqualTo(1);
        assertThat(line()).isEqualTo("mazziere: cannot create the database folder " + blocker + ": a file is in the way: "
                + blocker + "; create it, or set MAZZIERE_DB_URL to a file in a folder the bot may write");
    }

    @Test
    @DisplayName("a corrupt database file: status 1, the line says restore a backup")
    void corruptFile() throws Exception {
        byte[] noise = new byte[8192];
        new Random(3).nextBytes(noise);
        Path file = Files.write(dir.resolve("m.db"), noise);
        assertThat(run(env("MAZZIERE_DB_URL", "jdbc:sqlite:" + file))).isEqualTo(1);
        assertThat(line()).contains("cannot open the SQLite file " + file).contains("restore a backup");
    }

    @Test
    @DisplayName("no PostgreSQL listening, the password in the URL's user part: status 1, the secret nowhere")
    void noServerListening() {
        assertThat(run(env("MAZZIERE_DB_URL", "jdbc:postgresql://bot:Pg-s3cret@127.0.0.1:1/bot?connectTimeout=2",
                "MAZZIERE_DB_PASSWORD", "Var-s3cret"))).isEqualTo(1);
        assertThat(line()).startsWith("mazziere: cannot connect to jdbc:postgresql://bot:***@127.0.0.1:1/bot")
                .contains("refused").doesNotContain("Pg-s3cret").doesNotContain("Var-s3cret");
    }

    @Test
    @DisplayName("simulate --out to a path that cannot be written: one line, status 2")
    void simulateOutUnwritable() throws Exception {
        Path blocker = Files.writeString(dir.resolve("out"), "a file in the way");
        assertThat(run(env(), "simulate", "--game", "scopa", "--players", "2", "--out",
                blocker.resolve("m.jsonl").toString())).isEqualTo(2);
        assertThat(line()).isEqualTo("mazziere: cannot write --out " + blocker.resolve("m.jsonl")
                + ": a file is in the way: " + blocker);
        assertThat(out.toString()).isEmpty();
    }

    @Test
    @DisplayName("wrong operator settings: status 2 and a line naming the variable")
    void wrongSettings() {
        assertThat(run(env("MAZZIERE_LOG_FORMAT", "xml"))).isEqualTo(2);
        assertThat(line()).isEqualTo("mazziere: MAZZIERE_LOG_FORMAT must be text or json, not 'xml'");
        err.getBuffer().setLength(0);
        assertThat(run(env("MAZZIERE_HTTP_PORT", "eighty"))).isEqualTo(2);
        assertThat(line()).isEqualTo("mazziere: MAZZIERE_HTTP_PORT must be a port number (1-65535), not 'eighty'");
        err.getBuffer().setLength(0);
        assertThat(run(env("TELEGRAM_BOT_TOKEN", "1:abc", "TELEGRAM_WEBHOOK_URL", "https://bot.example.org/",
                "MAZZIERE_HTTP_PORT", "0"))).isEqualTo(2);
        assertThat(line()).isEqualTo("mazziere: TELEGRAM_WEBHOOK_URL needs a path of its own, e.g."
                + " https://bot.example.org/telegram");
    }
}
