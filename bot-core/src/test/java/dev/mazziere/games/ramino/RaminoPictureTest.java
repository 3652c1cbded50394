package dev.mazziere.games.ramino;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.cards.CardRenderer;
import dev.mazziere.picture.PictureFixtures;
import dev.mazziere.picture.Scene;
import java.util.List;
import org.junit.jupiter.api.Test;

final class RaminoPictureTest {

    private final PictureFixtures.Position position = PictureFixtures.ramino();
    private final RaminoView v = (RaminoView) position.match().view(0);

    @Test
    void theMeldsAreNumberedFromOneAsTheButtonsSayWithJokerAndOwner() {
        Scene.Section melds = position.table().sections().get(1);

        assertThat(melds.items()).hasSize(v.melds().size());
        for (int i = 0; i < v.melds().size(); i++) {
            RaminoView.MeldView m = v.melds().get(i);
            Scene.Cards cards = (Scene.Cards) melds.items().get(i);
            String joker = m.joker() == null ? "" : "🃏=" + CardRenderer.render(m.joker().card()) + " · ";
            assertThat(cards.caption()).isEqualTo((i + 1) + " · " + joker + position.facts().names().seat(m.owner()));
            assertThat(cards.faces()).extracting(Scene.Face::card).containsExactlyElementsOf(m.cards());
            assertThat(cards.fan()).isTrue();
        }
    }

    @Test
    void theTableShowsThePozzosTopCardTheTalloneAndTheCardsEachPlayerHolds() {
        Scene scene = position.table();
        List<Scene.Item> piles = scene.sections().get(0).items();

        assertThat(piles.get(0)).isEqualTo(Scene.Cards.plain(List.of(v.pileTop()), "pozzo"));
        assertThat(piles.get(1)).isEqualTo(new Scene.Pile(v.stockSize(), "tallone", false));
        assertThat(scene.sections().get(2).items()).extracting(i -> ((Scene.Pile) i).count())
                .containsExactlyElementsOf(v.handSizes());
        assertThat(scene.strip().note()).isEqualTo("out at 101");
    }

    @Test
    void whilePickingCardsEveryCardOfTheHandHasItsButtonAndIsRaised() {
        Scene.Cards hand = (Scene.Cards) position.hand().sections().get(0).items().get(0);

        assertThat(hand.faces()).extracting(Scene.Face::card).containsExactlyElementsOf(v.hand());
        assertThat(hand.faces()).extracting(Scene.Face::mark).containsOnly(Scene.Mark.PLAYABLE);
    }
}
