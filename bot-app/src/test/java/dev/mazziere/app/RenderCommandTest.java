package dev.mazziere.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.games.GameRegistry;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class RenderCommandTest {

    private record Run(int exit, String out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int exit = Main.run(args, new PrintWriter(out, true), new PrintWriter(err, true));
        return new Run(exit, out.toString(), err.toString());
    }

    private static List<String> files(Path dir) throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void renderWritesATableAndAHandOfEveryGameNamedAfterTheGame(@TempDir Path dir) throws IOException {
        Run run = run("render", "--out", dir.toString());

        assertThat(run.exit()).as(run.err()).isZero();
        List<String> files = files(dir);
        for (String game : GameRegistry.standard().ids()) {
            assertThat(files).contains(game + "-table.png", game + "-hand.png");
        }
        assertThat(files).allMatch(f -> GameRegistry.standard().ids().stream().anyMatch(f::startsWith));
        for (String f : files) {
            BufferedImage image = ImageIO.read(dir.resolve(f).toFile());
            assertThat(image).as(f).isNotNull();
            assertThat(image.getWidth()).isEqualTo(720);
            assertThat(Files.size(dir.resolve(f))).as(f).isLessThan(100 * 1024);
            assertThat(run.out()).contains(dir.resolve(f).toString());
        }
    }

    @Test
    void renderDrawsTheSameFilesEveryTime(@TempDir Path first, @TempDir Path second) throws IOException {
        run("render", "--out", first.toString(), "--lang", "it");
        run("render", "--out", second.toString(), "--lang", "it");

        for (String f : files(first)) {
            assertThat(Files.readAllBytes(second.resolve(f))).as(f).isEqualTo(Files.readAllBytes(first.resolve(f)));
        }
    }

    @Test
    void anUnknownLanguageIsAOneLineError(@TempDir Path dir) {
        Run run = run("render", "--out", dir.toString(), "--lang", "fr");

        assertThat(run.exit()).isNotZero();
        assertThat(run.err()).contains("--lang is en or it");
    }

    @Test
    void benchRenderTimesEveryPictureWithTheLoadAverage() {
        Run run = run("bench", "render", "--renders", "2");

        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("load average").contains("scopa-table.png").contains("ramino-hand.png")
                .contains("p95");
    }
}
