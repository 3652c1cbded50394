package dev.mazziere.picture;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.cards.Card;
import dev.mazziere.cards.CardRenderer;
import dev.mazziere.cards.Decks;
import dev.mazziere.cards.ItalianCard;
import java.awt.image.BufferedImage;
import java.awt.image.DataBufferInt;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

final class CardFacesTest {

    private static List<Card> everyCard() {
        List<Card> cards = new ArrayList<>(Decks.italian40());
        cards.addAll(Decks.french54().subList(0, 53));
        return cards;
    }

    @Test
    void theCornerOfAnItalianCardWritesItsRankAsTheChatAndTheButtonsDo() {
        for (ItalianCard c : Decks.italian40()) {
            assertThat(CardRenderer.render(c)).isEqualTo(ItalianCardArt.rank(c) + CardRenderer.mark(c.suit()));
        }
    }

    @Test
    void everyCardOfBothDecksHasAFaceOfItsOwn() {
        Set<Integer> faces = new HashSet<>();
        for (Card c : everyCard()) {
            BufferedImage face = CardFaces.face(c, Scene.Size.SMALL);
            assertThat(face.getWidth()).isEqualTo(CardFaces.width(Scene.Size.SMALL));
            assertThat(face.getHeight()).isEqualTo(CardFaces.height(c, Scene.Size.SMALL));
            faces.add(Arrays.hashCode(((DataBufferInt) face.getRaster().getDataBuffer()).getData()));
        }
        assertThat(faces).hasSize(everyCard().size());
    }

    @Test
    void italianCardsAreTallerThanFrenchOnesOfTheSameWidth() {
        assertThat(CardFaces.height(true, Scene.Size.MEDIUM)).isEqualTo(160);
        assertThat(CardFaces.height(false, Scene.Size.MEDIUM)).isEqualTo(140);
    }

    @Test
    void aCardIsDrawnOnceAndKept() {
        Card card = Decks.italian40().get(6);

        assertThat(CardFaces.face(card, Scene.Size.LARGE)).isSameAs(CardFaces.face(card, Scene.Size.LARGE));
        assertThat(CardFaces.back(true, Scene.Size.SMALL)).isNotSameAs(CardFaces.back(false, Scene.Size.SMALL));
    }
}
