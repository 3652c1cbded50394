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

    @Test
    @DisplayName("a token that is not digits:secret is refused at once with one line, status 2, the token nowhere")
    void malformedToken() {
        long start = System.nanoTime();
        assertThat(run(env("TELEGRAM_BOT_TOKEN", "not-a-Real-token", "TELEGRAM_API_URL", "http://127.0.0.1:1",
                "MAZZIERE_DB_URL", "jdbc:sqlite:" + dir.resolve("m.db")))).isEqualTo(2);
        assertThat(line()).isEqualTo("mazziere: TELEGRAM_BOT_TOKEN is not a bot token: BotFather's tokens are the bot's"
                + " id, a colon and a secret of letters, digits, _ and - (123456789:AAH...)");
        assertThat(java.time.Duration.ofNanos(System.nanoTime() - start)).isLessThan(java.time.Duration.ofSeconds(10));
    }

    @Test
    @DisplayName("the console refuses a time zone that does not exist: one line, status 2")
    void consoleRefusesAnUnknownZone() {
        assertThat(run(env("MAZZIERE_TIMEZONE", "Mars/Olympus", "MAZZIERE_DB_URL", "jdbc:sqlite:" + dir.resolve("m.db"))))
                .isEqualTo(2);
        assertThat(line()).isEqualTo("mazziere: MAZZIERE_TIMEZONE is not a time zone: 'Mars/Olympus' (try Europe/Rome"
                + " or UTC)");
    }

    @Test
    @DisplayName("no token and nobody at a terminal (docker run -d): one line saying so, status 2, no console greeting")
    void noTokenNoTerminal() {
        Map<String, String> env = env("MAZZIERE_DB_URL", "jdbc:sqlite:" + dir.resolve("m.db"));
        Secrets.install(Secrets.of(env));
        assertThat(Main.run(new String[0], env, () -> true, new PrintWriter(out, true), new PrintWriter(err, true)))
                .isEqualTo(2);
        assertThat(line()).isEqualTo("mazziere: no token is set (TELEGRAM_BOT_TOKEN, DISCORD_BOT_TOKEN or their _FILE"
                + " variants) and there is no terminal for the console table: set a token, or run with a terminal"
                + " (docker run -it) to play in the console");
        assertThat(out.toString()).isEmpty();
    }

    @Test
    @DisplayName("a secret file that cannot be read, or a secret set both ways: one line naming the variable, status 2")
    void secretFiles() throws Exception {
        Path missing = dir.resolve("no-such-token");
        assertThat(run(env("TELEGRAM_BOT_TOKEN_FILE", missing.toString()))).isEqualTo(2);
        assertThat(line()).isEqualTo("mazziere: TELEGRAM_BOT_TOKEN_FILE names " + missing + ", which cannot be read"
                + " (no such file)");
        err.getBuffer().setLength(0);
        Path token = Files.writeString(dir.resolve("token"), "4242:From-a-file\n");
        assertThat(run(env("TELEGRAM_BOT_TOKEN_FILE", token.toString(), "TELEGRAM_BOT_TOKEN", "4242:From-the-env")))
                .isEqualTo(2);
        assertThat(line()).isEqualTo("mazziere: TELEGRAM_BOT_TOKEN and TELEGRAM_BOT_TOKEN_FILE are both set: keep one");
        err.getBuffer().setLength(0);
        Path empty = Files.writeString(dir.resolve("empty"), "\n");
        assertThat(run(env("MAZZIERE_DB_PASSWORD_FILE", empty.toString()))).isEqualTo(2);
        assertThat(line()).isEqualTo("mazziere: MAZZIERE_DB_PASSWORD_FILE names " + empty + ", which is empty");
    }
}
