package dev.mazziere.picture;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.cards.Decks;
import dev.mazziere.cards.FrenchCard;
import dev.mazziere.cards.ItalianCard;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.List;
import java.util.stream.Stream;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

final class SceneRendererTest {

    private final SceneRenderer renderer = new SceneRenderer();

    private static Stream<Scene> everyGamesPictures() {
        return Stream.of(PictureFixtures.scopa(), PictureFixtures.traversone(), PictureFixtures.napoleone(),
                PictureFixtures.napoleoneBidding(), PictureFixtures.ramino())
                .flatMap(p -> Stream.of(p.table(), p.hand(), p.handOffTurn()));
    }

    private static BufferedImage decode(byte[] png) throws IOException {
        return ImageIO.read(new ByteArrayInputStream(png));
    }

    @Test
    void theSameSceneDrawsTheSameBytesEveryTime() {
        Scene scene = PictureFixtures.traversone().table();
        byte[] first = renderer.png(scene);
        renderer.png(PictureFixtures.ramino().hand());

        assertThat(new SceneRenderer().png(scene)).isEqualTo(first);
    }

    @Test
    void everyGamesPicturesAreReadablePngsOfTheSameWidthUnderAHundredKilobytes() throws IOException {
        for (Scene scene : everyGamesPictures().toList()) {
            byte[] png = renderer.png(scene);
            BufferedImage image = decode(png);

            assertThat(image.getWidth()).isEqualTo(SceneRenderer.WIDTH);
            assertThat(image.getHeight()).isBetween(200, 1400);
            assertThat(png.length).as("%s: PNG bytes", scene.title()).isLessThan(100 * 1024);
        }
    }

    @Test
    void thePngIsIndexedAndKeepsThePicturesFlatColoursExactly() throws IOException {
        Scene scene = new Scene("Scopa", "", List.of(), new Scene.Strip("", List.of(), ""));
        BufferedImage drawn = renderer.image(scene);
        BufferedImage read = decode(renderer.png(scene));

        assertThat(read.getType()).isEqualTo(BufferedImage.TYPE_BYTE_INDEXED);
        assertThat(read.getRGB(5, 70)).isEqualTo(drawn.getRGB(5, 70)).isEqualTo(Palette.FELT.getRGB());
        assertThat(read.getRGB(5, 5)).isEqualTo(Palette.BAND.getRGB());
    }

    @Test
    void aWholeDeckOnOnePictureStaysCloseToWhatWasDrawn() throws IOException {
        List<Scene.Section> sections = List.of(
                new Scene.Section("", Scene.Size.SMALL, List.of(Scene.Cards.plain(Decks.italian40(), ""))),
                new Scene.Section("", Scene.Size.SMALL, List.of(Scene.Cards.plain(Decks.french54(), ""))));
        Scene scene = new Scene("Mazziere", "", sections, null);
        BufferedImage drawn = renderer.image(scene);
        BufferedImage read = decode(renderer.png(scene));

        PictureDifference d = PictureDifference.of(drawn, read);
        assertThat(d.sameSize()).isTrue();
        assertThat(d.meanChannelDifference()).isLessThan(1.0);
        assertThat(d.farPixelShare()).isLessThan(0.002);
    }

    @Test
    void aLongerSceneMakesATallerPicture() {
        Scene one = new Scene("Scopa", "", List.of(Scene.Section.of("", Scene.Size.MEDIUM,
                Scene.Cards.plain(List.of(ItalianCard.parse("7D")), ""))), null);
        Scene two = new Scene("Scopa", "", List.of(one.sections().get(0), Scene.Section.of("", Scene.Size.MEDIUM,
                Scene.Cards.plain(List.of(FrenchCard.parse("10H")), ""))), null);

        assertThat(renderer.image(two).getHeight()).isGreaterThan(renderer.image(one).getHeight());
    }

    @Test
    void manyCardsWrapOntoMoreLinesInsteadOfLeavingThePicture() {
        Scene six = new Scene("Scopa", "", List.of(Scene.Section.of("", Scene.Size.MEDIUM,
                Scene.Cards.plain(Decks.italian40().subList(0, 6), ""))), null);
        Scene twelve = new Scene("Scopa", "", List.of(Scene.Section.of("", Scene.Size.MEDIUM,
                Scene.Cards.plain(Decks.italian40().subList(0, 12), ""))), null);

        int cardHeight = CardFaces.height(true, Scene.Size.MEDIUM);
        assertThat(renderer.image(twelve).getHeight() - renderer.image(six).getHeight())
                .isGreaterThanOrEqualTo(cardHeight);
    }
}
