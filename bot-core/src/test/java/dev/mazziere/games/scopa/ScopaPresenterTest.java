package dev.mazziere.games.scopa;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.Rejection;
import dev.mazziere.game.ScoreEvent;
import dev.mazziere.text.Lang;
import dev.mazziere.text.Names;
import dev.mazziere.text.Texts;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("How Scopa looks in a chat")
class ScopaPresenterTest {

    private final ScopaPresenter presenter = new ScopaPresenter();
    private final Texts en = Texts.core(Lang.EN);
    private final Texts it = Texts.core(Lang.IT);
    private final Names names = new Names(List.of("anna", "carlo"), List.of("anna", "carlo"));

    private static ItalianCard c(String code) {
        return ItalianCard.parse(code);
    }

    @Test
    @DisplayName("a move button says what it does: the card, and what it takes lowest first")
    void moveLabels() {
        assertThat(presenter.moveLabel(ScopaMove.take(c("7D"), c("4C"), c("3S")), null, en)).isEqualTo("7🪙 ➜ 3🗡️+4🍷");
        assertThat(presenter.moveLabel(ScopaMove.drop(c("5C")), null, en)).isEqualTo("5🍷");
    }

    @Test
    @DisplayName("the last move reads as one line, a scopa marked in both languages")
    void describe() {
        var scopa = new ScopaEvents.Play(1, c("10S"), List.of(c("10B")), true);
        assertThat(presenter.describe(scopa, names, en)).isEqualTo("carlo: R🗡️ ➜ R🪵 🧹 Scopa!");
        assertThat(presenter.describe(new ScopaEvents.Play(0, c("5C"), List.of(), false), names, it))
                .isEqualTo("anna gioca 5🍷");
    }

    @Test
    @DisplayName("a hand's score says in one line what each side scored with, in Italian terms; a side with nothing is left out")
    void handScore() {
        var anna = new TeamHandScore(22, 6, 1, 1, 1, 0, 0, 1, 1, 78);
        var carlo = new TeamHandScore(18, 4, 0, 0, 0, 0, 0, 0, 0, 70);
        ScoreEvent score = new ScoreEvent(List.of(anna, carlo), List.of(5, 0), List.of(5, 0));

        assertThat(presenter.handScore(score, names, en)).isEqualTo("anna: carte 22, denari 6, settebello, primiera, 1 scopa");
    }

    @Test
    @DisplayName("rule refusals are localized with the cards drawn")
    void rejections() {
        assertThat(presenter.rejection(Rejection.of("scopa.mustTakeSingle", "7D", "7C"), it))
                .isEqualTo("7🪙 deve prendere 7🍷.");
        assertThat(presenter.rejection(Rejection.of("notYourTurn"), en)).isNull();
    }
}
