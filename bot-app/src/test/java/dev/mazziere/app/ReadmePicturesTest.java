package dev.mazziere.app;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.picture.PictureDifference;
import dev.mazziere.picture.SceneRenderer;
import dev.mazziere.text.Lang;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The pictures the README shows are what {@code render} draws today: each of
 * {@code docs/images/} is the sample of that name, byte for byte on this JVM or within
 * {@link PictureDifference}'s tolerance on another, and the README shows every one. After a
 * deliberate change of the pictures, regenerate them from the repository root with
 * {@code java -jar bot-app/target/mazziere.jar render --out docs/images}.
 */
@DisplayName("The README's pictures are what render draws")
class ReadmePicturesTest {

    /** Tests run in the module's directory; the images are at the repository's root. */
    private static final Path IMAGES = Path.of("..", "docs", "images");
    private static final Path README = Path.of("..", "README.md");

    @Test
    @DisplayName("every sample render draws is in docs/images as it draws it, and the README shows it")
    void samplesMatchTheImages() throws IOException {
        String readme = Files.readString(README);
        SceneRenderer renderer = new SceneRenderer();
        List<PictureSamples.Sample> samples = PictureSamples.all(Lang.EN);

        for (PictureSamples.Sample sample : samples) {
            Path image = IMAGES.resolve(sample.fileName());
            assertThat(image).as("docs/images/%s (render --out docs/images writes it)", sample.fileName()).exists();
            byte[] drawn = renderer.png(sample.scene());
            byte[] kept = Files.readAllBytes(image);
            if (!Arrays.equals(drawn, kept)) {
                PictureDifference.of(ImageIO.read(new ByteArrayInputStream(kept)),
                        ImageIO.read(new ByteArrayInputStream(drawn))).assertClose("docs/images/" + sample.fileName());
            }
            assertThat(readme).as("the README shows %s", sample.fileName()).contains("docs/images/" + sample.fileName());
        }
        try (Stream<Path> files = Files.list(IMAGES)) {
            assertThat(files.map(p -> p.getFileName().toString()))
                    .as("no picture in docs/images that render does not draw")
                    .containsExactlyInAnyOrderElementsOf(samples.stream().map(PictureSamples.Sample::fileName).toList());
        }
    }
}
