package dev.mazziere.app;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The built jar's console where {@code LANG} names a locale that is not installed: Java
 * then takes ASCII for file names, and a picture named after a player called {@code ää}
 * could not be written (an InvalidPathException, and the player never got their cards).
 * Runs after {@code package} (failsafe).
 */
@DisplayName("The console on a machine whose locale is not installed")
@Timeout(120)
class ConsoleCharsetIT {

    @TempDir
    Path dir;

    @Test
    @DisplayName("a player named ää gets their cards, their picture written under an ASCII name")
    void nonAsciiPlayer() throws Exception {
        ProcessBuilder pb = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Duser.language=en", "-jar", Path.of("target", "mazziere.jar").toAbsolutePath().toString())
                .directory(dir.toFile());
        pb.environment().keySet().removeIf(k -> k.startsWith("MAZZIERE_") || k.startsWith("TELEGRAM_")
                || k.startsWith("DISCORD_") || k.startsWith("LC_"));
        pb.environment().put("LANG", "xx_XX.UTF-8");
        Process p = pb.start();
        p.getOutputStream().write("/scopa\nää> /join\n/start\n".getBytes(StandardCharsets.UTF_8));
        p.getOutputStream().close();
        String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();

        assertThat(p.exitValue()).isZero();
        assertThat(err).doesNotContain("InvalidPathException").doesNotContain("Malformed input");
        Matcher hand = Pattern.compile("\\[dm ää][^\\[]*🖼️ (\\S+-hand-_u00e4_u00e4\\.png)").matcher(out);
        assertThat(hand.find()).as("ää's hand with its picture in:%n%s%n%s", out, err).isTrue();
        assertThat(Path.of(hand.group(1))).isRegularFile();
        try (var files = Files.list(dir.resolve("data/pictures"))) {
            List<String> names = files.map(f -> f.getFileName().toString()).toList();
            assertThat(names).allMatch(n -> n.chars().allMatch(c -> c < 128), "ASCII names");
        }
    }
}
