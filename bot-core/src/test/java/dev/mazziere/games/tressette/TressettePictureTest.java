package dev.mazziere.games.tressette;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.cards.Card;
import dev.mazziere.picture.PictureFixtures;
import dev.mazziere.picture.Scene;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("How Tressette looks as pictures")
final class TressettePictureTest {

    private final PictureFixtures.Position four = PictureFixtures.tressette();
    private final TressetteView mine = (TressetteView) four.match().view(0);
    private final PictureFixtures.Position two = PictureFixtures.tressetteTwo();

    private static List<Scene.Face> faces(Scene.Section section) {
        return section.items().stream().filter(Scene.Cards.class::isInstance)
                .flatMap(i -> ((Scene.Cards) i).faces().stream()).toList();
    }

    private static Scene.Section labelled(Scene scene, String label) {
        return scene.sections().stream().filter(s -> s.label().startsWith(label)).findFirst()
                .orElseThrow(() -> new AssertionError("no section " + label + " in " + scene));
    }

    @Test
    @DisplayName("the trick shows each card over its player, the palo named and the card taking it outlined")
    void trick() {
        Scene.Section trick = four.table().sections().get(0);

        assertThat(trick.label()).isEqualTo("Palo " + dev.mazziere.cards.CardRenderer.mark(
                mine.trick().get(0).card().suit()) + " " + TressetteRules.suitName(mine.trick().get(0).card().suit()));
        assertThat(trick.items()).extracting(i -> ((Scene.Cards) i).caption()).containsExactly("carlo", "🤖 Mario", "🤖 Lucia");
        int winning = TressetteRules.TRICK_RULES.winningIndex(mine.table().cardsOnTable(), null);
        assertThat(faces(trick)).filteredOn(f -> f.mark() == Scene.Mark.HIGHLIGHT).singleElement()
                .isEqualTo(faces(trick).get(winning));
    }

    @Test
    @DisplayName("the accusi of the hand are listed with who declared them")
    void accusi() {
        assertThat(labelled(four.table(), "Accusi").items()).isNotEmpty()
                .allSatisfy(i -> assertThat(((Scene.Note) i).text()).matches(".+: .+ \\+[34]"));
    }

    @Test
    @DisplayName("the strip gives each side's total against the target, the side to act outlined")
    void strip() {
        Scene.Strip strip = four.table().strip();

        assertThat(strip.scores()).extracting(Scene.Score::name).containsExactly("anna+🤖 Mario", "carlo+🤖 Lucia");
        assertThat(strip.scores().get(0).active()).isTrue();
        assertThat(strip.note()).isEqualTo("to 21");
    }

    @Test
    @DisplayName("when anna must follow suit only the cards of the palo are raised, the others greyed")
    void hand() {
        List<Scene.Face> hand = faces(four.hand().sections().get(0));
        List<Card> playable = four.match().legalMoves().stream().map(m -> (Card) ((TressetteMove) m).card()).toList();

        assertThat(hand).extracting(Scene.Face::card).containsExactlyElementsOf(TressettePicture.bySuit(mine.hand()));
        assertThat(hand).filteredOn(f -> f.mark() == Scene.Mark.PLAYABLE).extracting(Scene.Face::card)
                .containsExactlyInAnyOrderElementsOf(playable);
        assertThat(hand).filteredOn(f -> f.mark() == Scene.Mark.DIMMED).hasSize(mine.hand().size() - playable.size());
    }

    @Test
    @DisplayName("with two players the table shows the stock and the two cards drawn, anna's hand the cards seen in carlo's")
    void twoPlayers() {
        TressetteView v = (TressetteView) two.match().view(0);
        Scene.Section stock = labelled(two.table(), "Drawn");

        assertThat(stock.items().get(0)).isEqualTo(new Scene.Pile(v.stock(), "stock " + v.stock(), true));
        assertThat(stock.items().subList(1, 3)).extracting(i -> ((Scene.Cards) i).faces().get(0).card())
                .containsExactly(v.lastDraws().get(0).card(), v.lastDraws().get(1).card());
        assertThat(faces(labelled(two.hand(), "Seen"))).extracting(Scene.Face::card)
                .containsExactlyInAnyOrderElementsOf(v.shown().get(1));
    }
}
