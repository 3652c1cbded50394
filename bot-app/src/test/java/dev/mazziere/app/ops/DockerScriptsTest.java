package dev.mazziere.app.ops;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The image's scripts ({@code docker/}), run by {@code /bin/sh} as the image runs them:
 * the entrypoint passes {@code JAVA_OPTS} to java with quoted values whole, and the health
 * check asks liveness where the bot listens. (The bot's side of the health check is
 * pinned by the jar's tests.)
 */
@DisplayName("The image's scripts")
class DockerScriptsTest {

    private static final Path DOCKER = Path.of("..", "docker").toAbsolutePath().normalize();

    @TempDir
    Path dir;

    private record Ran(int status, List<String> out, String err) {
    }

    private Ran sh(Map<String, String> env, String script, String... args) throws Exception {
        List<String> command = new java.util.ArrayList<>(List.of("/bin/sh", DOCKER.resolve(script).toString()));
        command.addAll(List.of(args));
        ProcessBuilder pb = new ProcessBuilder(command);
        pb.environment().clear();
        pb.environment().put("PATH", dir + ":/usr/bin:/bin");
        pb.environment().putAll(env);
        Process p = pb.start();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(20, TimeUnit.SECONDS)).isTrue();
        return new Ran(p.exitValue(), out.lines().toList(), err);
    }

    /** A {@code java} on the PATH that prints each argument it gets on a line of its own. */
    private void fakeJava() throws Exception {
        Path java = Files.writeString(dir.resolve("java"), "#!/bin/sh\nfor a in \"$@\"; do printf '%s\\n' \"$a\"; done\n");
        Files.setPosixFilePermissions(java, PosixFilePermissions.fromString("rwxr-xr-x"));
    }

    @Test
    @DisplayName("JAVA_OPTS with a quoted value that holds spaces reaches java as one argument, before -jar and"
            + " the command's own arguments")
    void javaOptsWithSpaces() throws Exception {
        fakeJava();

        Ran ran = sh(Map.of("JAVA_OPTS", "-Xss1m \"-Dmazziere.note=two words\" -Dempty="), "entrypoint.sh",
                "backup", "--out", "/app/data/a b.db");

        assertThat(ran.status()).as(ran.err()).isZero();
        assertThat(ran.out()).containsExactly("-XX:MaxRAMPercentage=75", "-XX:+ExitOnOutOfMemoryError", "-Xss1m",
                "-Dmazziere.note=two words", "-Dempty=", "-jar", "/app/mazziere.jar", "backup", "--out",
                "/app/data/a b.db");
    }

    @Test
    @DisplayName("no JAVA_OPTS: java gets the image's flags and the jar")
    void noJavaOpts() throws Exception {
        fakeJava();

        Ran ran = sh(Map.of(), "entrypoint.sh");

        assertThat(ran.out()).containsExactly("-XX:MaxRAMPercentage=75", "-XX:+ExitOnOutOfMemoryError", "-jar",
                "/app/mazziere.jar");
    }

    @Test
    @DisplayName("the health check asks /health/live at the address the bot listens on: 127.0.0.1 for all"
            + " addresses, the address itself otherwise; it fails when nothing answers or no port is set")
    void healthCheck() throws Exception {
        Health health = new Health(null, java.time.Duration.ofSeconds(1));
        try (OpsServer server = OpsServer.start("127.0.0.1", 0, health, () -> "")) {
            String port = Integer.toString(server.port());
            assertThat(sh(Map.of("MAZZIERE_HTTP_PORT", port), "healthcheck.sh").status()).isZero();
            assertThat(sh(Map.of("MAZZIERE_HTTP_PORT", port, "MAZZIERE_HTTP_ADDRESS", "0.0.0.0"), "healthcheck.sh")
                    .status()).isZero();
            assertThat(sh(Map.of("MAZZIERE_HTTP_PORT", port, "MAZZIERE_HTTP_ADDRESS", "127.0.0.1"), "healthcheck.sh")
                    .status()).isZero();
            int nobody;
            try (java.net.ServerSocket unused = new java.net.ServerSocket(0)) {
                nobody = unused.getLocalPort();
            }
            assertThat(sh(Map.of("MAZZIERE_HTTP_PORT", Integer.toString(nobody)), "healthcheck.sh").status())
                    .as("nothing listening").isNotZero();
        }
        Ran noPort = sh(Map.of(), "healthcheck.sh");
        assertThat(noPort.status()).isEqualTo(1);
        assertThat(noPort.err()).contains("MAZZIERE_HTTP_PORT is not set");
    }
}
