package dev.mazziere.games.ramino;

import static org.assertj.core.api.Assertions.assertThat;

import dev.mazziere.cards.FrenchCard;
import dev.mazziere.game.Rejection;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

@DisplayName("Ramino melds")
final class MeldsTest {

    private static List<FrenchCard> cards(String... codes) {
        return Arrays.stream(codes).map(FrenchCard::parse).toList();
    }

    private static Rejection why(FrenchCard joker, String... codes) {
        return Melds.check(cards(codes), joker).rejection();
    }

    @Test
    @DisplayName("Three or four cards of one rank and different suits are a set")
    void sets() {
        assertThat(Melds.check(cards("7H", "7S", "7D"), null).kind()).isEqualTo(TableMeld.Kind.SET);
        assertThat(Melds.check(cards("7H", "7S", "7D", "7C"), null).valid()).isTrue();
        assertThat(why(null, "7H", "7S")).isEqualTo(Rejection.of("ramino.tooFewCards", "2"));
    }

    @Test
    @DisplayName("A set with two cards of the same suit is refused naming the card, two decks or not")
    void setSameSuit() {
        assertThat(why(null, "7H", "7H", "7S")).isEqualTo(Rejection.of("ramino.setSameSuit", "7H"));
        assertThat(why(null, "7H", "7S", "7D", "7C", "7H").code()).isEqualTo("ramino.setSameSuit");
    }

    @Test
    @DisplayName("Consecutive cards of one suit are a run; a gap is refused naming the missing card")
    void runs() {
        assertThat(Melds.check(cards("9H", "7H", "8H"), null).arranged()).isEqualTo(cards("7H", "8H", "9H"));
        assertThat(why(null, "7H", "8H", "10H")).isEqualTo(Rejection.of("ramino.notARun", "9H"));
        assertThat(why(null, "7H", "8H", "9S")).isEqualTo(Rejection.of("ramino.notAMeld"));
        assertThat(why(null, "7H", "7H", "8H", "9H")).isEqualTo(Rejection.of("ramino.runDuplicate", "7H"));
    }

    @Test
    @DisplayName("A run that no single card completes names no card: it says between which cards too many are missing")
    void runGaps() {
        assertThat(why(null, "2H", "3H", "KH")).isEqualTo(Rejection.of("ramino.runGap", "3H", "KH"));
        assertThat(why(null, "4H", "6H", "9H")).isEqualTo(Rejection.of("ramino.runGap", "6H", "9H"));
        assertThat(why(null, "AH", "JH", "KH")).as("the ace high is nearer").isEqualTo(Rejection.of("ramino.notARun", "QH"));
        assertThat(why(null, "AH", "2H", "4H")).isEqualTo(Rejection.of("ramino.notARun", "3H"));
    }

    @Test
    @DisplayName("The ace goes low (A-2-3) or high (Q-K-A), never round the corner (K-A-2)")
    void aces() {
        assertThat(Melds.check(cards("AS", "2S", "3S"), null).arranged()).isEqualTo(cards("AS", "2S", "3S"));
        assertThat(Melds.check(cards("AS", "QS", "KS"), null).arranged()).isEqualTo(cards("QS", "KS", "AS"));
        assertThat(why(null, "KS", "AS", "2S")).isEqualTo(Rejection.of("ramino.noWrap"));
        assertThat(Melds.check(cards("AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS", "KS"),
                null).valid()).isTrue();
    }

    @Test
    @DisplayName("A joker stands for one named card; two jokers in a meld are refused")
    void jokers() {
        FrenchCard jk = FrenchCard.JOKER;
        Melds.Verdict run = Melds.check(List.of(FrenchCard.parse("7H"), jk, FrenchCard.parse("9H")),
                FrenchCard.parse("8H"));
        assertThat(run.arranged()).isEqualTo(cards("7H", "JK", "9H"));
        assertThat(why(null, "7H", "JK", "9H")).isEqualTo(Rejection.of("ramino.jokerNeedsCard", "8H"));
        assertThat(why(null, "7H", "8H", "JK")).isEqualTo(Rejection.of("ramino.jokerNeedsCard", "6H", "9H"));
        assertThat(why(FrenchCard.parse("10H"), "7H", "8H", "JK"))
                .isEqualTo(Rejection.of("ramino.badJokerCard", "10H", "6H", "9H"));
        assertThat(why(null, "7H", "JK", "JK")).isEqualTo(Rejection.of("ramino.twoJokers"));
        assertThat(Melds.check(cards("7H", "7S", "JK"), FrenchCard.parse("7C")).kind()).isEqualTo(TableMeld.Kind.SET);
        assertThat(Melds.jokerOptions(cards("QS", "KS", "JK"))).isEqualTo(cards("AS", "JS"));
    }

    @Test
    @DisplayName("A joker beside a meld no card can lengthen is refused, named or not: it would vanish")
    void jokerWithNoCardToStandFor() {
        Rejection full = Rejection.of("ramino.jokerNoCard");
        assertThat(why(null, "5C", "5D", "5H", "5S", "JK")).isEqualTo(full);
        assertThat(why(FrenchCard.parse("5C"), "5C", "5D", "5H", "5S", "JK")).isEqualTo(full);
        assertThat(why(FrenchCard.parse("9H"), "5C", "5D", "5H", "5S", "JK")).isEqualTo(full);
        assertThat(why(null, "AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS", "QS", "KS", "JK"))
                .isEqualTo(full);
        assertThat(why(null, "5C", "5C", "JK")).as("other cards that are no meld say why")
                .isEqualTo(Rejection.of("ramino.setSameSuit", "5C"));
    }

    @Test
    @DisplayName("Adding to a run at either end, and a joker only where the meld has none")
    void extensions() {
        TableMeld run = new TableMeld(0, 1, TableMeld.Kind.RUN, cards("7H", "JK", "9H"), FrenchCard.parse("8H"));
        assertThat(Melds.extend(run, cards("6H", "10H"), null).arranged())
                .isEqualTo(cards("6H", "7H", "JK", "9H", "10H"));
        assertThat(Melds.extend(run, cards("JK"), FrenchCard.parse("10H")).rejection())
                .isEqualTo(Rejection.of("ramino.twoJokers"));
        assertThat(Melds.extend(run, cards("8H"), null).rejection()).isEqualTo(Rejection.of("ramino.runDuplicate", "8H"));
    }

    @Test
    @DisplayName("Penalties: ace 1, two to ten face value, figures 10, joker 20")
    void penalties() {
        assertThat(Melds.penalty(cards("AS", "7D", "10C", "JH", "QS", "KD", "JK"))).isEqualTo(1 + 7 + 10 + 30 + 20);
    }
}
