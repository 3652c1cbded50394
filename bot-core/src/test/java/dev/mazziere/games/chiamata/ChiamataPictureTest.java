package dev.mazziere.games.chiamata;

import static dev.mazziere.games.chiamata.ChiamataScenarios.GAME;
import static dev.mazziere.games.chiamata.ChiamataScenarios.arranged;
import static dev.mazziere.games.chiamata.ChiamataScenarios.bids;
import static dev.mazziere.games.chiamata.ChiamataScenarios.call;
import static dev.mazziere.games.chiamata.ChiamataScenarios.card;
import static dev.mazziere.games.chiamata.ChiamataScenarios.play;
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

@DisplayName("How Briscola chiamata looks as pictures")
class ChiamataPictureTest {

    private final ChiamataPicture picture = new ChiamataPicture();
    private final Texts en = Texts.core(Lang.EN);
    private final TableFacts facts = new TableFacts("Briscola chiamata", new Names(List.of("anna", "bea", "carlo", "dino",
            "ezio"), List.of("anna", "bea", "carlo", "dino", "ezio")), "anna to play", "");

    private static List<String> notes(Scene.Section section) {
        return section.items().stream().filter(Scene.Note.class::isInstance).map(i -> ((Scene.Note) i).text()).toList();
    }

    @Test
    @DisplayName("the auction: the bids so far, and each player's points in the strip")
    void auction() {
        ChiamataMatch match = arranged(GAME.defaultOptions());
        bids(match, "1 pass");
        Scene scene = picture.table(match.publicView(), facts, en);

        assertThat(scene.detail()).isEqualTo("Smazzata 1 · auction");
        assertThat(notes(scene.sections().get(0))).containsExactly("anna · Asso", "bea · Pass");
        assertThat(scene.strip().scores()).hasSize(5).extracting(Scene.Score::active)
                .containsExactly(false, false, true, false, false);
        assertThat(scene.strip().note()).isEqualTo("smazzata 1 of 10");
    }

    @Test
    @DisplayName("the play: the call and the secret partner, the trick with the card taking it outlined")
    void table() {
        ChiamataMatch match = arranged(GAME.defaultOptions());
        bids(match, "8 pass pass pass pass");
        call(match, "8D");
        play(match, "1C 2C 2D");
        Scene scene = picture.table(match.publicView(), facts, en);

        assertThat(notes(scene.sections().get(0))).containsExactly(
                "anna calls F🪙 · 61 needed", "Partner: secret until F🪙 is played");
        List<Scene.Face> trick = scene.sections().get(1).items().stream().map(i -> ((Scene.Cards) i).faces().get(0)).toList();
        assertThat(trick).extracting(Scene.Face::card).containsExactly(card("1C"), card("2C"), card("2D"));
        assertThat(trick).extracting(Scene.Face::mark).containsExactly(Scene.Mark.PLAIN, Scene.Mark.PLAIN,
                Scene.Mark.HIGHLIGHT);
        assertThat(new SceneRenderer().png(scene)).isNotEmpty();
    }

    @Test
    @DisplayName("the caller's hand at the call shows the four cards to call; the partner's hand picture says so")
    void hands() {
        ChiamataMatch match = arranged(GAME.defaultOptions());
        bids(match, "8 pass pass pass pass");
        Scene calling = picture.hand(match.view(0), match.legalMoves(), facts, en);
        call(match, "8D");
        Scene partner = picture.hand(match.view(2), List.of(), facts, en);

        Scene.Section call = calling.sections().get(1);
        assertThat(call.label()).isEqualTo("Call a card");
        assertThat(((Scene.Cards) call.items().get(0)).faces()).extracting(Scene.Face::card)
                .containsExactly(card("8D"), card("8C"), card("8S"), card("8B"));
        assertThat(notes(partner.sections().get(1))).last().asString().isEqualTo("You are the partner of anna");
        assertThat(new SceneRenderer().png(calling)).isNotEmpty();
    }
}
