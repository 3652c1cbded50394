package dev.mazziere.games.ramino;

import static dev.mazziere.games.ramino.RaminoScenarios.cards;
import static dev.mazziere.games.ramino.RaminoScenarios.match;
import static dev.mazziere.games.ramino.RaminoScenarios.play;
import static dev.mazziere.games.ramino.RaminoScenarios.twoPlayers;
import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.cards.FrenchCard;
import dev.mazziere.game.Rejection;
import dev.mazziere.text.Lang;
import dev.mazziere.text.Names;
import dev.mazziere.text.Texts;
import dev.mazziere.text.TurnPanel;
import dev.mazziere.text.TurnPanel.Panel;
import dev.mazziere.text.TurnPanel.Press;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Ramino in the chat: the table, the events and the turn panel")
class RaminoPresenterTest {

    private static final RaminoPresenter PRESENTER = new RaminoPresenter();
    private static final Texts EN = Texts.core(Lang.EN);
    private static final Texts IT = Texts.core(Lang.IT);
    private static final TurnPanel.Room TELEGRAM = new TurnPanel.Room(8, 100);
    private static final Names NAMES = new Names(List.of("anna", "carlo"), List.of("anna", "carlo"));

    private static Panel panel(RaminoMatch m, String state, TurnPanel.Room room, Texts t) {
        return PRESENTER.panel(m.view(m.toAct()), m.legalMoves(), state, room, t);
    }

    /** The state that selects these cards of the sorted hand. */
    private static String select(RaminoMatch m, String codes) {
        List<FrenchCard> hand = m.view(m.toAct()).hand();
        long mask = 0;
        for (FrenchCard c : cards(codes)) {
            for (int i = 0; i < hand.size(); i++) {
                if (hand.get(i).equals(c) && (mask & 1L << i) == 0) {
                    mask |= 1L << i;
                    break;
                }
            }
        }
        return Long.toString(mask, 36);
    }

    private static List<String> labels(Panel p) {
        return p.rows().stream().flatMap(List::stream).map(Press::label).toList();
    }

    private static List<String> moves(Panel p) {
        return p.rows().stream().flatMap(List::stream).filter(Press.Play.class::isInstance)
                .map(b -> ((Press.Play) b).move().code()).toList();
    }

    @Test
    @DisplayName("drawing: the tallone and the pozzo's top, as two buttons")
    void drawing() {
        RaminoMatch m = twoPlayers(Map.of(), "7H 8H 9H KD 2C 5S JK", "AS 2S 3S 4D 6D 8C 10C", "9D", "QC");
        Panel p = panel(m, "", TELEGRAM, EN);
        assertThat(p.text()).contains("✋ Your hand: 5♠ 7♥ 8♥ 9♥ K♦ 2♣ 🃏 (61 points)").contains("🂠 Pozzo 9♦ · tallone 1")
                .contains("👉 Draw a card: from the tallone, or 9♦ from the pozzo.");
        assertThat(labels(p)).containsExactly("🂠 Tallone", "⬆️ 9♦ from the pozzo");
        assertThat(moves(p)).containsExactly("d:s", "d:p");
        assertThat(labels(panel(m, "", TELEGRAM, IT))).containsExactly("🂠 Tallone", "⬆️ 9♦ dal pozzo");
    }

    @Test
    @DisplayName("a selection that is a meld offers to meld it; the cards are marked selected")
    void meldSelected() {
        RaminoMatch m = twoPlayers(Map.of(), "7H 8H 9H KD 2C 5S 4C", "AS 2S 3S 4D 6D 8C 10C", "9D", "QC");
        play(m, 0, "d:s");
        Panel none = panel(m, "", TELEGRAM, EN);
        assertThat(none.text()).contains("👉 Select cards: 3 or more to lay down a meld");
        assertThat(none.rows()).allSatisfy(row -> assertThat(row).allMatch(Press.Select.class::isInstance));

        Panel p = panel(m, select(m, "7H 8H 9H"), TELEGRAM, EN);
        assertThat(p.text()).contains("☑️ 7♥ 8♥ 9♥");
        assertThat(labels(p)).contains("✅7♥", "✅8♥", "✅9♥", "5♠", "⬇️ Meld", "✖️ Clear");
        assertThat(moves(p)).containsExactly("m:7H8H9H");
        // every toggle writes the selection with that card flipped
        Press.Select untoggle = (Press.Select) p.rows().get(0).stream().filter(b -> b.label().equals("✅7♥"))
                .findFirst().orElseThrow();
        assertThat(labels(panel(m, untoggle.state(), TELEGRAM, EN))).contains("7♥", "✅8♥").doesNotContain("⬇️ Meld");
    }

    @Test
    @DisplayName("an illegal selection is explained: 7♥ 8♥ 10♥ is not a run, 9♥ missing")
    void explained() {
        RaminoMatch m = twoPlayers(Map.of(), "7H 8H 10H KD KS 5S 4C", "AS 2S 3S 4D 6D 8C 10C", "9D", "QC");
        play(m, 0, "d:s");
        assertThat(panel(m, select(m, "7H 8H 10H"), TELEGRAM, EN).text())
                .contains("☑️ 7♥ 8♥ 10♥: Not a run: 9♥ missing.");
        assertThat(panel(m, select(m, "7H 8H 10H"), TELEGRAM, IT).text())
                .contains("☑️ 7♥ 8♥ 10♥: Non è una scala: manca 9♥.");
        assertThat(panel(m, select(m, "KD KS 5S"), TELEGRAM, EN).text()).contains(": Not a set and not a run.");
        assertThat(moves(panel(m, select(m, "7H 8H 10H"), TELEGRAM, EN))).isEmpty();
    }

    @Test
    @DisplayName("no run that a single card cannot complete names a card: 2♥ 3♥ K♥ says where too many are missing")
    void aWideGapNamesNoCard() {
        RaminoMatch m = twoPlayers(Map.of(), "2H 3H KH KD KS 5S 4C", "AS 2S 3S 4D 6D 8C 10C", "9D", "QC");
        play(m, 0, "d:s");

        assertThat(panel(m, select(m, "2H 3H KH"), TELEGRAM, EN).text())
                .contains("☑️ 2♥ 3♥ K♥: Not a run: too many cards missing between 3♥ and K♥.").doesNotContain("4♥");
        assertThat(panel(m, select(m, "2H 3H KH"), TELEGRAM, IT).text())
                .contains("☑️ 2♥ 3♥ K♥: Non è una scala: tra 3♥ e K♥ mancano troppe carte.");
    }

    @Test
    @DisplayName("two cards a third would make a meld are a step on the way, not a mistake; two that never meet say so")
    void twoCards() {
        RaminoMatch m = twoPlayers(Map.of(), "7H 8H 10H KD KS 5S 4C", "AS 2S 3S 4D 6D 8C 10C", "9D", "QC");
        play(m, 0, "d:s");

        assertThat(panel(m, select(m, "KD KS"), TELEGRAM, EN).text().lines().filter(l -> l.startsWith("☑️")))
                .containsExactly("☑️ K♠ K♦ · 👉 one more card makes a meld (3 or more)");
        assertThat(panel(m, select(m, "7H 8H"), TELEGRAM, IT).text())
                .contains("☑️ 7♥ 8♥ · 👉 con un'altra carta cali un gioco (ne servono almeno 3)");
        assertThat(panel(m, select(m, "7H KS"), TELEGRAM, EN).text())
                .contains("☑️ K♠ 7♥: these two cannot be in one meld");
    }

    @Test
    @DisplayName("a joker that can stand for two cards gives one meld button for each")
    void jokerChoices() {
        RaminoMatch m = twoPlayers(Map.of(), "7H 8H JK KD KS 5S 4C", "AS 2S 3S 4D 6D 8C 10C", "9D", "QC");
        play(m, 0, "d:s");
        Panel p = panel(m, select(m, "7H 8H JK"), TELEGRAM, EN);
        assertThat(labels(p)).contains("⬇️ Meld, 🃏=6♥", "⬇️ Meld, 🃏=9♥");
        assertThat(moves(p)).containsExactlyInAnyOrder("m:7H8H*6H", "m:7H8H*9H");
    }

    @Test
    @DisplayName("the card taken from the pozzo cannot be discarded, and the panel says why")
    void pileCard() {
        RaminoMatch m = twoPlayers(Map.of(), "7H 8H 2H KD KS 5S 4C", "AS 2S 3S 4D 6D 8C 10C", "9D", "QC");
        play(m, 0, "d:p");
        Panel p = panel(m, select(m, "9D"), TELEGRAM, EN);
        assertThat(p.text()).contains("☑️ 9♦: You took 9♦ from the pozzo: you may not discard it this turn.");
        assertThat(moves(p)).isEmpty();
    }

    @Test
    @DisplayName("one card: add it to meld N, take the joker of meld N, or discard it; pages when the room is small")
    void extendSwapDiscardAndPages() {
        // anna melds a run with a joker for 9♥ and a set of tens, keeping 9♥ and 10♥
        RaminoMatch m = twoPlayers(Map.of(), "7H 8H JK 10S 10D 10C 9H", "AS 2S 3S 4D 6D 8C 9C", "9D", "10H");
        play(m, 0, "d:s", "m:7H8H*9H", "m:10S10D10C");
        Panel p = panel(m, select(m, "9H"), TELEGRAM, EN);
        assertThat(p.text()).contains("1. 7♥ 8♥ 🃏 (🃏=9♥)").contains("2. 10♠ 10♦ 10♣");
        assertThat(moves(p)).contains("j:0:9H", "q:9H");
        assertThat(labels(p)).contains("🃏 from meld 1", "🗑️ Discard 9♥");
        Panel ten = panel(m, select(m, "10H"), TELEGRAM, EN);
        assertThat(moves(ten)).contains("x:0:10H", "x:1:10H", "q:10H");
        assertThat(labels(ten)).contains("➕ to meld 1", "➕ to meld 2");

        // two buttons a row, four in all: the two cards, then one action a page and "more"
        TurnPanel.Room tiny = new TurnPanel.Room(2, 4);
        Panel page0 = panel(m, select(m, "10H"), tiny, EN);
        assertThat(page0.rows().stream().mapToInt(List::size).sum()).isLessThanOrEqualTo(4);
        assertThat(labels(page0)).last().asString().startsWith("▶️ More 1/");
        Press.Select more = (Press.Select) page0.rows().get(page0.rows().size() - 1).get(1);
        Panel page1 = panel(m, more.state(), tiny, EN);
        assertThat(labels(page1)).last().asString().startsWith("▶️ More 2/");
        assertThat(moves(page1)).isNotEqualTo(moves(page0));
    }

    @Test
    @DisplayName("under closeWithoutDiscard a meld of the last cards says that it closes")
    void meldThatCloses() {
        RaminoMatch m = twoPlayers(Map.of("closeWithoutDiscard", "on"), "7H 8H 9H JH 10S 10D 10C",
                "AS 2S 3S 4D 6D 8C 9C", "9D", "QC 10H");
        play(m, 0, "d:s", "m:10S10D10C");
        Panel p = panel(m, select(m, "7H 8H 9H 10H JH"), TELEGRAM, EN);
        assertThat(labels(p)).contains("⬇️ Meld and close");
        assertThat(moves(p)).containsExactly("m:7H8H9H10HJH");
        assertThat(labels(panel(m, select(m, "7H 8H 9H"), TELEGRAM, EN))).contains("⬇️ Meld");
    }

    @Test
    @DisplayName("on Discord (5 a row, 25 in all) an eleven-card due mazzi hand and its actions fit")
    void discordRoom() {
        RaminoMatch m = twoPlayers(Map.of("variant", "duemazzi"), "7H 8H 9H 10H JH QH KH 2C 3C 4C",
                "AS 2S 3S 4D 6D 8C 10C 5D 5H 5C", "9D", "QC");
        play(m, 0, "d:p");
        Panel p = panel(m, select(m, "7H 8H 9H"), new TurnPanel.Room(5, 25), EN);
        assertThat(p.rows()).hasSizeLessThanOrEqualTo(5).allSatisfy(r -> assertThat(r).hasSizeLessThanOrEqualTo(5));
        assertThat(p.rows().stream().mapToInt(List::size).sum()).isLessThanOrEqualTo(25);
        assertThat(p.rows().stream().flatMap(List::stream).filter(b -> b.label().matches("✅?\\S+")).count())
                .isEqualTo(11);
        assertThat(moves(p)).contains("m:7H8H9H");
    }

    @Test
    @DisplayName("going out: re-enter at the highest score still in, or stay out")
    void reentry() {
        RaminoMatch m = match(Map.of(), 2, List.of("2H 3H 4H 5S 5D 5C 9C", "KD KS QD QS JD JS JK", "AS 2S 3S 4D 6D 8C 10C"),
                "9D", "QC 5H", new int[] {10, 40, 95}, Set.of(), Set.of());
        // anna closes in hand: carlo pays 160 and bea 68, both go out
        play(m, 0, "d:s", "m:2H3H4H", "m:5S5H5D5C", "q:9C");
        assertThat(m.view(1).phase()).isEqualTo(RaminoMatch.Phase.REENTRY);
        assertThat(m.toAct()).isEqualTo(1);
        Panel p = panel(m, "", TELEGRAM, EN);
        assertThat(p.text()).isEqualTo("🚪 You are out with 200 points. You may re-enter once, at 10 points.");
        assertThat(labels(p)).containsExactly("↩️ Re-enter at 10", "🚪 Stay out");
        assertThat(moves(p)).containsExactly("r:y", "r:n");
    }

    @Test
    @DisplayName("the table: numbered melds with owners, the piles, cards held and points to the limit")
    void table() {
        RaminoMatch m = twoPlayers(Map.of(), "7H 8H JK 10S 10D 10C 9H", "AS 2S 3S 4D 6D 8C 9C", "9D", "10H");
        play(m, 0, "d:s", "m:7H8H*9H");
        String table = PRESENTER.table(m.publicView(), NAMES, EN);
        assertThat(table).isEqualTo("""
                🂠 Pozzo 9♦ · tallone 0 · ✋ in hand: anna 5 · carlo 7
                1. 7♥ 8♥ 🃏 (🃏=9♥, anna)
                💰 Points: anna 0 · carlo 0 (out at 101)""");
        assertThat(PRESENTER.describe(m.events().get(m.events().size() - 1), NAMES, IT))
                .isEqualTo("anna cala 7♥ 8♥ 🃏 (🃏=9♥)");
    }

    @Test
    @DisplayName("however many melds lie on the table, they take two lines of the table message, numbered in order")
    void manyMelds() {
        List<RaminoView.MeldView> melds = new java.util.ArrayList<>();
        for (int i = 0; i < 7; i++) {
            melds.add(new RaminoView.MeldView(i, i % 2, TableMeld.Kind.SET,
                    List.of(FrenchCard.parse((i + 2) + "H"), FrenchCard.parse((i + 2) + "S"), FrenchCard.parse((i + 2) + "D")),
                    null));
        }
        RaminoMatch m = twoPlayers(Map.of(), "7H 8H JK 10S 10D 10C 9H", "AS 2S 3S 4D 6D 8C 9C", "9D", "10H");
        RaminoView v = m.publicView();
        RaminoView many = new RaminoView(v.viewer(), v.variant(), v.phase(), v.toAct(), v.dealer(), v.handNumber(),
                v.hand(), v.handSizes(), melds, v.pile(), v.stockSize(), v.laidDown(), v.pilePicks(), v.takenFromPile(),
                v.drawnIndex(), v.totals(), v.out(), v.reentered(), v.lastPenalties(), v.limit(), v.extendOthers(),
                v.closeWithoutDiscard());

        List<String> lines = PRESENTER.table(many, NAMES, EN).lines().toList();

        assertThat(lines).hasSize(4);
        assertThat(lines.get(1)).startsWith("1. 2♥ 2♠ 2♦ (anna) · 2. 3♥ 3♠ 3♦ (carlo)").endsWith("4. 5♥ 5♠ 5♦ (carlo)");
        assertThat(lines.get(2)).startsWith("5. 6♥").endsWith("7. 8♥ 8♠ 8♦ (anna)");
    }

    @Test
    @DisplayName("every rejection code of the engine has a text in both languages")
    void everyRejectionHasText() throws Exception {
        List<String> codes = List.of("alreadyDrew", "badJokerCard", "coloreAllCards", "coloreAtOnce", "coloreIsMeld",
                "coloreOneSuit", "drawFirst", "jokerNeedsCard", "jokerNoCard", "mustDiscard", "mustKeepDiscard", "mustTakeUpCard",
                "noColore", "noJoker", "noJokerToPlace", "noSuchMeld", "noWrap", "notAMeld", "notARun", "runGap",
                "notExtendable", "notInHand", "notOut", "notYourMeld", "pileCardNotDiscardable", "pileEmpty",
                "reentryChoice", "runDuplicate", "setSameSuit", "setTooBig", "stockEmpty", "tooFewCards", "twoJokers",
                "wrongCardForJoker");
        for (String code : codes) {
            assertThat(PRESENTER.rejection(Rejection.of("ramino." + code, "9H", "8H"), EN)).as(code).isNotNull()
                    .doesNotContain("{");
            assertThat(PRESENTER.rejection(Rejection.of("ramino." + code, "9H", "8H"), IT)).as(code).isNotNull()
                    .doesNotContain("{");
        }
        assertThat(PRESENTER.rejection(Rejection.of("ramino.noSuchMeld", "2"), EN)).isEqualTo("There is no meld 3.");
        assertThat(PRESENTER.rejection(Rejection.of("ramino.badJokerCard", "5H", "6H", "9H"), EN))
                .isEqualTo("The 🃏 cannot be 5♥ here; it can be 6♥ 9♥.");
        Properties en = new Properties();
        Properties it = new Properties();
        try (var a = RaminoPresenter.class.getResourceAsStream("ramino.properties");
             var b = RaminoPresenter.class.getResourceAsStream("ramino_it.properties")) {
            en.load(a);
            it.load(b);
        }
        assertThat(it.stringPropertyNames().stream().filter(k -> !k.startsWith("alias.")).toList())
                .as("an option's older names, alias.*, are words of one language")
                .containsExactlyInAnyOrderElementsOf(en.stringPropertyNames());
    }
}
