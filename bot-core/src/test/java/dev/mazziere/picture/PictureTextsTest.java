package dev.mazziere.picture;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.games.GameEntry;
import dev.mazziere.games.GameRegistry;
import dev.mazziere.text.Lang;
import dev.mazziere.text.Names;
import dev.mazziere.text.Texts;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * What a picture says is whole: ordinary names, a last move with its card, a side's pile
 * with its scope are set on more lines rather than cut; a flag in a name is drawn.
 */
@DisplayName("A picture's texts: nothing ordinary is cut")
final class PictureTextsTest {

    private static final SceneRenderer RENDERER = new SceneRenderer();

    private static String said(Scene scene) {
        return String.join("\n", RENDERER.texts(scene));
    }

    @Test
    @DisplayName("a head's detail too long beside the title goes under it: 🤖 Mario leads")
    void headDetail() {
        Scene scene = new Scene("Traversone", "Smazzata 12 · trick 10/13 · 🤖 Mario Rossi leads", List.of(),
                new Scene.Strip("👉 anna to play", List.of(), ""));

        assertThat(RENDERER.texts(scene)).contains("Smazzata 12 · trick 10/13 · 🤖 Mario Rossi leads");
        assertThat(said(scene)).doesNotContain("…");
    }

    @Test
    @DisplayName("a long last move goes on more lines and keeps its card: Mario discards K♦")
    void longNote() {
        String last = "🤖 Mario draws from the tallone · 🤖 Mario lays down 9♠ 🃏 9♣ (🃏=9♥) · "
                + "🤖 Mario adds 5♠ to meld 1 · 🤖 Mario discards K♦";
        Scene scene = new Scene("Ramino", "", List.of(Scene.Section.of("Last move", Scene.Size.SMALL, new Scene.Note(last))),
                null);

        assertThat(said(scene)).doesNotContain("…").contains("🤖 Mario discards K♦");
        assertThat(RENDERER.texts(scene)).hasSizeGreaterThan(2);
    }

    @Test
    @DisplayName("a side's pile says whole who took it and its scope: carlo+🤖 Lucia, 1 scopa")
    void pileCaptions() {
        Scene scene = new Scene("Scopone", "", List.of(new Scene.Section("Taken", Scene.Size.SMALL, List.of(
                new Scene.Pile(14, "anna+🤖 Mario · 2 scope", true),
                new Scene.Pile(12, "carlo+🤖 Lucia · 1 scopa", true)))), null);

        assertThat(said(scene)).doesNotContain("…").contains("carlo+🤖 Lucia").contains("1 scopa")
                .contains("anna+🤖 Mario").contains("2 scope");
    }

    @Test
    @DisplayName("who won is on the picture at the end of the match, on two lines if need be")
    void longTurn() {
        Scene scene = new Scene("Traversone", "", List.of(), new Scene.Strip(
                "🏁 Match over · 🏆 🤖 Beppe, 🤖 Lucia, 🤖 Mario, 🤖 Tonio win", List.of(), ""));

        assertThat(said(scene)).doesNotContain("…").contains("🤖 Tonio win");
    }

    @Test
    @DisplayName("every game's pictures of its sample positions, with ordinary names, cut nothing")
    void everyGame() {
        for (PictureFixtures.Position p : List.of(PictureFixtures.scopa(), PictureFixtures.traversone(),
                PictureFixtures.napoleone(), PictureFixtures.napoleoneBidding(), PictureFixtures.ramino())) {
            assertThat(said(p.table())).as(p.game().id()).doesNotContain("…");
            assertThat(said(p.hand())).as(p.game().id()).doesNotContain("…");
        }
    }

    @Test
    @DisplayName("the English Traversone picture says which suit was led in English, Palo in Italian")
    void traversoneSuitLed() {
        GameEntry traversone = GameRegistry.standard().get("traversone");
        PictureFixtures.Position p = PictureFixtures.traversone();
        Names names = p.facts().names();
        TableFacts facts = new TableFacts("Traversone", names, "", "");

        assertThat(said(traversone.picture().table(p.match().publicView(), facts, Texts.core(Lang.EN))))
                .doesNotContain("Palo").containsPattern("(denari|coppe|spade|bastoni) led");
        assertThat(said(traversone.picture().table(p.match().publicView(), facts, Texts.core(Lang.IT))))
                .contains("Palo ");
    }

    @Test
    @DisplayName("a flag in a name is drawn as its country's letters, not dropped")
    void flags() {
        double bare = TextPainter.width("Anna", SectionFlow.CAPTION);

        assertThat(TextPainter.width("🇮🇹 Anna", SectionFlow.CAPTION)).isGreaterThan(bare + 25);
        Scene scene = new Scene("Scopa", "", List.of(Scene.Section.of("", Scene.Size.SMALL,
                Scene.Cards.plain(List.of(ItalianCard.parse("7D")), "🇮🇹 Anna"))), null);
        assertThat(RENDERER.texts(scene)).contains("🇮🇹 Anna");
    }
}
