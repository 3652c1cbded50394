package dev.mazziere.picture;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.function.Supplier;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every game's table and hand pictures against the PNGs kept in
 * {@code src/test/resources/dev/mazziere/picture/golden/}.
 *
 * <p>On the JVM the goldens were made with the bytes must match exactly. Another JDK may
 * rasterize or deflate a little differently, so when the bytes differ the pictures are
 * compared pixel by pixel instead, with {@link PictureDifference}'s tolerance: a moved card,
 * a changed colour or a missing caption fails; an edge antialiased a shade apart does not.
 * A failing picture is written to {@code target/golden-actual/}.
 *
 * <p>To regenerate the goldens after a deliberate change of the pictures, look at the
 * new ones, then run from the repository root:
 * <pre>MAZZIERE_UPDATE_GOLDENS=1 mvn -q -pl bot-core -am test -Dtest=GoldenPicturesTest -Dsurefire.failIfNoSpecifiedTests=false</pre>
 * which rewrites them (and skips the comparison), and commit the PNGs.
 */
final class GoldenPicturesTest {

    private static final Path GOLDEN = Path.of("src/test/resources/dev/mazziere/picture/golden");
    private static final Path ACTUAL = Path.of("target/golden-actual");
    private static final boolean UPDATE = "1".equals(System.getenv("MAZZIERE_UPDATE_GOLDENS"));
    private static final SceneRenderer RENDERER = new SceneRenderer();

    static Stream<Arguments> pictures() {
        return Stream.of(
                picture("scopa-table", () -> PictureFixtures.scopa().table()),
                picture("scopa-hand", () -> PictureFixtures.scopa().hand()),
                picture("traversone-table", () -> PictureFixtures.traversone().table()),
                picture("traversone-hand", () -> PictureFixtures.traversone().hand()),
                picture("napoleone-table", () -> PictureFixtures.napoleone().table()),
                picture("napoleone-hand", () -> PictureFixtures.napoleone().hand()),
                picture("napoleone-bidding-table", () -> PictureFixtures.napoleoneBidding().table()),
                picture("ramino-table", () -> PictureFixtures.ramino().table()),
                picture("ramino-hand", () -> PictureFixtures.ramino().hand()),
                picture("tressette-table", () -> PictureFixtures.tressette().table()),
                picture("tressette-hand", () -> PictureFixtures.tressette().hand()),
                picture("tressette-two-table", () -> PictureFixtures.tressetteTwo().table()));
    }

    private static Arguments picture(String name, Supplier<Scene> scene) {
        return Arguments.of(name, scene);
    }

    @ParameterizedTest(name = "{0} looks as its golden picture")
    @MethodSource("pictures")
    void aPictureLooksAsItsGolden(String name, Supplier<Scene> scene) throws IOException {
        byte[] actual = RENDERER.png(scene.get());
        Path golden = GOLDEN.resolve(name + ".png");
        if (UPDATE) {
            Files.createDirectories(GOLDEN);
            Files.write(golden, actual);
        }
        assumeFalse(UPDATE, "goldens rewritten, not compared");

        byte[] expected = read(name);
        if (Arrays.equals(actual, expected)) {
            return;
        }
        Files.createDirectories(ACTUAL);
        Files.write(ACTUAL.resolve(name + ".png"), actual);
        PictureDifference d = PictureDifference.of(decode(expected), decode(actual));
        d.assertClose(name + " (actual in " + ACTUAL + ")");
    }

    private static byte[] read(String name) throws IOException {
        try (InputStream in = GoldenPicturesTest.class.getResourceAsStream("golden/" + name + ".png")) {
            assertThat(in).as("the golden picture %s.png (see this class's Javadoc to make it)", name).isNotNull();
            return in.readAllBytes();
        }
    }

    private static BufferedImage decode(byte[] png) throws IOException {
        return ImageIO.read(new ByteArrayInputStream(png));
    }
}
