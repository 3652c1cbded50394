package dev.mazziere.games.tricks;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.mazziere.cards.Decks;
import dev.mazziere.cards.FrenchCard;
import dev.mazziere.cards.FrenchSuit;
import dev.mazziere.cards.ItalianCard;
import dev.mazziere.cards.ItalianSuit;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

@DisplayName("The trick kit's rules: what may be played and who takes a trick")
class TrickRulesTest {

    private static final TrickRules<ItalianCard, ItalianSuit> TRESSETTE =
            TrickRules.italian(ItalianOrder.TRESSETTE, true);
    private static final TrickRules<ItalianCard, ItalianSuit> BRISCOLA =
            TrickRules.italian(ItalianOrder.BRISCOLA, false);

    static List<ItalianCard> cards(String codes) {
        return codes.isBlank() ? List.of() : Arrays.stream(codes.trim().split("\\s+")).map(ItalianCard::parse).toList();
    }

    @Test
    @DisplayName("Tressette's order is 3, 2, Asso, Re, Cavallo, Fante, 7, 6, 5, 4 and Briscola's Asso, 3, Re, Cavallo, Fante, 7, 6, 5, 4, 2")
    void orders() {
        List<ItalianCard> tressette = cards("3C 2C 1C 10C 9C 8C 7C 6C 5C 4C");
        List<ItalianCard> briscola = cards("1C 3C 10C 9C 8C 7C 6C 5C 4C 2C");
        for (int i = 0; i < 10; i++) {
            assertThat(ItalianOrder.TRESSETTE.strength(tressette.get(i))).as("%s", tressette.get(i)).isEqualTo(9 - i);
            assertThat(ItalianOrder.BRISCOLA.strength(briscola.get(i))).as("%s", briscola.get(i)).isEqualTo(9 - i);
        }
    }

    @ParameterizedTest(name = "{0}, trump {1} -> card {2}")
    @CsvSource({
        "10C 3C 1C 2C, -, 1",   // Tressette without trump: the Tre of the suit led
        "4D 3C 1B 2S, -, 0",    // other suits never take without a trump
        "4D 3C 1B 2S, B, 2",    // the only trump takes
        "4D 1B 2B 3S, B, 2",    // the stronger of two trumps
        "4D 5D 3S 9D, S, 2"})   // a trump over the suit led, even a low-ranked one in the order
    @DisplayName("the strongest trump takes the trick, else the strongest card of the suit led")
    void winner(String trick, String trump, int index) {
        ItalianSuit t = "-".equals(trump) ? null : ItalianCard.parse("1" + trump).suit();
        assertThat(TRESSETTE.winningIndex(cards(trick), t)).isEqualTo(index);
    }

    @Test
    @DisplayName("in Briscola order the Asso takes the Tre, and a 2 of briscola takes any card of another suit")
    void briscolaWinner() {
        assertThat(BRISCOLA.winningIndex(cards("3D 1D"), ItalianSuit.COPPE)).isEqualTo(1);
        assertThat(BRISCOLA.winningIndex(cards("1D 2C"), ItalianSuit.COPPE)).isEqualTo(1);
        assertThat(BRISCOLA.winningIndex(cards("2D 1S"), ItalianSuit.COPPE)).as("off suit, no trump").isZero();
    }

    @Test
    @DisplayName("with follow suit a hand holding the suit led plays it; without, or when void, any card")
    void followSuit() {
        List<ItalianCard> hand = cards("1D 5C 7C 3B");

        assertThat(TRESSETTE.playable(hand, ItalianSuit.COPPE)).containsExactlyElementsOf(cards("5C 7C"));
        assertThat(TRESSETTE.playable(hand, ItalianSuit.SPADE)).isSameAs(hand);
        assertThat(TRESSETTE.playable(hand, null)).as("leading").isSameAs(hand);
        assertThat(BRISCOLA.playable(hand, ItalianSuit.COPPE)).isSameAs(hand);

        assertThat(TRESSETTE.mayPlay(hand, ItalianCard.parse("1D"), ItalianSuit.COPPE)).isFalse();
        assertThat(TRESSETTE.mayPlay(hand, ItalianCard.parse("5C"), ItalianSuit.COPPE)).isTrue();
        assertThat(TRESSETTE.mayPlay(hand, ItalianCard.parse("1D"), ItalianSuit.SPADE)).isTrue();
        assertThat(BRISCOLA.mayPlay(hand, ItalianCard.parse("1D"), ItalianSuit.COPPE)).isTrue();
    }

    @Test
    @DisplayName("the suit led is the first card's, and nothing before anyone plays")
    void led() {
        assertThat(TRESSETTE.led(List.of())).isNull();
        assertThat(TRESSETTE.led(List.of(new TrickEvents.Play<>(2, ItalianCard.parse("7S")),
                new TrickEvents.Play<>(0, ItalianCard.parse("1D"))))).isEqualTo(ItalianSuit.SPADE);
    }

    @Test
    @DisplayName("a trick taken gives back who played each card, the leader found from the winner")
    void playsOfATrick() {
        // seat 3 led the 4 of denari in a 4-seat game, seat 1 took it with the trump
        var trick = new TrickEvents.Trick<>(1, cards("4D 5D 3S 9D"));

        assertThat(TRESSETTE.plays(trick, ItalianSuit.SPADE, 4)).extracting(TrickEvents.Play::seat)
                .containsExactly(3, 0, 1, 2);
    }

    @Test
    @DisplayName("French cards play by the same rules with the game's own order (Napoleone: ace high)")
    void frenchCards() {
        TrickRules<FrenchCard, FrenchSuit> ace = TrickRules.of(FrenchCard::suit,
                c -> c.rank() == FrenchCard.ACE ? 14 : c.rank(), true);
        List<FrenchCard> trick = List.of(FrenchCard.parse("KH"), FrenchCard.parse("AH"), FrenchCard.parse("2S"));

        assertThat(ace.winningIndex(trick, null)).isEqualTo(1);
        assertThat(ace.winningIndex(trick, FrenchSuit.SPADES)).isEqualTo(2);
    }

    @Test
    @DisplayName("an empty trick has no winner")
    void emptyTrick() {
        assertThatThrownBy(() -> TRESSETTE.winningIndex(List.of(), null)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    @DisplayName("card points: a deck holds 32 thirds in Tressette's count and 120 in Briscola's")
    void cardPoints() {
        assertThat(CardPoints.THIRDS.of(Decks.italian40())).isEqualTo(32);
        assertThat(CardPoints.BRISCOLA.of(Decks.italian40())).isEqualTo(120);
        assertThat(CardPoints.BRISCOLA.of(cards("1D 3C 10S 9B 8D 7D 2C"))).isEqualTo(11 + 10 + 4 + 3 + 2);
        assertThat(CardPoints.THIRDS.of(cards("1D 3C 10S 7D"))).isEqualTo(5);
        assertThat(CardPoints.wholePoints(11)).isEqualTo(3);
        assertThat(CardPoints.wholePoints(2)).isZero();
    }
}
