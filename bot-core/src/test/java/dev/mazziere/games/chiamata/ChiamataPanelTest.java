package dev.mazziere.games.chiamata;

import static dev.mazziere.games.chiamata.ChiamataScenarios.GAME;
import static dev.mazziere.games.chiamata.ChiamataScenarios.arranged;
import static dev.mazziere.games.chiamata.ChiamataScenarios.bids;
import static dev.mazziere.games.chiamata.ChiamataScenarios.call;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.text.Lang;
import dev.mazziere.text.Names;
import dev.mazziere.text.Texts;
import dev.mazziere.text.TurnPanel;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("The turn panel: the auction, the call and the play by buttons")
class ChiamataPanelTest {

    private static final Names NAMES = new Names(List.of("anna", "bea", "carlo", "dino", "ezio"),
            List.of("anna", "bea", "carlo", "dino", "ezio"));
    private static final TurnPanel.Room DISCORD = new TurnPanel.Room(5, 25);

    private final ChiamataPresenter presenter = new ChiamataPresenter();
    private final Texts it = Texts.core(Lang.IT);

    private TurnPanel.Panel panel(ChiamataMatch match, String state) {
        return presenter.panel(match.view(match.toAct()), match.legalMoves(), state, DISCORD, NAMES, it);
    }

    private static List<String> labels(TurnPanel.Panel panel) {
        return panel.rows().stream().flatMap(List::stream).map(TurnPanel.Press::label).toList();
    }

    private static TurnPanel.Press press(TurnPanel.Panel panel, String label) {
        return panel.rows().stream().flatMap(List::stream).filter(p -> p.label().equals(label)).findFirst().orElseThrow();
    }

    @Test
    @DisplayName("a bid: Passo, every rank still higher, and the 2 a N button with − and + beside it")
    void auction() {
        ChiamataMatch match = arranged(GAME.defaultOptions());
        bids(match, "1 pass 3");
        TurnPanel.Panel panel = panel(match, "");

        assertThat(labels(panel)).containsExactly("Passo", "2 a 62", "Re", "Cavallo", "Fante", "Sette", "Sei", "Cinque",
                "Quattro", "Due", "+1", "+5", "+10");
        assertThat(panel.text()).contains("🗣️ Dichiarazioni: anna Asso · bea Passo · carlo Tre")
                .contains("🗣️ Tocca a te: dichiara più di Tre, o passa.").contains("🔢 2 a 62");
        assertThat(((TurnPanel.Press.Play) press(panel, "Fante")).move()).isEqualTo(ChiamataMove.bid(Contract.ofRank(8)));
        assertThat(panel.rows()).allSatisfy(row -> assertThat(row).hasSizeLessThanOrEqualTo(5));
    }

    @Test
    @DisplayName("the fullest auction panel, before any bid with N moved up, keeps to Discord's five rows of five")
    void fiveRows() {
        TurnPanel.Panel panel = panel(arranged(GAME.defaultOptions()), "80");

        assertThat(labels(panel)).hasSize(18).startsWith("Passo", "2 a 80", "Asso");
        assertThat(panel.rows()).hasSize(5).allSatisfy(row -> assertThat(row).hasSizeLessThanOrEqualTo(5));
    }

    @Test
    @DisplayName("− and + move N without bidding, from the lowest points allowed to 120; a quick second tap adds up")
    void points() {
        ChiamataMatch match = arranged(GAME.defaultOptions());
        bids(match, "2:70");
        TurnPanel.Panel at71 = panel(match, "");
        String plusTen = ((TurnPanel.Press.Select) press(at71, "+10")).state();

        assertThat(labels(at71)).contains("2 a 71").doesNotContain("Due", "−1");
        assertThat(ChiamataPanel.next(null, plusTen)).isEqualTo("81");
        // A second tap on the panel not redrawn yet counts from where the first took N.
        assertThat(ChiamataPanel.next("81", plusTen)).isEqualTo("91");
        TurnPanel.Panel at91 = panel(match, "91");
        assertThat(((TurnPanel.Press.Play) press(at91, "2 a 91")).move()).isEqualTo(ChiamataMove.bid(Contract.ofPoints(91)));
        assertThat(labels(at91)).contains("−10", "−5", "−1", "+1", "+5", "+10");
        assertThat(labels(panel(match, "120"))).contains("2 a 120").doesNotContain("+1");
        assertThat(labels(panel(match, "50"))).contains("2 a 71");
        assertThat(labels(panel(match, "crafted"))).contains("2 a 71");
        assertThat(ChiamataPanel.next("118", "118+10")).isEqualTo("120");
    }

    @Test
    @DisplayName("the call: the four cards of the rank won, one's own marked, with a word on playing alone")
    void callPanel() {
        ChiamataMatch match = arranged(GAME.defaultOptions());
        bids(match, "10 pass pass pass pass");
        TurnPanel.Panel panel = panel(match, "");

        assertThat(labels(panel)).containsExactly("R🪙 denari (tua)", "R🍷 coppe", "R🗡️ spade", "R🪵 bastoni");
        assertThat(panel.text()).contains("Hai vinto l'asta con Re").contains("senza compagno");
    }

    @Test
    @DisplayName("the play: one button per card, four to a row, under the call and the seat's part")
    void playPanel() {
        ChiamataMatch match = arranged(GAME.defaultOptions());
        bids(match, "8 pass pass pass pass");
        call(match, "8D");
        TurnPanel.Panel panel = panel(match, "");

        assertThat(labels(panel)).containsExactly("C🪙", "R🪙", "3🪙", "A🪙", "3🍷", "A🍷", "3🗡️", "A🗡️");
        assertThat(panel.rows()).hasSize(2);
        assertThat(panel.text()).contains("🎯 Chiami tu").contains("Sei di mano");
    }
}
