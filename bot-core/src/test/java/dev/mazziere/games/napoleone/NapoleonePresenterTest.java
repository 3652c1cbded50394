package dev.mazziere.games.napoleone;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.games.tricks.TrickEvents;
import dev.mazziere.cards.FrenchCard;
import dev.mazziere.game.Outcome;
import dev.mazziere.game.Rejection;
import dev.mazziere.game.ScoreEvent;
import dev.mazziere.text.Lang;
import dev.mazziere.text.Names;
import dev.mazziere.text.Texts;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.ResourceBundle;
import java.util.Set;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("How Napoleone looks in a chat")
class NapoleonePresenterTest {

    private static final NapoleoneGame GAME = new NapoleoneGame();

    private final NapoleonePresenter presenter = new NapoleonePresenter();
    private final Texts en = Texts.core(Lang.EN);
    private final Texts it = Texts.core(Lang.IT);
    private final Names names = new Names(List.of("anna", "carlo", "bea"), List.of("anna", "carlo", "bea"));

    /** bea dealt: anna (top spades) bids first, carlo holds the top hearts, bea low diamonds. */
    private static NapoleoneMatch dealt(Map<String, String> options) {
        List<List<FrenchCard>> hands = new ArrayList<>();
        for (String hand : List.of("AS KS QS JS 10S", "AH KH QH JH 10H", "2D 3D 4D 5D 6D")) {
            hands.add(Arrays.stream(hand.split(" ")).map(FrenchCard::parse).toList());
        }
        return NapoleoneMatch.arranged(GAME, GAME.resolveOptions(options), 7L, 2, hands, new int[3], 0);
    }

    private static NapoleoneMatch dealt() {
        return dealt(Map.of());
    }

    private static void apply(NapoleoneMatch match, String... codes) {
        for (String code : codes) {
            Outcome outcome = match.apply(match.toAct(), GAME.parseMove(code));
            assertThat(outcome.applied()).as("%s: %s", code, outcome).isTrue();
        }
    }

    private static Set<String> keys(Lang lang) {
        return ResourceBundle.getBundle(NapoleonePresenter.BUNDLE, lang == Lang.EN ? Locale.ROOT : lang.locale(),
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES)).keySet();
    }

    @Test
    @DisplayName("every Napoleone text exists in both languages")
    void sameKeys() {
        assertThat(keys(Lang.IT).stream().filter(k -> !k.startsWith("alias.")).toList())
                .containsExactlyInAnyOrderElementsOf(keys(Lang.EN));
    }

    @Test
    @DisplayName("bid buttons say what they do; Passo is localized, the contract names are not")
    void bidLabels() {
        NapoleoneMatch match = dealt();
        List<String> english = match.legalMoves().stream().map(m -> presenter.moveLabel(m, null, en)).toList();
        List<String> italian = match.legalMoves().stream().map(m -> presenter.moveLabel(m, null, it)).toList();

        assertThat(english).containsExactly("Pass", "Due (2)", "Tre (3)", "Misère", "Quattro (4)", "Napoleone (5)");
        assertThat(italian).containsExactly("Passo", "Due (2)", "Tre (3)", "Misère", "Quattro (4)", "Napoleone (5)");
        assertThat(presenter.moveLabel(NapoleoneMove.bid(Contract.BLUCHER), null, it)).isEqualTo("Blücher (5, ×4)");
        assertThat(presenter.moveLabel(NapoleoneMove.play("10H"), null, en)).isEqualTo("10♥");
    }

    @Test
    @DisplayName("during the bidding the table lists the bids so far and the dealer, each bid a line of its own")
    void bidding() {
        NapoleoneMatch match = dealt(Map.of("end", "hands", "hands", "5"));
        assertThat(presenter.table(match.publicView(), names, en))
                .isEqualTo("🗣️ Bids (bea dealt): none yet\n💰 Points: anna 0 · carlo 0 · bea 0 (hand 1 of 5)");

        apply(match, "b:3", "b:pass");

        assertThat(presenter.table(match.publicView(), names, it)).isEqualTo(
                "🗣️ Dichiarazioni (mazziere bea): anna Tre (3) · carlo Passo\n💰 Punti: anna 0 · carlo 0 · bea 0 (smazzata 1 di 5)");
        assertThat(presenter.describe(match.events().get(match.events().size() - 1), names, en)).isEqualTo("carlo passes");
        assertThat(presenter.describe(new NapoleoneEvents.Bid(0, "3"), names, it)).isEqualTo("anna dichiara Tre (3)");
        assertThat(presenter.hand(match.view(2), en)).isEqualTo("Your hand: 2♦ 3♦ 4♦ 5♦ 6♦\n🗣️ Bids: Tre (3) · Pass");
        assertThat(presenter.hand(match.view(2), names, en))
                .isEqualTo("Your hand: 2♦ 3♦ 4♦ 5♦ 6♦\n🗣️ Bids: anna Tre (3) · carlo Pass");
        assertThat(presenter.hand(match.view(0), names, en))
                .isEqualTo("Your hand: 10♠ J♠ Q♠ K♠ A♠\n🗣️ Bids: you Tre (3) · carlo Pass");
        assertThat(presenter.bidding(match.publicView())).isTrue();
    }

    @Test
    @DisplayName("during play: caller, contract, trumps, tricks against the contract, and the trick with who played what")
    void playing() {
        NapoleoneMatch match = dealt();
        apply(match, "b:3", "b:pass", "b:pass");
        assertThat(presenter.table(match.publicView(), names, en)).isEqualTo("""
                🎯 anna calls Tre (3) · trumps: the first card
                🗣️ anna Tre · carlo Pass · bea Pass
                🏆 Tricks: anna 0 of 3 · defenders 0
                💰 Points: anna 0 · carlo 0 · bea 0 (to 60)""");
        assertThat(match.legalMoves().stream().map(m -> presenter.moveLabel(m, null, en)).toList())
                .as("card buttons in the order the hand is shown")
                .containsExactly("10♠", "J♠", "Q♠", "K♠", "A♠");
        assertThat(presenter.hand(match.view(0), en)).startsWith("Your hand: 10♠ J♠ Q♠ K♠ A♠\n");

        apply(match, "p:AS", "p:10H", "p:2D");
        assertThat(presenter.table(match.publicView(), names, en)).as("once a card is played, no bids").isEqualTo("""
                🎯 anna calls Tre (3) · trumps ♠
                🏆 Tricks: anna 1 of 3 · defenders 0
                🂠 Last trick: anna A♠ · carlo 10♥ · bea 2♦ ➜ anna
                💰 Points: anna 0 · carlo 0 · bea 0 (to 60)""");

        apply(match, "p:KS", "p:JH");
        assertThat(presenter.table(match.publicView(), names, it)).isEqualTo("""
                🎯 anna chiama Tre (3) · briscola ♠
                🏆 Prese: anna 1 su 3 · avversari 0
                🂠 In tavola: anna K♠ · carlo J♥
                💰 Punti: anna 0 · carlo 0 · bea 0 (a 60)""");
        assertThat(presenter.hand(match.view(2), en)).isEqualTo("""
                Your hand: 3♦ 4♦ 5♦ 6♦
                🎯 Tre (3) · trumps ♠ · you defend
                🏆 Tricks: caller 1 of 3 · defenders 0
                🂠 On the table: K♠ J♥""");
        assertThat(presenter.describe(new TrickEvents.Play<>(1, FrenchCard.parse("JH")), names, en)).isEqualTo("carlo: J♥");
        assertThat(presenter.describe(new TrickEvents.Trick<FrenchCard>(0, List.of()), names, it)).isEqualTo("presa di anna");
    }

    @Test
    @DisplayName("a Misère shows no trumps and that the caller must take none")
    void misere() {
        NapoleoneMatch match = dealt();
        apply(match, "b:misere", "b:pass", "b:pass", "p:10S");
        assertThat(presenter.table(match.publicView(), names, en)).startsWith("""
                🎯 anna calls Misère · no trumps
                🏆 Tricks: anna 0 (must take none) · defenders 0
                🂠 On the table: anna 10♠""");
        assertThat(presenter.hand(match.view(0), it)).contains("🎯 Misère · senza briscola · chiami tu")
                .contains("🏆 Le tue prese: 0 (non devi prenderne) · avversari 0");
        assertThat(presenter.hand(match.view(0), en)).contains("🏆 Your tricks: 0 (take none) · defenders 0");
    }

    @Test
    @DisplayName("the end of a hand says in one line whether the contract was made (the table says what each player gets)")
    void handScore() {
        NapoleoneMatch match = dealt();
        apply(match, "b:3", "b:pass", "b:pass", "p:AS", "p:10H", "p:2D", "p:KS", "p:JH", "p:3D", "p:QS", "p:QH", "p:4D");
        ScoreEvent score = match.events().stream().filter(ScoreEvent.class::isInstance).map(ScoreEvent.class::cast)
                .findFirst().orElseThrow();

        assertThat(presenter.handScore(score, names, en))
                .isEqualTo("anna: Tre (3) · trumps ♠ · ✅ made (3 tricks)");
        assertThat(presenter.describe(score, names, it)).isEqualTo("✅ anna fa Tre");

        ScoreEvent broken = new ScoreEvent(new NapoleoneEvents.HandScore(1, "misere", null, 1, false),
                List.of(3, -6, 3), List.of(3, -6, 3));
        assertThat(presenter.handScore(broken, names, it))
                .isEqualTo("carlo: Misère · senza briscola · 💥 sotto (ha preso)");
        assertThat(presenter.describe(broken, names, en)).isEqualTo("💥 carlo fails Misère");
        ScoreEvent four = new ScoreEvent(new NapoleoneEvents.HandScore(0, "4", "C", 1, false),
                List.of(-8, 4, 4), List.of(-8, 4, 4));
        assertThat(presenter.handScore(four, names, en))
                .isEqualTo("anna: Quattro (4) · trumps ♣ · 💥 broken (1 of 4 tricks)");
        assertThat(presenter.describe(new NapoleoneEvents.Redeal(), names, en)).startsWith("🔄 Everybody passed");
    }

    @Test
    @DisplayName("the rules show the table's options, and the lobby only the end rule in force")
    void rulesAndOptions() {
        var byHands = GAME.resolveOptions(Map.of("end", "hands", "hands", "5", "overcalls", "free", "misereValue", "4"));
        var byTarget = GAME.defaultOptions();

        assertThat(presenter.rules(byHands, en)).contains("Misère 4").contains("5 hands")
                .contains("Wellington and Blücher over any lower bid").doesNotContain("60");
        assertThat(presenter.rules(byTarget, it)).contains("60 punti").contains("Misère 3")
                .contains("Wellington solo sopra un Napoleone").contains("senza briscola");
        assertThat(presenter.showsOption("target", byHands)).isFalse();
        assertThat(presenter.showsOption("hands", byHands)).isTrue();
        assertThat(presenter.showsOption("target", byTarget)).isTrue();
        assertThat(presenter.showsOption("hands", byTarget)).isFalse();
        assertThat(presenter.showsOption("overcalls", byTarget)).isTrue();
    }

    @Test
    @DisplayName("every rule refusal of the engine is localized, cards and suits drawn, contracts named")
    void rejections() {
        assertThat(presenter.rejection(Rejection.of("napoleone.overcallNotAllowed", "blucher", "wellington"), en))
                .isEqualTo("Blücher only over a Wellington.");
        assertThat(presenter.rejection(Rejection.of("napoleone.bidTooLow", "3", "misere"), it))
                .isEqualTo("Tre non supera Misère.");
        assertThat(presenter.rejection(Rejection.of("napoleone.mustFollowSuit", "2D", "H"), it))
                .isEqualTo("Devi rispondere al seme (♥): non puoi giocare 2♦.");
        assertThat(presenter.rejection(Rejection.of("napoleone.notInHand", "QS"), en)).isEqualTo("Q♠ is not in your hand.");
        assertThat(presenter.rejection(Rejection.of("napoleone.stillBidding", "10H"), en)).contains("10♥");
        assertThat(presenter.rejection(Rejection.of("napoleone.notYourBid", "pass"), it)).contains("gioca una carta");
        assertThat(presenter.rejection(Rejection.of("notYourTurn"), en)).isNull();

        // every code the engine can give has its text in both languages
        for (String code : List.of("notYourBid", "stillBidding", "bidTooLow", "overcallNotAllowed", "notInHand",
                "mustFollowSuit")) {
            assertThat(keys(Lang.EN)).contains("reject.napoleone." + code);
            assertThat(keys(Lang.IT)).contains("reject.napoleone." + code);
        }
    }
}
