package dev.mazziere.games.napoleone;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.picture.PictureFixtures;
import dev.mazziere.picture.Scene;
import java.util.List;
import org.junit.jupiter.api.Test;

final class NapoleonePictureTest {

    private static List<Scene.Face> faces(Scene.Section section) {
        return section.items().stream().filter(Scene.Cards.class::isInstance)
                .flatMap(i -> ((Scene.Cards) i).faces().stream()).toList();
    }

    private static List<String> notes(Scene.Section section) {
        return section.items().stream().filter(Scene.Note.class::isInstance).map(i -> ((Scene.Note) i).text()).toList();
    }

    @Test
    void inPlayTheTableShowsTheContractTheTricksAndTheTrickWithWhoPlayedWhat() {
        PictureFixtures.Position position = PictureFixtures.napoleone();
        NapoleoneView v = (NapoleoneView) position.match().publicView();
        Scene scene = position.table();

        assertThat(notes(scene.sections().get(0))).hasSize(2);
        assertThat(notes(scene.sections().get(0)).get(0)).contains(" calls ");
        assertThat(notes(scene.sections().get(0)).get(1)).startsWith("🏆 Tricks: ");
        Scene.Section trick = scene.sections().get(1);
        assertThat(faces(trick)).extracting(Scene.Face::card)
                .containsExactlyElementsOf(v.table().cardsOnTable());
        assertThat(faces(trick)).filteredOn(f -> f.mark() == Scene.Mark.HIGHLIGHT).hasSize(1);
    }

    @Test
    void whenAnnaMustFollowTheOtherCardsAreGreyed() {
        PictureFixtures.Position position = PictureFixtures.napoleone();
        List<Scene.Face> hand = faces(position.hand().sections().get(0));

        assertThat(hand).filteredOn(f -> f.mark() == Scene.Mark.PLAYABLE).hasSize(position.match().legalMoves().size());
        assertThat(hand).filteredOn(f -> f.mark() == Scene.Mark.DIMMED).isNotEmpty();
    }

    @Test
    void whileBiddingTheTableListsTheBidsAndNoCardIsMarked() {
        PictureFixtures.Position position = PictureFixtures.napoleoneBidding();
        NapoleoneView v = (NapoleoneView) position.match().publicView();

        assertThat(position.table().sections().get(0).label()).isEqualTo("Bids");
        assertThat(notes(position.table().sections().get(0))).hasSize(v.bids().size());
        assertThat(faces(position.hand().sections().get(0))).extracting(Scene.Face::mark).containsOnly(Scene.Mark.PLAIN);
        assertThat(position.hand().detail()).isEqualTo("your turn");
    }
}
