package dev.mazziere.ai;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.cards.FrenchCard;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.game.Move;
import dev.mazziere.text.Lang;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** A coach's reason in words, and the fallbacks every game shares. */
final class ReasonTest {

    private record Code(String code) implements Move {
    }

    private static final Move A = new Code("a");
    private static final Move B = new Code("b");

    @Test
    @DisplayName("points keep one decimal, with a comma in Italian and a point in English")
    void points() {
        Reason r = Reason.of(Explainer.BUNDLE, "coach.margin", 1.25);

        assertThat(r.render(Lang.IT)).isEqualTo("nelle smazzate simulate rende 1,3 punti più della seconda scelta");
        assertThat(r.render(Lang.EN)).isEqualTo("in the simulated deals it makes 1.3 points more than the next best move");
    }

    @Test
    @DisplayName("cards and suits show as at the table, the same in both languages; a word comes from the bundle")
    void cardsSuitsAndWords() {
        Reason r = new Reason("dev.mazziere.games.napoleone.coach", "ruff",
                List.of(ItalianSuit.SPADE, List.of(ItalianCard.parse("7D"), FrenchCard.parse("QH"))));
        Reason word = Reason.of("dev.mazziere.games.napoleone.coach", "pass.zero", new Reason.Word("contract.nap"));

        assertThat(r.render(Lang.EN)).isEqualTo("you have no 🗡️: you take the trick with the trump 7🪙 Q♥");
        assertThat(word.render(Lang.IT)).isEqualTo("passi: contando le carte, Napoleone non riuscirebbe quasi mai");
    }

    @Test
    @DisplayName("without a fact: the only legal move, the margin over the next move worth less, or as good as the rest")
    void fallbacks() {
        assertThat(Explainer.margin(List.of(A), new Appraisal(A, Map.of(A, 0.0))).key()).isEqualTo("coach.forced");
        assertThat(Explainer.margin(List.of(A, B), new Appraisal(A, Map.of(A, 2.0, B, 1.5))))
                .isEqualTo(Reason.of(Explainer.BUNDLE, "coach.margin", 0.5));
        assertThat(Explainer.margin(List.of(A, B), new Appraisal(A, Map.of(A, 2.0, B, 2.0))).key()).isEqualTo("coach.equal");
        assertThat(Explainer.margin(List.of(A, B), new Appraisal(A, Map.of(A, 2.0))).key()).isEqualTo("coach.only");
    }

    @Test
    @DisplayName("a move played costs what the preferred one is worth more, never below nothing, and is unknown when not weighed")
    void lost() {
        Appraisal a = new Appraisal(A, Map.of(A, 1.0, B, 3.0));

        assertThat(a.lost(B)).isEqualTo(0.0);
        assertThat(new Appraisal(B, Map.of(A, 1.0, B, 3.0)).lost(A)).isEqualTo(2.0);
        assertThat(new Appraisal(A, Map.of(A, 1.0)).lost(B)).isNaN();
    }
}
