package dev.mazziere.games.scopa;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.game.ScoreEvent;
import dev.mazziere.text.Lang;
import dev.mazziere.text.Names;
import dev.mazziere.text.Texts;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Scope counted as players say them: 1 scopa, 2 scope, in both languages (the word is Italian in both). */
@DisplayName("Scopa counts its scope right: 1 scopa, 2 scope")
class ScopaCountsTest {

    private final ScopaPresenter presenter = new ScopaPresenter();
    private final Names names = new Names(List.of("anna", "carlo"), List.of("anna", "carlo"));

    private static TeamHandScore side(int scope) {
        return new TeamHandScore(20, 5, scope, 0, 0, 0, 0, 0, 0, 70);
    }

    @Test
    @DisplayName("a hand's score says 1 scopa and 2 scope")
    void handScore() {
        ScoreEvent score = new ScoreEvent(List.of(side(1), side(2)), List.of(1, 2), List.of(1, 2));

        assertThat(presenter.handScore(score, names, Texts.core(Lang.IT))).isEqualTo("anna: 1 scopa · carlo: 2 scope");
        assertThat(presenter.handScore(score, names, Texts.core(Lang.EN))).isEqualTo("anna: 1 scopa · carlo: 2 scope");
    }

    @Test
    @DisplayName("the table shows this hand's scope beside the hand, not beside the totals they are not in yet")
    void table() {
        ScopaMatch match = ScopaMatch.scenario(ScopaScenarios.GAME, ScopaScenarios.GAME.defaultOptions(), 1,
                ScopaScenarios.hands("7D", "1D"), ScopaScenarios.cards("3D 4S"), ScopaScenarios.cards("5C 6C"));
        match.apply(0, ScopaMove.take(ItalianCardCodes.card("7D"), ItalianCardCodes.card("3D"),
                ItalianCardCodes.card("4S")));

        assertThat(presenter.table(match.publicView(), names, Texts.core(Lang.IT)))
                .contains("Punti: anna 0 · carlo 0 (a 11)\n").endsWith(" · 🧹 anna 1 scopa");
    }

    @Test
    @DisplayName("the rules say the table's target")
    void rulesTarget() {
        assertThat(presenter.rules(ScopaScenarios.options("target", "21"), Texts.core(Lang.IT)))
                .endsWith("• Vince chi arriva per primo a 21 punti.");
        assertThat(presenter.rules(ScopaScenarios.options("variant", "scopone"), Texts.core(Lang.EN)))
                .endsWith("First to 11 points wins.");
    }

    /** Cards by code, for readability. */
    private static final class ItalianCardCodes {
        static dev.mazziere.cards.ItalianCard card(String code) {
            return dev.mazziere.cards.ItalianCard.parse(code);
        }
    }
}
