package dev.mazziere.games.tressette;

import static dev.mazziere.games.tressette.TressetteScenarios.cards;
import static dev.mazziere.games.tressette.TressetteScenarios.options;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.Rejection;
import dev.mazziere.game.ScoreEvent;
import dev.mazziere.game.View;
import dev.mazziere.games.tricks.TrickEvents;
import dev.mazziere.games.tricks.TrickView;
import dev.mazziere.text.Lang;
import dev.mazziere.text.Names;
import dev.mazziere.text.Texts;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("How Tressette looks in a chat")
class TressettePresenterTest {

    private final TressettePresenter presenter = new TressettePresenter();
    private final Texts en = Texts.core(Lang.EN);
    private final Texts it = Texts.core(Lang.IT);
    private final Names four = new Names(List.of("anna", "carlo", "bea", "dino"), List.of("anna+bea", "carlo+dino"));
    private final Names two = new Names(List.of("anna", "carlo"), List.of("anna", "carlo"));

    private static ItalianCard c(String code) {
        return ItalianCard.parse(code);
    }

    private static TrickEvents.Play<ItalianCard> p(int seat, String card) {
        return new TrickEvents.Play<>(seat, c(card));
    }

    private static <T> List<List<T>> none(int seats) {
        return java.util.Collections.nCopies(seats, List.of());
    }

    /** A view of hand 2, the rest empty unless given. */
    private static TressetteView view(int viewer, String hand, List<TrickEvents.Play<ItalianCard>> trick, int leader,
                                      int toAct, int tricksPlayed, List<List<ItalianCard>> taken,
                                      TrickEvents.Trick<ItalianCard> last, int stock,
                                      List<TrickEvents.Draw<ItalianCard>> draws, List<List<Accuso>> declared,
                                      List<List<ItalianCard>> shown) {
        int seats = taken.size();
        return new TressetteView(viewer, cards(hand), new TrickView<>(trick, leader, tricksPlayed, last,
                java.util.Collections.nCopies(seats, 5), taken), toAct, 3, 2, List.of(7, 4), 21, true, "win", stock,
                draws, declared, shown);
    }

    @Test
    @DisplayName("the table is three lines: the trick with who played what, each side's points this hand with accusi and the trick, the totals and target")
    void tableMidTrick() {
        List<List<Accuso>> declared = List.of(List.of(), List.of(new Accuso(Accuso.Kind.THREE, cards("1D 1C 1S"))),
                List.of(), List.of());
        TressetteView v = view(View.PUBLIC, "", List.of(p(0, "3C"), p(1, "5C")), 0, 2, 2,
                List.of(cards("1B 8B 4B 5B"), List.of(), List.of(), cards("2D 6D 7D 4D")), null, 0, List.of(),
                declared, none(4));

        assertThat(presenter.table(v, four, en)).isEqualTo("""
                🂠 🍷 coppe led: anna 3🍷 · carlo 5🍷
                💰 anna+bea 1⅓ · carlo+dino ⅓ 📣3 · trick 3/10
                Total: anna+bea 7 · carlo+dino 4 · to 21""");
        assertThat(presenter.table(v, four, it)).isEqualTo("""
                🂠 Palo 🍷 coppe: anna 3🍷 · carlo 5🍷
                💰 anna+bea 1⅓ · carlo+dino ⅓ 📣3 · presa 3/10
                Totale: anna+bea 7 · carlo+dino 4 · a 21""");
    }

    @Test
    @DisplayName("between tricks it shows the last one and who took it; with 2 players the stock too; at the start who leads")
    void tableBetweenTricks() {
        TressetteView two = view(View.PUBLIC, "", List.of(), 1, 1, 1, List.of(List.of(), cards("2C 1C")),
                new TrickEvents.Trick<>(1, cards("1C 2C")), 18,
                List.of(new TrickEvents.Draw<>(1, c("7D")), new TrickEvents.Draw<>(0, c("4S"))), none(2), none(2));
        TressetteView start = view(View.PUBLIC, "", List.of(), 2, 2, 0, none(4), null, 0, List.of(), none(4), none(4));

        assertThat(presenter.table(two, this.two, en)).isEqualTo("""
                🂠 carlo took: anna A🍷 · carlo 2🍷
                💰 anna 0 · carlo 1⅓ · trick 2/20 · stock 18
                Total: anna 7 · carlo 4 · to 21""");
        assertThat(presenter.table(start, four, it)).isEqualTo("""
                🂠 Smazzata 2: di mano bea
                💰 anna+bea 0 · carlo+dino 0 · presa 1/10
                Totale: anna+bea 7 · carlo+dino 4 · a 21""");
    }

    @Test
    @DisplayName("each event in one line: the accuso as the table hears it, a card, a trick with its points, a draw")
    void describe() {
        TressetteEvents.Declare napoletana = new TressetteEvents.Declare(0, Accuso.Kind.NAPOLETANA, cards("1D 2D 3D"));
        TressetteEvents.Declare three = new TressetteEvents.Declare(1, Accuso.Kind.THREE, cards("2D 2C 2B"));
        TressetteEvents.Declare fourAssi = new TressetteEvents.Declare(2, Accuso.Kind.FOUR, cards("1D 1C 1S 1B"));

        assertThat(presenter.describe(napoletana, four, it)).isEqualTo("📣 anna accusa napoletana di denari: +3");
        assertThat(presenter.describe(napoletana, four, en)).isEqualTo("📣 anna declares napoletana di denari: +3");
        assertThat(presenter.describe(three, four, it)).isEqualTo("📣 carlo accusa tre due (2🪙 2🍷 2🪵): +3");
        assertThat(presenter.describe(fourAssi, four, it)).isEqualTo("📣 bea accusa quattro assi: +4");
        assertThat(presenter.describe(p(1, "9S"), four, en)).isEqualTo("carlo plays C🗡️");
        assertThat(presenter.describe(new TrickEvents.Trick<>(2, cards("1S 4S 5S 6S")), four, it))
                .isEqualTo("presa di bea (1)");
        assertThat(presenter.describe(new TrickEvents.Trick<>(2, cards("7S 4S 5S 6S")), four, en))
                .isEqualTo("bea takes the trick");
        assertThat(presenter.describe(new TrickEvents.Draw<>(1, c("10B")), two, it)).isEqualTo("carlo pesca R🪵");
    }

    @Test
    @DisplayName("a hand: the cards by suit, the trick to answer, the accusi the bot will declare, the cards seen in other hands")
    void hand() {
        List<List<ItalianCard>> shown = List.of(List.of(), cards("7D 4S"));
        TressetteView v = view(0, "3B 1D 2D 3D 5C", List.of(p(1, "4C")), 1, 0, 0, none(2), null, 20, List.of(),
                none(2), shown);

        assertThat(presenter.hand(v, two, en)).isEqualTo("""
                Your hand: A🪙 2🪙 3🪙 · 5🍷 · 3🪵
                On the table, 🍷 coppe led: 4🍷
                📣 At your first card the bot declares for you: napoletana di denari (+3).
                👀 Seen in other hands: carlo 7🪙 4🗡️""");
    }

    @Test
    @DisplayName("a hand's end in one line: each side's points, why, and the cappotto as the option scores it")
    void handScore() {
        ScoreEvent score = new ScoreEvent(new TressetteEvents.HandScore(List.of(32, 0), 2, List.of(3, 4), 0),
                List.of(14, 4), List.of(21, 8));
        ScoreEvent plain = new ScoreEvent(new TressetteEvents.HandScore(List.of(19, 13), 1, List.of(0, 0), null),
                List.of(6, 5), List.of(6, 5));

        assertThat(presenter.handScore(score, options(), four, en)).isEqualTo(
                "anna+bea +14 (cards 11 with the last trick, accusi 3) · carlo+dino +4 (cards 0, accusi 4)"
                        + " · 🎯 cappotto: anna+bea took every trick and wins the match!");
        assertThat(presenter.handScore(plain, options(), four, it)).isEqualTo(
                "anna+bea +6 (carte 6) · carlo+dino +5 (carte 5 con l'ultima)");
        assertThat(presenter.handScore(score, options("cappotto", "off"), four, en)).doesNotContain("cappotto");
    }

    @Test
    @DisplayName("a refusal names the card and the suit to follow")
    void rejection() {
        assertThat(presenter.rejection(Rejection.of("tressette.mustFollowSuit", "3C", "denari"), it))
                .isEqualTo("3🍷: devi rispondere al palo, 🪙 denari.");
        assertThat(presenter.rejection(Rejection.of("tressette.notInHand", "1B"), en)).isEqualTo("A🪵 is not in your hand.");
    }
}
