package dev.mazziere.games.traversone;

import static dev.mazziere.games.traversone.TraversoneScenarios.GAME;
import static dev.mazziere.games.traversone.TraversoneScenarios.cards;
import static dev.mazziere.games.traversone.TraversoneScenarios.firstScore;
import static dev.mazziere.games.traversone.TraversoneScenarios.hands;
import static dev.mazziere.games.traversone.TraversoneScenarios.options;
import static dev.mazziere.games.traversone.TraversoneScenarios.play;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.games.tricks.TrickView;
import dev.mazziere.games.tricks.TrickEvents;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.game.Options;
import dev.mazziere.game.Rejection;
import dev.mazziere.game.ScoreEvent;
import dev.mazziere.game.View;
import dev.mazziere.text.Lang;
import dev.mazziere.text.Names;
import dev.mazziere.text.Texts;
import java.util.List;
import java.util.Locale;
import java.util.ResourceBundle;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("How Traversone looks in a chat")
class TraversonePresenterTest {

    private final TraversonePresenter presenter = new TraversonePresenter();
    private final Texts en = Texts.core(Lang.EN);
    private final Texts it = Texts.core(Lang.IT);
    private final Names names = new Names(List.of("anna", "carlo", "bea", "dino"), List.of("anna", "carlo", "bea", "dino"));

    private static ItalianCard c(String code) {
        return ItalianCard.parse(code);
    }

    private static TrickEvents.Play<ItalianCard> p(int seat, String card) {
        return new TrickEvents.Play<>(seat, c(card));
    }

    private static TrickEvents.Trick<ItalianCard> trick(int winner, String cards) {
        return new TrickEvents.Trick<>(winner, cards(cards));
    }

    /** Taken cards worth {@code thirds}: an Asso of denari per point, a Fante per third left. */
    private static List<ItalianCard> worth(int thirds) {
        List<ItalianCard> pile = new java.util.ArrayList<>();
        for (int i = 0; i < thirds / 3; i++) {
            pile.add(c("1D"));
        }
        for (int i = 0; i < thirds % 3; i++) {
            pile.add(c("8D"));
        }
        return pile;
    }

    /** A 4-player view in smazzata 2, with everything not given left empty. */
    private static TraversoneView view(int viewer, String hand, List<TrickEvents.Play<ItalianCard>> trick, int leader,
                                       int toAct, int tricksPlayed, List<Integer> thirds,
                                       TrickEvents.Trick<ItalianCard> lastTrick, boolean assoBastoni) {
        List<List<ItalianCard>> taken = thirds.stream().map(TraversonePresenterTest::worth).toList();
        return new TraversoneView(viewer, cards(hand), new TrickView<>(trick, leader, tricksPlayed, lastTrick,
                List.of(8, 8, 8, 8), taken), toAct, 3, 2, List.of(12, 4, 20, 7), 31, assoBastoni, true, "win");
    }

    @Test
    @DisplayName("the table shows the trick with who played what, the suit led, points taken and totals against the limit")
    void tableMidTrick() {
        TraversoneView v = view(View.PUBLIC, "", List.of(p(0, "3C"), p(1, "5C")), 0, 2, 2,
                List.of(4, 0, 3, 1), null, false);

        assertThat(presenter.table(v, names, en)).isEqualTo("""
                Smazzata 2 · trick 3/10 · anna leads
                🍷 coppe led: anna 3🍷 · carlo 5🍷
                Taken: anna 1⅓ · carlo 0 · bea 1 · dino ⅓
                Total: anna 12 · carlo 4 · bea 20 · dino 7 · limit 31""");
    }

    @Test
    @DisplayName("between tricks the table shows the last trick, who played each card and who took it, in Italian")
    void tableBetweenTricks() {
        var last = trick(2, "4S 3S 7S 8B");
        TraversoneView v = view(View.PUBLIC, "", List.of(), 2, 2, 3, List.of(4, 0, 5, 1), last, false);

        assertThat(presenter.table(v, names, it)).isEqualTo("""
                Smazzata 2 · presa 4/10 · di mano bea
                Ultima presa ➜ bea: carlo 4🗡️ · bea 3🗡️ · dino 7🗡️ · anna F🪵
                Punti presi: anna 1⅓ · carlo 0 · bea 1⅔ · dino ⅓
                Totale: anna 12 · carlo 4 · bea 20 · dino 7 · limite 31""");
    }

    @Test
    @DisplayName("once the hand is over the points taken give way to its breakdown")
    void tableHandOver() {
        var last = new TrickEvents.Trick<>(2, cards("4S 3S 7S 8B"));
        TraversoneView v = view(View.PUBLIC, "", List.of(), 2, -1, 10, List.of(4, 0, 5, 1), last, false);

        assertThat(presenter.table(v, names, en)).isEqualTo("""
                Smazzata 2 · over
                Last trick ➜ bea: carlo 4🗡️ · bea 3🗡️ · dino 7🗡️ · anna F🪵
                Total: anna 12 · carlo 4 · bea 20 · dino 7 · limit 31""");
    }

    @Test
    @DisplayName("with assoBastoni the first lead's restriction shows, and so does who has taken the Asso di bastoni")
    void assoBastoniOnTheTable() {
        TraversoneView first = view(View.PUBLIC, "", List.of(), 1, 1, 0, List.of(0, 0, 0, 0), null, true);
        assertThat(presenter.table(first, names, en)).contains("First lead: no bastoni (Asso di bastoni)")
                .doesNotContain("Taken");

        TraversoneView later = new TraversoneView(View.PUBLIC, List.of(), new TrickView<>(List.of(), 1, 1,
                trick(1, "5B 1B 6B 7B"), List.of(7, 7, 7, 7),
                List.of(List.of(), cards("1B 5B 6B 7B"), List.of(), List.of())), 1, 3, 2, List.of(0, 0, 0, 0), 31,
                true, true, "win");
        assertThat(presenter.table(later, names, en)).contains("Taken: anna 0 · carlo 1 A🪵+10 · bea 0");
    }

    @Test
    @DisplayName("the last move reads as one line: a card played, a trick taken with its points")
    void describe() {
        assertThat(presenter.describe(p(0, "3C"), names, en)).isEqualTo("anna plays 3🍷");
        assertThat(presenter.describe(p(0, "3C"), names, it)).isEqualTo("anna gioca 3🍷");
        assertThat(presenter.describe(trick(1, "5C 7C 4C"), names, en))
                .isEqualTo("carlo takes the trick");
        assertThat(presenter.describe(trick(1, "5C 3C 1C"), names, it))
                .isEqualTo("presa di carlo (1⅓)");
        assertThat(presenter.describe(trick(2, "5B 3B 1B"), names, en))
                .isEqualTo("bea takes the trick (1⅓)");
    }

    @Test
    @DisplayName("a hand is grouped by suit in button order, with the trick to answer and the player's own points")
    void hand() {
        TraversoneView v = view(1, "8B 5C 3D 1D", List.of(p(0, "3C")), 0, 1, 2, List.of(4, 2, 3, 1), null, false);

        assertThat(presenter.hand(v, en)).isEqualTo("""
                Your hand: A🪙 3🪙 · 5🍷 · F🪵
                On the table, 🍷 coppe led: 3🍷
                You took ⅔ this smazzata · total 4, limit 31""");
        assertThat(presenter.hand(view(1, "8B", List.of(), 1, 1, 0, List.of(0, 0, 0, 0), null, true), it))
                .contains("Sei di mano: alla prima presa niente bastoni");
    }

    @Test
    @DisplayName("a move button is the card itself")
    void moveLabels() {
        assertThat(presenter.moveLabel(new TraversoneMove(c("9S")), null, en)).isEqualTo("C🗡️");
    }

    @Test
    @DisplayName("the end of a hand: the seed text's rounding example, all remainders to the last trick")
    void handScoreRounding() {
        var hand = new TraversoneEvents.HandScore(List.of(26, 2, 2, 2), 0, null);
        ScoreEvent score = new ScoreEvent(hand, List.of(11, 0, 0, 0), List.of(11, 0, 0, 0));

        assertThat(presenter.handScore(score, GAME.defaultOptions(), names, en)).isEqualTo("anna: last trick, remainders +2");
        assertThat(presenter.handScore(score, GAME.defaultOptions(), names, it)).isEqualTo("anna: ultima presa, resti +2");
    }

    @Test
    @DisplayName("a cappotto charged to the others, and the limit reached, are said in both languages")
    void handScoreCappottoCharge() {
        Options charge = options("cappotto", "charge", "assoBastoni", "true", "limit", "21");
        var hand = new TraversoneEvents.HandScore(List.of(0, 32, 0, 0), 1, 1);
        ScoreEvent score = new ScoreEvent(hand, List.of(21, 0, 21, 21), List.of(21, 0, 21, 21));

        assertThat(presenter.handScore(score, charge, names, en)).isEqualTo("carlo: last trick"
                + " · 🎯 Cappotto: carlo took every point, scores 0, everyone else +21"
                + " · 🚩 limit 21 reached: anna 21, bea 21, dino 21");
        assertThat(presenter.handScore(score, charge, names, it))
                .contains("🎯 Cappotto: carlo ha preso tutti i punti, fa 0, tutti gli altri +21")
                .contains("🚩 limite 21 raggiunto: anna 21, bea 21, dino 21");
    }

    @Test
    @DisplayName("a real hand with the Asso di bastoni: its 10 points show apart, and an off cappotto is not announced")
    void handScoreFromAMatch() {
        Options o = options("assoBastoni", "true", "cappotto", "off");
        TraversoneMatch match = TraversoneMatch.scenario(GAME, o, 0, hands("1B", "3B", "5B"));
        play(match, "3B 5B 1B");
        Names three = new Names(List.of("anna", "carlo", "bea"), List.of("anna", "carlo", "bea"));

        assertThat(presenter.handScore(firstScore(match), o, three, en)).isEqualTo("carlo: last trick, A🪵 +10");
    }

    @Test
    @DisplayName("/rules shows only the options that apply, with the table's values")
    void rules() {
        String defaults = presenter.rules(GAME.defaultOptions(), en);
        assertThat(defaults).contains("Traversone (Rovescino").contains("rispondere al palo")
                .contains("leftover thirds go to whoever took the last trick")
                .contains("wins the match at once").contains("Limit 31").doesNotContain("Asso di bastoni:");

        String custom = presenter.rules(options("cappotto", "charge", "assoBastoni", "true", "limit", "51",
                "remainders", "drop"), it);
        assertThat(custom).contains("i resti si perdono").contains("tutti gli altri 21 punti")
                .contains("Asso di bastoni: +10").contains("Limite 51");

        assertThat(presenter.rules(options("cappotto", "off"), en)).doesNotContain("Cappotto");
    }

    @Test
    @DisplayName("rule refusals are localized with the card and the suit drawn; core refusals are left to the core")
    void rejections() {
        assertThat(presenter.rejection(Rejection.of("traversone.mustFollowSuit", "5B", "coppe"), it))
                .isEqualTo("5🪵: devi rispondere al palo, 🍷 coppe.");
        assertThat(presenter.rejection(Rejection.of("traversone.mustFollowSuit", "5B", "coppe"), en))
                .isEqualTo("5🪵: you must follow 🍷 coppe (rispondere al palo).");
        assertThat(presenter.rejection(Rejection.of("traversone.notInHand", "1D"), en)).isEqualTo("A🪙 is not in your hand.");
        assertThat(presenter.rejection(Rejection.of("traversone.assoBastoniLead", "7B"), it))
                .startsWith("7🪵: alla prima presa non si apre a bastoni");
        assertThat(presenter.rejection(Rejection.of("notYourTurn"), en)).isNull();
    }

    @Test
    @DisplayName("every Traversone text exists in Italian and English")
    void sameKeys() {
        var control = ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES);
        var english = ResourceBundle.getBundle(TraversonePresenter.BUNDLE, Locale.ROOT, control).keySet();
        var italian = ResourceBundle.getBundle(TraversonePresenter.BUNDLE, Locale.ITALIAN, control).keySet();
        assertThat(italian.stream().filter(k -> !k.startsWith("alias.")).toList()).isNotEmpty()
                .containsExactlyInAnyOrderElementsOf(english);
    }
}
