package dev.mazziere.games.ramino;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.cards.CardRenderer;
import dev.mazziere.cards.FrenchCard;
import dev.mazziere.picture.PictureFixtures;
import dev.mazziere.picture.Scene;
import dev.mazziere.picture.SceneRenderer;
import dev.mazziere.picture.TableFacts;
import dev.mazziere.text.Lang;
import dev.mazziere.text.Names;
import dev.mazziere.text.Texts;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
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

    @Test
    @DisplayName("the hand picture shows what the panel picked, raised higher and outlined, and the card just drawn marked new")
    void pickedAndDrawn() {
        RaminoMatch m = RaminoScenarios.twoPlayers(Map.of(), "7H 8H 9H KD 2C 5S 4C", "AS 2S 3S 4D 6D 8C 10C", "9D", "QC");
        RaminoScenarios.play(m, 0, "d:s");
        RaminoView mine = m.view(0);
        long mask = 1L << mine.hand().indexOf(FrenchCard.parse("7H")) | 1L << mine.hand().indexOf(FrenchCard.parse("8H"));
        TableFacts facts = new TableFacts("Ramino", new Names(List.of("anna", "carlo"), List.of("anna", "carlo")), "", "");

        Scene scene = new RaminoPicture().hand(mine, m.legalMoves(), Long.toString(mask, 36), facts, Texts.core(Lang.EN));
        Scene italian = new RaminoPicture().hand(mine, m.legalMoves(), Long.toString(mask, 36), facts, Texts.core(Lang.IT));

        List<Scene.Face> faces = ((Scene.Cards) scene.sections().get(0).items().get(0)).faces();
        assertThat(faces).filteredOn(f -> f.mark() == Scene.Mark.SELECTED).extracting(Scene.Face::card)
                .containsExactly(FrenchCard.parse("7H"), FrenchCard.parse("8H"));
        assertThat(faces).filteredOn(f -> f.mark() == Scene.Mark.PLAYABLE).hasSize(mine.hand().size() - 2);
        assertThat(faces).filteredOn(f -> !f.badge().isEmpty()).singleElement()
                .satisfies(f -> assertThat(f.card()).isEqualTo(FrenchCard.parse("QC")))
                .satisfies(f -> assertThat(f.badge()).isEqualTo("new"));
        assertThat(new SceneRenderer().texts(italian)).contains("nuova");
        assertThat(new RaminoPicture().hand(mine, m.legalMoves(), "", facts, Texts.core(Lang.EN)).sections().get(0).items())
                .singleElement().satisfies(i -> assertThat(((Scene.Cards) i).faces())
                        .noneMatch(f -> f.mark() == Scene.Mark.SELECTED));
    }
}
