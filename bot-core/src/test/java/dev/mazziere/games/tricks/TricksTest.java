package dev.mazziere.games.tricks;

import static dev.mazziere.games.tricks.TrickRulesTest.cards;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import dev.mazziere.game.Json;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("The trick kit's state: plays, tricks taken, the stock and the draws")
class TricksTest {

    private static final TrickRules<ItalianCard, ItalianSuit> BRISCOLA =
            TrickRules.italian(ItalianOrder.BRISCOLA, false);

    private static Tricks<ItalianCard> dealt(int leader, String... hands) {
        Tricks<ItalianCard> tricks = new Tricks<>(hands.length);
        tricks.newHand(leader);
        for (int s = 0; s < hands.length; s++) {
            tricks.hand(s).addAll(cards(hands[s]));
        }
        return tricks;
    }

    private static ItalianCard c(String code) {
        return ItalianCard.parse(code);
    }

    @Test
    @DisplayName("each seat plays in turn from the leader; the winner takes the cards, leads next, and the events say so")
    void aTrick() {
        // given three seats, seat 2 leading, coppe trumps
        Tricks<ItalianCard> tricks = dealt(2, "1D 4S", "2C 5S", "3D 6S");

        // when
        var first = tricks.play(2, c("3D"));
        assertThat(tricks.toAct()).isZero();
        tricks.play(0, c("1D"));
        tricks.play(1, c("2C"));
        assertThat(tricks.complete()).isTrue();
        var trick = tricks.collect(BRISCOLA, ItalianSuit.COPPE);

        // then the 2 of coppe, the only trump, takes the Asso and the Tre
        assertThat(first).isEqualTo(new TrickEvents.Play<>(2, c("3D")));
        assertThat(trick).isEqualTo(new TrickEvents.Trick<>(1, cards("3D 1D 2C")));
        assertThat(tricks.taken(1)).containsExactlyElementsOf(cards("3D 1D 2C"));
        assertThat(tricks.leader()).isEqualTo(1);
        assertThat(tricks.toAct()).isEqualTo(1);
        assertThat(tricks.tricksPlayed()).isEqualTo(1);
        assertThat(tricks.lastTrick()).isEqualTo(trick);
        assertThat(tricks.trick()).isEmpty();
        assertThat(tricks.handSizes()).containsExactly(1, 1, 1);
        assertThat(Json.line(first)).isEqualTo("{\"type\":\"play\",\"seat\":2,\"card\":\"3D\"}");
        assertThat(Json.line(trick)).isEqualTo("{\"type\":\"trick\",\"winner\":1,\"cards\":[\"3D\",\"1D\",\"2C\"]}");
    }

    @Test
    @DisplayName("a card not in the hand, or a trick collected before everyone played, is refused")
    void misuse() {
        Tricks<ItalianCard> tricks = dealt(0, "1D", "2D");

        assertThatThrownBy(() -> tricks.play(0, c("2D"))).isInstanceOf(IllegalArgumentException.class);
        tricks.play(0, c("1D"));
        assertThatThrownBy(() -> tricks.collect(BRISCOLA, null)).isInstanceOf(IllegalStateException.class);
    }

    @Test
    @DisplayName("a copy is equal and independent; the view shows the table as it was")
    void copyAndView() {
        Tricks<ItalianCard> tricks = dealt(0, "1D 4S", "2C 5S");
        tricks.play(0, c("1D"));
        Tricks<ItalianCard> copy = tricks.copy();
        TrickView<ItalianCard> view = tricks.view();

        tricks.play(1, c("2C"));

        assertThat(copy).isNotEqualTo(tricks);
        assertThat(copy.trick()).hasSize(1);
        assertThat(view.trick()).containsExactly(new TrickEvents.Play<>(0, c("1D")));
        assertThat(view.stillToPlay()).containsExactly(1);
        assertThat(view.handSizes()).containsExactly(1, 2);
    }

    @Test
    @DisplayName("after a trick every seat draws from the stock, the winner first, the bottom card last")
    void draws() {
        Tricks<ItalianCard> tricks = dealt(0, "", "", "");
        Stock<ItalianCard> stock = new Stock<>();
        stock.fill(cards("5C 6C 7C 1S 2S 7D"));
        assertThat(stock.bottom()).isEqualTo(c("7D"));

        List<TrickEvents.Draw<ItalianCard>> first = stock.drawRound(tricks, 1);
        List<TrickEvents.Draw<ItalianCard>> second = stock.drawRound(tricks, 2);

        assertThat(first).containsExactly(new TrickEvents.Draw<>(1, c("5C")), new TrickEvents.Draw<>(2, c("6C")),
                new TrickEvents.Draw<>(0, c("7C")));
        assertThat(second).extracting(TrickEvents.Draw::seat).containsExactly(2, 0, 1);
        assertThat(second.get(2).card()).as("the face-up card is drawn last").isEqualTo(c("7D"));
        assertThat(stock.isEmpty()).isTrue();
        assertThat(stock.drawRound(tricks, 0)).isEmpty();
        assertThat(tricks.hand(0)).containsExactlyElementsOf(cards("7C 2S"));
        assertThat(Json.line(first.get(0))).isEqualTo("{\"type\":\"draw\",\"seat\":1,\"card\":\"5C\"}");
    }

    @Test
    @DisplayName("a position restored from a view shows that view again, with the hidden hands given")
    void restoreFromAView() {
        Tricks<ItalianCard> tricks = dealt(0, "1D 4S", "2C 5S");
        tricks.play(0, c("1D"));
        tricks.play(1, c("2C"));
        tricks.collect(BRISCOLA, ItalianSuit.COPPE);
        tricks.play(1, c("5S"));
        TrickView<ItalianCard> view = tricks.view();

        Tricks<ItalianCard> rebuilt = new Tricks<>(2);
        rebuilt.restore(view, 0, cards("4S"), List.of(List.of(), List.of()), tricks.toAct());

        assertThat(rebuilt).isEqualTo(tricks);
        assertThat(rebuilt.view()).isEqualTo(view);
    }

    @Test
    @DisplayName("a transcript's play event gives back its move and seat; other events give none")
    void playOf() throws Exception {
        var play = Json.mapper().readTree("{\"type\":\"play\",\"seat\":2,\"card\":\"3C\"}");
        var trick = Json.mapper().readTree("{\"type\":\"trick\",\"winner\":1,\"cards\":[\"3C\"]}");

        var seated = TrickEvents.playOf(play, card -> () -> "p" + card.code());

        assertThat(seated.seat()).isEqualTo(2);
        assertThat(seated.move().code()).isEqualTo("p3C");
        assertThat(TrickEvents.playOf(trick, card -> () -> "x")).isNull();
    }

    @Test
    @DisplayName("the texts of a trick and of a hand: who played what, and the hand by suit")
    void texts() {
        var names = new dev.mazziere.text.Names(List.of("anna", "carlo"), List.of("anna", "carlo"));

        assertThat(TrickTexts.plays(List.of(new TrickEvents.Play<>(1, c("3C")), new TrickEvents.Play<>(0, c("1B"))), names))
                .isEqualTo("carlo 3🍷 · anna A🪵");
        assertThat(TrickTexts.bySuit(cards("8B 3D 1D 5C"), java.util.Comparator.naturalOrder()))
                .isEqualTo("A🪙 3🪙 · 5🍷 · F🪵");
    }
}
