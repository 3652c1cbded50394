package dev.mazziere.app;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.mazziere.telegram.FakeBotApi;
import java.io.IOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import mockwebserver3.MockWebServer;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The built jar as an operator starts it ({@code java -jar mazziere.jar}), on this JDK:
 * no native-access warning, SQLite's library unpacked once beside the database, errors
 * that are one line with the right status, and a SIGTERM that stops a running bot in
 * order with JSON log lines. Runs after {@code package} (failsafe).
 */
@DisplayName("The jar in operation")
@Timeout(120)
class OperationsIT {

    @TempDir
    Path dir;

    /** A finished run of the jar. */
    private record Run(int status, List<String> out, List<String> err) {
    }

    private ProcessBuilder jar(Map<String, String> env, String... args) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Djava.io.tmpdir=" + Files.createDirectories(dir.resolve("tmp")), "-Duser.language=en", "-jar",
                Path.of("target", "mazziere.jar").toAbsolutePath().toString()));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command).directory(dir.toFile());
        pb.environment().keySet().removeIf(k -> k.startsWith("MAZZIERE_") || k.startsWith("TELEGRAM_")
                || k.startsWith("DISCORD_"));
        pb.environment().putAll(env);
        return pb;
    }

    private Run run(Map<String, String> env, String input, String... args) throws Exception {
        Process p = jar(env, args).start();
        p.getOutputStream().write(input.getBytes(StandardCharsets.UTF_8));
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
        return new Run(p.exitValue(), out.lines().toList(), err.lines().toList());
    }

    private static List<Path> sqliteLibraries(Path folder) throws IOException {
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.getFileName().toString().startsWith("sqlite-")).toList();
        }
    }

    @Test
    @DisplayName("two starts: no restricted-method warning, SQLite's library written once in data/native and never"
            + " in the temporary folder")
    void nativeLibraryOnceAndNoWarning() throws Exception {
        Run first = run(Map.of(), "/help\n");
        List<Path> libraries = sqliteLibraries(dir.resolve("data/native"));
        assertThat(libraries).hasSize(1);
        long written = Files.getLastModifiedTime(libraries.get(0)).toMillis();
        Run second = run(Map.of(), "/help\n");

        for (Run r : List.of(first, second)) {
            assertThat(r.status()).isZero();
            assertThat(r.out()).anyMatch(l -> l.contains("Mazziere — commands"));
            assertThat(r.err()).noneMatch(l -> l.contains("restricted method") || l.contains("enable-native-access"));
        }
        assertThat(sqliteLibraries(dir.resolve("data/native"))).isEqualTo(libraries);
        assertThat(Files.getLastModifiedTime(libraries.get(0)).toMillis()).isEqualTo(written);
        assertThat(sqliteLibraries(dir.resolve("tmp"))).isEmpty();
    }

    @Test
    @DisplayName("errors at start are one line on standard error, with status 2 for a wrong setting, 1 otherwise")
    void errorsAreOneLine() throws Exception {
        byte[] noise = new byte[8192];
        new Random(11).nextBytes(noise);
        Files.write(dir.resolve("corrupt.db"), noise);
        Files.writeString(dir.resolve("blocker"), "a file in the way");

        Run badUrl = run(Map.of("MAZZIERE_DB_URL", "jdbc:mysql://db/bot"), "");
        Run corrupt = run(Map.of("MAZZIERE_DB_URL", "jdbc:sqlite:corrupt.db"), "");
        Run noServer = run(Map.of("MAZZIERE_DB_URL", "jdbc:postgresql://bot:Pg-s3cret@127.0.0.1:1/bot?connectTimeout=2"),
                "");
        Run simulate = run(Map.of(), "", "simulate", "--game", "scopa", "--players", "2", "--out", "blocker/x.jsonl");

        assertThat(badUrl.status()).isEqualTo(2);
        assertThat(badUrl.err()).singleElement().asString().startsWith("mazziere: unsupported database URL");
        assertThat(corrupt.status()).isEqualTo(1);
        assertThat(corrupt.err()).singleElement().asString().startsWith("mazziere: cannot open the SQLite file")
                .contains("restore a backup");
        assertThat(noServer.status()).isEqualTo(1);
        assertThat(noServer.err()).singleElement().asString()
                .startsWith("mazziere: cannot connect to jdbc:postgresql://bot:***@127.0.0.1:1/bot")
                .doesNotContain("Pg-s3cret");
        assertThat(simulate.status()).isEqualTo(2);
        assertThat(simulate.err()).singleElement().asString().startsWith("mazziere: cannot write --out blocker");
        assertThat(simulate.out()).isEmpty();

        Run xml = run(Map.of("MAZZIERE_LOG_FORMAT", "xml"), "");
        assertThat(xml.status()).isEqualTo(2);
        assertThat(xml.err()).as("no Logback status report").containsExactly(
                "mazziere: MAZZIERE_LOG_FORMAT must be text or json, not 'xml'");
        Run zone = run(Map.of("MAZZIERE_TIMEZONE", "Mars/Olympus"), "");
        assertThat(zone.status()).isEqualTo(2);
        assertThat(zone.err()).containsExactly("mazziere: MAZZIERE_TIMEZONE is not a time zone: 'Mars/Olympus'"
                + " (try Europe/Rome or UTC)");
        Run stray = run(Map.of(), "", "chess");
        assertThat(stray.status()).isEqualTo(2);
        assertThat(stray.err().get(0)).startsWith("mazziere: 'chess' is not a command");
        assertThat(stray.err()).contains("Usage: mazziere [-hV] [COMMAND]");
    }

    @Test
    @DisplayName("no token and standard input /dev/null (docker run -d): one line, status 2, no console greeting")
    void noTokenNoTerminal() throws Exception {
        Process p = jar(Map.of()).redirectInput(new java.io.File("/dev/null")).start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();

        assertThat(p.exitValue()).isEqualTo(2);
        assertThat(err.lines()).containsExactly("mazziere: no token is set (TELEGRAM_BOT_TOKEN, DISCORD_BOT_TOKEN or"
                + " their _FILE variants) and there is no terminal for the console table: set a token, or run with a"
                + " terminal (docker run -it) to play in the console");
        assertThat(out).isEmpty();
    }

    @Test
    @DisplayName("backup from the jar: one line on standard output, nothing on standard error, a file that opens")
    void backupFromTheJar() throws Exception {
        assertThat(run(Map.of(), "/scopa\n/addbot\n").status()).isZero();

        Run backup = run(Map.of(), "", "backup", "--out", "backups/today.db");

        assertThat(backup.status()).isZero();
        assertThat(backup.err()).isEmpty();
        assertThat(backup.out()).singleElement().asString().startsWith("backed up " + dir.resolve("data/mazziere.db")
                + " to " + dir.resolve("backups/today.db") + ": ").endsWith(", 1 open tables");
        Run version = run(Map.of(), "", "--version");
        assertThat(version.out()).containsExactly("Mazziere " + dev.mazziere.app.ops.BuildInfo.version());
    }

    @Test
    @DisplayName("SIGTERM while serving Telegram: health was up, the bot stops in order with status 0, and every line"
            + " on standard error is JSON, the bot's own included")
    void sigtermStopsInOrder() throws Exception {
        FakeBotApi api = new FakeBotApi();
        int port;
        try (ServerSocket probe = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            port = probe.getLocalPort();
        }
        try (MockWebServer telegram = new MockWebServer()) {
            telegram.setDispatcher(api);
            telegram.start(InetAddress.getByName("127.0.0.1"), 0);
            Process bot = jar(Map.of("TELEGRAM_BOT_TOKEN", FakeBotApi.TOKEN,
                    "TELEGRAM_API_URL", "http://127.0.0.1:" + telegram.getPort(),
                    "MAZZIERE_HTTP_ADDRESS", "127.0.0.1", "MAZZIERE_HTTP_PORT", Integer.toString(port),
                    "MAZZIERE_LOG_FORMAT", "json", "MAZZIERE_LOG_LEVEL", "INFO"))
                    .redirectError(dir.resolve("stderr.log").toFile()).redirectOutput(dir.resolve("stdout.log").toFile())
                    .start();
            HttpClient client = HttpClient.newHttpClient();
            api.await("/health up", 60, () -> {
                try {
                    return client.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/health"))
                            .build(), HttpResponse.BodyHandlers.ofString()).statusCode();
                } catch (Exception e) {
                    return 0;
                }
            }, status -> status == 200);
            api.say(api.user(101, "anna", "en"), -1, "/scopa");
            api.await("the lobby", 30, () -> api.messages(-1), m -> !m.isEmpty());

            bot.destroy();

            assertThat(bot.waitFor(30, TimeUnit.SECONDS)).isTrue();
            assertThat(bot.exitValue()).as("SIGTERM is a request to stop: status 0").isZero();
            List<String> lines = Files.readAllLines(dir.resolve("stderr.log"));
            List<JsonNode> json = new ArrayList<>();
            for (String line : lines) {
                json.add(new ObjectMapper().readTree(line)); // every line, the bot's own included
            }
            assertThat(json).extracting(j -> j.path("formattedMessage").asText())
                    .contains("Telegram bot @" + FakeBotApi.BOT + " is polling for updates", "store closed",
                            "Telegram bot @" + FakeBotApi.BOT + " is running.");
            assertThat(json).allMatch(j -> j.has("timestamp") && j.has("level") && j.has("loggerName"));
            assertThat(json).noneMatch(j -> j.path("level").asText().equals("ERROR"));
            assertThat(String.join("\n", lines)).doesNotContain(FakeBotApi.TOKEN);
        }
    }
}
