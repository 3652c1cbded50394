package dev.mazziere.games.briscola;

import static dev.mazziere.games.briscola.BriscolaScenarios.arranged;
import static dev.mazziere.games.briscola.BriscolaScenarios.card;
import static dev.mazziere.games.briscola.BriscolaScenarios.hands;
import static dev.mazziere.games.briscola.BriscolaScenarios.play;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.picture.Scene;
import dev.mazziere.picture.SceneRenderer;
import dev.mazziere.picture.TableFacts;
import dev.mazziere.text.Lang;
import dev.mazziere.text.Names;
import dev.mazziere.text.Texts;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("How Briscola looks as pictures")
class BriscolaPictureTest {

    private final BriscolaPicture picture = new BriscolaPicture();
    private final Texts en = Texts.core(Lang.EN);
    private final TableFacts facts = new TableFacts("Briscola", new Names(List.of("anna", "carlo"),
            List.of("anna", "carlo")), "anna to play", "carlo plays 3🍷");

    /** Two players, carlo (seat 1) has led the 3 of coppe; briscola denari, the 7 face up under three more cards. */
    private static BriscolaMatch midTrick() {
        BriscolaMatch match = arranged(0, hands("1C 5S 8B", "3C 4D 2B"), "7D", "6C 9S 10B");
        play(match, "3C");
        return match;
    }

    private static List<Scene.Face> faces(Scene.Section section) {
        return section.items().stream().filter(Scene.Cards.class::isInstance)
                .flatMap(i -> ((Scene.Cards) i).faces().stream()).toList();
    }

    @Test
    @DisplayName("the table shows the mazzo with the cards left, the briscola face up beside it, and the trick")
    void table() {
        Scene scene = picture.table(midTrick().publicView(), facts, en);

        Scene.Section stock = scene.sections().get(0);
        assertThat(stock.items()).first().isInstanceOfSatisfying(Scene.Pile.class,
                pile -> assertThat(pile).isEqualTo(new Scene.Pile(4, "mazzo", true)));
        assertThat(stock.items().get(1)).isInstanceOfSatisfying(Scene.Cards.class, up -> {
            assertThat(up.faces()).extracting(Scene.Face::card).containsExactly(card("7D"));
            assertThat(up.caption()).isEqualTo("briscola");
        });
        Scene.Section trick = scene.sections().get(1);
        assertThat(faces(trick)).extracting(Scene.Face::card).containsExactly(card("3C"));
        assertThat(faces(trick)).extracting(Scene.Face::mark).containsExactly(Scene.Mark.HIGHLIGHT);
        assertThat(scene.strip().scores()).extracting(Scene.Score::value).containsExactly("0", "0");
        assertThat(new SceneRenderer().png(scene)).isNotEmpty();
    }

    @Test
    @DisplayName("a hand on its turn raises every card, sets the card just drawn apart, and shows the trick to answer")
    void hand() {
        BriscolaMatch match = midTrick();
        play(match, "1C");
        play(match, "8B");
        Scene scene = picture.hand(match.view(1), match.legalMoves(), facts, en);

        Scene.Section hand = scene.sections().get(0);
        assertThat(faces(hand)).allSatisfy(f -> assertThat(f.mark()).isEqualTo(Scene.Mark.PLAYABLE));
        assertThat(hand.items()).as("one row, in the order of the hand's text and buttons").hasSize(1);
        assertThat(faces(hand)).extracting(Scene.Face::card)
                .containsExactlyElementsOf(new BriscolaPresenter().handOrder(match.view(1)));
        assertThat(faces(hand)).filteredOn(f -> !f.badge().isEmpty())
                .singleElement().satisfies(f -> {
                    assertThat(f.card()).isEqualTo(match.view(1).drawn());
                    assertThat(f.badge()).isEqualTo("drawn");
                });
        assertThat(faces(scene.sections().get(2))).extracting(Scene.Face::card).containsExactly(card("8B"));
        assertThat(new SceneRenderer().png(scene)).isNotEmpty();
    }

    @Test
    @DisplayName("once the face-up card is drawn the table names the briscola suit instead")
    void briscolaDrawn() {
        BriscolaMatch match = midTrick();
        play(match, "1C 5S 4D");

        Scene scene = picture.table(match.publicView(), facts, en);

        assertThat(scene.sections().get(0).items()).singleElement().isInstanceOfSatisfying(Scene.Note.class,
                note -> assertThat(note.text()).isEqualTo("Briscola 🪙 denari · mazzo finished"));
    }
}
