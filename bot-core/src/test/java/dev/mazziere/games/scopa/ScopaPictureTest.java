package dev.mazziere.games.scopa;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.picture.PictureFixtures;
import dev.mazziere.picture.Scene;
import java.util.List;
import org.junit.jupiter.api.Test;

final class ScopaPictureTest {

    private final PictureFixtures.Position position = PictureFixtures.scopa();
    private final ScopaView table = (ScopaView) position.match().publicView();

    private static List<Scene.Face> faces(Scene.Section section) {
        return section.items().stream().filter(Scene.Cards.class::isInstance)
                .flatMap(i -> ((Scene.Cards) i).faces().stream()).toList();
    }

    @Test
    void theTableShowsTheCardsOnItTheLastCaptureAndEachSidesTakenPile() {
        Scene scene = position.table();

        assertThat(faces(scene.sections().get(0))).extracting(Scene.Face::card).containsExactlyElementsOf(table.table());
        Scene.Section last = scene.sections().get(1);
        assertThat(last.items()).hasSize(3);
        assertThat(last.items().get(0)).isEqualTo(Scene.Cards.plain(List.of(table.last().card()), "carlo"));
        assertThat(last.items().get(1)).isInstanceOf(Scene.Arrow.class);
        assertThat(faces(last)).extracting(Scene.Face::card).contains(table.last().capture().toArray(new dev.mazziere.cards.ItalianCard[0]));
        List<Scene.Item> piles = scene.sections().get(2).items();
        assertThat(piles).hasSize(2);
        assertThat(((Scene.Pile) piles.get(1)).count()).isEqualTo(table.captured().get(1).size());
    }

    @Test
    void theStripSaysWhoseTurnWithEverySidesPointsAndTheTarget() {
        Scene.Strip strip = position.table().strip();

        assertThat(strip.turn()).isEqualTo("👉 anna to play");
        assertThat(strip.scores()).extracting(Scene.Score::name).containsExactly("anna", "carlo");
        assertThat(strip.scores()).extracting(Scene.Score::active).containsExactly(true, false);
        assertThat(strip.note()).isEqualTo("to 11");
    }

    @Test
    void onTheirTurnEveryCardOfTheHandIsPlayableAndShownInTheHandsOrder() {
        Scene hand = position.hand();
        ScopaView mine = (ScopaView) position.match().view(0);

        assertThat(faces(hand.sections().get(0))).extracting(Scene.Face::card)
                .containsExactlyElementsOf(ScopaPresenter.inHandOrder(mine.hand())).isSorted();
        assertThat(faces(hand.sections().get(0))).extracting(Scene.Face::mark).containsOnly(Scene.Mark.PLAYABLE);
        assertThat(hand.detail()).isEqualTo("your turn");
    }

    @Test
    void offTheirTurnTheHandIsPlain() {
        Scene hand = position.handOffTurn();

        assertThat(faces(hand.sections().get(0))).extracting(Scene.Face::mark).containsOnly(Scene.Mark.PLAIN);
        assertThat(hand.detail()).isEmpty();
    }
}
